import BeepTest
import Testing

/// Hostile profile documents that once crashed the loader or produced unclear errors: each must
/// become one `ProfileError` that names the field.
@Suite("Profile loader robustness")
struct LoaderRobustnessTests {
    /// Decodes `text` as the file `bad.json` and returns the error it must raise.
    private func error(decoding text: String) -> ProfileError? {
        error(decoding: Array(text.utf8))
    }

    private func error(decoding bytes: [UInt8]) -> ProfileError? {
        do {
            _ = try ProfileLoader.decode(bytes, source: "bad.json", defaultID: "bad")
            return nil
        } catch {
            return error
        }
    }

    @Test("an integer field at 2^63 is refused, not a trap converting it to Int")
    func integerAtTwoToThe63() throws {
        // 9223372036854775807 parses as the Double 2^63, one more than Int.max.
        let format = try #require(error(decoding: #"{"format": 9223372036854775807, "name": "x", "levels": []}"#))
        #expect(format.path == "format")
        #expect(format.message.contains("at most"))
        let shuttles = try #require(
            error(
                decoding: #"""
                    {"format": 1, "name": "x", "levels": [{"shuttle_s": 5, "shuttles": 9223372036854775807}]}
                    """#))
        #expect(shuttles.path == "levels[0].shuttles")
        #expect(shuttles.message == "must be at most 100000")
    }

    @Test("quoted keys and values cannot split the error line or flood it")
    func errorStaysOnOneLine() throws {
        let key = try #require(
            error(
                decoding: #"""
                    {"format": 1, "name": "x", "levels": [{"shuttle_s": 5, "shuttles": 2, "a\nb\u0007": 1}]}
                    """#))
        #expect(key.description == #"bad.json: levels[0].a\nb\x07 (level 1): unknown key"#)
        let method = try #require(
            error(
                decoding: #"""
                    {"format": 1, "name": "x", "vo2max": "x\r\ny", "levels": [{"shuttle_s": 5, "shuttles": 2}]}
                    """#))
        #expect(!method.description.contains("\n") && !method.description.contains("\r"))
        #expect(method.description.hasPrefix(#"bad.json: vo2max: unknown method "x\r\ny""#))
        let longKey = String(repeating: "k", count: 100_000)
        let flood = try #require(error(decoding: #"{"format": 1, "name": "x", "levels": [], "\#(longKey)": 1}"#))
        #expect(flood.description.count < 300)
        #expect(flood.description.hasSuffix("…: unknown key"))
    }

    @Test("a syntax error in a profile carries its position and the JSON path of the value being read")
    func syntaxErrorPath() throws {
        let duplicate = try #require(
            error(
                decoding: #"""
                    {"format": 1, "name": "x", "distance_m": 20,
                     "levels": [{"speed_kmh": 8, "shuttles": 2}, {"speed_kmh": 9, "shuttles": 2, "speed_kmh": 9.5}]}
                    """#))
        #expect(
            duplicate.description
                == #"bad.json: levels[1].speed_kmh: not valid JSON: line 2, column 78: duplicate key "speed_kmh""#)
        let latin1 = try #require(
            error(decoding: Array(#"{"format": 1, "name": "caf"#.utf8) + [0xE9] + Array(#""}"#.utf8)))
        // The text check runs before parsing, so it has a position but no path.
        #expect(
            latin1.description == "bad.json: not valid JSON: line 1, column 27: not UTF-8 text; save the file as UTF-8")
    }
}
