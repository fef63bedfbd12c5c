import Diff
import Highlight
import Render
import Terminal

/// `tinge` reading a diff on stdin (as git's pager, or `git diff | tinge`): renders it with
/// whole-file context, or with `--color-only` colors each line and changes nothing else.
enum PagerCommand {
    /// The parsed command line.
    struct Options {
        var theme: String?
        var color = When.auto
        var paging = When.auto
        var language: String?
        var wholeFiles = true
        var painter = DiffPainter.Options()
    }

    static func parse(_ arguments: [String]) throws(Failure) -> Options? {
        var o = Options()
        var help = false
        var list = ArgumentList(arguments)
        try list.parse { (option, value) throws(Failure) -> Bool in
            switch option {
            case "--color-only": o.painter.colorOnly = true
            case "--context":
                let v = try value()
                guard v == "file" || v == "hunk" else { throw Failure.usage("option '--context' takes file or hunk, not '\(v)'") }
                o.wholeFiles = v == "file"
            case "--line-numbers", "-n": o.painter.lineNumbers = true
            case "--tabs": o.painter.tabWidth = try number(value(), option, 0...16)
            case "--width", "-w": o.painter.width = try number(value(), option, 1...100_000)
            case "--max-line-length": o.painter.maxLineLength = try number(value(), option, 0...1_000_000)
            case "--wrap": o.painter.wrap = true
            case "--language", "-l": o.language = try value()
            case "--theme": o.theme = try value()
            case "--dark": o.theme = "dark"
            case "--light": o.theme = "light"
            case "--color", "--colour": o.color = try When(try value(), option: option)
            case "--paging": o.paging = try When(try value(), option: option)
            case "--help", "-h": help = true
            default: return false
            }
            return true
        }
        if let extra = list.operands.first { throw Failure.usage("unexpected argument '\(extra)' (tinge reads a diff on standard input)") }
        return help ? nil : o
    }

    static func number(_ text: String, _ option: String, _ range: ClosedRange<Int>) throws(Failure) -> Int {
        guard let n = Int(text), range.contains(n) else {
            throw Failure.usage("option '\(option)' takes a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return n
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        guard var options = try parse(arguments) else {
            try Output.printText(Help.pager)
            return Failure.Status.success
        }
        let forced = try options.language.map { (name) throws(Failure) -> Language in try LanguageChoice.named(name) }
        let env = TerminalInfo.environment()
        // `git add -p` reads the filter's output through a pipe: color-only colors anyway, pages never.
        let color = options.painter.colorOnly && options.color == .auto ? When.always : options.color
        let paging = options.painter.colorOnly ? When.never : options.paging
        let output = try Output(color: color, paging: paging, theme: options.theme, environment: env)
        if options.painter.width == nil { options.painter.width = TerminalInfo.width(environment: env, descriptor: 1) ?? TerminalInfo.width(environment: env, descriptor: 2) }
        var painter = DiffPainter(theme: output.theme, depth: output.depth, options: options.painter)
        let sides = SideSource(wholeFiles: options.wholeFiles && output.depth != .none)
        var parser = DiffParser()
        let out = output.writer
        func handle(_ item: DiffItem) throws {
            switch item {
            case .commit(let line, let commit): try painter.paintCommit(line, commit, to: out)
            case .text(let line): try painter.paintText(line, to: out)
            case .file(let file): try paintFile(file)
            }
        }
        func paintFile(_ file: FileDiff) throws {
            let language = sides.language(of: file.header, forced: forced) {
                Array(file.hunks.first?.lines.first?.content ?? [])
            }
            let (old, new) = sides.sides(of: file, language: language)
            let tokens = output.depth == .none ? nil : HunkTokens(file: file, language: language, old: old, new: new)
            let emphasis = tokens.map { WordEmphasis.ranges(file: file, tokens: $0) }
            try painter.paintFile(file, language: language, tokens: tokens, emphasis: emphasis, to: out)
        }
        do {
            try LineReader(descriptor: 0).forEachLine { raw, hasNewline in
                var items: [DiffItem] = []
                parser.feed(raw, hasNewline: hasNewline) { items.append($0) }
                for item in items { try handle(item) }
            }
            var items: [DiffItem] = []
            parser.finish { items.append($0) }
            for item in items { try handle(item) }
            try output.finish()
        } catch OutputError.closedPipe {
            // The user quit the pager: finish quietly, and let whoever feeds us finish too.
            output.abandon()
            drainInput()
        }
        return Failure.Status.success
    }

    /// Reads standard input to its end, so the git command feeding it is not cut off mid-write.
    private static func drainInput() {
        try? LineReader(descriptor: 0).forEachLine { _, _ in }
    }
}
