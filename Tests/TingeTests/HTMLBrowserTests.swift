import Foundation
import TestSupport
import Testing
import Theme

/// A page tinge wrote, opened by a real browser: headless Chromium (Debian's `chromium`, which
/// `.ci/run` installs). Not skipped when it is missing: then the test fails and says so.
@Suite struct HTMLBrowserTests {
    /// What the injected script reads back: computed colors, and the text of the rows.
    struct Probe: Decodable {
        let added: String?
        let removed: String?
        let addedGutter: String?
        let comment: String?
        let commentStyle: String?
        let page: String?
        let text: String
    }

    /// Finds elements by the classes tinge gives them and writes what the browser computed for
    /// them into the page, which `--dump-dom` then prints.
    static let script = """
        <script>
        const computed = (selector, property) => {
          const element = document.querySelector(selector);
          return element ? getComputedStyle(element)[property] : null;
        };
        const probe = document.createElement("pre");
        probe.id = "probe";
        probe.textContent = JSON.stringify({
          added: computed(".r-added", "backgroundColor"),
          removed: computed(".r-removed", "backgroundColor"),
          addedGutter: computed(".r-added .f-gutter", "backgroundColor"),
          comment: computed(".f-comment", "color"),
          commentStyle: computed(".f-comment", "fontStyle"),
          page: getComputedStyle(document.documentElement).backgroundColor,
          text: document.querySelector("pre").textContent,
        });
        document.body.appendChild(probe);
        </script>
        """

    /// `rgb(r, g, b)` as CSS computes a color.
    static func css(_ color: RGB?) -> String? {
        color.map { "rgb(\($0.r), \($0.g), \($0.b))" }
    }

    @Test func aBrowserShowsTheThemesColors() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("greet.swift", "func greet() {\n    // say hello\n    print(\"Hello\")\n}\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        try dir.write("greet.swift", "func greet() {\n    // say hello\n    print(\"Hello, <world> & all\")\n}\n")
        try dir.git("commit", "-qam", "second")
        let diff = try ToolRun.run("git", ["show"], directory: dir.path).stdout
        // No theme asked for: both are on the page, and the browser, told to prefer dark, takes the dark one.
        let page = try InProcessRun.tinge(["--format=html", "-n"], input: diff, directory: dir.path)
        let plain = try InProcessRun.tinge(["--color=never", "-n"], input: diff, directory: dir.path)
        #expect(page.status == 0 && plain.status == 0)
        let probed = page.text.replacingOccurrences(of: "</body>", with: Self.script + "</body>")
        let file = try dir.write("page.html", probed)

        let browser = try ToolRun.run("timeout", ["60", "chromium", "--headless", "--no-sandbox", "--disable-gpu",
                                                  "--force-dark-mode", "--user-data-dir=\(dir.path)/profile",
                                                  "--dump-dom", URL(fileURLWithPath: file).absoluteString])
        guard browser.status != 127 else {
            Issue.record("chromium is not installed (apt-get install chromium; .ci/run installs it): \(browser.stderr)")
            return
        }
        let dom = browser.text
        guard let start = dom.range(of: "<pre id=\"probe\">"), let end = dom[start.upperBound...].range(of: "</pre>") else {
            Issue.record("the browser wrote no probe (status \(browser.status)): \(browser.stderr.suffix(2000))")
            return
        }
        let json = HTMLPage.decoded(String(dom[start.upperBound..<end.lowerBound]))
        let probe = try JSONDecoder().decode(Probe.self, from: Data(json.utf8))

        // The rows as the browser holds them are the uncolored output.
        #expect(probe.text == plain.text)
        #expect(probe.text.contains("+    print(\"Hello, <world> & all\")"))
        // The colors are the dark theme's, each where the theme puts it.
        let theme = Theme.dark
        let addedLine = theme.style(Attributes(.plain, tone: .added), lineBackgrounds: true).background
        let removedLine = theme.style(Attributes(.plain, tone: .removed), lineBackgrounds: true).background
        #expect(probe.added == Self.css(addedLine))
        #expect(probe.removed == Self.css(removedLine))
        #expect(probe.page == Self.css(theme.page.background))
        #expect(probe.addedGutter == Self.css(theme.page.background), "a gutter keeps the page's background, as in the terminal")
        #expect(probe.comment == Self.css(theme.style(.comment).foreground))
        #expect(probe.commentStyle == (theme.style(.comment).italic ? "italic" : "normal"))
        #expect(Set([probe.added, probe.removed, probe.page]).count == 3)
    }

    /// Measures, in cells (the width of a `0` in the page's font), where each toned row's
    /// background ends.
    static let paneScript = """
        <script>
        const page = document.querySelector("pre");
        const cell = document.createElement("span");
        cell.textContent = "0".repeat(100);
        page.appendChild(cell);
        const width = cell.getBoundingClientRect().width / 100;
        const ends = [...document.querySelectorAll(".r-added, .r-removed")].map(row =>
          Math.round((row.getBoundingClientRect().right - page.getBoundingClientRect().left) / width));
        const probe = document.createElement("pre");
        probe.id = "probe";
        probe.textContent = JSON.stringify(ends);
        document.body.appendChild(probe);
        </script>
        """

    /// Side by side in a window far wider than the panes: the right pane's background ends at
    /// its pane's edge, as the left one's does at the divider, not at the window's (issue 24).
    @Test func sideBySidePanesEndAtTheirWidth() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("notes.txt", "a\nshort\nb\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        try dir.write("notes.txt", "a\nshort, and now long enough to wrap in its pane at this width\nb\nnew\n")
        try dir.git("commit", "-qam", "second")
        let diff = try ToolRun.run("git", ["show"], directory: dir.path).stdout
        let page = try ToolRun.tinge(["--format=html", "--side-by-side", "--width=60", "--theme=dark"], input: diff,
                                     directory: dir.path)
        #expect(page.status == 0)
        let file = try dir.write("page.html", page.text.replacingOccurrences(of: "</body>", with: Self.paneScript + "</body>"))
        let browser = try ToolRun.run("timeout", ["60", "chromium", "--headless", "--no-sandbox", "--disable-gpu",
                                                  "--window-size=1400,800", "--user-data-dir=\(dir.path)/profile",
                                                  "--dump-dom", URL(fileURLWithPath: file).absoluteString])
        let dom = browser.text
        guard let start = dom.range(of: "<pre id=\"probe\">"), let end = dom[start.upperBound...].range(of: "</pre>") else {
            Issue.record("the browser wrote no probe (status \(browser.status)): \(browser.stderr.suffix(2000))")
            return
        }
        let json = HTMLPage.decoded(String(dom[start.upperBound..<end.lowerBound]))
        let ends = try JSONDecoder().decode([Int].self, from: Data(json.utf8))
        #expect(ends.count == 4, "the wrapped pair's three rows and the added line's")
        #expect(ends.allSatisfy { $0 == 60 }, "each toned row's background ends at the width: \(ends)")
    }
}
