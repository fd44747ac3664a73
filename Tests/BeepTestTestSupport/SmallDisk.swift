import Foundation
import Glibc

/// A real file system that fills: a tmpfs of a few KiB mounted in a test's folder, filled to the
/// last byte by a file and freed by removing it. Mounting needs root: `make test` runs these tests
/// as root, or for an ordinary user in a user and mount namespace of their own (`unshare`).
public struct SmallDisk {
    /// The mount point.
    public let path: String

    /// Mounts a tmpfs of `kilobytes` at `<folder>/<name>`; `options` adds mount options ("ro").
    public init(in folder: TemporaryFolder, name: String = "disk", kilobytes: Int = 64, options: String? = nil) throws {
        path = folder.file(name)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let all = ["size=\(kilobytes)k"] + (options.map { [$0] } ?? [])
        try Self.command("/bin/mount", ["-t", "tmpfs", "-o", all.joined(separator: ","), "tmpfs", path])
    }

    /// The path of `name` on the disk.
    public func file(_ name: String) -> String { path + "/" + name }

    /// Fills every free byte with a file of zeros (dd stops at "No space left on device").
    public func fill() throws {
        let dd = Process()
        dd.executableURL = URL(fileURLWithPath: "/bin/dd")
        dd.arguments = ["if=/dev/zero", "of=" + file("filler"), "bs=1k"]
        dd.standardError = FileHandle.nullDevice
        try dd.run()
        dd.waitForEnd(of: "dd")
        var info = statvfs()
        guard statvfs(path, &info) == 0, info.f_bavail == 0 else {
            throw Failure(description: "\(path) still has free blocks after filling")
        }
    }

    /// Frees what `fill` took.
    public func free() throws { try FileManager.default.removeItem(atPath: file("filler")) }

    /// Unmounts the disk (lazily, should a process still hold a file there).
    public func unmount() { try? Self.command("/bin/umount", ["-l", path]) }

    /// Why the disk could not be mounted, filled or freed.
    public struct Failure: Error, CustomStringConvertible {
        /// The command and what it said.
        public var description: String
    }

    private static func command(_ program: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitForEnd(of: program)
        guard process.terminationStatus == 0 else {
            let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw Failure(description: "\(program) \(arguments.joined(separator: " ")): \(said)")
        }
    }
}
