/// What `--format` chooses: each command declares the few it writes, the first its default.
enum OutputFormat: String, Sendable {
    /// Aligned columns for people.
    case table
    /// JSON, pretty-printed.
    case json
    /// Comma-separated values (RFC 4180), a header line first.
    case csv
    /// FitnessGram's own import columns (`results`, PACER logs only).
    case fitnessgram
    /// An Excel workbook (`results`, `history`), a binary file: written with `-o` only.
    case xlsx
}
