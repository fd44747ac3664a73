import BeepTest

/// One athlete as the live view's roster panel shows them.
struct RosterEntry: Sendable, Equatable {
    /// The key that marks this athlete (1–9).
    var key: Int
    /// The athlete's name.
    var name: String
    /// A short state: empty while running clean, "warning", "OUT 9/4".
    var status: String
    /// True once the athlete is out (the panel dims or highlights them).
    var isOut: Bool

    /// Creates an entry.
    init(key: Int, name: String, status: String = "", isOut: Bool = false) {
        self.key = key
        self.name = name
        self.status = status
        self.isOut = isOut
    }
}
