import Diff
import Highlight
import Render
import Terminal

/// The pager's stages joined: lines → parser → sides → highlighter → painter → writer (or pager).
/// Fed by standard input in pager mode, by libgit2's patches in `tinge diff/show/log`.
enum DiffPipeline {
    /// Renders the lines `source` produces (it calls its argument once per line).
    static func run(_ options: PagerCommand.Options, environment env: [String: String],
                    source: (_ feed: ([UInt8], Bool) throws -> Void) throws -> Void) throws {
        let s = options.settings
        let forced = try options.language.map { (name) throws(Failure) -> Language in try LanguageChoice.named(name) }
        let context = s.resolve("context")
        guard context.value == "file" || context.value == "hunk" else {
            throw Failure.usage("\(context.source): '\(context.value)' is not file or hunk")
        }
        // `git add -p` reads the filter's output through a pipe: color-only colors anyway, pages never.
        let chosenColor = try s.when("color")
        let color = options.colorOnly && chosenColor == .auto ? When.always : chosenColor
        let paging = options.colorOnly ? When.never : try s.when("paging")
        let painterOptions = try PagerCommand.painterOptions(s, colorOnly: options.colorOnly, environment: env)
        let output = try Output(color: color, paging: paging, theme: s.resolve("theme").value, settings: s, environment: env)
        var painter = DiffPainter(theme: output.theme, depth: output.depth, options: painterOptions)
        let sides = SideSource(wholeFiles: context.value == "file" && output.depth != .none)
        var parser = DiffParser()
        let out = output.writer
        func handle(_ item: DiffItem) throws {
            switch item {
            case .commit(let line, let commit): try painter.paintCommit(line, commit, to: out)
            case .text(let line): try painter.paintText(line, to: out)
            case .file(let file):
                let language = sides.language(of: file.header, forced: forced) {
                    Array(file.hunks.first?.lines.first?.content ?? [])
                }
                let (old, new) = sides.sides(of: file, language: language)
                let tokens = output.depth == .none ? nil : HunkTokens(file: file, language: language, old: old, new: new)
                let emphasis = tokens.map { WordEmphasis.ranges(file: file, tokens: $0) }
                try painter.paintFile(file, language: language, tokens: tokens, emphasis: emphasis, to: out)
            }
        }
        do {
            var items: [DiffItem] = []
            try source { raw, hasNewline in
                parser.feed(raw, hasNewline: hasNewline) { items.append($0) }
                for item in items { try handle(item) }
                items.removeAll(keepingCapacity: true)
            }
            parser.finish { items.append($0) }
            for item in items { try handle(item) }
            try output.finish()
        } catch OutputError.closedPipe {
            // The user quit the pager: end quietly at once. A git command feeding us then ends as
            // it does when less is quit early, rather than running on to produce unread output.
            output.abandon()
        }
    }

    /// Calls `feed` for each line of `text` (the last one without `\n` flagged so).
    static func lines(of text: [UInt8], _ feed: ([UInt8], Bool) throws -> Void) throws {
        var start = 0
        for i in text.indices where text[i] == 0x0A {
            try feed(Array(text[start..<i]), true)
            start = i + 1
        }
        if start < text.count { try feed(Array(text[start...]), false) }
    }
}
