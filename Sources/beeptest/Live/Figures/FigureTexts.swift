/// The three figures of the live screen.
struct FigureTexts {
    var time: Figure
    var level: Figure
    var shuttle: Figure
}
