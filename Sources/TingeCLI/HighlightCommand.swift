import Highlight
import Prepare
import Render
import Terminal
import Theme

/// `tinge highlight [OPTIONS] [FILE…]`: prints files with syntax colors, or their tokens.
enum HighlightCommand {
    /// The output forms `--format` takes.
    enum Format: String {
        /// Colored text for the terminal.
        case ansi
        /// `START<TAB>LENGTH<TAB>KIND` a token.
        case tokens
        /// One HTML page.
        case html
    }

    /// The parsed command line: its flags (`Option.all`, scope `highlight`), its files, and
    /// a finder for each `--mark`.
    struct Options {
        var flags = Flags()
        var files: [String] = []
        var marks: [MatchFinder] = []

        var format: Format { flags[.highlightFormat] ?? .ansi }
        var language: String? { flags[.language] }
    }

    static func parse(_ arguments: [String]) throws(Failure) -> Options? {
        let parsed = try OptionParser.parse(arguments, scope: .highlight)
        if parsed.help { return nil }
        var options = Options(flags: parsed.flags)
        if options.format == .tokens {
            // Tokens are offsets and kinds: there is nothing to color or number.
            if options.flags.has(.lineNumbers) {
                throw Failure.usage("--format=tokens cannot be used with --line-numbers")
            }
            if options.flags.has(.theme) {
                throw Failure.usage("--format=tokens cannot be used with --theme, --dark or --light")
            }
            if options.flags[.color] == .always {
                throw Failure.usage("--format=tokens cannot be used with --color=always")
            }
            if options.flags.has(.mark) {
                throw Failure.usage("--format=tokens cannot be used with --mark")
            }
        }
        options.marks = try parsed.all(.mark).map { (pattern) throws(Failure) -> MatchFinder in
            do { return try MatchFinder(pattern: pattern) } catch {
                throw Failure.usage("option '--mark': '\(VisibleText.escaped(pattern))' is not a regular expression")
            }
        }
        options.files = parsed.operands.isEmpty ? ["-"] : parsed.operands
        return options
    }

    static func run(_ arguments: [String], _ session: Session) throws -> Int32 {
        guard let options = try parse(arguments) else {
            try session.printText(try Help.text(for: "highlight"))
            return Failure.Status.success
        }
        let forced = try options.language.map { (name) throws(Failure) -> Language in try LanguageChoice.named(name) }
        let tokensOnly = options.format == .tokens
        // The theme, color, tabs and pager also come from git config (tinge.theme, tinge.tabs,
        // tinge.pager); paging and line numbers only from the command line (`notFromConfigIn`).
        // Tabs are each file's project's width first, as in the pager (`ProjectTabs`).
        var settings = Settings(session, needsConfig: !tokensOnly)
        settings.scope = .highlight
        settings.flags = options.flags
        let color = tokensOnly ? When.never : settings[.color]
        let output = try Output(color: color, paging: tokensOnly ? .never : settings[.paging],
                                theme: tokensOnly ? nil : try settings.chosenTheme(),
                                format: options.format == .html ? .html : .terminal, settings: settings, session: session)
        let names = options.files.map { $0 == "-" ? "(standard input)" : VisibleText.escaped($0) }
        let backend = output.backend(title: names.joined(separator: ", "))
        let tabs = tokensOnly ? nil : try ProjectTabs.widths(settings)
        let fallbackTabs = settings[.tabs]
        let lineNumbers = settings[.lineNumbers]
        var failed = false
        for path in options.files {
            let bytes: [UInt8]
            do {
                bytes = try session.read(path)
            } catch {
                // Report it and go on: one bad file must not cost the others.
                try output.writer.flush()
                _ = Failure.report(error, session)
                failed = true
                continue
            }
            if tokensOnly, options.files.count > 1 { try output.writer.write("# \(VisibleText.escaped(path))\n") }
            if isBinary(bytes) {
                let name = path == "-" ? "(standard input)" : VisibleText.escaped(path)
                if !tokensOnly { try notice("binary file \(name), \(bytes.count) bytes, not shown", backend) }
                continue
            }
            let language = forced ?? LanguageChoice.detect(path: path == "-" ? nil : path, bytes: bytes, session)
            // Like grep's, marks are colors: uncolored output has none, so nothing is matched.
            let marks = output.depth == .none ? Marks() : MatchFinder.marks(of: options.marks, inLinesOf: bytes, as: .search)
            try bytes.withUnsafeBufferPointer { (text) throws(OutputError) in
                let tokens = Highlighter(language: language).tokens(in: text)
                if tokensOnly {
                    try TokenFormat.write(tokens, to: output.writer)
                } else {
                    let tabWidth = ProjectTabs.width(forFile: path, tabs, fallback: fallbackTabs, session)
                    try HighlightPrinter(backend: backend, tabWidth: tabWidth, lineNumbers: lineNumbers)
                        .print(text, tokens: tokens, marks: marks)
                }
            }
        }
        if !tokensOnly { try backend.finish() }
        try output.finish()
        if failed { throw Failure.someInputsFailed }
        return Failure.Status.success
    }

    /// Whether `bytes` look binary: a NUL byte in the first 8 KB, as git decides.
    static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.prefix(8000).contains(0)
    }

    /// `[text]` as a line of its own, in the notice's style; `text` is safe already.
    private static func notice(_ text: String, _ backend: any Backend) throws(OutputError) {
        var row = StyledLine()
        row.append(safe: "[\(text)]", Attributes(.notice))
        try backend.write(row, newline: true)
    }
}

/// The machine-readable token format: `START<TAB>LENGTH<TAB>KIND` a line, byte offsets.
enum TokenFormat {
    static func write(_ tokens: [Token], to out: OutputWriter) throws(OutputError) {
        var line: [UInt8] = []
        line.reserveCapacity(40)
        for token in tokens {
            line.removeAll(keepingCapacity: true)
            appendDecimal(token.start, to: &line)
            line.append(0x09)
            appendDecimal(token.length, to: &line)
            line.append(0x09)
            line += token.kind.name.utf8
            line.append(0x0A)
            try out.write(line)
        }
    }

    private static func appendDecimal(_ value: Int, to line: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &line) }
        line.append(UInt8(0x30 + value % 10))
    }
}
