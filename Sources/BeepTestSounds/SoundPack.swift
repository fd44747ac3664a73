import BeepTest

/// A folder of the user's own sounds (`--sounds DIR`), each a WAV file named for what it replaces.
///
/// `countdown.wav`, `start.wav`, `shuttle.wav`, `level.wav`, `rest.wav`, `go.wav` and `end.wav`
/// replace the built-in cue sounds; `call-count-<n>.wav`, `call-level-<label>.wav` and
/// `call-end.wav` replace synthesised calls. What the folder lacks stays built-in. Every `.wav` file
/// is read and checked, used or not, so that a bad pack is refused before anything plays; other
/// files (a README, a licence) are ignored. Each sound is resampled to the stream's rate and cut to
/// its audible part, so that its first sample at or above −60 dBFS falls on its cue's frame. Calls
/// are levelled as they are loaded, like spoken ones, by their loudness (BS.1770, 2 LU under the
/// turn beep's, peaks under −1 dBFS through a look-ahead limiter: `Loudness`); cue sounds play as
/// recorded.
public struct SoundPack: Sendable {
    /// The longest a cue sound may be (from its onset to its last audible sample).
    public static let maxCueSeconds = 2.0
    /// The longest a call may be.
    public static let maxCallSeconds = 3.0
    /// The fixed names a pack knows, without `.wav`.
    static let fixedNames = CueKind.allCases.map(\.rawValue) + ["call-end"]
    /// The prefixes of the names that end in a number or a label.
    static let prefixes = ["call-count-", "call-level-"]

    /// The folder, as given.
    public let folder: String
    /// The cue sounds the pack replaces, at the stream's rate.
    public let cueSounds: [CueKind: [Int16]]
    /// The calls the pack records, by name without `.wav` (`call-level-5`), at the stream's rate.
    public let calls: [String: [Int16]]

    /// Reads and checks every WAV file of `folder` at `rate` frames per second. A missing folder
    /// is refused with exit 66, a bad file with exit 65 and one line naming it and the fault.
    public init(folder: String, rate: Int) throws(BeepTestError) {
        guard FileIO.exists(folder) else { throw BeepTestError(.notFound, tr("--sounds %s: no such folder", folder)) }
        guard FileIO.isFolder(folder) else { throw BeepTestError(.notFound, tr("--sounds %s: not a folder", folder)) }
        var cueSounds: [CueKind: [Int16]] = [:]
        var calls: [String: [Int16]] = [:]
        for entry in FileIO.folderEntries(folder) where entry.lowercased().hasSuffix(".wav") {
            let path = folder + "/" + entry
            let name = String(entry.dropLast(4))
            let kind = CueKind(rawValue: name)
            guard kind != nil || Self.isCallName(name) else {
                guard let suggestion = Self.suggestion(for: name) else {
                    throw BeepTestError(.invalidData, tr("%s: not a sound pack name", path))
                }
                throw BeepTestError(
                    .invalidData, tr("%s: not a sound pack name: did you mean '%s.wav'?", path, suggestion))
            }
            guard !FileIO.isFolder(path) else {
                throw BeepTestError(.invalidData, tr("%s: is a folder, not a WAV file", path))
            }
            let file = try WAVFile(path: path, limit: 64 << 20)
            let samples = Clip.roughlyTrimmed(file.monoSamples(), margin: 0)
            guard !samples.isEmpty else {
                throw BeepTestError(.invalidData, tr("%s: only silence (no sample at or above -60 dBFS)", path))
            }
            let limit = kind == nil ? Self.maxCallSeconds : Self.maxCueSeconds
            let seconds = Double(samples.count) / Double(file.rate)
            guard seconds <= limit else {
                let length = Translation.decimal((seconds * 100).rounded() / 100, trimmedTo: 2)
                throw BeepTestError(
                    .invalidData,
                    kind == nil
                        ? tr("%s: too long (%s s of sound; a call is at most %s s)", path, length, Int(limit))
                        : tr("%s: too long (%s s of sound; a cue sound is at most %s s)", path, length, Int(limit)))
            }
            let resampled = try Resampler.resample(samples, from: file.rate, to: rate, name: path)
            if let kind {
                cueSounds[kind] = Clip.cueSound(resampled)
            } else {
                calls[name] = Clip.call(resampled, rate: rate)
            }
        }
        self.folder = folder
        self.cueSounds = cueSounds.filter { !$0.value.isEmpty }
        self.calls = calls.filter { !$0.value.isEmpty }
    }

    /// True for `call-end`, `call-count-<n>` (n a whole number from 1) and `call-level-<label>`.
    static func isCallName(_ name: String) -> Bool {
        if name == "call-end" { return true }
        if name.hasPrefix("call-level-") { return name.count > "call-level-".count }
        guard name.hasPrefix("call-count-"), let seconds = Int(name.dropFirst("call-count-".count)) else {
            return false
        }
        return seconds >= 1
    }

    /// The known name closest to `name` (at most two edits away, one for a short name), keeping a
    /// number or label suffix.
    static func suggestion(for name: String) -> String? {
        let lower = name.lowercased()
        var candidates = fixedNames
        if let dash = lower.lastIndex(of: "-") {
            let suffix = lower[lower.index(after: dash)...]
            if !suffix.isEmpty { candidates += prefixes.map { $0 + suffix } }
        }
        let limit = lower.count < 5 ? 1 : 2
        let scored = candidates.map { ($0, editDistance(lower, $0)) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// The edit distance of `a` and `b` (Damerau's optimal string alignment: a swapped pair of
    /// letters, the commonest typing slip, is one edit).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
