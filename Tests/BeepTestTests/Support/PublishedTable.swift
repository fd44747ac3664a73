import BeepTest
import BeepTestTestSupport
import Testing

/// A level table as a published source prints it; `check` compares a built-in profile with it.
struct PublishedTable {
    var speedsKmh: [Double]
    var shuttles: [Int]
    var cumulativeShuttles: [Int]
    var cumulativeMetres: [Double]
    /// Seconds at the end of each level, as printed (to 0.1 s).
    var cumulativeSeconds: [Double]

    /// Expects `id`'s level table to agree with this one: speeds and counts exactly, times to the
    /// published 0.1 s (half a printed step, plus rounding noise).
    func check(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let table = LevelTable(profile: try BuiltInProfiles.profile(id))
        let rows = table.rows
        #expect(rows.count == shuttles.count, "\(id): level count", sourceLocation: sourceLocation)
        for (index, row) in rows.enumerated() where index < shuttles.count {
            let place = "\(id) level \(row.level)"
            #expect(
                row.speedKmh.map { abs($0 - speedsKmh[index]) < 1e-9 } == true, "\(place): speed",
                sourceLocation: sourceLocation)
            #expect(row.shuttles == Double(shuttles[index]), "\(place): shuttles", sourceLocation: sourceLocation)
            #expect(
                row.cumulativeShuttles == Double(cumulativeShuttles[index]), "\(place)", sourceLocation: sourceLocation
            )
            #expect(
                row.cumulativeM.map { abs($0 - cumulativeMetres[index]) < 1e-9 } == true, "\(place)",
                sourceLocation: sourceLocation)
            #expect(
                abs(row.cumulativeS - cumulativeSeconds[index]) <= 0.05 + 1e-9,
                "\(place): \(row.cumulativeS) s, published \(cumulativeSeconds[index])", sourceLocation: sourceLocation
            )
        }
    }
}
