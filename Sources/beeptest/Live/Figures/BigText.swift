/// Large text drawn with full-block characters, readable across a sports hall.
///
/// Glyphs are five pixels tall on a grid of `#`; each pixel becomes `scaleX` block characters
/// across and `scaleY` rows down. The output holds only blocks and spaces, never digit
/// characters, so the status line stays the first line on screen that reads as a time. Where rows
/// are scarce, a half-height drawing puts two pixel rows in each text row.
enum BigText {
    /// Pixel rows in every glyph.
    static let glyphHeight = 5
    /// The character that draws one pixel.
    static let block: Character = "█"

    /// The glyphs, uppercase; lowercase letters are drawn as uppercase.
    private static let glyphs: [Character: [String]] = [
        "0": ["###", "#.#", "#.#", "#.#", "###"], "1": ["##.", ".#.", ".#.", ".#.", "###"],
        "2": ["###", "..#", "###", "#..", "###"], "3": ["###", "..#", "###", "..#", "###"],
        "4": ["#.#", "#.#", "###", "..#", "..#"], "5": ["###", "#..", "###", "..#", "###"],
        "6": ["###", "#..", "###", "#.#", "###"], "7": ["###", "..#", "..#", "..#", "..#"],
        "8": ["###", "#.#", "###", "#.#", "###"], "9": ["###", "#.#", "###", "..#", "###"],
        ":": [".", "#", ".", "#", "."], ".": [".", ".", ".", ".", "#"], " ": ["..", "..", "..", "..", ".."],
        "/": ["..#", "..#", ".#.", "#..", "#.."], "-": ["...", "...", "###", "...", "..."],
        "+": ["...", ".#.", "###", ".#.", "..."],
        "A": [".#.", "#.#", "###", "#.#", "#.#"], "B": ["##.", "#.#", "##.", "#.#", "##."],
        "C": [".##", "#..", "#..", "#..", ".##"], "D": ["##.", "#.#", "#.#", "#.#", "##."],
        "E": ["###", "#..", "##.", "#..", "###"], "F": ["###", "#..", "##.", "#..", "#.."],
        "G": [".##", "#..", "#.#", "#.#", ".##"], "H": ["#.#", "#.#", "###", "#.#", "#.#"],
        "I": ["###", ".#.", ".#.", ".#.", "###"], "J": ["..#", "..#", "..#", "#.#", ".#."],
        "K": ["#.#", "#.#", "##.", "#.#", "#.#"], "L": ["#..", "#..", "#..", "#..", "###"],
        "M": ["#...#", "##.##", "#.#.#", "#...#", "#...#"], "N": ["#..#", "##.#", "#.##", "#..#", "#..#"],
        "O": [".#.", "#.#", "#.#", "#.#", ".#."], "P": ["##.", "#.#", "##.", "#..", "#.."],
        "Q": [".#.", "#.#", "#.#", "##.", ".##"], "R": ["##.", "#.#", "##.", "#.#", "#.#"],
        "S": [".##", "#..", ".#.", "..#", "##."], "T": ["###", ".#.", ".#.", ".#.", ".#."],
        "U": ["#.#", "#.#", "#.#", "#.#", "###"], "V": ["#.#", "#.#", "#.#", "#.#", ".#."],
        "W": ["#...#", "#...#", "#.#.#", "##.##", "#...#"], "X": ["#.#", "#.#", ".#.", "#.#", "#.#"],
        "Y": ["#.#", "#.#", ".#.", ".#.", ".#."], "Z": ["###", "..#", ".#.", "#..", "###"],
    ]

    private static func glyph(_ character: Character) -> [String]? {
        glyphs[character] ?? glyphs[Character(character.uppercased())]
    }

    /// Whether every character of `text` has a glyph.
    static func canDraw(_ text: String) -> Bool { !text.isEmpty && text.allSatisfy { glyph($0) != nil } }

    /// Width in pixels of `text`, one blank pixel between glyphs.
    static func pixelWidth(_ text: String) -> Int {
        let widths = text.compactMap { glyph($0)?.first?.count }
        return widths.reduce(0, +) + max(0, widths.count - 1)
    }

    /// Columns `text` takes at `scaleX`.
    static func width(_ text: String, scaleX: Int) -> Int { pixelWidth(text) * scaleX }

    /// Rows at `scaleY`; scale 0 is the half-height drawing (`renderHalf`).
    static func height(scaleY: Int) -> Int { scaleY == 0 ? halfHeight : glyphHeight * scaleY }

    /// Rows of the half-height drawing: two pixel rows in each text row.
    static let halfHeight = (glyphHeight + 1) / 2

    /// The rows of `text` at half height, for screens with few rows to spare: each character cell
    /// holds two pixels one above the other (`▀`, `▄`, `█`), one cell across per pixel, so the
    /// pixels stay square. Nil when a character has no glyph.
    static func renderHalf(_ text: String) -> [String]? {
        guard canDraw(text) else { return nil }
        let pixelRows = (0..<glyphHeight).map { row in
            Array(text.compactMap { glyph($0)?[row] }.joined(separator: "."))
        }
        return stride(from: 0, to: glyphHeight, by: 2).map { top in
            let upper = pixelRows[top]
            let lower = top + 1 < glyphHeight ? pixelRows[top + 1] : Array(repeating: ".", count: upper.count)
            return String(
                zip(upper, lower).map { pair -> Character in
                    switch (pair.0 == "#", pair.1 == "#") {
                    case (true, true): block
                    case (true, false): "▀"
                    case (false, true): "▄"
                    case (false, false): " "
                    }
                })
        }
    }

    /// The rows of `text` drawn at the given scale (all the same width), or nil when a character
    /// has no glyph.
    static func render(_ text: String, scaleX: Int, scaleY: Int) -> [String]? {
        guard canDraw(text), scaleX > 0, scaleY > 0 else { return nil }
        let pixelRows = (0..<glyphHeight).map { row in
            text.compactMap { glyph($0)?[row] }.joined(separator: ".")
        }
        let on = String(repeating: block, count: scaleX)
        let off = String(repeating: " ", count: scaleX)
        var rows: [String] = []
        for pixels in pixelRows {
            let row = pixels.map { $0 == "#" ? on : off }.joined()
            rows.append(contentsOf: repeatElement(row, count: scaleY))
        }
        return rows
    }
}
