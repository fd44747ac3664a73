/// The class's latest scores as an inline SVG bar chart: a line per athlete, the name before the
/// bar (whole, in its own text element, never cut), the bar in the zone's colour, the zone written
/// at its end (so a black-and-white print tells zones apart), and the athlete's HFZ target as a
/// black tick across the bar's track. A line is short, so a class of 30 fits half a page.
enum ScoreChart {
    /// Width of the drawing, in its own units (it scales to the page).
    static let width = 1000.0
    /// Height of one athlete's line.
    static let rowHeight = 22.0
    /// The width of one character of a name, on average, in the drawing's units (13px text).
    static let characterWidth = 7.6

    /// The chart of `report`'s rows, or nil when no row has a score to draw.
    static func svg(_ report: ClassReport) -> String? {
        let drawn = report.rows.filter { $0.measure != nil }
        // The unit for people ("tours" in French); the measure's own stays for comparing.
        guard let unit = drawn.first?.measure?.unitText else { return nil }
        let values =
            drawn.compactMap { $0.measure?.value } + drawn.compactMap { $0.row.standards.hfzLaps.map(Double.init) }
        let top = niceTop(values.max() ?? 1)
        let longest = Double(drawn.map(\.row.athlete.count).max() ?? 0)
        let left = min(640, longest * characterWidth + 16)
        let track = width - left - 110
        let height = Double(drawn.count) * rowHeight + 30
        func x(_ value: Double) -> Double { left + track * min(value, top) / top }
        let label = tr("Scores of the class in %s", unit).htmlEscaped
        var svg = """
            <svg class="chart" viewBox="0 0 \(Int(width)) \(Int(height))" width="100%" role="img" \
            aria-label="\(label)">

            """
        for step in 0...4 {
            let value = top * Double(step) / 4
            let at = x(value).formatted(decimals: 1)
            svg += """
                <line x1="\(at)" y1="0" x2="\(at)" y2="\(Int(height - 22))" class="grid"/>\
                <text x="\(at)" y="\(Int(height - 8))" class="axis">\(Translation.decimal(value, trimmedTo: 1))</text>

                """
        }
        svg += "<text x=\"\(Int(width - 4))\" y=\"\(Int(height - 8))\" class=\"axis end\">\(unit.htmlEscaped)</text>\n"
        for (index, test) in drawn.enumerated() {
            guard let measure = test.measure else { continue }
            let y = Double(index) * rowHeight
            let zone = test.row.standards.zone
            let zoneClass = zone.map { ReportStyle.zoneClass($0) } ?? "none"
            let barEnd = x(measure.value)
            svg +=
                "<text x=\"\((left - 8).formatted(decimals: 1))\" y=\"\((y + 15).formatted(decimals: 1))\" "
                + "class=\"name end\">" + test.row.athlete.htmlEscaped + "</text>\n"
            svg +=
                "<rect x=\"\(left.formatted(decimals: 1))\" y=\"\((y + 4).formatted(decimals: 1))\" width=\""
                + "\(max(1, barEnd - left).formatted(decimals: 1))\" height=\"14\" class=\"bar \(zoneClass)\"/>\n"
            let label =
                Translation.decimal(measure.value, trimmedTo: measure.decimals)
                + (zone.map { " · " + $0.rawValue } ?? "")
            // Past the target's tick too, so the tick never runs through the figures.
            let labelAt = max(barEnd, test.row.standards.hfzLaps.map { x(Double($0)) } ?? 0) + 6
            svg +=
                "<text x=\"\(labelAt.formatted(decimals: 1))\" y=\"\((y + 15).formatted(decimals: 1))\" "
                + "class=\"value\">\(label)</text>\n"
            if let target = test.row.standards.hfzLaps {
                let at = x(Double(target)).formatted(decimals: 1)
                svg +=
                    "<line x1=\"\(at)\" y1=\"\((y + 1).formatted(decimals: 1))\" x2=\"\(at)\" "
                    + "y2=\"\((y + 21).formatted(decimals: 1))\" class=\"target\">"
                    + "<title>" + tr("HFZ target %s", String(target)).htmlEscaped + "</title></line>\n"
            }
        }
        return svg + "</svg>"
    }

    /// A round number at or above `value`, for the axis's end.
    static func niceTop(_ value: Double) -> Double {
        guard value > 0 else { return 1 }
        var step = 1.0
        while value / step > 10 { step *= 10 }
        while value / step < 1 { step /= 10 }
        for factor in [1.0, 2, 2.5, 4, 5, 10] where factor * step >= value * 1.05 { return factor * step }
        return 10 * step
    }
}
