import Diff
import Inputs
import Highlight
import Prepare
import Render
import Terminal

/// `tinge` reading a diff on stdin (as git's pager, or `git diff | tinge`): renders it with
/// whole-file context, or with `--color-only` colors each line and changes nothing else.
enum PagerCommand {
    /// The parsed command line and the settings it leaves to the environment and git config.
    struct Options {
        var settings: Settings
        /// `--format`: terminal, or one HTML page. Not a git config key: a page is made on
        /// purpose, and git's pager must not start writing pages.
        var format = Output.Format.terminal

        var colorOnly: Bool { settings[.colorOnly] }
        var language: String? { settings.flags[.language] }
        /// `-e`, `--match`: what to mark in a search's lines when the tool did not say.
        var match: String? { settings.flags[.match] }
        /// `--file-name`: the file a blame on standard input is of, for its language.
        var fileName: String? { settings.flags[.fileName] }
        /// Whether the input is git's word diff: `--word-diff`, or git's command line when tinge is its pager.
        /// `--word-diff=false` says it is not, whatever git was asked.
        var wordDiff: Bool {
            if let flag = settings.flags[.wordDiff] { return flag }
            return !colorOnly && GitParent.asksForWordDiff()
        }
    }

    static func parse(_ arguments: [String], _ session: Session) throws(Failure) -> Options? {
        var o = Options(settings: Settings(session))
        var help = false
        var list = ArgumentList(arguments)
        try list.parse { (option, value, attached) throws(Failure) -> Bool in
            if option == "--help" || option == "-h" { help = true; return true }
            return try take(option, value, attached: attached, scopes: [.rendered, .standardInput], into: &o)
        }
        if let extra = list.operands.first { throw Failure.usage("unexpected argument '\(extra)' (tinge reads a diff on standard input)") }
        if o.colorOnly, o.format == .html {
            throw Failure.usage("--color-only keeps every line as it came: it cannot be used with --format=html")
        }
        if o.colorOnly {
            // `git add -p` needs each line back as it came: nothing that adds, cuts or wraps lines.
            let reshaping: [OptionKeys] = [.wrap, .lineNumbers, .width, .maxLineLength]
            for key in reshaping where o.settings.flags.has(key) {
                throw Failure.usage("--color-only keeps every line as it came: it cannot be used with \(key.option.long ?? "")")
            }
            if o.settings.flags[.paging] == .always {
                throw Failure.usage("--color-only writes to the program that runs it: it cannot be used with --paging=always")
            }
        }
        return help ? nil : o
    }

    /// Takes one of `scopes`' options (`Option.all`) into `o`; false when `option` is not one of them.
    static func take(_ option: String, _ value: () throws(Failure) -> String, attached: () -> String?,
                     scopes: [Option.Scope] = [.rendered], into o: inout Options) throws(Failure) -> Bool {
        guard try OptionParser.take(option, value, attached: attached, scopes: scopes, into: &o.settings.flags) else {
            return false
        }
        if let format = o.settings.flags[.format] { o.format = format }
        return true
    }

    /// The painter's options from the settings. A page has no terminal's width: only `--width`
    /// (or `tinge.width`, `COLUMNS`) gives it one.
    static func painterOptions(_ s: Settings, colorOnly: Bool, format: Output.Format = .terminal,
                               environment: [String: String]) throws(Failure) -> DiffPainter.Options {
        var p = DiffPainter.Options()
        p.colorOnly = colorOnly
        p.lineNumbers = s[.lineNumbers]
        p.tabWidth = s[.tabs]
        p.wrap = s[.wrap]
        p.maxLineLength = s[.maxLineLength]
        if let width = s[.width] {
            p.width = width
        } else {
            p.width = format == .html ? nil
                : s.session.terminal.columns(s.session.standardOutput) ?? s.session.terminal.columns(s.session.standardError)
        }
        // `git add -p` matches each line back to what it sent: no escape but colors.
        p.hyperlinks = colorOnly ? nil : try LinkSettings.hyperlinks(s)
        if let on = s[.sideBySide] {
            p.sideBySide = !colorOnly && on
        } else {
            // auto: wide enough for two panes of code, as the width says (none known, none).
            let least = s[.sideBySideMinWidth]
            p.sideBySide = !colorOnly && (p.width.map { $0 >= least } ?? false)
        }
        return p
    }

    static func run(_ arguments: [String], _ session: Session) throws -> Int32 {
        let env = session.environment
        var reader = LineReader(descriptor: session.standardInput)
        var reading = false
        // tinge as its own pager through a wrapper: its output, painted already.
        if Pager.readsOwnOutput(descriptor: session.standardInput, environment: env) {
            do { try copy(&reader, to: session.standardOutput) } catch OutputError.closedPipe {}
            return Failure.Status.success
        }
        do {
            guard let options = try parse(arguments, session) else {
                try session.printText(Help.pager)
                return Failure.Status.success
            }
            // `git add -p` hands its filter a diff, always.
            let kind = options.colorOnly ? .diff : try inputKind(&reader, options.settings)
            let lines = { (feed: (ArraySlice<UInt8>, Bool) throws -> Void) throws in
                reading = true
                try reader.forEachLine(feed)
            }
            switch kind {
            case .diff:
                try DiffPipeline.run(options, environment: env) { feed in
                    reading = true
                    try reader.forEachRun(feed)
                }
            case .blame(let form): try BlamePipeline.run(options, form: form, environment: env, lines: lines)
            case .grep(let form): try GrepPipeline.run(options, form: form, environment: env, lines: lines)
            }
            return Failure.Status.success
        } catch let failure as Failure where !reading && !session.terminal.isTerminal(session.standardInput) {
            // A bad flag in core.pager or a diff filter must not hide git's output: the one line
            // that names it, then the input as it came (none of it read yet), as `cat` shows it.
            // Bad values from git config are warnings already (`Settings.subscript`): only flags get here.
            let message: String
            switch failure {
            case .usage(let text), .setting(let text): message = text
            default: throw failure
            }
            session.printError("tinge: \(message) (the input follows unchanged)")
            do {
                try passThrough(&reader, session)
            } catch OutputError.closedPipe {}
            return Failure.Status.usage
        }
    }

    /// Copies standard input to standard output as it came: byte for byte to a pipe (`git add
    /// -p` reads each line back), and to a terminal with git's colors kept and every other
    /// escape shown, not obeyed, as any content is, through the pager when one is wanted.
    private static func passThrough(_ reader: inout LineReader, _ session: Session) throws {
        guard session.terminal.isTerminal(session.standardOutput) else { return try copy(&reader, to: session.standardOutput) }
        let output = try Output(color: .auto, paging: .auto, theme: nil, session: session)
        let backend = output.backend()
        do {
            try reader.forEachLine { raw, newline in try backend.write(prefix: StyledLine(), keptColors: raw, newline: newline) }
            try backend.finish()
            try output.finish()
        } catch OutputError.closedPipe {
            output.abandon()
        }
    }

    /// Copies standard input to `descriptor` (standard output) byte for byte.
    private static func copy(_ reader: inout LineReader, to descriptor: Int32) throws {
        let writer = OutputWriter(descriptor: descriptor)
        try reader.forEachLine { raw, newline in
            try raw.withUnsafeBufferPointer { (p) throws(OutputError) in try writer.write(p) }
            if newline { writer.write(byte: 0x0A) }
        }
        try writer.flush()
    }

    /// What standard input holds, from its first lines (read ahead, none consumed): a blame or a
    /// search's output, else a diff, as it always was. A search's line is looked for in its file
    /// on disk (below the run's folder), which can tell at once.
    static func inputKind(_ reader: inout LineReader, _ settings: Settings) throws -> InputKind {
        let limit = settings[.contextLimit]
        var read: [String: [UInt8]?] = [:]
        var kind: InputKind?
        reader.peek(lines: InputKind.lineLimit, limit: 1 << 20) { lines, atEnd in
            kind = InputKind.of(lines, atEnd: atEnd) { path, number, content in
                let text = read[path] ?? GrepPipeline.contents(path, limit: limit, settings.session)
                read[path] = .some(text)
                return SearchedFiles.agreement(text, number: number, content: content)
            }
            return kind != nil
        }
        return kind ?? .diff
    }
}
