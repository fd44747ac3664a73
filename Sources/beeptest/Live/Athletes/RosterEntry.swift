import BeepTest

/// One athlete as the live view's roster panel shows them.
struct RosterEntry: Sendable, Equatable {
    /// The number that marks this athlete: a key 1-9, or typed with a class.
    var bib: Int
    /// The athlete's name.
    var name: String
    /// A short state in words: empty while running clean, "warned 1/2", "out 9/4".
    var status: String
    /// True once the athlete is out (the panel may fold them onto an `out:` line).
    var isOut: Bool
    /// The state in a few characters, for a cell too narrow for `status`: "1/2", the score "9.4".
    var note: String
    /// True when the athlete stopped running of their own accord (a withdrawal, `w 17`): out too,
    /// but drawn apart from one the line put out, since the coach treats them differently.
    var isWithdrawn = false

    /// Creates an entry; `note` defaults to the last word of `status` ("1/2" of "warned 1/2").
    init(bib: Int, name: String, status: String = "", isOut: Bool = false, note: String? = nil) {
        self.bib = bib
        self.name = name
        self.status = status
        self.isOut = isOut
        let words = status.split(separator: " ")
        self.note = note ?? (words.count > 1 ? String(words[words.count - 1]) : "")
    }

    /// Warned and still running: a state but not out.
    var isWarned: Bool { !isOut && !status.isEmpty }
}
