import Testing

/// Command-line mistakes: exit 64 with the message and the command's usage on one stderr line,
/// nothing on stdout; an unknown profile id is 66.
@Suite("CLI: option errors")
struct OptionErrorCLITests {
    /// Expects `arguments` to fail with `status` and one stderr line `beeptest: <message>`,
    /// followed for usage errors by ` (usage: beeptest COMMAND ...)`.
    private func expectError(
        _ arguments: [String], _ status: Int32, _ message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let result = try BinaryRunner.run(arguments)
        #expect(result.status == status, "\(arguments)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(result.errorLines.count == 1, sourceLocation: sourceLocation)
        let line = result.errorLines.first ?? ""
        if status == 64 {
            #expect(
                line.hasPrefix("beeptest: " + message + " (usage: beeptest \(arguments[0])"), "\(line)",
                sourceLocation: sourceLocation)
            #expect(line.hasSuffix(")"), sourceLocation: sourceLocation)
        } else {
            #expect(line == "beeptest: " + message, sourceLocation: sourceLocation)
        }
    }

    @Test(
        "an unknown option is a usage error for every command",
        arguments: [
            ["list", "--frobnicate"], ["show", "msft-20m", "--frobnicate"], ["cues", "msft-20m", "--frobnicate"],
            ["validate", "--frobnicate", "x.json"], ["show", "msft-20m", "--countdown", "3"],
        ])
    func unknownOption(arguments: [String]) throws {
        let option = arguments.first { $0.hasPrefix("--") } ?? ""
        try expectError(arguments, 64, "\(arguments[0]): unknown option \(option)")
    }

    @Test("--start-level with a label the profile does not have lists the labels")
    func unknownStartLevel() throws {
        try expectError(
            ["cues", "msft-20m", "--start-level", "99"], 64,
            "cues: --start-level: msft-20m has no level '99' (levels: 1, 2, 3, 4, 5, 6, …, 21)")
        // Yo-Yo labels are speed levels: there is no level "1".
        try expectError(
            ["cues", "yoyo-ir1", "--start-level", "1"], 64,
            "cues: --start-level: yoyo-ir1 has no level '1' (levels: 5, 9, 11, 12, 13, 14, …, 23)")
    }

    @Test("--countdown must be a finite number from 0 to 600", arguments: ["-1", "601", "abc", "nan", "inf", ""])
    func badCountdown(value: String) throws {
        try expectError(
            ["cues", "msft-20m", "--countdown", value], 64,
            "cues: --countdown must be a number from 0 to 600, not '\(value)'")
    }

    @Test("bad format, missing or extra arguments, repeated or valueless options")
    func malformedCommandLines() throws {
        try expectError(
            ["show", "msft-20m", "--format", "xml"], 64, "show: --format must be one of table, json, csv, not 'xml'")
        try expectError(
            ["cues", "msft-20m", "--format=table"], 64, "cues: --format must be one of json, csv, not 'table'")
        try expectError(["show"], 64, "show: missing PROFILE")
        try expectError(["cues", "msft-20m", "pacer-20m"], 64, "cues: unexpected argument 'pacer-20m'")
        try expectError(["list", "msft", "extra"], 64, "list: unexpected argument 'extra'")
        try expectError(["validate"], 64, "validate: missing FILE")
        try expectError(["cues", "msft-20m", "--countdown", "3", "--countdown=4"], 64, "cues: --countdown given twice")
        try expectError(["cues", "msft-20m", "--countdown"], 64, "cues: --countdown needs a value")
        let unknownCommand = try BinaryRunner.run(["frobnicate"])
        #expect(unknownCommand.status == 64)
        #expect(unknownCommand.errorLines == ["beeptest: unknown command 'frobnicate' (see 'beeptest --help')"])
    }

    @Test("an unknown profile id is 66 with a hint: the closest id when one is near")
    func unknownProfile() throws {
        try expectError(
            ["show", "frobnitz"], 66,
            "frobnitz: no such profile (see 'beeptest list', or give a path to a .json file)")
        try expectError(
            ["show", "msft-2m"], 66, "unknown test 'msft-2m'; did you mean 'msft-20m'? (see 'beeptest list')")
        try expectError(["cues", "./nowhere.json"], 66, "./nowhere.json: no such file")
    }

    @Test("the option forms that must work: --name=value, --countdown 0, -- before a path")
    func acceptedForms() throws {
        let inline = try BinaryRunner.run(["cues", "msft-20m", "--format=csv", "--countdown=0"])
        #expect(inline.status == 0)
        #expect(inline.stdout.split(separator: "\n").dropFirst().first == "0,start,1,1,1")
        let separated = try BinaryRunner.run(["cues", "--countdown", "2", "--", "msft-20m"])
        #expect(separated.status == 0)
        #expect(separated.stdout.contains(#"{"t":-2,"kind":"countdown""#))
        #expect(!separated.stdout.contains(#"{"t":-3,"#))
    }
}
