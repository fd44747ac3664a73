import BeepTest
import BeepTestTestSupport
import Foundation
import Testing

@Suite("Shell quoting")
struct ShellQuotingTests {
    @Test(
        "the real /bin/sh reads each quoted text back as one word, exactly, running nothing in it",
        arguments: ["it's", "", "a b", "$(touch pwned)", "`touch pwned`", "'; touch pwned; '", "\\'\"", "Zoë\n14"])
    func throughTheShell(text: String) throws {
        let folder = try TemporaryFolder(prefix: "shell")
        defer { folder.remove() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // printf prints its one argument; a second word would print after a `|`.
        process.arguments = ["-c", "printf '%s|' " + text.shellQuoted]
        process.currentDirectoryURL = folder.url
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let bytes = process.readToEnd(output, of: "sh")
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: bytes, as: UTF8.self) == text + "|")
        #expect(!FileManager.default.fileExists(atPath: folder.file("pwned")))
    }

    @Test("a quote inside becomes '\\'' and nothing else changes")
    func form() {
        #expect("it's".shellQuoted == "'it'\\''s'")
        #expect("plain".shellQuoted == "'plain'")
    }
}
