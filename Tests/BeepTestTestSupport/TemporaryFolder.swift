import Foundation
import Glibc

/// A fresh private folder for the files a test writes, made with mkdtemp(3) under `$TMPDIR`
/// (default `/tmp`). Making it throws when mkdtemp fails, so no test can ever fall back to a
/// shared folder and then delete it.
///
/// The test removes it with `defer { folder.remove() }`: explicit rather than a deinit, because a
/// deinit could run as soon as the folder's last use, before the binary has read the files.
public struct TemporaryFolder: Sendable {
    /// Why a temporary folder could not be made.
    public struct Failure: Error, CustomStringConvertible {
        /// The template given to mkdtemp and the reason it refused.
        public var description: String
    }

    /// The folder's absolute path, as mkdtemp made it (mode 0700).
    public let path: String

    /// Makes `<base>/beeptest-<prefix>-XXXXXX`, or throws; `base` defaults to `$TMPDIR`, else `/tmp`.
    public init(prefix: String = "test", in base: String? = nil) throws {
        let base =
            base ?? ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        let template = (base.hasSuffix("/") ? base : base + "/") + "beeptest-\(prefix)-XXXXXX"
        var bytes = Array(template.utf8CString)
        let made = bytes.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        guard let made else {
            throw Failure(description: "mkdtemp \(template): \(String(cString: strerror(errno)))")
        }
        path = String(cString: made)
    }

    /// The folder as a file URL.
    public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// The path of `name` inside the folder (nothing is created).
    public func file(_ name: String) -> String { path + "/" + name }

    /// Removes the folder and everything in it. With `BEEPTEST_KEEP_LOGS` set to a folder, each
    /// results log in it (`.jsonl`) is first copied there, for `scripts/golden.py` to read every
    /// output of every log the suite wrote.
    public func remove() {
        if let keep = ProcessInfo.processInfo.environment["BEEPTEST_KEEP_LOGS"], keep.hasPrefix("/") {
            keepLogs(in: keep)
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    private func keepLogs(in keep: String) {
        guard let names = FileManager.default.enumerator(atPath: path) else { return }
        for case let name as String in names where name.hasSuffix(".jsonl") {
            let copy =
                keep + "/" + (path as NSString).lastPathComponent + "-" + name.replacingOccurrences(of: "/", with: "-")
            try? FileManager.default.copyItem(atPath: path + "/" + name, toPath: copy)
        }
    }

    /// Writes `bytes` to `name` (folders created as needed) and returns the file's path.
    @discardableResult
    public func write(_ bytes: [UInt8], to name: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file.path
    }

    /// Writes `text` as UTF-8 to `name` and returns the file's path.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String { try write(Array(text.utf8), to: name) }
}
