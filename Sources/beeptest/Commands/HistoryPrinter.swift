import BeepTest

/// Prints athletes' histories as a table, CSV or JSON.
enum HistoryPrinter {
    /// The formats `--format` accepts.
    static let formats = ["table", "csv", "json"]

    /// The histories in `format` as UTF-8, ending with a newline.
    static func render(_ athletes: [AthleteHistory], format: String) -> [UInt8] {
        switch format {
        case "csv": return Array(csv(athletes).utf8)
        case "json": return json(athletes)
        default: return Array(table(athletes).utf8)
        }
    }

    /// The list as `JSONWriter.prettyString` writes it, each athlete written on a thread of its
    /// own, then put together in one buffer.
    static func json(_ athletes: [AthleteHistory]) -> [UInt8] {
        guard !athletes.isEmpty else { return Array("[]\n".utf8) }
        let objects = ParallelMap.map(athletes) { athlete in
            var out: [UInt8] = [0x20, 0x20]
            out.reserveCapacity(512 * (athlete.tests.count + 1))  // a test's object is some 450 bytes
            JSONWriter.writePretty(json(athlete), indent: "  ", into: &out)
            return out
        }
        var out: [UInt8] = []
        out.reserveCapacity(objects.reduce(4) { $0 + $1.count + 2 })
        out += Array("[\n".utf8)
        for (offset, object) in objects.enumerated() {
            if offset > 0 { out += Array(",\n".utf8) }
            out += object
        }
        out += Array("\n]\n".utf8)
        return out
    }

    /// One block per athlete: a heading, then a line per test.
    static func table(_ athletes: [AthleteHistory]) -> String {
        let blocks = ParallelMap.map(athletes) { athlete in
            var table = TextTable(
                headers: ["DATE", "PROFILE", "SCORE", "20M LAPS", "VO2MAX", "ZONE", "CHANGE", "NOTE"],
                rightAligned: [2, 3, 4])
            for test in athlete.tests {
                var notes: [String] = []
                if test.row.status == .inProgress { notes.append("in progress when the record stops") }
                if let note = test.targetNote { notes.append(note) }
                table.rows.append([
                    test.day ?? "-", test.profileID, test.row.score ?? "-",
                    test.row.standards.laps20m.map(String.init) ?? "-",
                    test.row.vo2max.map { $0.formatted(decimals: 1) } ?? "-",
                    test.row.standards.zone?.rawValue ?? "-", test.changeText ?? "-", notes.joined(separator: "; "),
                ])
            }
            let heading = athlete.name + (athlete.id.map { " (id \($0))" } ?? "")
            return heading + "\n" + table.rendered()
        }
        var text = blocks.joined(separator: "\n\n") + "\n"
        // The few tests' noises first, then their texts (not a text per test).
        var distinct: [TestNoise] = []
        for athlete in athletes {
            for case let noise? in athlete.tests.lazy.map(\.noise) where !distinct.contains(noise) {
                distinct.append(noise)
            }
        }
        let noises = Set(distinct.map { "\($0.text), \($0.source)" })
        if !noises.isEmpty {
            text +=
                "\nwithin noise: smaller than the test's test-retest variation ("
                + noises.sorted().joined(
                    separator: "; ") + ")\n"
        }
        return text
    }

    /// A header line and one line per test.
    static func csv(_ athletes: [AthleteHistory]) -> String {
        var lines = [
            CSV.line([
                "athlete", "id", "date", "file", "profile", "score", "laps_20m", "vo2max", "zone", "hfz_laps",
                "change", "change_unit", "within_noise", "target_note",
            ])
        ]
        for athlete in athletes {
            for test in athlete.tests {
                lines.append(
                    CSV.line([
                        athlete.name, athlete.id ?? "", test.date ?? "", test.file, test.profileID,
                        test.row.score ?? "", test.row.standards.laps20m.map(String.init) ?? "",
                        test.row.vo2max.map { JSONWriter.number($0) } ?? "",
                        test.row.standards.zone?.rawValue ?? "", test.row.standards.hfzLaps.map(String.init) ?? "",
                        test.change.map { JSONWriter.number($0) } ?? "",
                        test.change == nil ? "" : test.measure?.unit ?? "",
                        test.isWithinNoise.map { $0 ? "true" : "false" } ?? "", test.targetNote ?? "",
                    ]))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"athlete", "id", "tests": [...]}`.
    static func json(_ athlete: AthleteHistory) -> JSONValue {
        func text(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }
        // An athlete's tests share a noise or two: each text is made once.
        var noiseTexts: [(noise: TestNoise, text: String)] = []
        func noiseText(_ noise: TestNoise) -> String {
            if let known = noiseTexts.first(where: { $0.noise == noise }) { return known.text }
            noiseTexts.append((noise, "\(noise.text), \(noise.source)"))
            return noiseTexts[noiseTexts.count - 1].text
        }
        let tests: [JSONValue] = athlete.tests.map { test in
            let standards = test.row.standards
            return .object(
                [
                    ("date", text(test.date)), ("file", .string(test.file)), ("profile", .string(test.profileID)),
                    ("name", .string(test.row.athlete)), ("status", .string(test.row.status.rawValue)),
                    ("age", .optionalNum(test.age)), ("score", text(test.row.score)),
                    ("laps_20m", standards.laps20m.map { .int($0) } ?? .null),
                    ("vo2max", .optionalNum(test.row.vo2max)),
                    ("zone", text(standards.zone?.rawValue)), ("hfz_laps", standards.hfzLaps.map { .int($0) } ?? .null),
                    ("laps_to_hfz", standards.lapsToHFZ.map { .int($0) } ?? .null),
                    ("change", .optionalNum(test.change)),
                    ("change_unit", text(test.change == nil ? nil : test.measure?.unit)),
                    ("within_noise", test.isWithinNoise.map { .bool($0) } ?? .null),
                    ("noise", text(test.noise.map(noiseText))),
                    ("target_note", text(test.targetNote)),
                ].map { (key: $0.0, value: $0.1) })
        }
        return .object([("athlete", .string(athlete.name)), ("id", text(athlete.id)), ("tests", .array(tests))])
    }
}
