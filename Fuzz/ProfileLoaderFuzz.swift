// libFuzzer entry point for the profile loader: any bytes must give a profile or a ProfileError,
// never a crash, a hang or a runaway allocation. Compiled together with Sources/BeepTest by
// scripts/fuzz.sh (`make fuzz`).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProfileLoader(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    if let profile = try? ProfileLoader.decode(bytes, source: "fuzz.json", defaultID: "fuzz") {
        // A valid profile must also expand into a timeline and a table without trapping.
        let timeline = Timeline(profile: profile)
        _ = LevelTable(profile: profile)
        precondition(timeline.cues.count <= ProfileLoader.maximumCues + 700, "cue limit bypassed")
    }
    return 0
}
