/// The last figure layout and what it was made for. The figures change once a second while
/// frames come 15 times, and drawing them is most of a frame's work.
struct FigureCache {
    private var key: [String] = []
    private var layout: FigureLayout?

    mutating func best(for figures: FigureTexts, columns: Int, rows: Int) -> FigureLayout? {
        let key =
            [figures.time, figures.level, figures.shuttle].flatMap { [$0.caption, $0.text, $0.reference] }
            + [String(columns), String(rows)]
        if key != self.key {
            self.key = key
            layout = FigureLayout.best(for: figures, columns: columns, rows: rows)
        }
        return layout
    }
}
