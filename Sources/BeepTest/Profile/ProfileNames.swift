/// The names people call the built-in tests by, in the seven languages of the program ("beep
/// test", "course navette", "Pendellauf", "vaivém", "Yo-Yo"), so that `run` and `list` find a test
/// by the name a teacher knows it by, and the tests' names shown in the reader's language.
///
/// Names are compared folded (`foldedForMatching`: case, accents, spaces and `-./,` ignored), so
/// "Course-Navette", "course navette" and "COURSE NAVETTE" are one name. A name several tests go
/// by ("Yo-Yo", "shuttle run") finds them all, and the command asks for one of them.
public enum ProfileNames {
    /// One built-in test: its id, its name as its file writes it, and the names it goes by.
    struct Entry: Sendable {
        let id: String
        /// The profile's `name`, a message of the catalogues so that it can be shown translated.
        let name: String
        let names: [String]
    }

    // The names are sorted by test, then by language: English, French, German, Spanish, Dutch,
    // Italian, Portuguese. "Course navette" and "Pendellauf" are Léger's test in the countries that
    // use those words; the "beep test" is the UK's version of it, and "vaivém" is the PACER of the
    // Portuguese schools' FITescola.
    static let entries: [Entry] = [
        Entry(
            id: "msft-20m", name: trStored("20 m Multistage Fitness Test (UK, 1988)"),
            names: [
                "beep test", "bleep test", "beep", "bleep", "multistage fitness test", "multi-stage fitness test",
                "MSFT", "20 m multistage fitness test", "test de bips", "piepjestest", "test multistadio",
            ]),
        Entry(
            id: "msft-20m-8.5", name: trStored("20 m Beep Test (8.5 km/h start)"),
            names: ["beep test 8.5", "beep test 8,5"]),
        Entry(
            id: "leger-1988", name: trStored("Léger 20 m Shuttle Run (1988, 1-min stages)"),
            names: [
                "Léger", "Léger test", "Luc Léger", "test de Léger", "course navette", "test de course navette",
                "test de la course navette", "course navette 20 m", "navette", "Léger-Test", "Pendellauf",
                "20-m-Pendellauf", "Pendellauftest", "test de Course Navette", "prueba de Course Navette",
                "test de ida y vuelta", "prueba de ida y vuelta", "Léger-test", "test navetta", "navetta",
                "test di Léger", "teste de Léger", "shuttle run", "20 m shuttle run",
            ]),
        Entry(
            id: "ift-30-15", name: trStored("30-15 Intermittent Fitness Test"),
            names: ["30-15", "30-15 IFT", "IFT", "30/15", "Buchheit", "30-15 intermittent fitness test"]),
        Entry(
            id: "pacer-15m", name: trStored("FitnessGram PACER 15 m"),
            names: ["PACER 15 m", "PACER 15", "FitnessGram PACER 15"]),
        Entry(
            id: "pacer-20m", name: trStored("FitnessGram PACER 20 m"),
            names: [
                "PACER", "PACER test", "PACER 20 m", "PACER 20", "FitnessGram PACER", "vaivém", "teste do vaivém",
                "vai e vem", "shuttle run", "20 m shuttle run",
            ]),
        Entry(
            id: "police-15m", name: trStored("UK Police 15 m Multistage Fitness Test"),
            names: ["police", "police bleep test", "police beep test", "police fitness test", "JRFT"]),
        Entry(
            id: "yoyo-endurance-1", name: trStored("Yo-Yo Endurance Test Level 1"),
            names: ["Yo-Yo", "Yo-Yo test", "Yo-Yo endurance", "Yo-Yo endurance 1", "YYE1", "YYET1"]),
        Entry(
            id: "yoyo-ir1", name: trStored("Yo-Yo Intermittent Recovery Test Level 1"),
            names: [
                "Yo-Yo", "Yo-Yo test", "Yo-Yo IR1", "YYIR1", "Yo-Yo IR 1", "Yo-Yo intermittent recovery",
                "Yo-Yo intermittent recovery 1", "Yo-Yo intermittent recovery level 1",
            ]),
        Entry(
            id: "yoyo-ir2", name: trStored("Yo-Yo Intermittent Recovery Test Level 2"),
            names: [
                "Yo-Yo", "Yo-Yo test", "Yo-Yo IR2", "YYIR2", "Yo-Yo IR 2", "Yo-Yo intermittent recovery",
                "Yo-Yo intermittent recovery 2", "Yo-Yo intermittent recovery level 2",
            ]),
    ]

    /// Each folded name with the ids of the tests it names, in the order of `entries`.
    private static let idsByName: [String: [String]] = {
        var ids: [String: [String]] = [:]
        for entry in entries {
            for name in [entry.id, entry.name] + entry.names {
                let key = name.foldedForMatching
                if !(ids[key, default: []].contains(entry.id)) { ids[key, default: []].append(entry.id) }
            }
        }
        return ids
    }()

    /// The ids of the built-in tests `name` names (an id, a test's name, or a common name in one of
    /// the seven languages), case and accents ignored; empty when it names none, several when the
    /// name is shared ("Yo-Yo").
    public static func ids(named name: String) -> [String] {
        idsByName[name.foldedForMatching] ?? []
    }

    /// Every name of `entries` as written, for suggesting one on a typo.
    public static var allNames: [String] { entries.flatMap(\.names) }

    /// `profile`'s name in the reader's language: a built-in test's shipped name translated, any
    /// other name (a user's profile, a built-in whose file was edited) as its file writes it.
    public static func shown(_ profile: Profile) -> String { shown(name: profile.name, id: profile.id) }

    /// The name `name` of the test `id` (a results log's) in the reader's language, as `shown(_:)`.
    public static func shown(name: String, id: String) -> String {
        guard let entry = entries.first(where: { $0.id == id }), entry.name == name else { return name }
        return Translation.shown(entry.name)
    }
}
