import Glibc

/// Conversion of legacy text to UTF-8 through glibc's iconv, which knows every encoding a school
/// system or a spreadsheet writes (Windows-1252, ISO-8859-*, UTF-16): no hand-written tables.
enum Iconv {
    /// Why a conversion failed.
    enum Failure: Error, Equatable {
        /// iconv does not know the encoding's name.
        case unknownEncoding
        /// The bytes on `line` (from 1, counted in the text converted before them) are not text
        /// in the encoding, or are cut short at the end.
        case invalidBytes(line: Int)
    }

    /// `bytes`, read as `encoding` (an iconv name: `WINDOWS-1252`, `ISO-8859-15`, `UTF-16LE`), as UTF-8.
    static func utf8(_ bytes: ArraySlice<UInt8>, from encoding: String) throws(Failure) -> [UInt8] {
        let converter = iconv_open("UTF-8", encoding)
        guard let converter, converter != iconv_t(bitPattern: -1) else { throw .unknownEncoding }
        defer { iconv_close(converter) }
        var input = Array(bytes)
        // UTF-8 takes at most four bytes for any character of a legacy encoding's one or two.
        var output = [UInt8](repeating: 0, count: input.count * 4 + 16)
        let result: (status: Int, consumed: Int, written: Int) = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                var inPointer = source.baseAddress.map {
                    UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self)
                }
                var outPointer = target.baseAddress.map {
                    UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self)
                }
                var inLeft = source.count
                var outLeft = target.count
                let status = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                return (status, source.count - inLeft, target.count - outLeft)
            }
        }
        guard result.status != -1, result.consumed == input.count else {
            throw .invalidBytes(line: output.prefix(result.written).filter { $0 == 0x0A }.count + 1)
        }
        return Array(output.prefix(result.written))
    }
}
