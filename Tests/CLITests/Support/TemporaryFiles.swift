import Foundation

/// A fresh folder for files a test writes (profiles, user config). The test removes it with
/// `defer { folder.remove() }`: explicit, because a deinit could run as soon as the folder's
/// last use, before the binary has read the files.
struct TemporaryFolder {
    let url: URL

    init() throws { url = try BinaryRunner.temporaryFolder() }

    func remove() { try? FileManager.default.removeItem(at: url) }

    var path: String { url.path }

    /// Writes `bytes` to `name` (folders created as needed) and returns the file's path.
    @discardableResult
    func write(_ bytes: [UInt8], to name: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file.path
    }

    /// Writes `text` as UTF-8 to `name` and returns the file's path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String { try write(Array(text.utf8), to: name) }
}

extension BinaryRunner.Result {
    /// stderr split into lines, without the final newline.
    var errorLines: [String] {
        stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// stdout parsed as JSON.
    func json() throws -> Any { try JSONSerialization.jsonObject(with: Data(stdout.utf8)) }
}
