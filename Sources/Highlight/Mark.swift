/// A mark laid over text whatever its syntax colors: a lint finding's span, a search match, a
/// find feature's current match. `Marks` keeps which bytes of a text have which.
public enum Mark: UInt8, CaseIterable, Sendable {
    case none
    /// A lint finding of level error, a compiler's error.
    case error
    /// A lint finding of level warning.
    case warning
    /// A search match (`tinge highlight --mark`, a search's output, an editor's find).
    case search
    /// The one match a find feature is at: drawn like a selection, over the other matches.
    case currentMatch
    /// A line singled out (`tinge highlight --highlight-line`, an editor's current line): a
    /// background under its syntax colors, beneath every other mark.
    case line

    /// The lowercase name snapshot listings and HTML classes use.
    public var name: String {
        switch self {
        case .none: "none"
        case .error: "error"
        case .warning: "warning"
        case .search: "search"
        case .currentMatch: "current-match"
        case .line: "line"
        }
    }

    /// The marks a text can carry, highest precedence first: where several cover a byte, the
    /// first of them shows. A finding stays visible under a search's matches, and the current
    /// match over the others; a singled-out line under them all.
    public static let byPrecedence: [Mark] = [.error, .warning, .currentMatch, .search, .line]
}
