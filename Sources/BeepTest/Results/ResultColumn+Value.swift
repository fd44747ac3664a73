extension ResultColumn {
    /// What the column's cell holds for `source`, for every output alike; nil for a column whose
    /// cells an output composes from more than one row's value: the note (what the output's other
    /// columns leave unsaid, so each output says its own), and the class page's attempts, change
    /// and trend (from the athlete's history, not the row). The CSV writes the row's JSON field
    /// (`jsonKey`) instead, as its readers expect it: the same values, in the machines' form.
    public func value(of source: ResultCellSource) -> ResultCell? {
        let row = source.row
        switch self {
        case .date: return source.date.map { .started($0, entered: source.isEntered) } ?? .empty
        case .test: return text(source.profileID)
        case .file: return text(source.file)
        case .key: return .whole(row.key)
        case .bib: return .whole(row.bib)
        case .id: return row.id.map { .identifier($0) } ?? .empty
        case .athlete: return .name(row.athlete)
        case .group: return text(source.group)
        case .sex: return source.sex.map { .sex($0) } ?? .empty
        case .age: return trimmed(source.age, upTo: 1)
        case .birthDate: return source.birthDate.map { .date($0) } ?? .empty
        case .status: return .status(row.status)
        case .score: return ResultCell.Score(row, notation: source.notation).map { .score($0) } ?? .empty
        case .note, .attempts, .change, .trend: return nil
        default: return scoreValue(row) ?? standardsValue(row.standards)
        }
    }

    /// The cells of the score's parts, the figures it makes and the estimate; nil for another column.
    private func scoreValue(_ row: ResultRow) -> ResultCell? {
        switch self {
        case .level: return row.level.map { .label($0) } ?? .empty
        case .shuttle: return whole(row.shuttle)
        case .bout: return whole(row.bout)
        case .viftKmh: return fixed(row.viftKmh, decimals: 1)
        case .totalShuttles: return trimmed(row.totalShuttles, upTo: 2)
        case .distanceM: return trimmed(row.distanceM, upTo: 1)
        case .misses: return .whole(row.misses)
        case .failedAt: return row.failedAt.map { .place($0) } ?? .empty
        // Rounded to one decimal when it was worked out: one decimal, as the published tables.
        case .vo2max: return fixed(row.vo2max, decimals: 1)
        case .vo2maxMethod: return text(row.vo2maxMethod)
        case .vo2maxNote: return stored(row.vo2maxNote)
        case .vo2maxPopulationNote: return stored(row.vo2maxPopulationNote)
        default: return nil
        }
    }

    /// The cells of what the standards say (zone, pass, reference group).
    private func standardsValue(_ standards: RowStandards) -> ResultCell {
        switch self {
        case .laps20m: whole(standards.laps20m)
        case .zone: standards.zone.map { .zone($0) } ?? .empty
        case .zoneStandard: text(standards.zoneStandard)
        case .hfzLaps: whole(standards.hfzLaps)
        case .lapsToHFZ: whole(standards.lapsToHFZ)
        case .zoneNote: stored(standards.zoneNote)
        case .pass: standards.pass.map { .verdict($0) } ?? .empty
        case .passStandard: stored(standards.passStandard)
        case .passNote: stored(standards.passNote)
        case .referenceGroup: stored(standards.referenceGroup)
        case .referenceGroupNote: stored(standards.referenceGroupNote)
        default: .empty
        }
    }

    private func text(_ value: String?) -> ResultCell { value.map { .text($0) } ?? .empty }
    private func stored(_ value: String?) -> ResultCell { value.map { .stored($0) } ?? .empty }
    private func whole(_ value: Int?) -> ResultCell { value.map { .whole($0) } ?? .empty }
    private func fixed(_ value: Double?, decimals: Int) -> ResultCell {
        value.map { .fixed($0, decimals: decimals) } ?? .empty
    }
    private func trimmed(_ value: Double?, upTo decimals: Int) -> ResultCell {
        value.map { .trimmed($0, upTo: decimals) } ?? .empty
    }
}
