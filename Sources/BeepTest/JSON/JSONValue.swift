/// A parsed JSON document that keeps what profile validation needs and `Codable` hides:
/// the order of keys, the difference between `7` and `7.5`, and duplicate keys.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number, with `isInteger` true when it was written without a fraction or exponent.
    case number(Double, isInteger: Bool)
    case string(String)
    case array([JSONValue])
    /// Members in the order they appear in the document.
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a, _), .number(let b, _)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// A short name of the value's JSON type, for error messages ("expected a number, found a string").
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The member named `key` of an object, or nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}
