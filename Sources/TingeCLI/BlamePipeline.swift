import Diff
import Inputs
import Highlight
import Prepare
import Render

/// A blame painted: its lines are its file's, in order, so they are lexed one after another as
/// one text (whole-file context without reading the file), in the language of the file blamed.
///
/// Fed by standard input (`git blame … | tinge`, or tinge as git's pager) and by `tinge blame`,
/// which runs `git blame` and reads what it prints.
enum BlamePipeline {
    /// Paints a blame git printed: `lines` calls its argument once per line. A blame is read
    /// whole first: git computes it whole before printing, and its language may need its end.
    /// `fileName` is the file blamed, when the caller knows it (`tinge blame`).
    static func run(_ options: PagerCommand.Options, form: BlameParser.Form, fileName: String? = nil,
                    environment env: [String: String],
                    lines: (_ feed: (ArraySlice<UInt8>, Bool) throws -> Void) throws -> Void) throws {
        var parser = BlameParser(form: form)
        var items: [BlameItem] = []
        try lines { raw, hasNewline in parser.feed(raw, hasNewline: hasNewline) { items.append($0) } }
        parser.finish { items.append($0) }
        let name = parser.fileName ?? options.fileName ?? fileName ?? GitParent.blamedFile()
        try paint(items, fileName: name, options, environment: env)
    }

    /// Paints blame items, in the language `--language` names, else that of `fileName` (or of the
    /// file the lines are found to be, `BlamedFile`), else one a `#!` line or a modeline names.
    /// With the file found, a line that does not follow the one before (the blame's first, the
    /// first of another `-L` range) is lexed from the state the file has there.
    static func paint(_ items: [BlameItem], fileName: String?, _ options: PagerCommand.Options,
                      environment env: [String: String]) throws {
        let stages = try InputStages(options, environment: env, title: fileName.map(VisibleText.escaped))
        var painter = BlamePainter(backend: stages.output.backend(title: stages.title), colored: stages.colored,
                                   options: stages.painterOptions)
        let needsFile = stages.colored && (stages.wholeFiles || (fileName == nil && stages.forced == nil))
        let found = needsFile ? BlamedFile.find(BlamedLines(items), named: fileName, limit: stages.sizeLimit, stages.session) : nil
        let language = stages.colored ? stages.forced ?? language(of: items, fileName: fileName ?? found?.path, stages.session) : .plainText
        var lexer = LineLexer(language: language)
        let side = stages.wholeFiles ? found.map { LexedSide(text: $0.text, language: language) } : nil
        var next = 1
        try stages.output.finishing {
            for item in items {
                switch item {
                case .line(let line):
                    let tokens: [Token]
                    if !stages.colored {
                        tokens = []
                    } else if !stages.wholeFiles {
                        tokens = lexer.tokens(line.content, from: .initial)
                    } else if line.number != next, let state = side?.state(atLine: line.number) {
                        tokens = lexer.tokens(line.content, from: state)
                    } else {
                        tokens = lexer.tokens(line.content)
                    }
                    next = line.number + 1
                    try painter.paint(line, tokens: tokens)
                case .text(let line):
                    try painter.paintText(line)
                }
            }
            try painter.finish()
        }
    }

    /// The language of the blamed file: by its name (and its repository's attributes), else by
    /// its first and last lines.
    private static func language(of items: [BlameItem], fileName: String?, _ session: Session) -> Language {
        var head: [UInt8] = []
        var tail: [ArraySlice<UInt8>] = []
        var tailBytes = 0
        for case .line(let line) in items {
            if head.count < 4096 { head += line.content + [0x0A] }
            tail.append(line.content)
            tailBytes += line.content.count + 1
            while tailBytes > 4096, tail.count > 1 { tailBytes -= tail.removeFirst().count + 1 }
        }
        var lookup: LanguageResolver.AttributeLookup?
        if let fileName { lookup = { attribute, _ in LanguageChoice.attribute(attribute, ofFile: fileName, session) } }
        let resolver = LanguageResolver(attribute: lookup)
        return resolver.language(forPath: fileName, head: { head }, tail: { tail.flatMap { $0 + [0x0A] } })
    }
}
