/// One athlete's scores over the dates as a small inline SVG line: a point per test, the latest
/// one filled; small in a class table's cell, larger and with each score written on an
/// athlete's own page.
enum ScoreTrend {
    /// The line for `tests` (oldest first), scaled to `top`, `width` by `height` units, each score
    /// written above its point when `labelled`; nil when fewer than two have scores.
    static func svg(
        _ tests: [HistoryTest], top: Double, width: Double = 90, height: Double = 18, labelled: Bool = false
    ) -> String? {
        let values = tests.compactMap { test in test.measure.map { (test, $0) } }
        guard values.count >= 2, top > 0 else { return nil }
        let margin = labelled ? 24.0 : 4.0
        let points = values.enumerated().map { index, value in
            (
                Double(index) * (width - 2 * margin) / Double(values.count - 1) + margin,
                height - 4 - (height - 4 - (labelled ? 18 : 4)) * min(value.1.value, top) / top
            )
        }
        var svg = "<svg class=\"trend\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" width=\"\(Int(width))\" "
        svg += "height=\"\(Int(height))\" aria-hidden=\"true\">"
        svg += "<polyline points=\""
        svg += points.map { "\($0.0.formatted(decimals: 1)),\($0.1.formatted(decimals: 1))" }.joined(separator: " ")
        svg += "\"/>"
        for (index, point) in points.enumerated() {
            let kind = index == points.count - 1 ? "last" : "point"
            svg += "<circle cx=\"\(point.0.formatted(decimals: 1))\" cy=\"\(point.1.formatted(decimals: 1))\" r=\"3\" "
            svg += "class=\"\(kind)\"/>"
            if labelled, let score = values[index].0.row.score {
                svg += "<text x=\"\(point.0.formatted(decimals: 1))\" y=\"\((point.1 - 8).formatted(decimals: 1))\">"
                svg += score.htmlEscaped + "</text>"
            }
        }
        return svg + "</svg>"
    }
}
