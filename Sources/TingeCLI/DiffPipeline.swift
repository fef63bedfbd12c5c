import Diff
import Highlight
import Prepare
import Render
import Terminal
import Theme

/// The pager's stages joined: lines → parser → sides → highlighter → painter → writer (or pager).
/// Fed by standard input in pager mode, by libgit2's patches in `tinge diff/show/log`.
enum DiffPipeline {
    /// What the painting needs from a source of items besides the items.
    struct Needs {
        /// Whether files are prepared with whole-file context: a source that has the sides'
        /// texts at hand should hand them on with each file (`FileDiff.sides`).
        var sides: Bool
        /// The largest side read for context.
        var sizeLimit: Int
        /// Whether the output is colored: what only colors show (moved lines) is looked for only then.
        var colored: Bool
    }

    /// The stages' settings, the output and the painter, made once from the command line.
    private struct Stages {
        let output: Output
        var painter: DiffPainter
        /// Nil when nothing is colored: nothing to prepare, no repository opened, no language chosen.
        let preparer: Preparer?
        let needs: Needs
        /// Whether files are painted whole even with nothing to prepare: side by side pairs a
        /// hunk's lines, which the parser's events, line by line, cannot.
        let wholeFiles: Bool
        /// The colors git paints moved lines in, when the output shows them.
        let movedColors: MovedColors?
        /// Whether the input is git's word diff (`DiffParser.init(movedColors:wordDiff:)`).
        let wordDiff: Bool

        init(_ options: PagerCommand.Options, environment env: [String: String]) throws {
            let s = options.settings
            let forced = try options.language.map { (name) throws(Failure) -> Language in try LanguageChoice.named(name) }
            let fileContext = s[.context] == .file
            // `git add -p` reads the filter's output through a pipe: color-only colors anyway, pages never.
            let chosenColor = s[.color]
            let color = options.colorOnly && chosenColor == .auto ? When.always : chosenColor
            let paging = options.colorOnly ? When.never : s[.paging]
            let format = options.format
            var painterOptions = try PagerCommand.painterOptions(s, colorOnly: options.colorOnly, format: format, environment: env)
            // `--color-only` keeps tabs: no file's width is asked for.
            if !options.colorOnly { painterOptions.tabWidths = try ProjectTabs.widths(s) }
            // A page is always colored: `depth` is 24-bit, so the painter colors and the preparer runs.
            output = try Output(color: color, paging: paging, theme: try s.chosenTheme(), format: format, settings: s,
                                navigation: s[.navigate], relayed: options.colorOnly, environment: env)
            painterOptions.navigationMarks = output.navigates
            painter = DiffPainter(backend: output.backend(linkSchemes: painterOptions.hyperlinks?.schemes ?? []),
                                  colored: output.depth != .none, options: painterOptions)
            let sizeLimit = s[.contextLimit]
            preparer = output.depth == .none ? nil
                : DiffPipeline.preparer(wholeFiles: fileContext, sizeLimit: sizeLimit, forced: forced,
                                        bothSides: painterOptions.sideBySide)
            needs = Needs(sides: preparer != nil && fileContext, sizeLimit: sizeLimit, colored: output.depth != .none)
            movedColors = output.depth == .none ? nil : MovedColors { slot in s.git.value("color.diff." + slot)?.value }
            wordDiff = options.wordDiff
            wholeFiles = preparer != nil || painterOptions.sideBySide
        }
    }

    /// Renders the diff on standard input: `lines` calls its argument once per line.
    static func run(_ options: PagerCommand.Options, environment env: [String: String],
                    lines: (_ feed: (ArraySlice<UInt8>, Bool) throws -> Void) throws -> Void) throws {
        let stages = try Stages(options, environment: env)
        guard stages.wholeFiles else {
            // Nothing to prepare and lines painted one by one: the painting stage paints the
            // parser's events as they come, in runs of a few thousand lines.
            let stage = PaintingStage(painter: stages.painter, preparer: nil, output: stages.output)
            var parser = DiffParser(movedColors: stages.movedColors, wordDiff: stages.wordDiff)
            var events: [DiffEvent] = []
            events.reserveCapacity(Self.eventRun)
            do {
                try lines { raw, hasNewline in
                    parser.feedEvents(raw, hasNewline: hasNewline) { events.append($0) }
                    if events.count >= Self.eventRun {
                        guard stage.send(events) else { throw PaintingStage.Stopped() }
                        events = []
                        events.reserveCapacity(Self.eventRun)
                    }
                }
                parser.finishEvents { events.append($0) }
                if !events.isEmpty { stage.send(events) }
            } catch is PaintingStage.Stopped {}
            try stage.finish()
            return
        }
        try run(stages) { _, emit in
            try withoutActuallyEscaping(emit) { emit in
                var parser = DiffParser(movedColors: stages.movedColors, wordDiff: stages.wordDiff)
                try lines { raw, hasNewline in try parser.feed(raw, hasNewline: hasNewline, emit: emit) }
                try parser.finish(emit: emit)
            }
        }
    }

    /// How many events go to the painting stage at once: a few blocks of input, so the two
    /// threads seldom touch the reference count of the same block at the same time.
    static let eventRun = 8_000

    /// Renders the items `source` hands to its argument, in order.
    static func run(_ options: PagerCommand.Options, environment env: [String: String],
                    source: (_ needs: Needs, _ emit: (DiffItem) throws -> Void) throws -> Void) throws {
        var stages = try Stages(options, environment: env)
        guard stages.preparer != nil else {
            try finishing(stages.output) {
                try source(stages.needs) { item in
                    switch item {
                    case .commit(let line, let commit): try stages.painter.paintCommit(line, commit)
                    case .text(let line): try stages.painter.paintText(line)
                    case .file(let file): try stages.painter.paintFile(file, .uncolored)
                    }
                }
                try stages.painter.finish()
            }
            return
        }
        try run(stages, source: source)
    }

    /// Items through the painting stage: this thread gathers them into windows; the stage
    /// prepares and paints them on another, a few windows behind.
    private static func run(_ stages: Stages, source: (_ needs: Needs, _ emit: (DiffItem) throws -> Void) throws -> Void) throws {
        let stage = PaintingStage(painter: stages.painter, preparer: stages.preparer, output: stages.output)
        let prepared = stages.preparer != nil
        var window = Window(prepared: prepared)
        do {
            try source(stages.needs) { item in
                window.take(item)
                if window.isFull {
                    guard stage.send(window) else { throw PaintingStage.Stopped() }
                    window = Window(prepared: prepared)
                }
            }
            if !window.isEmpty { stage.send(window) }
        } catch is PaintingStage.Stopped {
            // The painting stage stopped (the reader went away); its error says why, below.
        } catch {
            // The source failed (a bad revision): what came before it is still shown, then the error.
            try stage.finish()
            throw error
        }
        try stage.finish()
    }

    /// Runs `body`, then flushes `output` and waits for its pager; a closed pipe (the user quit
    /// the pager) ends quietly at once, as when less is quit early.
    private static func finishing(_ output: Output, _ body: () throws -> Void) throws {
        do {
            try body()
            try output.finish()
        } catch OutputError.closedPipe {
            output.abandon()
        }
    }

    /// The preparer for colored output: sides from the repository when in one (else from the
    /// files on disk), languages by its attributes.
    static func preparer(wholeFiles: Bool, sizeLimit: Int, forced: Language?, bothSides: Bool = false) -> Preparer {
        let repository = Workspace.blobs.map(RepositorySource.init)
        let source: any BlobSource = repository ?? DiskFiles()
        var lookup: LanguageResolver.AttributeLookup?
        if let repository { lookup = { name, path in repository.attribute(name, of: path) } }
        let resolver = LanguageResolver(forced: forced, attribute: lookup)
        return Preparer(source: wholeFiles ? source : nil, resolver: resolver,
                        options: Preparer.Options(wholeFiles: wholeFiles, sizeLimit: sizeLimit, bothSides: bothSides))
    }
}
