/// A file's bytes as text, and the encoding they were read in, found the way spreadsheets and
/// school systems write text files: a byte-order mark first (UTF-8, or UTF-16 as Excel's
/// "Unicode text"), else UTF-8 when the bytes are UTF-8, else the legacy encoding (Windows-1252
/// unless the caller names another), converted through glibc's iconv.
public struct DecodedText: Sendable, Equatable {
    /// The text, without its byte-order mark.
    public var text: String
    /// How the bytes were read, for people: `UTF-8`, `UTF-8 with BOM`, `UTF-16LE with BOM`,
    /// `WINDOWS-1252 (not UTF-8)`.
    public var encoding: String
    /// True when the encoding was taken because the bytes were not UTF-8 (a guess worth saying).
    public var isGuessed: Bool

    /// The encoding taken when the bytes are not UTF-8: Excel's default on Western Windows.
    public static let legacyEncoding = "WINDOWS-1252"

    /// Decodes `bytes`; `encoding` (an iconv name) overrides every guess. `source` names the file
    /// in errors: an encoding iconv does not know is a usage error (64), bytes that are not text
    /// in the encoding are refused with the line they are on (65).
    public static func decode(_ bytes: [UInt8], encoding: String? = nil, source: String) throws(BeepTestError)
        -> DecodedText
    {
        if let encoding {
            let name = encoding.uppercased()
            if name == "UTF-8" || name == "UTF8" {
                let body = bytes.starts(with: utf8BOM) ? bytes.dropFirst(3) : bytes[...]
                return DecodedText(text: try utf8(body, source: source), encoding: "UTF-8", isGuessed: false)
            }
            return DecodedText(
                text: try converted(bytes[...], from: encoding, source: source), encoding: name, isGuessed: false)
        }
        if bytes.starts(with: utf8BOM) {
            return DecodedText(
                text: try utf8(bytes.dropFirst(3), source: source), encoding: "UTF-8 with BOM", isGuessed: false)
        }
        for (bom, name) in [([UInt8(0xFF), 0xFE], "UTF-16LE"), ([0xFE, 0xFF], "UTF-16BE")] where bytes.starts(with: bom)
        {
            return DecodedText(
                text: try converted(bytes.dropFirst(2), from: name, source: source), encoding: name + " with BOM",
                isGuessed: false)
        }
        if let order = utf16WithoutBOM(bytes) {
            throw BeepTestError(
                .invalidData,
                tr(
                    "%s: NUL bytes between the letters: UTF-16 text without a byte-order mark? read it with --encoding %s",
                    source, order))
        }
        if let text = String(validating: bytes, as: UTF8.self) {
            return DecodedText(text: text, encoding: "UTF-8", isGuessed: false)
        }
        return DecodedText(
            text: try converted(bytes[...], from: legacyEncoding, source: source),
            encoding: legacyEncoding + " (not UTF-8)", isGuessed: true)
    }

    private static let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// `UTF-16LE` or `UTF-16BE` when `bytes` look like UTF-16 without its BOM (some exports
    /// write it so): NUL bytes, which no text file holds, in at least a third of the odd (LE) or
    /// even (BE) places. Such bytes are valid UTF-8 too, and would read as names full of NULs.
    private static func utf16WithoutBOM(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 4, bytes.contains(0) else { return nil }
        let pairs = bytes.count / 2
        var (evenZeros, oddZeros) = (0, 0)
        for index in 0..<pairs * 2 where bytes[index] == 0 {
            if index % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
        }
        if oddZeros * 3 >= pairs && oddZeros > evenZeros { return "UTF-16LE" }
        if evenZeros * 3 >= pairs { return "UTF-16BE" }
        return nil
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>, source: String) throws(BeepTestError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        // A newline byte is never inside a UTF-8 sequence, so each line is valid or not on its own.
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        let line = (lines.firstIndex { String(validating: $0, as: UTF8.self) == nil } ?? 0) + 1
        throw BeepTestError(.invalidData, tr("%s:%s: not UTF-8 text (--encoding NAME to read another)", source, line))
    }

    private static func converted(_ bytes: ArraySlice<UInt8>, from encoding: String, source: String)
        throws(BeepTestError) -> String
    {
        let utf8: [UInt8]
        do throws(Iconv.Failure) {
            utf8 = try Iconv.utf8(bytes, from: encoding)
        } catch {
            switch error {
            case .unknownEncoding:
                throw BeepTestError(
                    .usage, tr("--encoding: '%s' is not an encoding iconv knows ('iconv -l' lists them)", encoding))
            case .invalidBytes(let line):
                throw BeepTestError(
                    .invalidData,
                    tr("%s:%s: not %s text (--encoding NAME to read another)", source, line, encoding.uppercased()))
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }
}
