import Diff
import Highlight
import Prepare
import Render
import Terminal

/// The pager's stages joined: lines → parser → sides → highlighter → painter → writer (or pager).
/// Fed by standard input in pager mode, by libgit2's patches in `tinge diff/show/log`.
enum DiffPipeline {
    /// Renders the diff on standard input: `lines` calls its argument once per line.
    static func run(_ options: PagerCommand.Options, environment env: [String: String],
                    lines: (_ feed: (ArraySlice<UInt8>, Bool) throws -> Void) throws -> Void) throws {
        try run(options, environment: env) { _, emit in
            try withoutActuallyEscaping(emit) { emit in
                var parser = DiffParser()
                try lines { raw, hasNewline in try parser.feed(raw, hasNewline: hasNewline, emit: emit) }
                try parser.finish(emit: emit)
            }
        }
    }

    /// What the painting needs from a source of items besides the items.
    struct Needs {
        /// Whether files are prepared with whole-file context: a source that has the sides'
        /// texts at hand should hand them on with each file (`FileDiff.sides`).
        var sides: Bool
        /// The largest side read for context.
        var sizeLimit: Int
    }

    /// Renders the items `source` hands to its argument, in order.
    static func run(_ options: PagerCommand.Options, environment env: [String: String],
                    source: (_ needs: Needs, _ emit: (DiffItem) throws -> Void) throws -> Void) throws {
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
        let painter = DiffPainter(theme: output.theme, depth: output.depth, options: painterOptions)
        // Nothing colored, nothing to prepare: no repository opened, no language chosen.
        let sizeLimit = try s.size("contextLimit")
        let preparer = output.depth == .none ? nil : preparer(wholeFiles: context.value == "file", sizeLimit: sizeLimit, forced: forced)
        let needs = Needs(sides: preparer != nil && context.value == "file", sizeLimit: sizeLimit)
        // This thread parses; the painting stage prepares and paints on another, a few windows behind.
        let stage = PaintingStage(painter: painter, preparer: preparer, output: output)
        var window = Window(prepared: preparer != nil)
        do {
            try source(needs) { item in
                window.take(item)
                if window.isFull {
                    guard stage.send(window) else { throw PaintingStage.Stopped() }
                    window = Window(prepared: preparer != nil)
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
}
