import Foundation

/// The iconv program (glibc's), which makes files in the encodings schools' machines write:
/// Windows-1252 from Excel, UTF-16 from Excel's "Unicode text".
public enum IconvProgram {
    /// The program failed (an encoding it does not know, or text it cannot write in it).
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// `text` written in `encoding` by `iconv -f UTF-8 -t ENCODING`.
    public static func bytes(_ text: String, in encoding: String) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/iconv")
        process.arguments = ["-f", "UTF-8", "-t", encoding]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let bytes = process.readToEnd(output, of: "iconv")
        guard process.terminationStatus == 0 else {
            throw Failure(description: "iconv -t \(encoding) exited \(process.terminationStatus)")
        }
        return Array(bytes)
    }
}
