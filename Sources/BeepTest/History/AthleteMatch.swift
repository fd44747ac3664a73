/// Who `history --athlete TEXT` means: found by id or whole name, else by part of a name, case
/// and accents ignored ("zoe" finds Zoë Müller); several athletes with that part are listed for
/// the user to choose among, never guessed between.
public enum AthleteMatch: Sendable, Equatable {
    /// The athletes meant: those whose id or a whole name is `TEXT` (two people may share a
    /// name, each with their own id), else the one athlete with `TEXT` in a name.
    case found([AthleteHistory])
    /// Several athletes have `TEXT` in a name, and none is it whole.
    case ambiguous([AthleteHistory])
    /// No athlete has `TEXT` as id or in a name.
    case none

    /// The match for `text` among `athletes`.
    public init(_ text: String, in athletes: [AthleteHistory]) {
        let wanted = text.trimmingSpaces.folded
        guard !wanted.isEmpty else {
            self = .none
            return
        }
        let names = athletes.map { athlete in Set(athlete.tests.map(\.row.athlete.folded) + [athlete.name.folded]) }
        let whole = athletes.indices.filter { athletes[$0].id?.folded == wanted || names[$0].contains(wanted) }
        if !whole.isEmpty {
            self = .found(whole.map { athletes[$0] })
            return
        }
        let part = athletes.indices.filter { names[$0].contains { $0.contains(wanted) } }
        switch part.count {
        case 0: self = .none
        case 1: self = .found(part.map { athletes[$0] })
        default: self = .ambiguous(part.map { athletes[$0] })
        }
    }
}
