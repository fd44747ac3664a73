import Glibc

/// The package's root folder, for `Profiles/`, `scripts/` and fixtures: the nearest folder above
/// this file that holds `Package.swift`, so that test files can move between folders without
/// counting path components, and the tests pass from a clone anywhere.
public enum PackageRoot {
    /// The root's absolute path ("." if no `Package.swift` is found above this file).
    public static let path: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        while parts.count > 1 {
            parts.removeLast()
            let folder = parts.joined(separator: "/")
            if access(folder + "/Package.swift", F_OK) == 0 { return folder }
        }
        return "."
    }()

    /// The path of `relative` (such as `"Profiles/msft-20m.json"`) under the root.
    public static func file(_ relative: String) -> String { path + "/" + relative }
}
