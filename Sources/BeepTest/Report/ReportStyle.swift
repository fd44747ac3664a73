/// The reports' inline style sheet: A4 pages in print, zones in strong colours that print too
/// (`print-color-adjust`), and told apart without colour by their text and border (HFZ solid,
/// NI dashed, NI-HR double) for a black-and-white printer; names wrap only between words; each
/// athlete's page (`--per-athlete`) starts a new sheet.
enum ReportStyle {
    /// The CSS class of a zone.
    static func zoneClass(_ zone: FitnessGramZone) -> String {
        switch zone {
        case .hfz: "hfz"
        case .ni: "ni"
        case .niHR: "nihr"
        }
    }

    /// The sign printed before a zone's text, for a reader who cannot tell the colours apart.
    static func zoneMark(_ zone: FitnessGramZone) -> String {
        switch zone {
        case .hfz: "✓"
        case .ni: "!"
        case .niHR: "✗"
        }
    }

    /// The style sheet.
    static let css = """
        @page { size: A4; margin: 14mm 12mm; }
        * { box-sizing: border-box; }
        html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
        body { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; font-size: 10.5pt; color: #111;
          margin: 0 auto; padding: 16px 24px; max-width: 1180px; line-height: 1.35; }
        h1 { font-size: 18pt; margin: 0 0 4px; }
        h2 { font-size: 13pt; margin: 18px 0 6px; border-bottom: 2px solid #333; padding-bottom: 2px; }
        .meta { margin: 0 0 8px; display: flow-root; }
        .meta dt { font-weight: bold; float: left; clear: left; width: 9.5em; }
        .meta dd { margin: 0 0 2px 9.5em; }
        .summary { margin: 6px 0; padding: 4px 8px; border: 1px solid #333; }
        table { border-collapse: collapse; width: 100%; }
        th, td { border: 1px solid #999; padding: 3px 5px; text-align: left; vertical-align: top; }
        th { background: #e8e8e8; font-size: 9pt; }
        td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        td.name { white-space: nowrap; }
        td.name.long { white-space: normal; overflow-wrap: normal; word-break: normal; hyphens: manual; }
        .nb { white-space: nowrap; }
        .when { white-space: nowrap; }
        .attempt { white-space: nowrap; }
        .zone { display: inline-block; font-weight: bold; padding: 1px 6px; border-radius: 3px; white-space: nowrap; }
        .zone.hfz { background: #1b7f3b; color: #fff; border: 2px solid #0b4d22; }
        .zone.ni { background: #f2a900; color: #000; border: 2px dashed #000; }
        .zone.nihr { background: #c4161c; color: #fff; border: 4px double #000; }
        .estimate { font-style: italic; }
        .note { font-size: 9pt; color: #333; }
        sup.mark { font-size: 7.5pt; margin-left: 2px; }
        ol.notes { margin: 4px 0 0; padding-left: 2em; }
        .noise { font-size: 8.5pt; color: #555; }
        svg.chart { display: block; max-width: 100%; margin: 4px 0; }
        svg.chart text { font-size: 13px; fill: #111; unicode-bidi: isolate; }
        svg.chart text.axis { font-size: 11px; fill: #444; text-anchor: middle; }
        svg.chart text.end { text-anchor: end; }
        svg.chart .grid { stroke: #ccc; stroke-width: 1; }
        svg.chart .bar { stroke: #000; stroke-width: 1; }
        svg.chart .bar.hfz { fill: #1b7f3b; }
        svg.chart .bar.ni { fill: #f2a900; stroke-dasharray: 4 2; }
        svg.chart .bar.nihr { fill: #c4161c; stroke-width: 3; }
        svg.chart .bar.none { fill: #8a8a8a; }
        svg.chart .target { stroke: #000; stroke-width: 3; }
        svg.trend polyline { fill: none; stroke: #333; stroke-width: 1.5; }
        svg.trend circle { fill: #fff; stroke: #333; stroke-width: 1.5; }
        svg.trend circle.last { fill: #333; }
        svg.trend text { font-size: 12px; text-anchor: middle; fill: #111; }
        .athlete + .athlete { break-before: page; }
        .athlete h1 { font-size: 24pt; margin: 4px 0 8px; }
        .athlete h1.long { font-size: 17pt; }
        .kicker { margin: 0; font-size: 11pt; color: #333; }
        .result { margin: 14px 0 10px; }
        .result .label { font-size: 12pt; font-weight: bold; }
        .result .big { font-size: 40pt; font-weight: bold; margin: 0 8px; }
        .result .unit { font-size: 13pt; }
        table.attempts { width: auto; min-width: 60%; margin-top: 8px; }
        .legend span { margin-right: 14px; }
        .legend .tick { display: inline-block; width: 3px; height: 14px; background: #000; vertical-align: middle; }
        footer { margin-top: 16px; font-size: 8.5pt; color: #444; }
        section { break-inside: auto; }
        tr { break-inside: avoid; }
        thead { display: table-header-group; }
        @media print { body { padding: 0; max-width: none; font-size: 9pt; } h2 { break-after: avoid; }
          th, td { padding: 2px 4px; } h1 { font-size: 16pt; } h2 { margin-top: 10px; } }
        """
}
