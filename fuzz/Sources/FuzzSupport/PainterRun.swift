import Diff
import Highlight
import Prepare
import Render
import Terminal
import Theme

/// The pager's painting, in-process and on one thread, as `DiffPipeline` wires it: with no
/// colors the parser's events are painted line by line; with colors each file is prepared
/// (language, hunk tokens, emphasis; sides from `FuzzBlobs` for whole-file context) and painted whole.
public struct PainterRun {
    public var depth: ColorDepth
    public var theme: Theme
    public var options: DiffPainter.Options
    /// Whole-file context from the input's own lines (else hunk context).
    public var wholeFiles: Bool
    /// `--language`, when given.
    public var forced: Language?

    /// The settings the next bytes of `input` choose. `--color-only` always colors (git runs it
    /// through a pipe), and refuses the options that change lines.
    public init(choosingFrom input: inout FuzzInput) {
        let a = input.byte()
        let b = input.byte()
        let c = input.byte()
        var o = DiffPainter.Options()
        o.colorOnly = FuzzInput.bit(a, 0)
        let depths: [ColorDepth] = o.colorOnly ? [.ansi16, .ansi256, .trueColor] : [.none, .ansi16, .ansi256, .trueColor]
        depth = depths[Int(a >> 1 & 3) % depths.count]
        theme = Theme.all[Int(a >> 3 & 1) % Theme.all.count]
        wholeFiles = FuzzInput.bit(a, 4)
        if !o.colorOnly {
            o.lineNumbers = FuzzInput.bit(a, 5)
            o.wrap = FuzzInput.bit(a, 6) ? .always : FuzzInput.bit(c, 0) ? .never : .auto
            o.sideBySide = FuzzInput.bit(a, 7)
            o.tabWidth = [0, 1, 4, 8][Int(b & 3)]
            o.maxLineLength = [0, 0, 7, 512][Int(b >> 2 & 3)]
        }
        o.width = [nil, 1, 9, 20, 40, 80, 200, 2][Int(b >> 4 & 7)]
        forced = FuzzInput.bit(b, 7) ? input.pick(Languages.all) : nil
        options = o
    }

    public init(depth: ColorDepth, theme: Theme = .dark, options: DiffPainter.Options, wholeFiles: Bool = false, forced: Language? = nil) {
        self.depth = depth
        self.theme = theme
        self.options = options
        self.wholeFiles = wholeFiles
        self.forced = forced
    }

    /// Paints the diff `input` to `out`.
    public func paint(_ input: [UInt8], to out: OutputWriter) throws {
        var painter = DiffPainter(backend: ANSIBackend(theme: theme, depth: depth, to: out), colored: depth != .none, options: options)
        let lines = inputLines(input)
        var parser = DiffParser()
        guard depth != .none else {
            // As the pager reads: lines where they sit in the input, ordinary hunk lines by the run.
            var blocks = BlockParser(parser)
            for (line, hasNewline) in lines {
                try blocks.feed(input, line.startIndex..<line.endIndex, hasNewline: hasNewline) { try painter.paint($0) }
            }
            try blocks.finish { try painter.paint($0) }
            return
        }
        let source = FuzzBlobs(input)
        let preparer = Preparer(source: source, resolver: LanguageResolver(forced: forced),
                                options: Preparer.Options(wholeFiles: wholeFiles, sizeLimit: 1 << 16))
        let paintItem: (DiffItem) throws -> Void = { item in
            switch item {
            case .commit(let line, let commit): try painter.paintCommit(line, commit)
            case .text(let line): try painter.paintText(line)
            case .file(let file): try painter.paintFile(file, preparer.prepare(file))
            }
        }
        for (line, hasNewline) in lines { try parser.feed(line, hasNewline: hasNewline, emit: paintItem) }
        try parser.finish(emit: paintItem)
    }
}

/// A blob source that answers every blob, work-tree file and path with one text made from the
/// diff itself (its lines with a `+` or space marker, the marker cut): right for some diffs,
/// wrong for most, as a repository whose files changed since the diff was made.
public struct FuzzBlobs: BlobSource {
    let text: [UInt8]

    public init(_ diff: [UInt8]) {
        var text: [UInt8] = []
        for (line, _) in inputLines(diff) where line.first == 0x2B || line.first == 0x20 {
            text += line.dropFirst()
            text.append(0x0A)
        }
        self.text = text
    }

    private func side(_ limit: Int) -> SideText {
        text.count > limit ? .tooLarge(size: text.count) : .content(text)
    }

    public func blob(_ id: String, limit: Int) -> SideText? { id.utf8.first.map { $0 % 3 == 0 } == true ? nil : side(limit) }
    public func workTreeFile(_ path: String, matching id: String, limit: Int) -> SideText? { side(limit) }
    public func workTreeFile(_ path: String, limit: Int) -> SideText? { side(limit) }
    public func file(atPath path: String, limit: Int) -> SideText? { side(limit) }
    public func attribute(_ name: String, of path: String) -> String? { nil }
}
