/// A terminal's size in character cells.
struct ScreenSize: Equatable {
    var columns: Int
    var rows: Int
}
