import Testing

@testable import beeptest

@Suite("Big block text")
struct BigTextTests {
    @Test(
        "is made of blocks and spaces only, never digit characters",
        arguments: ["0123456789", "12:34", "16/16", "LEVEL A-Z"])
    func onlyBlocks(text: String) throws {
        let rows = try #require(BigText.render(text, scaleX: 2, scaleY: 1))
        for row in rows { #expect(row.allSatisfy { $0 == "█" || $0 == " " }, "row '\(row)'") }
        #expect(rows.contains { $0.contains("█") })
    }

    @Test("scales to the requested size", arguments: [(1, 1), (2, 1), (4, 2), (6, 3)])
    func scaling(scaleX: Int, scaleY: Int) throws {
        let rows = try #require(BigText.render("21:07", scaleX: scaleX, scaleY: scaleY))
        #expect(rows.count == 5 * scaleY)
        // Digits are 3 pixels wide, the colon 1, with a pixel between glyphs: 4 × 3 + 1 + 4 = 17.
        #expect(rows.allSatisfy { $0.count == 17 * scaleX })
        #expect(BigText.width("21:07", scaleX: scaleX) == 17 * scaleX)
    }

    @Test("every digit looks different")
    func digitsDistinct() throws {
        let drawings = try (0...9).map { try #require(BigText.render(String($0), scaleX: 1, scaleY: 1)) }
        #expect(Set(drawings.map { $0.joined(separator: "|") }).count == 10)
    }

    @Test("lowercase draws as uppercase; characters without a glyph are refused")
    func coverage() {
        #expect(BigText.render("a", scaleX: 1, scaleY: 1) == BigText.render("A", scaleX: 1, scaleY: 1))
        #expect(BigText.render("é", scaleX: 1, scaleY: 1) == nil)
        #expect(BigText.render("", scaleX: 1, scaleY: 1) == nil)
        #expect(!BigText.canDraw("Lvl_1"))
    }

    @Test("the half-height drawing puts two pixel rows in each row, one cell per pixel, digits told apart")
    func halfHeight() throws {
        let rows = try #require(BigText.renderHalf("21:07"))
        #expect(rows.count == 3 && rows.allSatisfy { $0.count == 17 })
        #expect(rows.allSatisfy { row in row.allSatisfy { " █▀▄".contains($0) } })
        // "2": ###, ..#, ###, #.., ### → █▀█ over ... rows 0+1, 2+3, 4.
        #expect(rows.map { String($0.prefix(3)) } == ["▀▀█", "█▀▀", "▀▀▀"], "\(rows)")
        let drawings = try (0...9).map { try #require(BigText.renderHalf(String($0))) }
        #expect(Set(drawings.map { $0.joined(separator: "|") }).count == 10)
    }
}
