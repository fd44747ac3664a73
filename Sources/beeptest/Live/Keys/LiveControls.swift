import BeepTest
import Glibc

/// What the keys of the live view do, apart from any terminal: space pauses and resumes, q asks
/// before quitting, Ctrl-C quits at once, and the athletes' marks: with every bib 1-9, keys 1-9
/// mark at once and u undoes; with a class (ten or more, or a bib above 9), bibs are typed and
/// Enter applies them (`3 17 22`, `u`, `u 17`), Backspace edits and Esc cancels. With any number
/// of athletes, w opens an entry for those who stopped running (`w 17`, then Enter): single keys
/// would withdraw an athlete at one slip of a finger.
///
/// Every key is judged at the playback position read when it is handled, not at the frame drawn
/// before the view's wait: a key pressed just after a beep belongs to the turn that beep ended.
/// A typed entry's marks take the moment of its first digit, however late Enter comes.
struct LiveControls {
    /// The question q asks while the test runs, with the letters of the reader's language
    /// ("Quitter ? (o/n)", "Beenden? (j/n)").
    static var quitQuestion: String { tr("Quit? (y/n)") }

    /// True for a letter the reader's language answers yes with, as glibc's `rpmatch` reads the
    /// locale's `YESEXPR` (y everywhere; o in French, j in German and Dutch, s in Spanish, Italian
    /// and Portuguese), or by the first letter of its word for yes where the messages' language
    /// is `LANGUAGE`'s ("oui" under `LANGUAGE=fr` on an English locale). Never a digit or a sign,
    /// which `YESEXPR` also takes: a bib typed after a stray q must not end the class's test.
    static func answersYes(_ key: UInt8) -> Bool {
        guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(key | 0x20) else { return false }
        let letter = String(UnicodeScalar(key | 0x20))
        // The question's own language may be LANGUAGE's, not the locale's: its word for yes counts too.
        return rpmatch(letter) == 1 || tr("yes").lowercased().hasPrefix(letter)
    }
    /// The longest entry taken, the longest line of `run --marks` alike: a longer one (a paste
    /// gone wrong) is refused whole at Enter, never cut to a part that would mark some of it.
    static let entryLimit = MarksReader.longestLine

    private let states: TestStateMap
    private let playback: any LivePlayback
    private let marks: (any AthleteMarks)?
    /// True while `quitQuestion` waits for its answer.
    private(set) var isAskingToQuit = false
    /// The last answer to an athlete key, or a hint; cleared by the next key.
    private(set) var message: String?
    /// The bibs typed so far, before Enter; nil when no entry is open.
    private(set) var entry: String?
    /// The position at the entry's first digit: the moment its marks belong to.
    private var entryPosition: PlaybackPosition?
    /// The keys of the entry past `entryLimit`, counted and dropped; 0 while it fits.
    private var entryOverflow = 0

    init(states: TestStateMap, playback: any LivePlayback, marks: (any AthleteMarks)?) {
        self.states = states
        self.playback = playback
        self.marks = marks
    }

    /// True when athletes are marked by typed bibs and Enter, not by single keys.
    var marksByNumber: Bool { marks.map { !$0.marksBySingleKey } ?? false }

    /// Forgets the last answer, so that the line under the roster asks the "test over" question
    /// when that screen opens; answers to keys pressed on it are shown in its place.
    mutating func forgetMessage() { message = nil }

    /// The prompt line to show, if a question or an entry is open.
    var prompt: String? {
        if isAskingToQuit { return Self.quitQuestion }
        return entry.map { tr("Bibs: %s_   (Enter applies, Backspace edits, Esc cancels)", $0) }
    }

    /// Acts on one key, pressed now: the playback's position is read once, at this call, and
    /// both the state the key is judged in and any mark it makes come from it.
    /// Returns the exit status when the view should end.
    mutating func handle(key: UInt8) -> Int32? {
        let position = playback.position
        let state = states.state(at: position)
        if key == 0x03 {
            stop(at: position)
            return ExitStatus.interrupted
        }
        if isAskingToQuit {
            isAskingToQuit = false
            guard Self.answersYes(key) else { return nil }
            stop(at: position)
            return ExitStatus.success
        }
        if let marks, entry != nil || (marksByNumber && Self.opensEntry(key)) || Self.isWithdraw(key) {
            typed(key, at: position, marks: marks)
            return nil
        }
        message = nil
        switch key {
        case UInt8(ascii: " "):
            togglePause(at: state)
        case UInt8(ascii: "q"), UInt8(ascii: "Q"):
            if state.phase == .finished { return ExitStatus.success }
            isAskingToQuit = true
        case 0x0D, 0x0A:
            // Enter on an empty entry closes the "test over" screen (`LastLineScreen`).
            if state.phase == .finished { return ExitStatus.success }
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            let bib = Int(key - UInt8(ascii: "0"))
            message = marks.map { $0.apply(MarkRequest(.missed(bibs: [bib]), at: position)) } ?? Self.noAthletesHint
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            message = marks.map { $0.apply(MarkRequest(.undo(bib: nil), at: position)) } ?? Self.noAthletesHint
        default:
            break
        }
        return nil
    }

    private static var noAthletesHint: String {
        tr("No athletes: start the run with --athletes \"Ann,Bob\" to mark missed lines.")
    }

    private static func isDigit(_ key: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(key) }

    private static func opensEntry(_ key: UInt8) -> Bool {
        isDigit(key) || key == UInt8(ascii: "u") || key == UInt8(ascii: "U") || isWithdraw(key)
    }

    /// w opens a withdrawal entry (`w 17`, Enter) whatever the size of the class.
    private static func isWithdraw(_ key: UInt8) -> Bool { key == UInt8(ascii: "w") || key == UInt8(ascii: "W") }

    /// One key of a typed entry (the entry is open, or `key` opens it).
    private mutating func typed(_ key: UInt8, at position: PlaybackPosition, marks: any AthleteMarks) {
        message = nil
        var text = entry ?? ""
        switch key {
        case 0x0D, 0x0A:  // Enter
            let moment = entryPosition ?? position
            let overflow = entryOverflow
            (entry, entryPosition, entryOverflow) = (nil, nil, 0)
            guard overflow == 0 else {
                message = MarksReader.refusal(length: text.utf8.count + overflow, text: text)
                return
            }
            message = marks.apply(typed: text, at: moment)
            return
        case 0x1B:  // Esc
            (entry, entryPosition, entryOverflow) = (nil, nil, 0)
            message = tr("entry cancelled: nothing recorded")
            return
        case 0x7F, 0x08:  // Backspace (DEL from most terminals, BS from some)
            if entryOverflow > 0 {
                entryOverflow -= 1
            } else if !text.isEmpty {
                text.removeLast()
            }
        case UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "w"),
            UInt8(ascii: "W"):
            append(key, to: &text)
        case _ where Self.isDigit(key):
            // The first digit of an entry that is not an undo fixes the moment of its marks.
            if text.isEmpty { entryPosition = position }
            append(key, to: &text)
        default:
            return  // other keys do nothing inside an entry (q, letters)
        }
        entry = text.isEmpty ? nil : text
        if entry == nil { entryPosition = nil }
    }

    /// Adds `key` to the entry `text`, or counts it past `entryLimit` (the whole entry is refused).
    private mutating func append(_ key: UInt8, to text: inout String) {
        guard text.utf8.count < Self.entryLimit, entryOverflow == 0 else {
            entryOverflow += 1
            return
        }
        text.append(Character(Unicode.Scalar(key)))
    }

    /// Space: the playback pauses or resumes (after its count-in; space during the count-in
    /// stays paused). The results log hears of it when the engine reports the pause heard
    /// (`ResultsRecorder.record`), not here.
    private func togglePause(at state: TestState) {
        switch state.phase {
        case .finished: return
        case .paused where state.resumingInS == nil: playback.resume()
        default: playback.pause()
        }
    }

    /// Ends the test early (a signal): the sound stops and the marks are finished, at the position now.
    func stop() { stop(at: playback.position) }

    private func stop(at position: PlaybackPosition) {
        playback.stop()
        marks?.finish(at: position)
    }
}
