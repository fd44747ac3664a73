/// A parsed JSON document as profile validation and the results log need it: objects keep their
/// members in document order (messages and `show` follow the file), and a number is its `Double`
/// (validation asks `Int(exactly:)` where a whole number is required).
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number.
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in the order they appear in the document.
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// A short name of the value's JSON type, for error messages ("expected a number, found a string"),
    /// in the reader's language ("null" is JSON's own word, the same in every language).
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return tr("a boolean")
        case .number: return tr("a number")
        case .string: return tr("a string")
        case .array: return tr("an array")
        case .object: return tr("an object")
        }
    }

    /// The member named `key` of an object, or nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        // Names are the same when their bytes are (RFC 8259 8.3), as the parser tells duplicates;
        // the byte counts first, since a log line's lookups mostly meet other keys. By index, so
        // no member is copied to be looked at.
        let count = key.utf8.count
        for index in members.indices
        where members[index].key.utf8.count == count && members[index].key.utf8.elementsEqual(key.utf8) {
            return members[index].value
        }
        return nil
    }
}
