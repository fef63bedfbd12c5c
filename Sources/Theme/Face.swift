import Highlight

/// One of tinge's own parts of the output, each with its style in every theme.
public enum Role: UInt8, CaseIterable, Sendable {
    /// A made-visible control character or byte, and tinge's own notices.
    case notice
    /// Line numbers and the gutter's bar.
    case gutter
    /// The `+` and `-` marker columns.
    case addedMarker, removedMarker
    /// `@@ -a,b +c,d @@`.
    case hunkHeader
    /// A file's title line, its rule, and the header lines kept below it (`index`, modes).
    case fileTitle, fileRule, fileMeta
    /// A commit's id, its refs, and its metadata lines (`Author:`, `Date:`).
    case commitID, commitRefs, commitMeta
    /// Trailing whitespace on added lines.
    case trailingWhitespace
    /// `\ No newline at end of file`.
    case noNewline
    /// The marker of a line cut short (`→`) or wrapped on (`↪`).
    case lineMarker
    /// The rule between the two panes of the side-by-side view.
    case divider
    /// A lint finding's level word and caret, by level.
    case error, warning
    /// A merge conflict's marker lines (`<<<<<<<`, `|||||||`, `=======`, `>>>>>>>`), as headers.
    case conflictMarker
    /// The marker columns of a conflict's sections: ours, the merge base (diff3), theirs.
    case conflictOurs, conflictBase, conflictTheirs
    /// The marker columns of moved lines, by their tone (`LineTone.movedRemoved`…).
    case movedRemovedMarker, movedAddedMarker, movedRemovedAlternativeMarker, movedAddedAlternativeMarker
    case movedDimmedMarker
    /// A blame's metadata repeated from the line above (the same commit's): dimmed.
    case repeatedMeta
    /// The id of a blame's line not committed yet.
    case uncommitted
    /// The number of a line that matched, in a search's output (context lines' are `gutter`).
    case matchNumber
    /// The `→` a changed tab starts with: in the gutter's color, on its emphasis's background.
    case tabMarker

    /// The lowercase name snapshot listings and HTML classes use.
    public var name: String {
        switch self {
        case .notice: "notice"
        case .gutter: "gutter"
        case .addedMarker: "added-marker"
        case .removedMarker: "removed-marker"
        case .hunkHeader: "hunk-header"
        case .fileTitle: "file-title"
        case .fileRule: "file-rule"
        case .fileMeta: "file-meta"
        case .commitID: "commit-id"
        case .commitRefs: "commit-refs"
        case .commitMeta: "commit-meta"
        case .trailingWhitespace: "trailing-whitespace"
        case .noNewline: "no-newline"
        case .lineMarker: "line-marker"
        case .divider: "divider"
        case .error: "error"
        case .warning: "warning"
        case .conflictMarker: "conflict-marker"
        case .conflictOurs: "conflict-ours"
        case .conflictBase: "conflict-base"
        case .conflictTheirs: "conflict-theirs"
        case .movedRemovedMarker: "moved-removed-marker"
        case .movedAddedMarker: "moved-added-marker"
        case .movedRemovedAlternativeMarker: "moved-removed-alternative-marker"
        case .movedAddedAlternativeMarker: "moved-added-alternative-marker"
        case .movedDimmedMarker: "moved-dimmed-marker"
        case .repeatedMeta: "repeated-meta"
        case .uncommitted: "uncommitted"
        case .matchNumber: "match-number"
        case .tabMarker: "tab-marker"
        }
    }
}

/// What a piece of text is, for the theme to color: a token kind of the code, one of tinge's
/// own parts, a column of a `--graph` drawing, or a commit's color in a blame. Seven bits, so a
/// face packs into a table index.
public struct Face: Hashable, Sendable {
    public let rawValue: UInt8

    private init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Text of a token kind.
    public init(_ kind: TokenKind) { rawValue = kind.rawValue }

    /// One of tinge's own parts.
    public init(_ role: Role) { rawValue = Self.roleBase + role.rawValue }

    /// Graph column `column`, colored by its number modulo the theme's graph colors.
    public static func graph(_ column: Int) -> Face { Face(rawValue: graphBase + UInt8(column % graphColumns)) }

    /// The color of a commit whose id gives `key` (`BlameLine.colorKey`), one of the theme's
    /// commit colors by the key modulo their number.
    public static func commit(_ key: Int) -> Face { Face(rawValue: commitBase + UInt8(key % commitColors)) }

    /// Text the theme leaves alone.
    public static let plain = Face(.plain)

    private static let roleBase: UInt8 = 32
    private static let graphBase: UInt8 = 64
    private static let commitBase: UInt8 = 112
    /// Graph columns are told apart modulo this: any theme whose number of graph colors
    /// divides it (1–4, 6, 8, 12, 16…) colors column `n` as `n` modulo its own number.
    package static let graphColumns = 48
    /// Commit colors are told apart modulo this: any theme whose number of commit colors
    /// divides it (1, 2, 4, 8, 16) gives key `n` its color `n` modulo its own number.
    package static let commitColors = 16
    /// Every face's raw value is below this.
    public static let count = 128

    /// The token kind, when the face is one.
    public var kind: TokenKind? { rawValue < Self.roleBase ? TokenKind(rawValue: rawValue) : nil }
    /// The role, when the face is one.
    public var role: Role? {
        rawValue >= Self.roleBase && rawValue < Self.graphBase ? Role(rawValue: rawValue - Self.roleBase) : nil
    }
    /// The graph column's color number, when the face is one.
    package var graphColumn: Int? {
        rawValue >= Self.graphBase && rawValue < Self.commitBase ? Int(rawValue - Self.graphBase) : nil
    }
    /// The commit color's number, when the face is one.
    package var commitColor: Int? { rawValue >= Self.commitBase ? Int(rawValue - Self.commitBase) : nil }

    /// `keyword`, `gutter`, `graph-2`, `commit-5`.
    public var name: String {
        if let kind { return kind.name }
        if let role { return role.name }
        if let commitColor { return "commit-\(commitColor)" }
        return "graph-\(graphColumn ?? 0)"
    }
}

/// The line a piece of text sits on, whose background it takes: the diff's role for the line.
/// Three bits.
public enum LineTone: UInt8, CaseIterable, Sendable {
    case plain, added, removed
    /// A line moved from or to elsewhere in the diff (`--color-moved`), and one of a block that
    /// follows another (zebra's alternative).
    case movedRemoved, movedAdded, movedRemovedAlternative, movedAddedAlternative
    /// A moved line inside its block, which dimmed-zebra dims, removed or added.
    case movedDimmed

    public var name: String {
        switch self {
        case .plain: "plain"
        case .added: "added"
        case .removed: "removed"
        case .movedRemoved: "moved-removed"
        case .movedAdded: "moved-added"
        case .movedRemovedAlternative: "moved-removed-alternative"
        case .movedAddedAlternative: "moved-added-alternative"
        case .movedDimmed: "moved-dimmed"
        }
    }
}

/// How a span of output looks, in layers from the bottom: the line's tone (its background),
/// the face (syntax kind or tinge's part), word emphasis, and a mark (`Highlight`'s `Mark`).
/// Packed in 14 bits, so every combination has its place in a table of escape sequences.
public struct Attributes: Hashable, Sendable {
    package var face: Face
    package var tone: LineTone
    public var emphasis: Bool
    public var mark: Mark

    public init(_ face: Face, tone: LineTone = .plain, emphasis: Bool = false, mark: Mark = .none) {
        self.face = face
        self.tone = tone
        self.emphasis = emphasis
        self.mark = mark
    }

    public init(_ role: Role, tone: LineTone = .plain) { self.init(Face(role), tone: tone) }

    public init(_ kind: TokenKind, tone: LineTone = .plain, emphasis: Bool = false) {
        self.init(Face(kind), tone: tone, emphasis: emphasis)
    }

    public static let plain = Attributes(Face.plain)

    /// Every packed value is below this.
    public static let packedCount = 128 * 8 * 2 * 8

    /// face | tone << 7 | emphasis << 10 | mark << 11 (three bits).
    @inline(__always)
    public var packed: UInt16 {
        UInt16(face.rawValue) | UInt16(tone.rawValue) << 7 | (emphasis ? 1 << 10 : 0) | UInt16(mark.rawValue) << 11
    }

    @inline(__always)
    public init(packed: UInt16) {
        face = Face(unchecked: UInt8(packed & 0x7F))
        tone = LineTone(rawValue: UInt8(packed >> 7 & 7)) ?? .plain
        emphasis = packed >> 10 & 1 == 1
        mark = Mark(rawValue: UInt8(packed >> 11 & 7)) ?? .none
    }
}

extension Face {
    init(unchecked rawValue: UInt8) { self.init(rawValue: rawValue) }
}
