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
                    source: (_ feed: (ArraySlice<UInt8>, Bool) throws -> Void) throws -> Void) throws {
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
        let preparer = output.depth == .none ? nil
            : try preparer(wholeFiles: context.value == "file", sizeLimit: s.size("contextLimit"), forced: forced)
        // This thread parses; the painting stage prepares and paints on another, a few windows behind.
        let stage = PaintingStage(painter: painter, preparer: preparer, output: output)
        var parser = DiffParser()
        var window = Window(prepared: preparer != nil)
        do {
            try source { raw, hasNewline in
                parser.feed(raw, hasNewline: hasNewline) { window.take($0) }
                if window.isFull {
                    guard stage.send(window) else { throw PaintingStage.Stopped() }
                    window = Window(prepared: preparer != nil)
                }
            }
            parser.finish { window.take($0) }
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

    /// Calls `feed` for each line of `text` (the last one without `\n` flagged so), slices of it.
    static func lines(of text: [UInt8], _ feed: (ArraySlice<UInt8>, Bool) throws -> Void) throws {
        var start = 0
        for i in text.indices where text[i] == 0x0A {
            try feed(text[start..<i], true)
            start = i + 1
        }
        if start < text.count { try feed(text[start...], false) }
    }
}
