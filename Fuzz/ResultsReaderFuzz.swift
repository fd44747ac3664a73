// libFuzzer entry point for the results reader: any bytes must give results (with problems noted
// per line) or a BeepTestError, never a crash; the summary is computed with and without the
// profile the file names, as `beeptest results` does. Compiled with Sources/BeepTest by
// scripts/fuzz.sh (`make fuzz`), which sets BEEPTEST_FUZZ_PROFILES to the package's Profiles.

private let fuzzProfiles: [Profile] = {
    guard let folder = FileIO.environment("BEEPTEST_FUZZ_PROFILES") else { return [] }
    return ["msft-20m", "yoyo-ir1", "ift-30-15", "pacer-20m", "leger-1988"].compactMap {
        try? ProfileLoader.load(path: folder + "/" + $0 + ".json")
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResultsReader(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard var file = try? ResultsFile.parse(bytes, source: "fuzz.jsonl") else { return 0 }
    _ = file.summary(profile: nil)
    if let profile = fuzzProfiles.first(where: { $0.id == file.start.profileID }) {
        _ = file.summary(profile: profile)
    }
    return 0
}
