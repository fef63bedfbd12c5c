import Diff
import Highlight
import Render
import Terminal

/// `tinge` reading a diff on stdin (as git's pager, or `git diff | tinge`): renders it with
/// whole-file context, or with `--color-only` colors each line and changes nothing else.
enum PagerCommand {
    /// The parsed command line and the settings it leaves to the environment and git config.
    struct Options {
        var settings: Settings
        var language: String?
        var colorOnly = false
        /// `--format`: terminal, or one HTML page. Not a git config key: a page is made on
        /// purpose, and git's pager must not start writing pages.
        var format = Output.Format.terminal
    }

    static func parse(_ arguments: [String], environment: [String: String]) throws(Failure) -> Options? {
        var o = Options(settings: Settings(environment: environment))
        var help = false
        var list = ArgumentList(arguments)
        try list.parse { (option, value, attached) throws(Failure) -> Bool in
            if option == "--help" || option == "-h" { help = true; return true }
            if option == "-s" { o.settings.flags["sideBySide"] = "true"; return true }
            return try take(option, value, attached: attached, into: &o)
        }
        if let extra = list.operands.first { throw Failure.usage("unexpected argument '\(extra)' (tinge reads a diff on standard input)") }
        if o.colorOnly, o.format == .html {
            throw Failure.usage("--color-only keeps every line as it came: it cannot be used with --format=html")
        }
        if o.colorOnly {
            // `git add -p` needs each line back as it came: nothing that adds, cuts or wraps lines.
            for (key, flag) in [("wrap", "--wrap"), ("lineNumbers", "--line-numbers"), ("width", "--width"),
                                ("maxLineLength", "--max-line-length")] where o.settings.flags[key] != nil {
                throw Failure.usage("--color-only keeps every line as it came: it cannot be used with \(flag)")
            }
            if o.settings.flags["paging"] == "always" {
                throw Failure.usage("--color-only writes to the program that runs it: it cannot be used with --paging=always")
            }
        }
        return help ? nil : o
    }

    /// Takes one of the pager's options into `o`; false when `option` is not one of them.
    static func take(_ option: String, _ value: () throws(Failure) -> String, attached: () -> String?,
                     into o: inout Options) throws(Failure) -> Bool {
        switch option {
        case "--color-only": o.colorOnly = true
        case "--context": o.settings.flags["context"] = try value()
        case "--context-limit": o.settings.flags["contextLimit"] = try value()
        case "--line-numbers", "-n": o.settings.flags["lineNumbers"] = "true"
        case "--tabs": o.settings.flags["tabs"] = try value()
        case "--width", "-w": o.settings.flags["width"] = try value()
        case "--max-line-length": o.settings.flags["maxLineLength"] = try value()
        case "--wrap": o.settings.flags["wrap"] = attached() ?? "always"
        case "--no-wrap": o.settings.flags["wrap"] = "never"
        case "--side-by-side": o.settings.flags["sideBySide"] = attached() ?? "true"
        case "--side-by-side-min-width": o.settings.flags["sideBySideMinWidth"] = try value()
        case "--navigate": o.settings.flags["navigate"] = attached() ?? "true"
        case "--no-navigate": o.settings.flags["navigate"] = "false"
        case "--language", "-l": o.language = try value()
        case "--theme": o.settings.flags["theme"] = try value()
        case "--dark": o.settings.flags["theme"] = "dark"
        case "--light": o.settings.flags["theme"] = "light"
        case "--color", "--colour": o.settings.flags["color"] = try value()
        case "--paging": o.settings.flags["paging"] = try value()
        case "--format": o.format = try Output.Format(try value())
        default: return false
        }
        return true
    }

    /// The painter's options from the settings. A page has no terminal's width: only `--width`
    /// (or `tinge.width`, `COLUMNS`) gives it one.
    static func painterOptions(_ s: Settings, colorOnly: Bool, format: Output.Format = .terminal,
                               environment: [String: String]) throws(Failure) -> DiffPainter.Options {
        var p = DiffPainter.Options()
        p.colorOnly = colorOnly
        p.lineNumbers = try s.bool("lineNumbers")
        p.tabWidth = try s.number("tabs", 0...16)
        p.wrap = try s.wrap()
        p.maxLineLength = try s.number("maxLineLength", 0...1_000_000)
        if s.resolve("width").value == "terminal" {
            p.width = format == .html ? nil
                : TerminalInfo.width(environment: [:], descriptor: 1) ?? TerminalInfo.width(environment: [:], descriptor: 2)
        } else {
            p.width = try s.number("width", 1...Settings.widest)
        }
        let sideBySide = s.resolve("sideBySide")
        switch sideBySide.value.lowercased() {
        case "auto":
            // Wide enough for two panes of code: the terminal's width decides (none known, none).
            let least = try s.number("sideBySideMinWidth", 1...Settings.widest)
            p.sideBySide = !colorOnly && (p.width.map { $0 >= least } ?? false)
        default:
            let on = try s.bool("sideBySide")
            p.sideBySide = !colorOnly && on
        }
        return p
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let env = TerminalInfo.environment()
        guard let options = try parse(arguments, environment: env) else {
            try Output.printText(Help.pager)
            return Failure.Status.success
        }
        try DiffPipeline.run(options, environment: env, lines: { feed in
            try LineReader(descriptor: 0).forEachLine(feed)
        })
        return Failure.Status.success
    }
}
