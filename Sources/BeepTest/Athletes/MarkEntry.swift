/// One entry that marks athletes by bib, as typed in the terminal view (then Enter) or read as a
/// line of `run --marks`: `12` or `3 17 22` (spaces or commas between bibs) for athletes who
/// missed the line, `w 17` (or `w 3 17`) for athletes who stopped running, `u` to undo the last
/// mark, `u 17` to undo athlete 17's last mark (a withdrawal too).
///
/// Parsing only says what the entry asks for; whether each bib is on the roster is the marks'
/// business, since only the roster knows.
public enum MarkEntry: Sendable, Equatable {
    /// These athletes missed the line, in the order typed.
    case missed(bibs: [Int])
    /// These athletes withdrew (stopped running), in the order typed.
    case withdrew(bibs: [Int])
    /// Undo the last mark (`bib` nil), or the last mark of the athlete wearing `bib`.
    case undo(bib: Int?)

    /// Why an entry could not be read, as one short line for the screen or stderr.
    public struct Problem: Error, Sendable, Equatable {
        /// The line to show, such as "'3x' is not a bib".
        public var message: String

        /// A problem saying `message`.
        public init(message: String) { self.message = message }
    }

    /// The entry `text` asks for, or nil when it holds nothing but separators.
    public static func parse(_ text: some StringProtocol) throws(Problem) -> MarkEntry? {
        let separators: Set<Character> = [" ", ",", "\t", "\r"]
        // A BOM before the entry (a pasted line, a device's first write) is no part of it.
        let entry = String(text).drop { $0 == "\u{FEFF}" }
        var words = entry.split(whereSeparator: separators.contains).map(String.init)
        guard let first = words.first else { return nil }
        let command = first.first?.lowercased()
        if command == "u" || command == "w" {
            // "u17" reads as "u 17": the space is easy to miss on a number pad.
            let rest = first.dropFirst()
            words.removeFirst()
            if !rest.isEmpty { words.insert(String(rest), at: 0) }
        }
        if command == "u" {
            guard words.count <= 1 else { throw Problem(message: tr("undo takes one bib: 'u 17'")) }
            return .undo(bib: try words.first.map { word throws(Problem) in try bib(word) })
        }
        var bibs: [Int] = []
        for word in words { bibs.append(try bib(word)) }
        guard command == "w" else { return .missed(bibs: bibs) }
        guard !bibs.isEmpty else { throw Problem(message: tr("withdraw takes bibs: 'w 17'")) }
        return .withdrew(bibs: bibs)
    }

    private static func bib(_ word: String) throws(Problem) -> Int {
        guard word.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), word.utf8.count <= 3,
            let number = Int(word), AthleteLimits.bib.contains(number)
        else {
            // Quoted escaped and cut short: a line of marks may hold anything, of any length.
            let shown = word.escapingControlCharacters(limit: 12)
            throw Problem(message: tr("'%s' is not a bib (1-%s)", shown, AthleteLimits.bib.upperBound))
        }
        return number
    }
}
