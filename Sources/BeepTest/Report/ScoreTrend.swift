/// One athlete's scores over the dates as a small inline SVG line, for the "over the dates"
/// table: a point per test, the latest one filled.
enum ScoreTrend {
    /// The line for `tests` (oldest first), scaled to `top`; nil when fewer than two have scores.
    static func svg(_ tests: [HistoryTest], top: Double) -> String? {
        let values = tests.compactMap { $0.measure?.value }
        guard values.count >= 2, top > 0 else { return nil }
        let width = 120.0
        let height = 28.0
        let points = values.enumerated().map { index, value in
            (
                Double(index) * (width - 8) / Double(values.count - 1) + 4,
                height - 4 - (height - 8) * min(value, top) / top
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
        }
        return svg + "</svg>"
    }
}
