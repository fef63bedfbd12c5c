import Diff

/// What each line of a diff is, as the parser reads it: what the painter must do with it
/// depends on that (a hunk's context line drops its CRLF's `\r`, an added line shows it).
public enum LineRole: Equatable {
    case commit
    case text
    /// A file's header line; `title` for `diff `, `--- `, `+++ `, which the pager makes a title of.
    case header(title: Bool)
    case hunkHeader
    case hunkLine(HunkLineKind, markers: Int, graph: Int)

    /// The role of every line of `lines`, in order.
    public static func of(_ lines: [(line: ArraySlice<UInt8>, hasNewline: Bool)]) -> [LineRole] {
        var roles: [LineRole] = []
        var parser = DiffParser()
        let take: (DiffEvent) -> Void = { event in
            switch event {
            case .commit: roles.append(.commit)
            case .text: roles.append(.text)
            case .header(let h):
                for l in h.lines {
                    let t = l.text
                    roles.append(.header(title: t.starts(with: "diff ".utf8) || t.starts(with: "--- ".utf8) || t.starts(with: "+++ ".utf8)))
                }
            case .hunk: roles.append(.hunkHeader)
            case .line(let l): roles.append(.hunkLine(l.kind, markers: l.markerCount, graph: l.line.graphCount))
            case .lines(let run): run.forEachLine { l in roles.append(.hunkLine(l.kind, markers: l.markerCount, graph: l.line.graphCount)) }
            case .endOfFile: break
            }
        }
        for (line, hasNewline) in lines { parser.feedEvents(line, hasNewline: hasNewline, emit: take) }
        parser.finishEvents(emit: take)
        Invariant.check(roles.count == lines.count, "the parser handed on \(roles.count) lines of \(lines.count)")
        return roles
    }

    /// How line `raw` in this role may be shown: which of git's colors go (in `colored` input),
    /// and what a closing `\r` does.
    public func forms(_ raw: [UInt8], colored: Bool, tabWidth: Int = 0) -> ShownForms {
        var sgrs: [(range: Range<Int>, fate: ShownForms.Fate)] = []
        if colored {
            let found = GitSGR.sequences(in: raw)
            switch self {
            case .header:
                // Git colors a header line anywhere (paths it quotes hold no escape).
                sgrs = found.map { ($0.range, $0.kind == .git ? .removed : .either) }
            case .hunkLine(_, let markers, let graph):
                sgrs = Self.hunkLineFates(raw, found, markers: markers, graph: graph)
            default:
                sgrs = found.map { ($0.range, .either) }
            }
        }
        let end: ShownForms.LineEnd
        switch self {
        case .hunkLine(.context, _, _): end = .dropped
        case .hunkLine: end = .shown
        default: end = .either
        }
        return ShownForms(raw, sgrs: sgrs, lineEnd: end, tabWidth: tabWidth)
    }

    /// Git colors a hunk line only before its content (the graph, the markers, leading blanks)
    /// and after it (trailing blanks, the line's end): an SGR inside the content is the file's.
    /// One at an edge may be either: git writes a known number there (`HunkLineColors` reads
    /// them against git's shapes, issue 21), and one more is the file's, shown.
    static func hunkLineFates(_ raw: [UInt8], _ found: [(range: Range<Int>, kind: GitSGR.Kind)], markers: Int, graph: Int)
        -> [(range: Range<Int>, fate: ShownForms.Fate)] {
        var text: [UInt8] = []
        var positions: [Int] = []
        var from = 0
        for s in found {
            text += raw[from..<s.range.lowerBound]
            positions.append(text.count)
            from = s.range.upperBound
        }
        text += raw[from...]
        func blank(_ k: Int) -> Bool { text[k] == 0x20 || text[k] == 0x09 || text[k] == 0x0D }
        var first = min(graph + markers, text.count)
        while first < text.count, blank(first) { first += 1 }
        var last = text.count
        while last > first, blank(last - 1) { last -= 1 }
        return zip(found, positions).map { s, p in
            if p > first && p < last { return (s.range, .shown) }
            return (s.range, .either)
        }
    }
}
