/// A stretch of a screen line drawn in an attribute of its own: an athlete's cell when warned or
/// out, so that the state stands out by more than its word, in colour or without (`NO_COLOR`).
struct ScreenSpan: Equatable {
    /// What the stretch shows, which decides its attributes.
    enum Style: Equatable {
        /// Reverse video (yellow with colour): the athlete must make the next line.
        case warned
        /// Bold and struck through (red with colour): the athlete is out.
        case out
        /// Faint (dim), not struck through (blue with colour): the athlete withdrew, which is not
        /// a line missed, so it must not read as an out.
        case withdrawn

        /// The SGR parameters: attributes always (they are not colour), a colour only when allowed.
        func parameters(usesColour: Bool) -> String {
            switch self {
            case .warned: usesColour ? "7;33" : "7"
            case .out: usesColour ? "1;9;31" : "1;9"
            case .withdrawn: usesColour ? "2;34" : "2"
            }
        }
    }

    /// The first cell of the stretch.
    var start: Int
    /// Cells in the stretch.
    var length: Int
    var style: Style
}
