import Diff
import Highlight
import Prepare
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
        let output = try Output(color: color, paging: paging, theme: s.chosenTheme, settings: s, environment: env)
        var painter = DiffPainter(theme: output.theme, depth: output.depth, options: painterOptions)
        // Nothing colored, nothing to prepare: no repository opened, no language chosen.
        let preparer = output.depth == .none ? nil
            : try preparer(wholeFiles: context.value == "file", sizeLimit: s.size("contextLimit"), forced: forced)
        var parser = DiffParser()
        let out = output.writer
        // Items wait in a window so its files can be prepared (sides found, lexed, words
        // diffed) on every core at once, while the window before it is painted, in input order.
        var window: [DiffItem] = []
        var windowFiles = 0
        var windowLines = 0
        var inFlight: (items: [DiffItem], prepared: Preparation)?
        func paint(_ item: DiffItem, _ prepared: inout IndexingIterator<[PreparedFile]>) throws {
            switch item {
            case .commit(let line, let commit): try painter.paintCommit(line, commit, to: out)
            case .text(let line): try painter.paintText(line, to: out)
            case .file(let file): try painter.paintFile(file, prepared.next() ?? .uncolored, to: out)
            }
        }
        func paint(_ items: [DiffItem], _ prepared: [PreparedFile]) throws {
            var next = prepared.makeIterator()
            for item in items { try paint(item, &next) }
        }
        func flush(last: Bool) throws {
            guard let preparer else { return }
            let files = window.compactMap { item -> FileDiff? in if case .file(let f) = item { f } else { nil } }
            let started = Preparation(files, preparer)
            if let previous = inFlight { try paint(previous.items, previous.prepared.wait()) }
            inFlight = (window, started)
            window = []
            windowFiles = 0
            windowLines = 0
            if last, let current = inFlight {
                try paint(current.items, current.prepared.wait())
                inFlight = nil
            }
        }
        func take(_ item: DiffItem) throws {
            guard preparer != nil else {
                var none = [PreparedFile]().makeIterator()
                return try paint(item, &none)
            }
            window.append(item)
            if case .file(let f) = item {
                windowFiles += 1
                windowLines += f.lineCount
            } else {
                windowLines += 1
            }
        }
        do {
            try source { raw, hasNewline in
                try parser.feed(raw, hasNewline: hasNewline) { try take($0) }
                if windowFiles >= Preparer.windowFiles || windowLines >= Preparer.windowLines { try flush(last: false) }
            }
            try parser.finish { try take($0) }
            try flush(last: true)
            try output.finish()
        } catch OutputError.closedPipe {
            // The user quit the pager: end quietly at once. A git command feeding us then ends as
            // it does when less is quit early, rather than running on to produce unread output.
            output.abandon()
        }
    }

    /// The preparer for colored output: sides from the repository when in one (else from the
    /// files on disk), languages by its attributes.
    static func preparer(wholeFiles: Bool, sizeLimit: Int, forced: Language?) -> Preparer {
        let repository = Workspace.blobs.map(RepositorySource.init)
        let source: any BlobSource = repository ?? DiskFiles()
        var lookup: LanguageResolver.AttributeLookup?
        if let repository { lookup = { name, path in repository.attribute(name, of: path) } }
        let resolver = LanguageResolver(forced: forced, attribute: lookup)
        return Preparer(source: wholeFiles ? source : nil, resolver: resolver,
                        options: Preparer.Options(wholeFiles: wholeFiles, sizeLimit: sizeLimit))
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
