/// One "missed the line" mark: an athlete and the judged turn they missed.
public struct Mark: Sendable, Equatable {
    /// The athlete's index in the roster (key − 1).
    public var athlete: Int
    /// The index of the missed turn in `TurnMap.turns`.
    public var turn: Int
    /// True when this mark put the athlete out.
    public var isOut: Bool
    /// True when the athlete withdrew (then `isOut` too): `turn` is the shuttle they were on and
    /// did not finish, so the score is their last line made on time, as for an out.
    public var withdrew = false
}

/// The marks of a run and the stop rule that turns them into warnings and outs.
///
/// Rules (protocols.md §1, §3, §4, §5, §8.5):
/// - A mark is a warning until the athlete has `StopRule.misses` misses; that one puts them out.
/// - With `consecutive` rules (beep test: 2; 30-15 IFT and police 15 m: 3) only an unbroken run of
///   missed turns counts: a turn made on time in between clears the count. Otherwise (PACER,
///   Yo-Yo: 2) every miss since the start counts.
/// - An athlete who is out takes no more marks; the same turn cannot be marked twice for an
///   athlete (a double key press), nor a turn before one already marked.
/// - `undo` removes the most recent mark, whoever it was for, or one athlete's most recent mark;
///   an undone out puts the athlete back in.
/// - A withdrawal (`withdraw`) is an out at the shuttle the athlete was running, taken as the
///   athlete's own mark so that the same rules (one out, undo) hold for it.
public struct MarkBook: Sendable, Equatable {
    /// Why a mark is refused for this athlete.
    public enum Refusal: Error, Sendable, Equatable {
        /// The athlete is already out.
        case alreadyOut
        /// The athlete already has a mark at this turn or a later one.
        case alreadyMarked(turn: Int)
    }

    /// When athletes are out.
    public let stopRule: StopRule
    /// How many athletes there are.
    public let athleteCount: Int
    /// Every mark in the order it was made (undo pops the last).
    public private(set) var marks: [Mark] = []
    /// Each athlete's marks in order, so that a check never scans everyone's marks (a results
    /// log replayed may hold hundreds of thousands).
    private var marksByAthlete: [[Mark]]

    /// An empty book for `athleteCount` athletes under `stopRule`.
    public init(stopRule: StopRule, athleteCount: Int) {
        self.stopRule = stopRule
        self.athleteCount = athleteCount
        self.marksByAthlete = Array(repeating: [], count: athleteCount)
    }

    /// The turns `athlete` missed, in order.
    public func missedTurns(of athlete: Int) -> [Int] { marksByAthlete[athlete].map(\.turn) }

    /// The latest turn `athlete` was marked at, or nil.
    public func lastMarkedTurn(of athlete: Int) -> Int? { marksByAthlete[athlete].last?.turn }

    /// The turn at which `athlete` went out, or nil while they are in (an out is their last mark).
    public func outTurn(of athlete: Int) -> Int? {
        marksByAthlete[athlete].last.flatMap { $0.isOut ? $0.turn : nil }
    }

    /// The misses that count toward the stop rule if `athlete` missed `turn` now: the run of
    /// consecutive missed turns ending there, or all misses so far plus this one.
    public func missCount(of athlete: Int, ifMissing turn: Int) -> Int {
        let missed = marksByAthlete[athlete]
        guard stopRule.consecutive else { return missed.count + 1 }
        var count = 1
        for earlier in missed.reversed() {
            guard earlier.turn == turn - count else { break }
            count += 1
        }
        return count
    }

    /// The misses that count now for `athlete` (for the display: "warning 1 of 2").
    public func currentMissCount(of athlete: Int, latestTurn: Int?) -> Int {
        let missed = marksByAthlete[athlete]
        guard let last = missed.last?.turn else { return 0 }
        guard stopRule.consecutive else { return missed.count }
        // A turn made on time after the last miss clears a consecutive count.
        if let latestTurn, latestTurn > last { return 0 }
        return missCount(of: athlete, ifMissing: last + 1) - 1  // the run ending at the last miss
    }

    /// Checks the stop rule and records the mark; returns it (with `isOut` set) or why it is refused.
    public mutating func mark(athlete: Int, turn: Int) -> Result<Mark, Refusal> {
        if outTurn(of: athlete) != nil { return .failure(.alreadyOut) }
        if let last = marksByAthlete[athlete].last?.turn, last >= turn { return .failure(.alreadyMarked(turn: last)) }
        let mark = Mark(athlete: athlete, turn: turn, isOut: missCount(of: athlete, ifMissing: turn) >= stopRule.misses)
        record(mark)
        return .success(mark)
    }

    /// Records that `athlete` withdrew while running to `turn` (the shuttle they did not finish):
    /// out at once, whatever the stop rule would say; refused as a mark is.
    public mutating func withdraw(athlete: Int, turn: Int) -> Result<Mark, Refusal> {
        if outTurn(of: athlete) != nil { return .failure(.alreadyOut) }
        if let last = marksByAthlete[athlete].last?.turn, last >= turn { return .failure(.alreadyMarked(turn: last)) }
        let mark = Mark(athlete: athlete, turn: turn, isOut: true, withdrew: true)
        record(mark)
        return .success(mark)
    }

    /// `athlete`'s last mark when it put them out (an out or a withdrawal), or nil while they are in.
    public func outMark(of athlete: Int) -> Mark? {
        marksByAthlete[athlete].last.flatMap { $0.isOut ? $0 : nil }
    }

    /// Records a mark as it was decided before (replaying a results log), without the stop rule.
    public mutating func record(_ mark: Mark) {
        marks.append(mark)
        marksByAthlete[mark.athlete].append(mark)
    }

    /// Removes and returns the most recent mark, or nil when there is none.
    public mutating func undo() -> Mark? {
        guard let mark = marks.popLast() else { return nil }
        marksByAthlete[mark.athlete].removeLast()
        return mark
    }

    /// Removes and returns `athlete`'s most recent mark, or nil when they have none. Their other
    /// marks and everyone else's stay as they are (the stop rule counts each athlete's own).
    public mutating func undo(athlete: Int) -> Mark? {
        guard let mark = marksByAthlete[athlete].popLast() else { return nil }
        if let index = marks.lastIndex(where: { $0.athlete == athlete }) { marks.remove(at: index) }
        return mark
    }
}
