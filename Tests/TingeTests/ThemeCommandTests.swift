import Foundation
import TestSupport
import Testing
import Render
import Theme

/// Choosing themes on the command line: every built-in one, TextMate theme files by path and by
/// name in the user's themes folder, and the one-line errors when a theme cannot be had.
struct ThemeCommandTests {
    static let code = Array("let x = \"one\" // two\n".utf8)

    @Test func listsTheNamesOneALine() throws {
        let run = try InProcessRun.tinge(["themes", "--list"])
        #expect(run.status == 0)
        #expect(run.text == Theme.all.map { $0.name + "\n" }.joined())
    }

    /// The preview paints the sample diff in each theme: its title, then a colored diff.
    @Test func previewsEachThemeOnADiff() throws {
        let run = try InProcessRun.tinge(["themes", "--color=always"], environment: ["COLORTERM": "truecolor"])
        #expect(run.status == 0)
        for theme in Theme.all {
            #expect(run.text.contains("\(theme.name) (for \(theme.isDark ? "dark" : "light") backgrounds)\n"))
            let added = theme.diff.added.background!
            #expect(run.text.contains("48;2;\(added.r);\(added.g);\(added.b)m"), "\(theme.name)'s added lines")
        }
    }

    /// Each theme's part of a preview: from its title to the next theme's.
    static func sections(_ text: String) -> [String: String] {
        let titles = Theme.all.map { "\($0.name) (for \($0.isDark ? "dark" : "light") backgrounds)\n" }
        var parts: [String: String] = [:]
        for (n, theme) in Theme.all.enumerated() {
            guard let start = text.range(of: titles[n]) else { continue }
            let end = n + 1 < titles.count ? text.range(of: titles[n + 1])?.lowerBound ?? text.endIndex : text.endIndex
            parts[theme.name] = String(text[start.lowerBound..<end])
        }
        return parts
    }

    /// The characters of `line` shown on the terminal's own background: outside every SGR that
    /// sets one (`48;…`, 40–47, 100–107).
    static func unpaintedCharacters(_ line: Substring) -> Int {
        var count = 0
        var painted = false
        var rest = line[...]
        while let c = rest.first {
            if c == "\u{1B}", let m = rest.firstIndex(of: "m") {
                let codes = rest[rest.index(rest.startIndex, offsetBy: 2)..<m].split(separator: ";").compactMap { Int($0) }
                if codes.isEmpty || codes.first == 0 { painted = false }
                if codes.contains(where: { $0 == 48 || (40...47).contains($0) || (100...107).contains($0) }) { painted = true }
                rest = rest[rest.index(after: m)...]
                continue
            }
            if !painted { count += 1 }
            rest = rest.dropFirst()
        }
        return count
    }

    /// Each theme lies on its own page: every row of its sample filled to the width with its
    /// background (a row above and below too), its plain text in its own color, at 24-bit and
    /// at 256 colors; the title stays on the terminal's.
    @Test(arguments: [("truecolor", "xterm-256color"), ("", "xterm-256color")])
    func eachThemeLiesOnItsOwnBackground(_ colorterm: String, _ term: String) throws {
        let run = try InProcessRun.tinge(["themes", "--color=always"], environment: ["COLORTERM": colorterm, "TERM": term])
        #expect(run.status == 0)
        let sections = Self.sections(run.text)
        #expect(sections.count == Theme.all.count)
        for theme in Theme.all {
            let rows = sections[theme.name, default: ""].split(separator: "\n", omittingEmptySubsequences: false)
            #expect(rows.count == 26, "\(theme.name): \(rows.count) rows")
            #expect(!rows[0].contains("\u{1B}"), "the title is the terminal's")
            for row in rows.dropFirst().dropLast(2) {
                #expect(ANSIColors.text(String(row)).count == 80, "\(theme.name): \(row)")
                #expect(Self.unpaintedCharacters(row) == 0, "\(theme.name): \(row)")
            }
            let page = StyleTable(theme: theme, depth: colorterm.isEmpty ? .ansi256 : .trueColor, onPage: true)
            let plain = String(decoding: page.ansi.sequence(for: page.page), as: UTF8.self)
            #expect(sections[theme.name, default: ""].contains(plain + "    Greet with a count"), "\(theme.name)'s own text")
        }
    }

    /// At 16 colors (and 8) a theme's colors are the terminal's sixteen: the preview leaves the
    /// terminal's background and text, the added and removed lines its only bands.
    @Test func sixteenColorsLeaveTheTerminalsBackground() throws {
        let run = try InProcessRun.tinge(["themes", "--color=always"], environment: ["TERM": "xterm"])
        #expect(run.status == 0)
        for (name, section) in Self.sections(run.text) {
            for row in section.split(separator: "\n") where !row.contains(";41m") && !row.contains(";42m")
                && !row.contains(";43m") && !row.contains(";44m")
            {
                #expect(Self.unpaintedCharacters(row) == ANSIColors.text(String(row)).count, "\(name): \(row)")
            }
            #expect(section.contains("\n    Greet with a count"), "\(name)'s plain text is the terminal's")
        }
    }

    /// The previews as painted, escapes shown: a light theme and solarized-dark (whose page is a
    /// hue) at 24-bit, the light one at 256 colors and at 16.
    @Test func thePreviewAsPainted() throws {
        var listing = ""
        for (colorterm, term, names) in [("truecolor", "xterm-256color", ["light", "solarized-dark"]),
                                         ("", "xterm-256color", ["light"]), ("", "xterm", ["light"])] {
            let run = try InProcessRun.tinge(["themes", "--color=always"], environment: ["COLORTERM": colorterm, "TERM": term])
            let sections = Self.sections(run.text)
            for name in names { listing += "# \(term) \(colorterm)\n" + sections[name, default: ""] }
        }
        let problem = Golden.mismatch(listing.replacingOccurrences(of: "\u{1B}", with: "␛"),
                                      path: Golden.directory(of: #filePath) + "/Golden/themes-preview.txt")
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// Paged as `tinge highlight` is: on a terminal through the pager the settings choose, not
    /// with `--paging=never` nor into a pipe; `--paging=always` pages into a pipe too; git
    /// config's tinge.paging is the pager's, not this command's.
    @Test func thePreviewIsPaged() throws {
        let env = ["TINGE_PAGER": "sed s/^/paged:/"]
        let onTerminal = try InProcessRun.run(["themes"], environment: env, screen: .terminal(columns: 120))
        #expect(onTerminal.pager?.command == "sed s/^/paged:/")
        #expect(onTerminal.pager?.text.hasPrefix("dark (for dark backgrounds)\n") == true)
        #expect(onTerminal.stdout.isEmpty)
        let never = try InProcessRun.run(["themes", "--paging=never"], environment: env, screen: .terminal())
        #expect(never.pager == nil && never.text.hasPrefix("dark (for dark backgrounds)\n"))
        let piped = try InProcessRun.run(["themes"], environment: env)
        #expect(piped.pager == nil && !piped.stdout.isEmpty)
        let always = try InProcessRun.run(["themes", "--paging=always"], environment: env)
        #expect(always.pager?.command == "sed s/^/paged:/")
        let less = try InProcessRun.run(["themes"], screen: .terminal())
        #expect(less.pager?.command == "less -R -F -X", "the project's own less")
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.git("config", "tinge.paging", "never")
        let configured = try InProcessRun.run(["themes"], directory: dir.path, environment: env, screen: .terminal())
        #expect(configured.pager?.command == "sed s/^/paged:/")
        let bad = try InProcessRun.tinge(["themes", "--paging=sometimes"])
        #expect(bad.status == 2 && bad.stderr.contains("--paging") && bad.stderr.contains("'sometimes'"), "\(bad.stderr)")
    }

    /// A terminal narrower than the sample's 80 columns gets the sample at its width.
    @Test func aNarrowTerminalGetsTheSampleAtItsWidth() throws {
        let run = try InProcessRun.run(["themes", "--color=always", "--paging=never"],
                                       environment: ["COLORTERM": "truecolor"], screen: .terminal(columns: 60))
        let rows = Self.sections(run.text)["light", default: ""].split(separator: "\n").dropFirst()
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { ANSIColors.text(String($0)).count == 60 }, "\(rows)")
    }

    @Test(arguments: Theme.all.map(\.name))
    func everyBuiltInThemeIsChosenByName(_ name: String) throws {
        let run = try InProcessRun.tinge(
            ["highlight", "-l", "swift", "--color=always", "--theme", name], input: Self.code,
            environment: ["COLORTERM": "truecolor"])
        #expect(run.status == 0, "\(run.stderr)")
        let keyword = Theme.named(name)!.style(.keyword).foreground!
        #expect(run.text.contains("38;2;\(keyword.r);\(keyword.g);\(keyword.b)"))
    }

    @Test func anUnknownThemeIsOneLine() throws {
        let run = try InProcessRun.tinge(["--theme", "neon", "--color=always"], input: Array("diff\n".utf8))
        #expect(run.status == 2)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(run.stderr)")
        #expect(
            lines.first?.hasPrefix("tinge: command line (--theme): 'neon' is not a theme (themes: dark, light, ")
                == true)
        #expect(lines.first?.hasSuffix(" (the input follows unchanged)") == true)
        #expect(run.stdout == Array("diff\n".utf8), "the pager's input passed through")
    }

    static func themeFile(_ name: String = "Night") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>name</key><string>\(name)</string><key>settings</key><array>
        <dict><key>settings</key><dict><key>background</key><string>#101020</string>
        <key>foreground</key><string>#E0E0E0</string></dict></dict>
        <dict><key>scope</key><string>keyword</string><key>settings</key><dict>
        <key>foreground</key><string>#FF8800</string></dict></dict>
        </array></dict></plist>
        """
    }

    @Test func aTextMateThemeByPath() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("night.tmTheme", Self.themeFile())
        let run = try InProcessRun.tinge(
            ["highlight", "-l", "swift", "--color=always", "--theme", path], input: Self.code,
            environment: ["COLORTERM": "truecolor"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.text.contains("38;2;255;136;0mlet"))
    }

    /// By name from `$XDG_CONFIG_HOME/tinge/themes/`, then `~/.config/tinge/themes/`, in git
    /// config too; a built-in name is the built-in theme.
    @Test func aTextMateThemeByNameFromTheThemesFolder() throws {
        let home = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            atPath: home.path + "/.config/tinge/themes", withIntermediateDirectories: true)
        _ = try home.write(".config/tinge/themes/night.tmTheme", Self.themeFile())
        let env = ["COLORTERM": "truecolor", "HOME": home.path, "XDG_CONFIG_HOME": ""]
        let run = try InProcessRun.tinge(
            ["highlight", "-l", "swift", "--color=always", "--theme", "night"], input: Self.code,
            environment: env)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.text.contains("38;2;255;136;0mlet"))
        let xdg = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: xdg.path + "/tinge/themes", withIntermediateDirectories: true)
        _ = try xdg.write(
            "tinge/themes/night.tmTheme", Self.themeFile().replacingOccurrences(of: "#FF8800", with: "#00AAFF"))
        let first = try InProcessRun.tinge(
            ["highlight", "-l", "swift", "--color=always", "--theme", "night"], input: Self.code,
            environment: env.merging(["XDG_CONFIG_HOME": xdg.path]) { $1 })
        #expect(first.text.contains("38;2;0;170;255mlet"), "\(first.stderr)")
    }

    @Test(arguments: [
        ("missing.tmTheme", nil, "no such file or directory"),
        ("broken.tmTheme", "{ not: xml }", "not a property list (line 1: not XML)"),
        ("empty.tmTheme", "<plist><dict/></plist>", "no settings"),
        (
            "bad.tmTheme",
            "<plist><dict><key>settings</key><array><dict><key>settings</key><dict><key>background</key><string>#12345</string></dict></dict></array></dict></plist>",
            "bad color '#12345' for the background"
        ),
    ])
    func aBadThemeFileIsOneLineNamingIt(_ file: String, _ content: String?, _ problem: String) throws {
        let dir = try TemporaryDirectory()
        if let content { _ = try dir.write(file, content) }
        let path = dir.path + "/" + file
        let run = try InProcessRun.tinge(["highlight", "--color=always", "--theme", path], input: Self.code)
        #expect(run.status == 2)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(run.stderr)")
        #expect(lines.first?.hasPrefix("tinge: theme file '\(path)': \(problem)") == true, "\(run.stderr)")
    }
}
