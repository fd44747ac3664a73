/// The few colours the view uses, as SGR foreground codes.
enum ScreenColour: Int {
    case red = 31
    case green = 32
    case yellow = 33
    case magenta = 35
    case cyan = 36
}
