import BeepTestTestSupport
import Testing

@testable import BeepTest

@Suite("The built-in tests' common names")
struct ProfileNamesTests {
    @Test("names in the seven languages, any case, accents or hyphens, find their test")
    func found() {
        #expect(ProfileNames.ids(named: "Course-Navette") == ["leger-1988"])
        #expect(ProfileNames.ids(named: "COURSE NAVETTE") == ["leger-1988"])
        #expect(ProfileNames.ids(named: "test de leger") == ["leger-1988"])
        #expect(ProfileNames.ids(named: "Beep Test") == ["msft-20m"])
        #expect(ProfileNames.ids(named: "bleep-test") == ["msft-20m"])
        #expect(ProfileNames.ids(named: "vaivem") == ["pacer-20m"])
        #expect(ProfileNames.ids(named: "YYIR1") == ["yoyo-ir1"])
    }

    @Test("a shared name finds every test going by it; an unknown one none")
    func sharedAndUnknown() {
        #expect(ProfileNames.ids(named: "yo-yo") == ["yoyo-endurance-1", "yoyo-ir1", "yoyo-ir2"])
        #expect(ProfileNames.ids(named: "shuttle run") == ["leger-1988", "pacer-20m"])
        #expect(ProfileNames.ids(named: "zumba").isEmpty)
    }

    @Test("every built-in has an entry whose name is its file's, so that it is shown translated")
    func everyBuiltIn() throws {
        let ids = Set(ProfileNames.entries.map(\.id))
        for id in BuiltInProfiles.ids {
            #expect(ids.contains(id), "\(id) has no names")
            let profile = try BuiltInProfiles.profile(id)
            #expect(ProfileNames.entries.first { $0.id == id }?.name == profile.name, "\(id)")
        }
    }
}
