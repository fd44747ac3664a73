import BeepTest

/// Results logs written by hand in the real format (a start line, warning and out lines, a finish
/// line), for tests that need runs on chosen dates: the recorder stamps the clock's own.
public enum ResultsLogText {
    /// One athlete of a log: the roster's fields and their missed lines.
    public struct Runner: Sendable {
        public var name: String
        public var bib: Int
        public var id: String?
        public var sex: String?
        public var age: Double?
        /// The roster's group (class, squad).
        public var group: String?
        /// The roster's birth date, `YYYY-MM-DD`.
        public var birthDate: String?
        /// The missed lines, in order; the last is the out.
        public var misses: [(level: String, bout: Int, shuttle: Int)]

        public init(
            _ name: String, bib: Int, id: String? = nil, sex: String? = nil, age: Double? = nil,
            group: String? = nil, birthDate: String? = nil, misses: [(level: String, bout: Int, shuttle: Int)]
        ) {
            self.name = name
            self.bib = bib
            self.id = id
            self.sex = sex
            self.age = age
            self.group = group
            self.birthDate = birthDate
            self.misses = misses
        }
    }

    /// Laps at the end of each PACER level (standards.md 1.3, FitnessGram's level-end pairs).
    public static let pacerLevelEnds: [Int: [Int]] = [
        20: [7, 15, 23, 32, 41, 51, 61, 72, 83, 94, 106, 118, 131, 144, 157, 171, 185, 200, 215, 231, 247],
        15: [9, 19, 30, 42, 54, 67, 80, 94, 108, 123, 138, 154, 171, 188, 206, 224, 243, 262, 282, 302, 323],
    ]

    /// The PACER misses that score `laps` on the `course` m track: the next two laps missed
    /// (missed laps do not count, so the score is the laps before the first).
    public static func pacerMisses(laps: Int, course: Int) -> [(level: String, bout: Int, shuttle: Int)] {
        let ends = pacerLevelEnds[course] ?? []
        return [laps + 1, laps + 2].map { lap in
            let level = ends.firstIndex { $0 >= lap } ?? ends.count - 1
            let before = level == 0 ? 0 : ends[level - 1]
            return (String(level + 1), 1, lap - before)
        }
    }

    /// The log of a run of `profile` started at `wall` (Unix time) with the date text `date`.
    public static func log(profile: String, wall: Double, date: String, runners: [Runner]) -> String {
        var athletes: [JSONValue] = []
        for runner in runners {
            var members: [(key: String, value: JSONValue)] = [
                ("name", .string(runner.name)), ("bib", .int(runner.bib)),
            ]
            if let id = runner.id { members.append(("id", .string(id))) }
            if let sex = runner.sex { members.append(("sex", .string(sex))) }
            if let age = runner.age { members.append(("age", .num(age))) }
            if let group = runner.group { members.append(("group", .string(group))) }
            if let birthDate = runner.birthDate { members.append(("birth_date", .string(birthDate))) }
            athletes.append(.object(members))
        }
        var lines: [JSONValue] = [
            .object([
                ("event", .string("start")), ("format", .int(1)), ("profile", .string(profile)),
                ("start_level", .string(profile.hasPrefix("yoyo-ir1") ? "5" : "1")), ("countdown_s", .int(5)),
                ("athletes", .array(athletes)), ("wall", .num(wall)), ("date", .string(date)),
            ])
        ]
        for (key, runner) in runners.enumerated() {
            for (number, miss) in runner.misses.enumerated() {
                let isOut = number == runner.misses.count - 1
                lines.append(
                    .object([
                        ("event", .string(isOut ? "out" : "warning")), ("athlete", .string(runner.name)),
                        ("key", .int(key + 1)), ("level", .string(miss.level)), ("bout", .int(miss.bout)),
                        ("shuttle", .int(miss.shuttle)), ("misses", .int(number + 1)),
                    ]))
            }
        }
        lines.append(.object([("event", .string("finish")), ("completed", .bool(false)), ("t", .int(3000))]))
        return lines.map { JSONWriter.string($0) + "\n" }.joined()
    }
}
