import BeepTestTestSupport
import Testing

/// Files that are not a profile document at all: not JSON, not UTF-8, empty, nested too deep,
/// not an object, duplicate keys. Each gets one line with the file, the JSON path where there is
/// one, and the line and column.
@Suite("CLI: malformed profile files")
struct MalformedFileCLITests {
    static let deep = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)

    static let cases: [BadProfile] = [
        BadProfile(
            "not-json", "format = 1\nname = x\n",
            "not valid JSON: line 1, column 1: unexpected word 'format' (text needs double quotes)"),
        BadProfile(
            "truncated", #"{"format": 1, "name": "x", "levels": [{"shuttle_s": 5"#,
            "levels[0]: not valid JSON: line 1, column 54: unexpected end of file inside an object"),
        BadProfile(
            "trailing-text", #"{"format": 1, "name": "x", "levels": [{"shuttle_s": 5, "shuttles": 2}]} x"#,
            "not valid JSON: line 1, column 73: unexpected text after the JSON value"),
        BadProfile(
            "latin-1", bytes: Array(#"{"format": 1, "name": "Caf"#.utf8) + [0xE9] + Array(#""}"#.utf8),
            "not valid JSON: line 1, column 27: not UTF-8 text; save the file as UTF-8"),
        BadProfile(
            "utf-16", bytes: [0xFF, 0xFE] + #"{"format": 1}"#.utf8.flatMap { [$0, 0] },
            "not valid JSON: line 1, column 1: UTF-16 text; save the file as UTF-8"),
        BadProfile("empty", "", "the file is empty"),
        BadProfile("blank", "  \n\t\r\n", "the file is empty"),
        BadProfile(
            "deep", #"{"format": 1, "name": "x", "levels": \#(deep)}"#,
            "levels" + String(repeating: "[0]", count: 63)
                + ": not valid JSON: line 1, column 101: nested deeper than 64 levels"),
        BadProfile("top-level-array", #"[{"format": 1}]"#, "expected an object, found an array"),
        BadProfile("top-level-string", #""msft-20m""#, "expected an object, found a string"),
        BadProfile("top-level-null", "null", "expected an object, found null"),
        BadProfile(
            "duplicate-key", #"{"format": 1, "name": "x", "levels": [{"shuttle_s": 5, "shuttles": 2, "shuttles": 3}]}"#,
            #"levels[0].shuttles: not valid JSON: line 1, column 71: duplicate key "shuttles""#),
        BadProfile(
            "duplicate-top-key", "{\"format\": 1,\n \"name\": \"a\",\n \"name\": \"b\", \"levels\": []}",
            #"name: not valid JSON: line 3, column 2: duplicate key "name""#),
        BadProfile(
            "curly-quotes", #"{"format": 1, "name": “Beep”}"#,
            "name: not valid JSON: line 1, column 23: unexpected character '“' (U+201C)"),
        BadProfile(
            "double-bom", bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("{}".utf8),
            // An invisible character reaches the terminal escaped (issue 33), its code point after it.
            #"not valid JSON: line 1, column 2: unexpected character '\u{FEFF}' (U+FEFF)"#),
    ]

    @Test("validate, show and cues refuse it with exit 65 and one line", arguments: cases)
    func refused(profile: BadProfile) throws {
        try profile.expectRefusedEverywhere()
    }

    @Test("a UTF-8 byte order mark is accepted: the profile reads as without it")
    func byteOrderMark() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = #"{"format": 1, "name": "BOM", "levels": [{"shuttle_s": 5.5, "shuttles": 3}]}"#
        let plain = try folder.write(text, to: "plain.json")
        let marked = try folder.write([0xEF, 0xBB, 0xBF] + Array(text.utf8), to: "marked.json")
        let validate = try BinaryRunner.run(["validate", marked])
        #expect(validate.status == 0)
        #expect(validate.stdout == "\(marked): ok (marked: 1 level, 00:16)\n")
        let withMark = try BinaryRunner.run(["cues", marked, "--format", "csv"])
        let without = try BinaryRunner.run(["cues", plain, "--format", "csv"])
        #expect(withMark.status == 0 && withMark.stdout == without.stdout)
    }

    @Test("a folder and a missing file are 66; a file over 1 MiB is 65")
    func notAProfileFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for command in ["validate", "show", "cues"] {
            let directory = try BinaryRunner.run([command, folder.path])
            #expect(directory.status == 66)
            #expect(directory.stderr == "beeptest: \(folder.path): is a folder, not a file\n")
            let missing = folder.path + "/nowhere.json"
            let absent = try BinaryRunner.run([command, missing])
            #expect(absent.status == 66)
            #expect(absent.stderr == "beeptest: \(missing): no such file\n")
        }
        let huge = try folder.write(#"{"notes": ""# + String(repeating: " ", count: 1 << 20) + #""}"#, to: "huge.json")
        let tooLarge = try BinaryRunner.run(["validate", huge])
        #expect(tooLarge.status == 65)
        #expect(tooLarge.stderr == "beeptest: \(huge): larger than 1 MiB\n")
    }

    @Test("validate goes on after a bad file: ok lines on stdout, exit 65 if any failed")
    func validateSeveral() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let good = try folder.write(
            #"{"format": 1, "name": "G", "levels": [{"shuttle_s": 6, "shuttles": 10}]}"#, to: "good.json")
        let bad = try folder.write("{", to: "bad.json")
        let result = try BinaryRunner.run(["validate", bad, good])
        #expect(result.status == 65)
        #expect(result.stdout == "\(good): ok (good: 1 level, 01:00)\n")
        #expect(result.errorLines == ["beeptest: \(bad): not valid JSON: line 1, column 2: expected a quoted key"])
    }
}
