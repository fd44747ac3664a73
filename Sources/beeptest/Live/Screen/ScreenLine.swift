/// One line of the screen and the colour it is drawn in (ignored under NO_COLOR).
struct ScreenLine: Equatable {
    /// The few colours the view uses, as SGR foreground codes.
    enum Colour: Int {
        case red = 31
        case green = 32
        case yellow = 33
        case magenta = 35
        case cyan = 36
    }

    var text: String
    var colour: Colour?
    /// Drawn in reverse video (a `--flash` cue), the line padded to the screen's width.
    var inverted = false
    /// Stretches drawn in attributes of their own (athletes warned or out), in cell order, not overlapping.
    var spans: [ScreenSpan] = []

    init(_ text: String, _ colour: Colour? = nil) {
        self.text = text
        self.colour = colour
    }
}

extension String {
    /// Terminal cells the text takes, counted as Unicode scalars: everything the view draws
    /// (ASCII, block and box characters) is one scalar in one cell. Far cheaper than `count`,
    /// which segments graphemes, on the block-filled lines drawn 15 times a second.
    var cells: Int { unicodeScalars.count }
}
