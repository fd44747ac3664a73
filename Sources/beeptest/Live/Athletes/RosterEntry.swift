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
    /// The score of an athlete who is out ("9/4"), which the folded `out:` line shows beside the bib.
    var score: String?

    /// Creates an entry.
    init(bib: Int, name: String, status: String = "", isOut: Bool = false, score: String? = nil) {
        self.bib = bib
        self.name = name
        self.status = status
        self.isOut = isOut
        self.score = score
    }
}
