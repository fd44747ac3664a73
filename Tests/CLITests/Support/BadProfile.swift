import BeepTestTestSupport
import Testing

/// A profile file that must be refused: its bytes and the message that must follow
/// "beeptest: FILE: " on the one stderr line.
struct BadProfile: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var message: String

    init(_ name: String, _ text: String, _ message: String) {
        self.init(name, bytes: Array(text.utf8), message)
    }

    init(_ name: String, bytes: [UInt8], _ message: String) {
        self.name = name
        self.bytes = bytes
        self.message = message
    }

    var testDescription: String { name }

    /// Writes the file and expects `validate`, `show` and `cues` each to exit 65 with exactly one
    /// line on stderr naming the file, and nothing on stdout.
    func expectRefusedEverywhere(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(bytes, to: name + ".json")
        for command in ["validate", "show", "cues"] {
            let result = try BinaryRunner.run([command, file])
            #expect(result.status == 65, "\(command) \(name): exit \(result.status)", sourceLocation: sourceLocation)
            #expect(result.stdout.isEmpty, "\(command) \(name): \(result.stdout)", sourceLocation: sourceLocation)
            #expect(
                result.stderr == "beeptest: \(file): \(message)\n", "\(command) \(name)", sourceLocation: sourceLocation
            )
        }
    }
}
