/// Splits terminal input into key presses, dropping escape sequences (arrows, function keys),
/// whose bytes would otherwise read as digits and letters ("\e[15~" is F5, not athletes 1 and 5).
/// The Escape key alone (a read that ends with it) is kept: it cancels a typed entry.
enum KeyInput {
    static func keys(in bytes: [UInt8]) -> [UInt8] {
        var keys: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == 0x1B else {
                keys.append(byte)
                continue
            }
            guard index < bytes.count else {
                keys.append(byte)  // a lone Escape key
                break
            }
            let introducer = bytes[index]
            index += 1
            guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { continue }  // Alt+key
            // CSI/SS3: parameter and intermediate bytes, then one final byte in 0x40...0x7E.
            while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
            index += 1
        }
        return keys
    }
}
