/// Where the live view's frames go: the full screen, or plain lines on a dumb terminal.
protocol LiveDisplay {
    /// Shows `content` (called 15 times a second).
    mutating func show(_ content: LiveScreenContent)
    /// The terminal changed size or was disturbed: the next frame repaints everything.
    mutating func invalidate()
}
