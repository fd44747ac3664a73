import BeepTestTestSupport
import Testing

/// Well-formed JSON that is not a valid profile (README: Profile format): wrong types, unknown keys, missing
/// fields, both or neither of a pair, bad numbers, absurd sizes. Each error names the JSON path.
@Suite("CLI: invalid profile fields")
struct InvalidFieldCLITests {
    /// A profile document: `top` are extra top-level members, `levels` the levels array's body.
    static func profile(_ top: String = "", levels: String = #"{"shuttle_s": 5, "shuttles": 2}"#) -> String {
        #"{"format": 1, "name": "Bad", \#(top.isEmpty ? "" : top + ", ")"levels": [\#(levels)]}"#
    }

    static let types: [BadProfile] = [
        BadProfile(
            "name-number", #"{"format": 1, "name": 5, "levels": []}"#, "name: expected a string, found a number"),
        BadProfile(
            "levels-object", #"{"format": 1, "name": "x", "levels": {}}"#, "levels: expected an array, found an object"),
        BadProfile("level-number", profile(levels: "7"), "levels[0] (level 1): expected an object, found a number"),
        BadProfile(
            "shuttles-string", profile(levels: #"{"shuttle_s": 5, "shuttles": "7"}"#),
            "levels[0].shuttles (level 1): expected a whole number, found a string"),
        BadProfile(
            "consecutive-string", profile(#""stop_rule": {"misses": 2, "consecutive": "yes"}"#),
            "stop_rule.consecutive: expected true or false, found a string"),
        BadProfile(
            "format-string", #"{"format": "1", "name": "x", "levels": []}"#,
            "format: expected a whole number, found a string"),
        BadProfile(
            "label-number", profile(levels: #"{"label": 3, "shuttle_s": 5, "shuttles": 2}"#),
            "levels[0].label (level 1): expected a string, found a number"),
    ]

    static let keys: [BadProfile] = [
        BadProfile(
            "typo-top", #"{"format": 1, "name": "x", "levles": []}"#, #"levles: unknown key (did you mean "levels"?)"#),
        BadProfile(
            "typo-level", profile(#""distance_m": 20"#, levels: #"{"speed_kph": 8, "shuttles": 7}"#),
            #"levels[0].speed_kph (level 1): unknown key (did you mean "speed_kmh"?)"#),
        BadProfile(
            "typo-stop-rule", profile(#""stop_rule": {"mises": 3}"#),
            #"stop_rule.mises: unknown key (did you mean "misses"?)"#),
        BadProfile("unrelated-key", profile(#""colour": "red""#), "colour: unknown key"),
        BadProfile(
            "key-with-newline", profile(levels: #"{"shuttle_s": 5, "shuttles": 2, "a\nb": 1}"#),
            #"levels[0].a\nb (level 1): unknown key"#),
        BadProfile(
            "missing-format", #"{"name": "x", "levels": []}"#, #"format: missing (this beeptest reads "format": 1)"#),
        BadProfile("missing-name", #"{"format": 1, "levels": []}"#, "name: missing"),
        BadProfile("missing-levels", #"{"format": 1, "name": "x"}"#, "levels: missing (at least one level is needed)"),
        BadProfile("no-levels", #"{"format": 1, "name": "x", "levels": []}"#, "levels: at least one level is needed"),
        BadProfile(
            "format-2", #"{"format": 2, "name": "x", "levels": []}"#,
            "format: unsupported format 2 (this beeptest reads format 1)"),
        BadProfile(
            "format-2^63", #"{"format": 9223372036854775807, "name": "x", "levels": []}"#,
            "format: must be at most 9223372036854775807"),
    ]

    static let pairs: [BadProfile] = [
        BadProfile(
            "both-paces", profile(#""distance_m": 20"#, levels: #"{"speed_kmh": 8, "shuttle_s": 9, "shuttles": 7}"#),
            "levels[0] (level 1): give speed_kmh or shuttle_s, not both"),
        BadProfile(
            "no-pace", profile(levels: #"{"shuttles": 7}"#),
            "levels[0] (level 1): shuttles needs a pace: speed_kmh or shuttle_s"),
        BadProfile(
            "speed-without-distance", profile(levels: #"{"speed_kmh": 8, "shuttles": 7}"#),
            "distance_m: required when a level gives speed_kmh"),
        BadProfile(
            "shuttles-and-work", profile(levels: #"{"shuttle_s": 5, "shuttles": 7, "work_s": 30}"#),
            "levels[0] (level 1): give only one of shuttles, work_s or duration_s"),
        BadProfile(
            "work-and-duration",
            profile(#""distance_m": 20"#, levels: #"{"speed_kmh": 8, "work_s": 30, "duration_s": 60}"#),
            "levels[0] (level 1): give only one of shuttles, work_s or duration_s"),
        BadProfile(
            "no-work", profile(levels: #"{"shuttle_s": 5}"#),
            "levels[0] (level 1): give one of shuttles, work_s or duration_s"),
        BadProfile(
            "stage-and-shuttles",
            profile(
                #""distance_m": 20"#, levels: #"{"speed_kmh": 8, "duration_s": 60}, {"speed_kmh": 9, "shuttles": 7}"#),
            "levels[1] (level 2): a profile with duration_s stages must use duration_s on every level"),
        BadProfile(
            "duplicate-labels",
            profile(levels: #"{"shuttle_s": 5, "shuttles": 2}, {"label": "1", "shuttle_s": 4, "shuttles": 2}"#),
            #"levels[1].label (level 1): "1" is used by an earlier level"#),
    ]

    static let numbers: [BadProfile] = [
        BadProfile(
            "zero-speed",
            profile(#""distance_m": 20"#, levels: #"{"speed_kmh": 8, "shuttles": 7}, {"speed_kmh": 0, "shuttles": 7}"#),
            "levels[1].speed_kmh (level 2): must be > 0"),
        BadProfile(
            "zero-shuttles", profile(levels: #"{"shuttle_s": 5, "shuttles": 0}"#),
            "levels[0].shuttles (level 1): must be > 0"),
        BadProfile(
            "zero-bouts", profile(levels: #"{"shuttle_s": 5, "shuttles": 2, "bouts": 0}"#),
            "levels[0].bouts (level 1): must be > 0"),
        BadProfile(
            "negative-rest", profile(levels: #"{"shuttle_s": 5, "shuttles": 2, "rest_s": -1}"#),
            "levels[0].rest_s (level 1): must be >= 0"),
        BadProfile("negative-distance", profile(#""distance_m": -20"#), "distance_m: must be > 0"),
        BadProfile("negative-countdown", profile(#""countdown_s": -1"#), "countdown_s: must be >= 0"),
        BadProfile(
            "infinite-shuttle", profile(levels: #"{"shuttle_s": 1e999, "shuttles": 2}"#),
            "levels[0].shuttle_s (level 1): must be a finite number"),
        BadProfile("infinite-distance", profile(#""distance_m": -1e999"#), "distance_m: must be a finite number"),
        BadProfile(
            "fractional-shuttles", profile(levels: #"{"shuttle_s": 5, "shuttles": 7.5}"#),
            "levels[0].shuttles (level 1): must be a whole number"),
        BadProfile(
            "huge-shuttles", profile(levels: #"{"shuttle_s": 5, "shuttles": 1e20}"#),
            "levels[0].shuttles (level 1): must be at most 100000"),
        BadProfile(
            "longer-than-a-day", profile(levels: #"{"work_s": 86400, "bouts": 2}"#),
            "levels: the test lasts 48.0 h; the limit is 24 h"),
        BadProfile(
            "sub-second-shuttle", profile(levels: #"{"shuttle_s": 0.45, "shuttles": 7}"#),
            "levels[0].shuttle_s (level 1): gives 0.45 s per shuttle; a shuttle must last at least 1 s"),
        BadProfile(
            "sub-second-speed", profile(#""distance_m": 20"#, levels: #"{"speed_kmh": 99, "shuttles": 7}"#),
            "levels[0].speed_kmh (level 1): gives 0.727 s per shuttle; a shuttle must last at least 1 s"),
        BadProfile(
            "sub-second-rest", profile(levels: #"{"work_s": 20, "rest_s": 0.5, "bouts": 2}"#),
            "levels[0].rest_s (level 1): must be 0 or at least 1 s"),
        BadProfile(
            "sub-second-work", profile(levels: #"{"work_s": 0.2}"#), "levels[0].work_s (level 1): must be at least 1 s"),
        BadProfile("bad-id", profile(#""id": "my test""#), "id: use letters, digits, '.', '-' and '_' only"),
        BadProfile(
            "bad file name (1)", profile(),
            #"id: the file name "bad file name (1)" is not a usable id (letters, digits, '.', '-' and '_' only): rename the file or add an "id""#
        ),
        BadProfile(
            "unknown-vo2max", profile(#""vo2max": "cooper""#),
            #"vo2max: unknown method "cooper" (known: ramsbottom-1988, leger-1988, leger-gadoury-1989, yoyo-ir1, yoyo-ir2, yoyo-endurance, ift-30-15, fitnessgram)"#
        ),
    ]

    @Test("wrong JSON types", arguments: types)
    func wrongTypes(profile: BadProfile) throws { try profile.expectRefusedEverywhere() }

    @Test("unknown keys (with a did-you-mean hint), missing fields, unknown format", arguments: keys)
    func keysAndFields(profile: BadProfile) throws { try profile.expectRefusedEverywhere() }

    @Test("both or neither of an exactly-one pair; duplicate labels", arguments: pairs)
    func exactlyOne(profile: BadProfile) throws { try profile.expectRefusedEverywhere() }

    @Test("zero, negative, non-finite and absurd numbers", arguments: numbers)
    func badNumbers(profile: BadProfile) throws { try profile.expectRefusedEverywhere() }

    @Test("a shuttle of 1e-300 s (a speed of 3.6e303 km/h) is refused in one line, not crashed on")
    func extremeShuttle() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(
            Self.profile(#""distance_m": 1000"#, levels: #"{"shuttle_s": 1e-300, "shuttles": 1}"#), to: "tiny.json")
        for format in ["table", "json", "csv"] {
            let result = try BinaryRunner.run(["show", file, "--format", format])
            #expect(result.status == 65, "\(format): \(result.stderr)")
            #expect(
                result.errorLines == [
                    "beeptest: \(file): levels[0].shuttle_s (level 1): gives 1e-300 s per shuttle; a shuttle must last at least 1 s"
                ])
        }
    }
}
