import BeepTestTestSupport
import Foundation
import Testing

/// The seven languages the program speaks, each run in a real glibc locale: the catalogues
/// compiled from `po/` beside the built binary (where it looks for them), and each locale the
/// system lacks generated once by `localedef` (from Debian's `locales` data) into a folder of the
/// build's, which `LOCPATH` points the program at. No root needed, nothing installed system-wide.
enum TestLocales {
    /// A language: its catalogue's code and the locale a teacher's desktop would set.
    struct Language: Sendable, CustomTestStringConvertible {
        var code: String
        var locale: String
        var testDescription: String { locale }
    }

    /// The seven, English first.
    static let all = [
        Language(code: "en", locale: "en_GB.UTF-8"), Language(code: "fr", locale: "fr_FR.UTF-8"),
        Language(code: "de", locale: "de_DE.UTF-8"), Language(code: "es", locale: "es_ES.UTF-8"),
        Language(code: "nl", locale: "nl_NL.UTF-8"), Language(code: "it", locale: "it_IT.UTF-8"),
        Language(code: "pt", locale: "pt_PT.UTF-8"),
    ]

    /// English, German and Spanish: the three languages most checks run in.
    static let english = all[0]
    static let german = all[2]
    static let spanish = all[3]

    /// The one error line and the status of the binary run with `arguments` in `language`.
    static func refusal(_ arguments: [String], in language: Language) throws -> (String, Int32) {
        let result = try BinaryRunner.run(arguments, environment: try environment(language))
        #expect(result.errorLines.count == 1, "\(language.locale): \(result.stderr)")
        return (result.errorLines.first ?? "", result.status)
    }

    /// Where the generated locales go (kept between runs: a locale takes seconds to make).
    static let folder = PackageRoot.file(".build/test-locales")

    /// The environment that runs the binary in `language`'s locale: `LANG` set (the runner clears
    /// `LANGUAGE`, `LC_ALL` and `LC_MESSAGES`), and `LOCPATH` when the locale had to be generated.
    static func environment(_ language: Language) throws -> [String: String] {
        try prepared.get()
        var environment = ["LANG": language.locale]
        if !installed.contains(normalized(language.locale)) { environment["LOCPATH"] = folder }
        return environment
    }

    /// The catalogues compiled and the missing locales generated, once per test run.
    private static let prepared: Result<Void, PreparationError> = {
        let binaryFolder = URL(fileURLWithPath: BinaryRunner.binaryPath).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let catalogues = binaryFolder.deletingLastPathComponent().appendingPathComponent("share/locale").path
        if let failure = run("/bin/bash", [PackageRoot.file("scripts/po/compile.sh"), catalogues]) {
            return .failure(PreparationError(text: "compiling the catalogues: \(failure)"))
        }
        let missing = all.filter { !installed.contains(normalized($0.locale)) }
            .filter { !FileManager.default.fileExists(atPath: folder + "/" + $0.locale + "/LC_CTYPE") }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Side by side: localedef is slow on a busy machine. Each is made in a folder of its own
        // and renamed into place whole, so an interrupted run leaves nothing half made.
        let failures = Locked([String]())
        DispatchQueue.concurrentPerform(iterations: missing.count) { index in
            let locale = missing[index].locale
            let name = String(locale.prefix { $0 != "." })
            let scratch = folder + "/." + locale + "." + UUID().uuidString
            if let failure = run("/usr/bin/localedef", ["-c", "-i", name, "-f", "UTF-8", scratch]),
                !FileManager.default.fileExists(atPath: scratch + "/LC_CTYPE")
            {
                failures.set(failures.get() + ["localedef \(locale): \(failure)"])
                return
            }
            try? FileManager.default.removeItem(atPath: folder + "/" + locale)
            if rename(scratch, folder + "/" + locale) != 0 { try? FileManager.default.removeItem(atPath: scratch) }
        }
        let faults = failures.get()
        return faults.isEmpty ? .success(()) : .failure(PreparationError(text: faults.joined(separator: "; ")))
    }()

    /// Why the languages could not be prepared.
    struct PreparationError: Error, CustomStringConvertible {
        var text: String
        var description: String { text }
    }

    /// The locales the system has (`locale -a`), normalized ("fr_fr.utf8").
    private static let installed: Set<String> = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/locale")
        process.arguments = ["-a"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        let data = process.readToEnd(pipe, of: "locale -a")
        return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map { normalized(String($0)) })
    }()

    /// "fr_FR.UTF-8" and "fr_FR.utf8" alike: "fr_fr.utf8".
    private static func normalized(_ locale: String) -> String {
        locale.lowercased().replacingOccurrences(of: "-", with: "")
    }

    /// Runs a program to its end; nil on success, else what went wrong.
    private static func run(_ program: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return "\(program): \(error)" }
        // localedef takes seconds, more on a busy machine: a generous deadline, but one.
        let text = String(decoding: process.readToEnd(errors, of: program, seconds: 600), as: UTF8.self)
        return process.terminationStatus == 0 ? nil : "exit \(process.terminationStatus): \(text)"
    }
}
