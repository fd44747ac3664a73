/// The closest of a few known words to one that was mistyped, for "did you mean 'msft-20m'?".
///
/// Words are compared folded (case and accents off) by the optimal-string-alignment distance: an
/// insertion, a deletion, a substitution or two neighbours swapped each count one, so `--fromat`
/// is one step from `--format`. A word too far from every candidate has no suggestion: a guess
/// that is not close is worse than none.
public enum Suggestion {
    /// The candidate closest to `word`, or nil when none is within reach: at most one edit for
    /// words of up to five letters, then one more for each further three (`msft-2m` → `msft-20m`).
    /// The first of equally close candidates is taken; `word` itself is never suggested.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.folded)
        guard !typed.isEmpty else { return nil }
        let reach = 1 + max(0, typed.count - 3) / 3
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let known = Array(candidate.folded)
            guard known != typed, abs(known.count - typed.count) <= reach else { continue }
            let steps = distance(typed, known)
            if steps <= reach && steps < (best?.distance ?? Int.max) { best = (candidate, steps) }
        }
        return best?.candidate
    }

    /// The optimal-string-alignment distance between `a` and `b` (Levenshtein with swaps).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // Three rows are enough: a swap looks two rows back.
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
