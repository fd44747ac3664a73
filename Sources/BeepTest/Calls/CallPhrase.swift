/// One thing a call can say, and the pack file that may hold a recording of it.
public struct CallPhrase: Sendable, Hashable {
    /// The text the speech engine is given: "Level 5", "5", "Test complete".
    public var text: String
    /// The pack file name (without `.wav`) whose recording replaces the synthesised phrase:
    /// `call-level-5`, `call-count-3`, `call-end`; nil for a fallback that no pack names.
    public var packName: String?

    /// Creates a phrase.
    public init(text: String, packName: String? = nil) {
        self.text = text
        self.packName = packName
    }
}
