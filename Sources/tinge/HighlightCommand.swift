import Highlight
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

    /// The parsed command line.
    struct Options {
        var language: String?
        var theme: String?
        var color: When?
        var paging = When.auto
        var format = Format.ansi
        var lineNumbers = false
        var tabs: Int?
        var files: [String] = []
    }

    static func parse(_ arguments: [String]) throws(Failure) -> Options? {
        var options = Options()
        var help = false
        var list = ArgumentList(arguments)
        try list.parse { (option, value) throws(Failure) -> Bool in
            switch option {
            case "--language", "-l": options.language = try value()
            case "--theme": options.theme = try value()
            case "--dark": options.theme = "dark"
            case "--light": options.theme = "light"
            case "--color", "--colour": options.color = try When(try value(), option: option)
            case "--paging": options.paging = try When(try value(), option: option)
            case "--format":
                let v = try value()
                guard let f = Format(rawValue: v) else {
                    throw Failure.usage("option '--format' takes ansi, tokens or html, not '\(v)'")
                }
                options.format = f
            case "--line-numbers", "-n": options.lineNumbers = true
            case "--tabs":
                let v = try value()
                guard let n = Int(v), (0...16).contains(n) else { throw Failure.usage("option '--tabs' takes a number from 0 to 16, not '\(v)'") }
                options.tabs = n
            case "--help", "-h": help = true
            default: return false
            }
            return true
        }
        if help { return nil }
        if options.format == .tokens {
            // Tokens are offsets and kinds: there is nothing to color or number.
            if options.lineNumbers { throw Failure.usage("--format=tokens cannot be used with --line-numbers") }
            if options.theme != nil { throw Failure.usage("--format=tokens cannot be used with --theme, --dark or --light") }
            if options.color == .always { throw Failure.usage("--format=tokens cannot be used with --color=always") }
        }
        options.files = list.operands.isEmpty ? ["-"] : list.operands
        return options
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        guard let options = try parse(arguments) else {
            try Output.printText(try Help.text(for: "highlight"))
            return Failure.Status.success
        }
        let forced = try options.language.map { (name) throws(Failure) -> Language in try LanguageChoice.named(name) }
        let env = TerminalInfo.environment()
        let tokensOnly = options.format == .tokens
        // The theme, tabs and pager also come from git config (tinge.theme, tinge.tabs, tinge.pager).
        var settings = Settings(environment: env, needsConfig: !tokensOnly)
        if let theme = options.theme { settings.flags["theme"] = theme }
        if let tabs = options.tabs { settings.flags["tabs"] = String(tabs) }
        if let color = options.color { settings.flags["color"] = color.rawValue }
        let color = tokensOnly ? When.never : try settings.when("color")
        let output = try Output(color: color, paging: tokensOnly ? .never : options.paging,
                                theme: tokensOnly ? nil : try settings.chosenTheme(),
                                format: options.format == .html ? .html : .terminal, settings: settings, environment: env)
        let names = options.files.map { $0 == "-" ? "(standard input)" : VisibleText.escaped($0) }
        let backend = output.backend(title: names.joined(separator: ", "))
        let printer = HighlightPrinter(backend: backend, tabWidth: try settings.number("tabs"),
                                       lineNumbers: options.lineNumbers)
        var failed = false
        for path in options.files {
            let bytes: [UInt8]
            do {
                bytes = try FileInput.read(path)
            } catch {
                // Report it and go on: one bad file must not cost the others.
                try output.writer.flush()
                _ = Failure.report(error)
                failed = true
                continue
            }
            if tokensOnly, options.files.count > 1 { try output.writer.write("# \(VisibleText.escaped(path))\n") }
            if isBinary(bytes) {
                let name = path == "-" ? "(standard input)" : VisibleText.escaped(path)
                if !tokensOnly { try notice("binary file \(name), \(bytes.count) bytes, not shown", backend) }
                continue
            }
            let language = forced ?? LanguageChoice.detect(path: path == "-" ? nil : path, bytes: bytes)
            try bytes.withUnsafeBufferPointer { (text) throws(OutputError) in
                let tokens = Highlighter(language: language).tokens(in: text)
                if tokensOnly {
                    try TokenFormat.write(tokens, to: output.writer)
                } else {
                    try printer.print(text, tokens: tokens)
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
