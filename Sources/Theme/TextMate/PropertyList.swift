/// A value of an XML property list, the format of TextMate's `.tmTheme` files
/// (https://www.apple.com/DTDs/PropertyList-1.0.dtd). Read by a small parser of its own, so the
/// tinge binary needs no Foundation (start-up stays fast): elements, `<?…?>`, `<!DOCTYPE…>`,
/// comments, CDATA and the XML entities; no namespaces or external entities, which plists lack.
public indirect enum PropertyList: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case date(String)
    case data(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    /// The string, when this is one.
    public var string: String? { if case .string(let s) = self { s } else { nil } }
    /// The dictionary, when this is one.
    package var dictionary: [String: PropertyList]? { if case .dictionary(let d) = self { d } else { nil } }
    /// The array, when this is one.
    public var array: [PropertyList]? { if case .array(let a) = self { a } else { nil } }

    /// What is wrong with a text that is not a property list, and on which line.
    public struct ParseError: Error, Equatable, Sendable {
        public let line: Int
        public let problem: String
    }

    /// The property list `bytes` hold (the value inside `<plist>`).
    public static func parse(_ bytes: [UInt8]) throws(ParseError) -> PropertyList {
        if bytes.starts(with: Array("bplist".utf8)) {
            throw ParseError(line: 1, problem: "a binary property list, not XML")
        }
        var reader = PropertyListReader(bytes)
        return try reader.document()
    }
}
