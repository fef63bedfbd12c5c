import Foundation
import TestSupport
import Testing
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
