/// Something the listeners heard, reported by the engine once its frame has left the speakers.
public struct PlaybackEvent: Sendable, Equatable {
    /// What was heard.
    public enum Kind: Sendable, Equatable {
        /// A cue's sound started (`index` into `timeline.cues`).
        case cue(index: Int, Cue)
        /// The test was paused (the silence started).
        case pause
        /// The test went on after a pause.
        case resume
        /// The output ran dry or was suspended; `skippedSeconds` of the test were skipped so that
        /// later cues keep their times (cues in the gap are not reported: nobody heard them).
        case underrun(skippedSeconds: Double)
        /// The output stopped taking audio for good (the sound server gone, the device unplugged):
        /// the test goes on by the monotonic clock while the engine opens the device again.
        /// `reason` is the device's error, for the coach; `atEnd` when the test had ended already
        /// (its last sound never played), so nothing is tried again.
        case soundLost(reason: String, atEnd: Bool = false)
        /// The output plays again, at the test's position (`testTime` is where the sound resumed).
        case soundBack
        /// The sound server holds `seconds` of audio beyond the buffer the engine asked for (a
        /// PipeWire quantum larger than the buffer allows): what it reports as heard may not be,
        /// and its cues may drift late. Said once, for the coach; not an event line.
        case serverHolds(seconds: Double)
    }

    /// What was heard.
    public var kind: Kind
    /// CLOCK_MONOTONIC seconds at which it was heard (from the audio clock's anchor). Written as
    /// `"wall"` in `--events jsonl` (the name users read); not Unix time, unlike a results log's `wall`.
    public var monotonicTime: Double
    /// The test time heard then (seconds from the start cue; negative in the countdown).
    public var testTime: Double
    /// For a cue played late after a gap (its start missed by less than half a second), how late:
    /// `monotonicTime` is when it was heard, this many seconds after its place on the test's line.
    /// 0 for every other event.
    public var lateSeconds: Double

    /// Creates an event.
    public init(kind: Kind, monotonicTime: Double, testTime: Double, lateSeconds: Double = 0) {
        self.kind = kind
        self.monotonicTime = monotonicTime
        self.testTime = testTime
        self.lateSeconds = lateSeconds
    }

    /// The event as a JSON object for `--events jsonl`: a cue's object plus `"wall"` (CLOCK_MONOTONIC
    /// seconds, `monotonicTime`), or `{"kind":"pause"|"resume"|"sound_lost"|"sound_back","t":…,"wall":…}`.
    public var json: JSONValue {
        switch kind {
        case .cue(_, let cue):
            guard case .object(var fields) = cue.json else { return cue.json }
            fields.append(("wall", .number(monotonicTime)))
            if lateSeconds > 0 { fields.append(("late_s", .number(lateSeconds))) }
            return .object(fields)
        case .pause, .resume, .underrun, .soundLost, .soundBack, .serverHolds:
            var fields: [(String, JSONValue)] = [("t", .number(testTime)), ("kind", .string(name))]
            if case .underrun(let skipped) = kind { fields.append(("skipped_s", .number(skipped))) }
            fields.append(("wall", .number(monotonicTime)))
            return .object(fields)
        }
    }

    /// The kind's name: the cue's kind, `pause`, `resume`, `underrun`, `sound_lost` or `sound_back`.
    public var name: String {
        switch kind {
        case .cue(_, let cue): cue.kind.rawValue
        case .pause: "pause"
        case .resume: "resume"
        case .underrun: "underrun"
        case .soundLost: "sound_lost"
        case .soundBack: "sound_back"
        case .serverHolds: "server_holds"
        }
    }
}
