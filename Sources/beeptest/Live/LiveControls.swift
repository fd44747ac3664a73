import BeepTest

/// What the keys of the live view do, apart from any terminal: space pauses and resumes, q asks
/// before quitting, Ctrl-C quits at once, 1–9 and u go to the athletes' marks.
struct LiveControls {
    /// The question q asks while the test runs.
    static let quitQuestion = "Quit? (y/n)"
    /// Exit status after Ctrl-C, as a shell reports SIGINT.
    static let interruptedStatus: Int32 = 130

    private let playback: any LivePlayback
    private let marks: (any AthleteMarks)?
    /// True while `quitQuestion` waits for its answer.
    private(set) var isAskingToQuit = false
    /// The last answer to an athlete key, or a hint; cleared by the next key.
    private(set) var message: String?

    init(playback: any LivePlayback, marks: (any AthleteMarks)?) {
        self.playback = playback
        self.marks = marks
    }

    /// The prompt line to show, if a question is open.
    var prompt: String? { isAskingToQuit ? Self.quitQuestion : nil }

    /// Acts on one key pressed at `state`. Returns the exit status when the view should end.
    mutating func handle(key: UInt8, at state: SessionState) -> Int32? {
        if key == 0x03 {
            stop(at: state)
            return Self.interruptedStatus
        }
        if isAskingToQuit {
            isAskingToQuit = false
            guard key == UInt8(ascii: "y") || key == UInt8(ascii: "Y") else { return nil }
            stop(at: state)
            return 0
        }
        message = nil
        switch key {
        case UInt8(ascii: " "):
            togglePause(at: state)
        case UInt8(ascii: "q"), UInt8(ascii: "Q"):
            if state.phase == .finished { return 0 }
            isAskingToQuit = true
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            let athlete = Int(key - UInt8(ascii: "0"))
            message = marks.map { $0.missedLine(athlete: athlete, at: state) } ?? Self.noAthletesHint
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            message = marks.map { $0.undoLastMark(at: state) } ?? Self.noAthletesHint
        default:
            break
        }
        return nil
    }

    private static let noAthletesHint = "No athletes: start the run with --athletes \"Ann,Bob\" to mark missed lines."

    private func togglePause(at state: SessionState) {
        switch state.phase {
        case .finished:
            return
        case .paused:
            playback.resume()
            marks?.testEvent(.resumed, at: state)
        default:
            playback.pause()
            marks?.testEvent(.paused, at: state)
        }
    }

    /// Ends the test early (quit or interrupt): the sound stops and the marks hear of it.
    func stop(at state: SessionState) {
        playback.stop()
        marks?.testEvent(.stopped, at: state)
    }
}
