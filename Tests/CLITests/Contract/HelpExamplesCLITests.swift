import BeepTestTestSupport
import Foundation
import Testing

/// Issue 28: `COMMAND --help` and `help COMMAND` end with a few real examples, under a heading in
/// the reader's language, and the man page has them too. Each example's words are ones the
/// command accepts: run with `--help` after them, an unknown option or a missing value would fail.
@Suite("CLI: help shows examples")
struct HelpExamplesCLITests {
    static let commands = [
        "list", "show", "cues", "validate", "render", "roster", "run", "enter", "results", "history", "report", "sheet",
        "devices", "tap-test", "voices",
    ]

    /// The example lines under the heading `heading` at the end of `help`.
    private func examples(_ help: String, heading: String) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.lastIndex(of: heading) else { return [] }
        return lines[(start + 1)...].filter { !$0.isEmpty }.map { String($0.drop { $0 == " " }) }
    }

    /// A command line's words as a shell splits them (double quotes), up to a redirection.
    private func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
                started = true
            } else if character == " " && !quoted {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if started { words.append(current) }
        return Array(words.prefix { $0 != ">" })
    }

    @Test("each command's help ends with examples of it that it accepts", arguments: commands)
    func examplesAreReal(command: String) throws {
        let help = try BinaryRunner.run([command, "--help"])
        #expect(help.status == 0)
        let lines = examples(help.stdout, heading: "examples:")
        #expect(!lines.isEmpty, "\(help.stdout)")
        #expect(try BinaryRunner.run(["help", command]).stdout == help.stdout)
        for line in lines {
            let parts = words(line)
            #expect(parts.first == "beeptest" && parts.dropFirst().first == command, "\(line)")
            let checked = try BinaryRunner.run(Array(parts.dropFirst()) + ["--help"])
            #expect(checked.status == 0, "\(line): \(checked.stderr)")
        }
    }

    @Test("the heading is in the reader's language; the examples are the same command lines")
    func headingInLanguage() throws {
        let english = examples(try BinaryRunner.run(["run", "--help"]).stdout, heading: "examples:")
        for (index, heading) in [(3, "ejemplos:"), (2, "Beispiele:"), (1, "exemples :")] {
            let help = try BinaryRunner.run(
                ["help", "run"], environment: try TestLocales.environment(TestLocales.all[index]))
            #expect(examples(help.stdout, heading: heading) == english, "\(help.stdout.suffix(300))")
        }
        #expect(english.contains("beeptest run \"beep test\" --roster class.csv --results 7b.jsonl"))
    }

    @Test("the man page has each command's examples")
    func manPage() throws {
        let page = try String(contentsOfFile: PackageRoot.file("share/man/beeptest.1"), encoding: .utf8)
        #expect(page.contains("Examples:\n.nf\n  beeptest list\n  beeptest list yo\\-yo\n"))
        #expect(page.contains("  beeptest run \"beep test\" \\-\\-roster class.csv \\-\\-results 7b.jsonl\n"))
    }

    @Test("the overview (--help) ends its prose with examples, in the reader's language, before the exit codes")
    func overview() throws {
        let english = try BinaryRunner.run(["--help"])
        #expect(english.status == 0)
        let lines = examples(english.stdout, heading: "examples:").filter { $0.hasPrefix("beeptest ") }
        #expect(lines.contains("beeptest list \"beep test\""), "\(english.stdout)")
        #expect(
            english.stdout.contains("\nIt may also be a name the test is known by: \"beep test\", "),
            "\(english.stdout)")
        for line in lines {
            let checked = try BinaryRunner.run(Array(words(line).dropFirst()) + ["--help"])
            #expect(checked.status == 0, "\(line): \(checked.stderr)")
        }
        let spanish = try BinaryRunner.run(["--help"], environment: try TestLocales.environment(TestLocales.all[3]))
        #expect(spanish.stdout.contains("\nejemplos:\n  beeptest list \"beep test\"\n"), "\(spanish.stdout)")
    }
}
