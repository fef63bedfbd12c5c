/// What a span of source text is, as far as coloring cares: the public vocabulary themes color.
public enum TokenKind: UInt8, CaseIterable, Sendable {
    case plain
    case comment
    case doc
    case string
    case escape
    case regex
    case number
    case keyword
    case type
    case function
    case constant
    case attribute
    case preprocessor
    case variable
    case property
    case `operator`
    case punctuation
    case tag
    case heading
    case emphasis
    case link

    /// The lowercase name used in the token format and in themes.
    public var name: String {
        switch self {
        case .plain: "plain"
        case .comment: "comment"
        case .doc: "doc"
        case .string: "string"
        case .escape: "escape"
        case .regex: "regex"
        case .number: "number"
        case .keyword: "keyword"
        case .type: "type"
        case .function: "function"
        case .constant: "constant"
        case .attribute: "attribute"
        case .preprocessor: "preprocessor"
        case .variable: "variable"
        case .property: "property"
        case .operator: "operator"
        case .punctuation: "punctuation"
        case .tag: "tag"
        case .heading: "heading"
        case .emphasis: "emphasis"
        case .link: "link"
        }
    }

    /// The kind with this lowercase name, if any.
    public init?(name: String) {
        guard let kind = TokenKind.allCases.first(where: { $0.name == name }) else { return nil }
        self = kind
    }

    /// Whether text of this kind is prose rather than code (comments and docs).
    public var isComment: Bool { self == .comment || self == .doc }

    /// Whether text of this kind is literal data (strings, escapes, regexes).
    public var isString: Bool { self == .string || self == .escape || self == .regex }
}
