import BeepTest

/// The package's own `Profiles/` folder, read through `ProfileCatalog` the way the program reads
/// it. Published figures are written into the tests; nothing under ../shared is read at run time.
public enum BuiltInProfiles {
    /// Every built-in id.
    public static let ids = [
        "msft-20m", "msft-20m-8.5", "leger-1988", "pacer-20m", "pacer-15m", "yoyo-ir1", "yoyo-ir2",
        "yoyo-endurance-1", "ift-30-15", "police-15m",
    ]

    /// The example profiles in `Profiles/examples/`.
    public static let exampleIDs = ["tabata", "custom-intervals"]

    /// `<package>/Profiles`.
    public static let folder: String = PackageRoot.file("Profiles")

    /// The built-ins alone, with no user folder.
    public static let catalog = ProfileCatalog(builtInFolder: folder, userFolder: nil)

    /// The built-in profile `id`, or the example file `examples/<id>.json`.
    public static func profile(_ id: String) throws -> Profile {
        if exampleIDs.contains(id) {
            return try ProfileLoader.load(path: folder + "/examples/" + id + ".json")
        }
        return try catalog.resolve(id).profile
    }

    /// The cues of `id` from its first level with no countdown, as `beeptest cues --countdown 0`.
    public static func cues(_ id: String) throws -> [Cue] {
        Timeline(profile: try profile(id), countdownS: 0).cues
    }
}
