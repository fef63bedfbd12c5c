import Render
import Terminal
import Theme

/// `tinge themes`: each built-in theme on a small diff, painted as the pager paints one (a
/// commit, a file's title, a hunk with changed words) on the theme's own background, paged as
/// `tinge highlight` is; `--list` prints the names, one a line.
enum ThemesCommand {
    /// A real change: a commit that taught a greeting function to count, whole-file context
    /// left out (the painter lexes the hunks alone).
    static let sample = """
        commit 5d1c0a29e3b84f1e9c7a6b2d4f0e8c1a3b5d7e9f (HEAD -> main)
        Author: Ada Lovelace <ada@example.org>
        Date:   Mon Nov 30 10:12:00 2026 +0000

            Greet with a count, and only capitalized names

        diff --git a/Sources/Greeter.swift b/Sources/Greeter.swift
        index 3b18e51..7a2c9d4 100644
        --- a/Sources/Greeter.swift
        +++ b/Sources/Greeter.swift
        @@ -1,9 +1,10 @@ import Foundation
         /// Greets everyone on the list, once.
        -func greet(_ names: [String]) {
        +func greet(_ names: [String], times: Int = 1) -> Int {
        +    let pattern = #/[A-Z]\\w+/#  // capitalized names
        -    for name in names {
        -        print("Hello, " + name)
        +    for name in names where name.contains(pattern) {
        +        print("Hello, \\(name)!\\t\\u{1F44B}", 0x2A)
             }
        +    return names.count * times
         }

        """

    static func run(_ arguments: [String], _ session: Session) throws {
        let parsed = try OptionParser.parse(arguments, scope: .themes)
        if parsed.help {
            try session.printText(Help.themes)
            return
        }
        if let extra = parsed.operands.first { throw Failure.usage("unexpected argument '\(extra)'") }
        var settings = Settings(session)
        settings.scope = .themes
        settings.flags = parsed.flags
        if settings.flags.has(.list) {
            try session.printText(Theme.all.map { $0.name + "\n" }.joined())
            return
        }
        // As every command: colors on a terminal, none in a pipe or under NO_COLOR, unless
        // asked; paged on a terminal as `tinge highlight` is (`--paging` from the command line).
        let output = try Output(color: settings[.color], paging: settings[.paging], theme: nil, settings: settings,
                                session: session)
        let width = min(80, session.terminal.columns(session.standardOutput) ?? 80)
        try output.finishing {
            for theme in Theme.all {
                try output.writer.write("\(theme.name) (for \(theme.isDark ? "dark" : "light") backgrounds)\n")
                // On the theme's own page, a row above and below the sample: a light theme shows
                // as light on a dark terminal, its plain text in its own color.
                let backend = ANSIBackend(theme: theme, depth: output.depth, to: output.writer, pageWidth: width)
                try backend.write(StyledLine(), newline: true)
                try paint(sample, backend, colored: output.depth != .none, width: width)
                if output.depth != .none { try backend.write(StyledLine(), newline: true) }
                try output.writer.write("\n")
            }
        }
    }

    /// `diff` through the pager's own steps, at `width` columns.
    static func paint(_ diff: String, _ backend: any Backend, colored: Bool, width: Int) throws {
        var options = DiffPainter.Options()
        options.width = width
        try DiffPainter.paint(diff, to: backend, colored: colored, options: options)
    }
}
