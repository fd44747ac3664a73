import BeepTest
import Testing

@testable import beeptest

/// Options read into the types declared with them: one declaration for the parser, help and the
/// value a command gets.
@Suite("Typed options")
struct TypedOptionTests {
    private func arguments(_ words: [String], _ spec: CommandSpec) throws -> Arguments {
        try Arguments(words, spec: spec)
    }

    @Test("--format is read as an OutputFormat, its first choice when absent")
    func format() throws {
        #expect(try arguments([], ShowCommand.spec).value(ShowCommand.format) == .table)
        #expect(try arguments(["--format", "csv"], ShowCommand.spec).value(ShowCommand.format) == .csv)
        #expect(try arguments(["--format=json"], CuesCommand.spec).value(CuesCommand.format) == .json)
        #expect(try arguments([], CuesCommand.spec).value(CuesCommand.format) == .json)
        let wrong = try arguments(["--format", "xml"], ShowCommand.spec)
        #expect(throws: BeepTestError.self) { try wrong.value(ShowCommand.format) }
        do throws(BeepTestError) {
            _ = try wrong.value(ShowCommand.format)
        } catch {
            #expect(error.kind == .usage)
            #expect(error.message.hasPrefix("show: --format must be one of table, json, csv, not 'xml' (usage: "))
        }
    }

    @Test("--events is an EventFormat or nothing; a choice another command has is refused")
    func events() throws {
        #expect(try arguments([], RunCommand.spec).value(RunCommand.events) == nil)
        #expect(try arguments(["--events", "jsonl"], RunCommand.spec).value(RunCommand.events) == .jsonl)
        #expect(throws: BeepTestError.self) {
            try arguments(["--events", "csv"], RunCommand.spec).value(RunCommand.events)
        }
        #expect(throws: BeepTestError.self) {
            try arguments(["--format", "fitnessgram"], HistoryCommand.spec).value(HistoryCommand.format)
        }
    }

    @Test("numbers are numbers in their range, with the range said when one is not")
    func numbers() throws {
        #expect(try arguments(["--rate", "44100"], RenderCommand.spec).value(RenderCommand.rate) == 44100)
        #expect(try arguments(["--countdown", "2.5"], RunCommand.spec).value(CommandSupport.countdown) == 2.5)
        for word in ["700", "nan", "five"] {
            let given = try arguments(["--countdown", word], RunCommand.spec)
            do throws(BeepTestError) {
                _ = try given.value(CommandSupport.countdown)
                Issue.record("--countdown \(word) was read")
            } catch {
                #expect(error.message.hasPrefix("run: --countdown must be a number from 0 to 600, not '\(word)'"))
            }
        }
        #expect(throws: BeepTestError.self) {
            try arguments(["--rate", "44100.5"], RenderCommand.spec).value(RenderCommand.rate)
        }
    }

    @Test("flags are set or not, and a misspelled option is refused by name")
    func flagsAndNames() throws {
        let given = try arguments(["--silent", "--headless"], RunCommand.spec)
        #expect(given.isSet(RunCommand.silent) && given.isSet(RunCommand.headless) && !given.isSet(RunCommand.flash))
        #expect(
            throws: BeepTestError(
                .usage, "run: unknown option --silnet; did you mean --silent? (usage: \(RunCommand.spec.usage))")
        ) {
            try arguments(["--silnet"], RunCommand.spec)
        }
        #expect(throws: BeepTestError(.usage, "run: unknown option --quiet (usage: \(RunCommand.spec.usage))")) {
            try arguments(["--quiet"], RunCommand.spec)
        }
    }

    @Test("every command declares each option once, so each typed option has one name")
    func namesOnce() {
        for entry in CommandCatalog.all {
            let names = entry.spec.options.map(\.name) + entry.spec.options.compactMap(\.short)
            #expect(Set(names).count == names.count, "\(entry.spec.name) declares an option twice: \(names)")
            #expect(entry.spec.required.allSatisfy { entry.spec.option($0) != nil }, "\(entry.spec.name)")
        }
    }
}
