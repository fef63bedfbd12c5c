import Highlight
import Render
import Terminal
import Theme

/// `tinge themes`: shows each built-in theme on a small sample.
enum ThemesCommand {
    static let sample = """
        /// Greets everyone on the list, once.
        func greet(_ names: [String], times: Int = 1) -> Int {
            let pattern = #/[A-Z]\\w+/#  // capitalized names
            for name in names where name.contains(pattern) {
                print("Hello, \\(name)!\\t\\u{1F44B}", 0x2A)
            }
            return names.count * times
        }

        """

    static func run(_ arguments: [String]) throws {
        let env = TerminalInfo.environment()
        var settings = Settings(environment: env)
        var list = ArgumentList(arguments)
        try list.parse { (option, value) throws(Failure) -> Bool in
            guard option == "--color" || option == "--colour" else { return false }
            settings.flags["color"] = try When(try value(), option: option).rawValue
            return true
        }
        if let extra = list.operands.first { throw Failure.usage("unexpected argument '\(extra)'") }
        // As every command: colors on a terminal, none in a pipe or under NO_COLOR, unless asked.
        let output = try Output(color: try settings.when("color"), paging: .never, theme: nil, environment: env)
        let bytes = Array(sample.utf8)
        let tokens = Highlighter(language: .swift).tokens(in: bytes)
        for theme in Theme.all {
            try output.writer.write("\(theme.name) (for \(theme.isDark ? "dark" : "light") backgrounds)\n\n")
            let printer = HighlightPrinter(backend: ANSIBackend(theme: theme, depth: output.depth, to: output.writer), lineNumbers: true)
            try bytes.withUnsafeBufferPointer { (text) throws(OutputError) in try printer.print(text, tokens: tokens) }
            try output.writer.write("\n")
        }
        try output.finish()
    }
}
