/// What a roster file was found to be, so that a teacher sees how it was read before a test
/// (`beeptest roster`) and nothing about it is a silent guess: its encoding, its separator, and
/// which of its columns were read as what and which were ignored.
public struct RosterFormat: Sendable, Equatable {
    /// How the bytes were read (`UTF-8 with BOM`, `WINDOWS-1252 (not UTF-8)`).
    public var encoding: String
    /// True when the encoding was taken because the bytes were not UTF-8.
    public var encodingGuessed: Bool
    /// The separator found from the header line; nil for a plain list of names.
    public var separator: Character?
    /// The header's cells as the file wrote them (empty for a plain list).
    public var headers: [String]
    /// What each header was read as, nil for a column ignored.
    public var columns: [RosterColumn?]
    /// What a teacher should know of how the athletes were told apart (two of one name), one
    /// sentence each, in the reader's language.
    public var notes: [String] = []

    /// Creates a format.
    public init(
        encoding: String, encodingGuessed: Bool, separator: Character?, headers: [String] = [],
        columns: [RosterColumn?] = []
    ) {
        self.encoding = encoding
        self.encodingGuessed = encodingGuessed
        self.separator = separator
        self.headers = headers
        self.columns = columns
    }

    /// The header of the number column that gave the bibs (`Nº`), or nil when the bibs are the
    /// rows' positions.
    public var bibHeader: String? { zip(headers, columns).first { $0.1 == .bib }?.0 }

    /// The headers of the columns not read, in file order.
    public var ignored: [String] { zip(headers, columns).filter { $0.1 == nil }.map(\.0) }

    /// The encoding for people: `encoding` (which the roster's JSON keeps in English) with its
    /// words in the reader's language ("UTF-8 avec BOM"); a name the user gave is as given.
    public var encodingText: String {
        for (suffix, shown) in [(" with BOM", tr("%s with BOM")), (" (not UTF-8)", tr("%s (not UTF-8)"))]
        where encoding.hasSuffix(suffix) {
            return Translation.format(shown, [String(encoding.dropLast(suffix.count))])
        }
        return encoding
    }

    /// The separator for people: `','`, `';'`, `tab`, or `none (one name a line)`.
    public var separatorText: String {
        switch separator {
        case nil: tr("none (one name a line)")
        case "\t"?: tr("tab")
        case let character?: tr("'%s'", character)
        }
    }
}
