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

    /// Paints blame items, in the language `--language` names, else that of `fileName`, else one
    /// a `#!` line or a modeline names.
    static func paint(_ items: [BlameItem], fileName: String?, _ options: PagerCommand.Options,
                      environment env: [String: String]) throws {
        let stages = try InputStages(options, environment: env, title: fileName.map(VisibleText.escaped))
        var painter = BlamePainter(backend: stages.output.backend(title: stages.title), colored: stages.colored,
                                   options: stages.painterOptions)
        let language = stages.colored ? stages.forced ?? language(of: items, fileName: fileName, stages.session) : .plainText
        var lexer = LineLexer(language: language)
        try stages.output.finishing {
            for item in items {
                switch item {
                case .line(let line):
                    let tokens: [Token] = !stages.colored ? []
                        : stages.wholeFiles ? lexer.tokens(line.content) : lexer.tokens(line.content, from: .initial)
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
