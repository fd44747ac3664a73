import Foundation

extension TemporaryFolder {
    /// Runs `sox` with `arguments` in the folder: the pack's test sounds come from another writer
    /// than ours.
    public func sox(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sox")
        process.arguments = arguments
        process.currentDirectoryURL = url
        try process.run()
        process.waitForEnd(of: "sox")
        guard process.terminationStatus == 0 else {
            throw Failure(description: "sox \(arguments.joined(separator: " ")) failed")
        }
    }
}
