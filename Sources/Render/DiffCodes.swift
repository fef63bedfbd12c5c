import Highlight
import Terminal

/// Every escape sequence a diff needs, computed once into one buffer: each token kind over each
/// line background, with and without word emphasis, plus the diff's own styles by role.
final class DiffCodes: @unchecked Sendable {
    /// The background a line's text sits on.
    enum Base: Int {
        case none = 0, added, removed
    }

    /// The diff's own styles, each with its sequence.
    enum Role: Int, CaseIterable {
        case reset, notice, gutter, addedMarker, removedMarker, hunk, title, rule, meta
        case commitID, commitRefs, commitMeta, trailing, noNewline, added, removed
    }

    private let bytes: [UInt8]
    /// Token sequences first (by base, emphasis and kind), then the roles', then the graph's.
    private let spans: [Range<Int>]
    private let kinds = TokenKind.allCases.count
    private let roleStart: Int
    private let graphStart: Int
    let depth: ColorDepth
    /// The number of graph column styles.
    let graphCount: Int

    init(theme: Theme, depth: ColorDepth) {
        self.depth = depth
        let ansi = ANSI(depth: depth)
        let d = theme.diff
        var all: [UInt8] = []
        var spans: [Range<Int>] = []
        func add(_ sequence: [UInt8]) {
            spans.append(all.count..<(all.count + sequence.count))
            all += sequence
        }
        let emphases = [Style.plain, d.addedEmphasis, d.removedEmphasis]
        // 16 colors have no subtle backgrounds: lines keep the terminal's, and only the markers
        // and the changed words carry red and green.
        let subtle = depth > .ansi16
        for (b, base) in [Style.plain, subtle ? d.added : .plain, subtle ? d.removed : .plain].enumerated() {
            for emphasis in [false, true] {
                for kind in TokenKind.allCases {
                    var style = base.overlaid(with: theme.style(kind))
                    if emphasis { style = style.overlaid(with: emphases[b]) }
                    add(ansi.sequence(for: style))
                }
            }
        }
        roleStart = spans.count
        for role in Role.allCases {
            let style: Style
            switch role {
            case .reset: add(depth != .none ? ANSI.reset : []); continue
            case .notice: style = theme.notice
            case .gutter: style = theme.gutter
            case .addedMarker: style = (subtle ? d.added : .plain).overlaid(with: d.addedMarker)
            case .removedMarker: style = (subtle ? d.removed : .plain).overlaid(with: d.removedMarker)
            case .hunk: style = d.hunkHeader
            case .title: style = d.fileTitle
            case .rule: style = d.fileRule
            case .meta: style = d.fileMeta
            case .commitID: style = d.commitID
            case .commitRefs: style = d.commitRefs
            case .commitMeta: style = d.commitMeta
            case .trailing: style = d.trailingWhitespace
            case .noNewline: style = d.noNewline
            case .added: style = subtle ? d.added : .plain
            case .removed: style = subtle ? d.removed : .plain
            }
            add(ansi.sequence(for: style))
        }
        graphStart = spans.count
        for style in d.graph { add(ansi.sequence(for: style)) }
        graphCount = d.graph.count
        self.spans = spans
        bytes = all
    }

    /// Calls `body` with the sequence for `kind` on `base`, emphasized or not.
    @inline(__always)
    func withToken<R>(_ kind: TokenKind, _ base: Base, emphasis: Bool, _ body: (UnsafeBufferPointer<UInt8>) throws(OutputError) -> R) throws(OutputError) -> R {
        try with(spans[(base.rawValue * 2 + (emphasis ? 1 : 0)) * kinds + Int(kind.rawValue)], body)
    }

    /// Calls `body` with the sequence of `role`.
    @inline(__always)
    func with<R>(_ role: Role, _ body: (UnsafeBufferPointer<UInt8>) throws(OutputError) -> R) throws(OutputError) -> R {
        try with(spans[roleStart + role.rawValue], body)
    }

    /// Writes the sequence of `role`.
    @inline(__always)
    func write(_ role: Role, to out: OutputWriter) throws(OutputError) {
        try with(spans[roleStart + role.rawValue]) { (p) throws(OutputError) in try out.write(p) }
    }

    /// Writes the sequence of graph column `column`.
    func writeGraph(_ column: Int, to out: OutputWriter) throws(OutputError) {
        try with(spans[graphStart + column % graphCount]) { (p) throws(OutputError) in try out.write(p) }
    }

    /// The sequence of graph column `column`, copied.
    func graphSequence(_ column: Int) -> [UInt8] {
        Array(bytes[spans[graphStart + column % graphCount]])
    }

    /// The sequence of `role`, copied.
    func sequence(_ role: Role) -> [UInt8] {
        Array(bytes[spans[roleStart + role.rawValue]])
    }

    @inline(__always)
    private func with<R>(_ span: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws(OutputError) -> R) throws(OutputError) -> R {
        try bytes.withUnsafeBufferPointer { (p) throws(OutputError) -> R in try body(UnsafeBufferPointer(rebasing: p[span])) }
    }
}
