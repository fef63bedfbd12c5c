import Highlight
import Prepare
import Render
import Terminal
import Theme

/// `tinge highlight [OPTIONS] [FILE…]`: prints files with syntax colors, or their tokens.
enum HighlightCommand {
    /// The output forms `--format` takes: the pager's words (`terminal`, `html`) and `tokens`;
    /// `ansi`, the old word for `terminal`, is read as it (`OptionKeys.highlightFormat`).
    enum Format: String {
        /// Text for the terminal, colored as `--color` says.
        case terminal
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
        /// `--line-range`: the lines printed (empty: all).
        var ranges: [LineRange] = []
        /// `--highlight-line`: the lines singled out.
        var highlighted: [LineRange] = []

        var format: Format { flags[.highlightFormat] ?? .terminal }
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
            for key in [OptionKeys.lineRange, .highlightLine] where options.flags.has(key) {
                throw Failure.usage("--format=tokens cannot be used with \(key.option.long ?? "")")
            }
        }
        options.marks = try parsed.all(.mark).map { (pattern) throws(Failure) -> MatchFinder in
            do { return try MatchFinder(pattern: pattern) } catch {
                throw Failure.usage("option '--mark': '\(VisibleText.escaped(pattern))' is not a regular expression")
            }
        }
        options.ranges = parsed.all(.lineRange)
        options.highlighted = parsed.all(.highlightLine)
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
                                format: options.format == .html ? .html : .terminal, settings: settings,
                                styles: tokensOnly ? [] : settings.styles(), session: session)
        let names = options.files.map { $0 == "-" ? "(standard input)" : VisibleText.escaped($0) }
        let backend = output.backend(title: names.joined(separator: ", "))
        let tabs = tokensOnly ? nil : try ProjectTabs.widths(settings)
        let fallbackTabs = settings[.tabs]
        let lineNumbers = settings[.lineNumbers]
        let width = options.format == .html ? nil
            : session.terminal.columns(session.standardOutput)
                ?? session.terminal.columns(session.standardError)
        // Several files: each under its name, as bat and the pager's diffs title them; but plain
        // text into a pipe stays the files' text, as cat's (and bat's) does.
        let titled = options.files.count > 1 && (output.depth != .none || session.terminal.isTerminal(session.standardOutput))
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
            let name = path == "-" ? "(standard input)" : VisibleText.escaped(path)
            if tokensOnly, options.files.count > 1 { try output.writer.write("# \(VisibleText.escaped(path))\n") }
            let tabWidth = tokensOnly ? 0 : ProjectTabs.width(forFile: path, tabs, fallback: fallbackTabs, session)
            var printer = HighlightPrinter(backend: backend, tabWidth: tabWidth, lineNumbers: lineNumbers)
            printer.ranges = options.ranges
            printer.width = width
            // Like marks, a line singled out is a color: uncolored output has none.
            if output.depth != .none { printer.highlighted = options.highlighted }
            if !tokensOnly, titled { try printer.printTitle(name) }
            if isBinary(bytes) {
                if !tokensOnly { try notice("binary file \(name), \(bytes.count) bytes, not shown", backend) }
                continue
            }
            let language = forced ?? LanguageChoice.detect(path: path == "-" ? nil : path, bytes: bytes, session)
            // Like grep's, marks are colors: uncolored output has none, so nothing is matched.
            let marks = output.depth == .none ? Marks() : MatchFinder.marks(of: options.marks, inLinesOf: bytes, as: .search)
            try bytes.withUnsafeBufferPointer { (text) throws(OutputError) in
                // Lexed from the top (a range inside a comment is comment), as far as the last line printed.
                let lexed = printer.lastLine.map { UnsafeBufferPointer(rebasing: text[..<Self.end(ofLine: $0, in: text)]) } ?? text
                let tokens = Highlighter(language: language).tokens(in: lexed)
                if tokensOnly {
                    try TokenFormat.write(tokens, to: output.writer)
                } else {
                    try printer.print(text, tokens: tokens, marks: marks)
                }
            }
        }
        if !tokensOnly { try backend.finish() }
        try output.finish()
        if failed { throw Failure.someInputsFailed }
        return Failure.Status.success
    }

    /// Where line `number` (1-based) of `text` ends, its `\n` included; the text's end when it
    /// has no such line.
    static func end(ofLine number: Int, in text: UnsafeBufferPointer<UInt8>) -> Int {
        var line = 1
        for i in text.indices where text[i] == 0x0A {
            if line == number { return i + 1 }
            line += 1
        }
        return text.count
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
