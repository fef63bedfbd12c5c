import Highlight
import Terminal

/// Every escape sequence a diff needs, computed once: each token kind over each line background,
/// with and without word emphasis, plus the diff's own styles.
final class DiffCodes: @unchecked Sendable {
    /// The background a line's text sits on.
    enum Base: Int {
        case none = 0, added, removed
    }

    private let bytes: [UInt8]
    private let spans: [Range<Int>]
    private let kinds = TokenKind.allCases.count
    let depth: ColorDepth
    private let named: [String: [UInt8]]
    /// The `--graph` column styles' sequences.
    let graphSequences: [[UInt8]]

    init(theme: Theme, depth: ColorDepth) {
        self.depth = depth
        let ansi = ANSI(depth: depth)
        let d = theme.diff
        var all: [UInt8] = []
        var spans: [Range<Int>] = []
        let emphases = [Style.plain, d.addedEmphasis, d.removedEmphasis]
        func add(_ style: Style) -> Range<Int> {
            let s = all.count
            all += ansi.sequence(for: style)
            return s..<all.count
        }
        // 16 colors have no subtle backgrounds: lines keep the terminal's, and only the markers
        // and the changed words carry red and green.
        let subtle = depth > .ansi16
        for base in [Style.plain, subtle ? d.added : .plain, subtle ? d.removed : .plain] {
            for emphasis in [false, true] {
                for kind in TokenKind.allCases {
                    var style = base.overlaid(with: theme.style(kind))
                    if emphasis { style = style.overlaid(with: emphases[spans.count / (2 * kinds)]) }
                    spans.append(add(style))
                }
            }
        }
        var named: [String: [UInt8]] = [:]
        let extra: [(String, Style)] = [
            ("reset", .plain), ("notice", theme.notice), ("gutter", theme.gutter),
            ("addedMarker", (subtle ? d.added : .plain).overlaid(with: d.addedMarker)),
            ("removedMarker", (subtle ? d.removed : .plain).overlaid(with: d.removedMarker)),
            ("hunk", d.hunkHeader), ("title", d.fileTitle), ("rule", d.fileRule), ("meta", d.fileMeta),
            ("commitID", d.commitID), ("commitRefs", d.commitRefs), ("commitMeta", d.commitMeta),
            ("trailing", d.trailingWhitespace), ("noNewline", d.noNewline),
            ("added", subtle ? d.added : .plain), ("removed", subtle ? d.removed : .plain),
        ] + d.graph.enumerated().map { ("graph\($0.offset)", $0.element) }
        for (name, style) in extra {
            named[name] = name == "reset" ? (depth != .none ? ANSI.reset : []) : ansi.sequence(for: style)
        }
        self.named = named
        graphSequences = (0..<d.graph.count).map { named["graph\($0)"] ?? [] }
        self.spans = spans
        bytes = all
        graphCount = d.graph.count
    }

    /// The number of graph column styles.
    let graphCount: Int

    /// Calls `body` with the sequence for `kind` on `base`, emphasized or not.
    @inline(__always)
    func withToken<R>(_ kind: TokenKind, _ base: Base, emphasis: Bool, _ body: (UnsafeBufferPointer<UInt8>) throws(OutputError) -> R) throws(OutputError) -> R {
        let span = spans[(base.rawValue * 2 + (emphasis ? 1 : 0)) * kinds + Int(kind.rawValue)]
        return try bytes.withUnsafeBufferPointer { (p) throws(OutputError) -> R in try body(UnsafeBufferPointer(rebasing: p[span])) }
    }

    /// The sequence named `name` (`reset`, `notice`, `hunk`, `title`, `graph0`…).
    func sequence(_ name: String) -> [UInt8] {
        named[name] ?? []
    }
}
