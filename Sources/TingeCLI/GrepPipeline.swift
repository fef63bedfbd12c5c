import Diff
import Inputs
import Highlight
import Prepare
import Render

/// A search's output painted (`git grep -n`, `grep -rn`, `rg -n`, `rg --json`), line by line as
/// it comes: each line lexed from the state its file has there, read from disk (`SearchedFiles`),
/// what matched marked.
enum GrepPipeline {
    /// Paints the search on standard input: `lines` calls its argument once per line.
    static func run(_ options: PagerCommand.Options, form: GrepParser.Form, environment env: [String: String],
                    lines: (_ feed: (ArraySlice<UInt8>, Bool) throws -> Void) throws -> Void) throws {
        let stages = try InputStages(options, environment: env)
        let finder = try options.match.map { (pattern) throws(Failure) -> MatchFinder in
            do { return try MatchFinder(pattern: pattern) } catch {
                throw Failure.usage("option '--match': '\(pattern)' is not a regular expression")
            }
        }
        var painter = GrepPainter(backend: stages.output.backend(title: stages.title), colored: stages.colored,
                                  options: stages.painterOptions)
        // Files are read even uncolored: a colored search's line is told from the file's own escapes by its file.
        let files = searchedFiles(stages)
        var parser = GrepParser(form: form)
        try stages.output.finishing {
            let paint = { (item: GrepItem) throws in
                switch item {
                case .line(var line):
                    line = files.withFilesEscapes(line)
                    if line.matches.isEmpty, let finder { line.matches = finder.matches(in: line.content) }
                    try painter.paint(line, tokens: stages.colored ? files.tokens(line).tokens : [])
                case .separator(let line): try painter.paintSeparator(line)
                case .text(let line): try painter.paintText(line)
                }
            }
            try lines { raw, hasNewline in try parser.feed(raw, hasNewline: hasNewline, emit: paint) }
            try parser.finish(emit: paint)
            try painter.finish()
        }
    }

    /// The files lines are lexed in: read from disk below the current folder, their languages
    /// by name, attributes and first lines (none looked for uncolored).
    private static func searchedFiles(_ stages: InputStages) -> SearchedFiles {
        let limit = stages.sizeLimit
        let forced = stages.forced
        let colored = stages.colored
        let session = stages.session
        return SearchedFiles(read: { path in contents(path, limit: limit, session) }, language: { path, head in
            forced ?? (colored ? LanguageChoice.detect(path: path, bytes: head, session) : .plainText)
        }, wholeFiles: stages.wholeFiles)
    }

    /// The file at `path` (below the run's folder, as `DiskFiles` admits it) when it is no larger than `limit`.
    static func contents(_ path: String, limit: Int, _ session: Session) -> [UInt8]? {
        if case .content(let bytes)? = DiskFiles(below: session.folder).file(atPath: path, limit: limit) { return bytes }
        return nil
    }
}
