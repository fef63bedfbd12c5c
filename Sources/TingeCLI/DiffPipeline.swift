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

    /// The stages' settings (`InputStages`), the painter and the preparer, made once from the command line.
    private struct Stages {
        let input: InputStages
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
        /// Whether each commit's files are gathered for a table of contents (`--toc`).
        let tableOfContents: Bool

        var output: Output { input.output }

        init(_ options: PagerCommand.Options, environment env: [String: String]) throws {
            let s = options.settings
            input = try InputStages(options, environment: env, diff: true)
            let painterOptions = input.painterOptions
            let backend = input.output.backend(linkSchemes: painterOptions.hyperlinks?.schemes ?? [],
                                               sideBySide: painterOptions.sideBySide)
            painter = DiffPainter(backend: backend, colored: input.colored, options: painterOptions)
            preparer = !input.colored ? nil
                : DiffPipeline.preparer(s.session, wholeFiles: input.wholeFiles, sizeLimit: input.sizeLimit,
                                        forced: input.forced, bothSides: painterOptions.sideBySide)
            needs = Needs(sides: preparer != nil && input.wholeFiles, sizeLimit: input.sizeLimit, colored: input.colored)
            movedColors = !input.colored ? nil : MovedColors { slot in s.git.value("color.diff." + slot)?.value }
            wordDiff = options.wordDiff
            // A word diff's lines are text, without markers to count: no table for it.
            tableOfContents = input.tableOfContents && !wordDiff
            // A table of contents counts whole files' lines, which events, line by line, do not hold.
            wholeFiles = preparer != nil || painterOptions.sideBySide || tableOfContents
        }
    }

    /// Renders the diff on standard input: `lines` calls its argument once per run of lines,
    /// with the block the lines sit in (`LineReader.forEachRun`).
    static func run(_ options: PagerCommand.Options, environment env: [String: String],
                    lines: (_ feed: ([UInt8], Range<Int>, Bool) throws -> Void) throws -> Void) throws {
        let stages = try Stages(options, environment: env)
        let parser = DiffParser(movedColors: stages.movedColors, wordDiff: stages.wordDiff)
        guard stages.wholeFiles else {
            // Nothing to prepare and lines painted one by one: the painting stage paints the
            // parser's events as they come, in batches of a few thousand, ordinary hunk lines
            // by the run.
            let stage = PaintingStage(painter: stages.painter, preparer: nil, output: stages.output)
            var parser = BlockParser(parser)
            let events = stage.emptyBatch()
            let take = { (event: consuming DiffEvent) in events.append(event) }
            var read = 0
            // The first batches are small, so the first screen is painted (and written) while
            // the rest is read; each is twice the one before, up to `batchBytes`.
            var limit = Self.firstBatchBytes
            do {
                try lines { block, run, hasNewline in
                    parser.feed(block, lines: run, hasNewline: hasNewline, emit: take)
                    read += run.count
                    if read >= limit {
                        let full = stage.emptyBatch()
                        full.exchange(with: events)
                        guard stage.send(full) else { throw PaintingStage.Stopped() }
                        read = 0
                        limit = min(2 * limit, Self.batchBytes)
                    }
                }
                parser.finish(emit: take)
                if !events.isEmpty { stage.send(events) }
            } catch is PaintingStage.Stopped {}
            try stage.finish()
            return
        }
        // Files gathered whole: the parser's events, ordinary hunk lines by the run, assembled
        // into items.
        try run(stages) { _, emit in
            try withoutActuallyEscaping(emit) { emit in
                var parser = BlockParser(parser)
                var assembler = DiffItemAssembler()
                try lines { block, run, hasNewline in
                    try parser.feed(block, lines: run, hasNewline: hasNewline) { event in try assembler.take(event, emit: emit) }
                }
                try parser.finish { event in try assembler.take(event, emit: emit) }
            }
        }
    }

    /// How many bytes of input the events handed to the painting stage at once are made of: a
    /// block or so (`LineReader.blockSize`), so the two threads seldom touch the reference count
    /// of the same block at the same time.
    static let batchBytes = LineReader.blockSize
    /// The first batch's: a screen or two of a diff.
    static let firstBatchBytes = 4_096
    /// Room for the events of that much input at first: a few thousand lines of text (hunk
    /// lines come as runs, a few events a hunk). Room not filled is never touched, so never
    /// resident; a batch that must grow copies its events.
    static let eventRun = 4_096

    /// Renders the items `source` hands to its argument, in order.
    static func run(_ options: PagerCommand.Options, environment env: [String: String],
                    source: (_ needs: Needs, _ emit: (consuming DiffItem) throws -> Void) throws -> Void) throws {
        var stages = try Stages(options, environment: env)
        guard stages.preparer != nil else {
            try stages.output.finishing {
                try gathering(stages, source) { item in
                    try stages.painter.paint(item) { .uncolored }
                    // The first screen goes out at each commit line and file, not at each line
                    // of text: a message's lines, each an item, made a write apiece.
                    if case .text = item { return }
                    try stages.output.writer.flushWhileStarting()
                }
                try stages.painter.finish()
            }
            return
        }
        try run(stages, source: source)
        if let preparer = stages.preparer { options.settings.session.leaveToExit(preparer) }
    }

    /// Items through the painting stage: this thread gathers them into windows; the stage
    /// prepares and paints them on another, a few windows behind.
    private static func run(_ stages: Stages, source: (_ needs: Needs, _ emit: (consuming DiffItem) throws -> Void) throws -> Void) throws {
        let stage = PaintingStage(painter: stages.painter, preparer: stages.preparer, output: stages.output)
        let prepared = stages.preparer != nil
        var window = Window.first(prepared: prepared)
        do {
            try gathering(stages, source) { item in
                window.take(item)
                if window.isFull {
                    guard stage.send(window) else { throw PaintingStage.Stopped() }
                    window = window.next()
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

    /// Runs `source`, its items handed to `take`: as they come, or, for a table of contents,
    /// each commit's files held until the commit ends (`ContentsGatherer`).
    private static func gathering(_ stages: Stages,
                                  _ source: (_ needs: Needs, _ emit: (consuming DiffItem) throws -> Void) throws -> Void,
                                  take: (consuming DiffItem) throws -> Void) throws {
        try withoutActuallyEscaping(take) { take in
            guard stages.tableOfContents else { return try source(stages.needs, take) }
            var gatherer = ContentsGatherer()
            try source(stages.needs) { item in try gatherer.take(item, emit: take) }
            try gatherer.finish(emit: take)
        }
    }

    /// The preparer for colored output: sides from the repository when in one (else from the
    /// files on disk), languages by its attributes.
    static func preparer(_ session: Session, wholeFiles: Bool, sizeLimit: Int, forced: Language?,
                         bothSides: Bool = false) -> Preparer {
        LanguageResolver.makeLanguagesAhead()
        let repository = session.blobs.map { RepositorySource($0, session) }
        let source: any BlobSource = repository ?? DiskFiles(below: session.folder)
        var lookup: LanguageResolver.AttributeLookup?
        if let repository { lookup = { name, path in repository.attribute(name, of: path) } }
        let resolver = LanguageResolver(forced: forced, attribute: lookup)
        return Preparer(source: wholeFiles ? source : nil, resolver: resolver,
                        options: Preparer.Options(wholeFiles: wholeFiles, sizeLimit: sizeLimit, bothSides: bothSides))
    }
}
