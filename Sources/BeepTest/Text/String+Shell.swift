extension String {
    /// The text as one single-quoted shell word: `it's` becomes `'it'\''s'`. Nothing between single
    /// quotes is shell syntax, so no text (a call's words in a `--voice-command`, a summary in a
    /// completion script) can become a command.
    public var shellQuoted: String { "'" + replacing("'", with: "'\\''") + "'" }
}
