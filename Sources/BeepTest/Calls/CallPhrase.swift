/// One thing a call can say, and the pack file that may hold a recording of it.
public struct CallPhrase: Sendable, Hashable {
    /// The text the speech engine is given: "Level 5", "5", "Test complete".
    public var text: String
    /// The pack file name (without `.wav`) whose recording replaces the synthesised phrase:
    /// `call-level-5`, `call-count-3`, `call-end`; nil for a fallback that no pack names.
    public var packName: String?
    /// True when the phrase is better heard drawn out: one short word (a countdown number, a
    /// level's label alone), which spoken quickly fills too little of a loudness block to come near
    /// the beeps' loudness. The voice speaks it slower where its own pace is too quick; the plan
    /// offers it first and the phrase at its own pace where it does not fit.
    public var drawnOut: Bool

    /// Creates a phrase.
    public init(text: String, packName: String? = nil, drawnOut: Bool = false) {
        self.text = text
        self.packName = packName
        self.drawnOut = drawnOut
    }

    /// The texts of `phrases`, each once, in order: a phrase offered drawn out and at its own pace
    /// is one text.
    public static func texts(of phrases: [CallPhrase]) -> [String] {
        var texts: [String] = []
        for phrase in phrases where !texts.contains(phrase.text) { texts.append(phrase.text) }
        return texts
    }
}
