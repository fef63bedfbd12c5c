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

    /// What the pane script reads back: the window's width, a cell's and a line's, the page's
    /// text, and each side-by-side row's panes.
    struct PaneProbe: Decodable {
        struct Row: Decodable {
            /// Each pane's left and right edge, its background, and its code's box.
            let left: [Double]
            let right: [Double]
            let leftFill: String
            let rightFill: String
            let code: [Double]
            let codeHeight: Double
        }
        let window: Double
        let cell: Double
        let line: Double
        let text: String
        let rows: [Row]
    }

    /// Measures the side-by-side rows as the browser laid them out.
    static let paneScript = """
        <script>
        const page = document.querySelector("pre");
        const cell = document.createElement("span");
        cell.textContent = "0".repeat(100);
        page.appendChild(cell);
        const width = cell.getBoundingClientRect().width / 100;
        cell.remove();
        const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.right]; };
        const rows = [...document.querySelectorAll(".panes")].map(row => {
          const [left, right] = row.querySelectorAll(":scope > .pane");
          const code = right.querySelector(".code");
          return { left: box(left), right: box(right), leftFill: getComputedStyle(left).backgroundColor,
                   rightFill: getComputedStyle(right).backgroundColor, code: box(code),
                   codeHeight: code.getBoundingClientRect().height };
        });
        const probe = document.createElement("pre");
        probe.id = "probe";
        probe.textContent = JSON.stringify({ window: document.documentElement.clientWidth, cell: width,
          line: parseFloat(getComputedStyle(page).lineHeight), text: page.textContent, rows });
        document.body.appendChild(probe);
        </script>
        """

    /// A change of a short line into a long one, and an added line, side by side as a page,
    /// opened at 1,400 pixels wide and measured.
    static func panes(_ flags: [String]) throws -> PaneProbe? {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("notes.txt", "a\nshort\nb\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        let long = "short, and now " + String(repeating: "long enough to wrap in its pane ", count: 8) + "end"
        try dir.write("notes.txt", "a\n\(long)\nb\nnew\n")
        try dir.git("commit", "-qam", "second")
        let diff = try ToolRun.run("git", ["show"], directory: dir.path).stdout
        let page = try ToolRun.tinge(["--format=html", "--side-by-side", "-n", "--theme=dark"] + flags, input: diff,
                                     directory: dir.path)
        #expect(page.status == 0)
        let file = try dir.write("page.html", page.text.replacingOccurrences(of: "</body>", with: Self.paneScript + "</body>"))
        let browser = try ToolRun.run("timeout", ["60", "chromium", "--headless", "--no-sandbox", "--disable-gpu",
                                                  "--window-size=1400,800", "--user-data-dir=\(dir.path)/profile",
                                                  "--dump-dom", URL(fileURLWithPath: file).absoluteString])
        guard browser.status != 127 else {
            Issue.record("chromium is not installed (apt-get install chromium; .ci/run installs it): \(browser.stderr)")
            return nil
        }
        let dom = browser.text
        guard let start = dom.range(of: "<pre id=\"probe\">"), let end = dom[start.upperBound...].range(of: "</pre>") else {
            Issue.record("the browser wrote no probe (status \(browser.status)): \(browser.stderr.suffix(2000))")
            return nil
        }
        let json = HTMLPage.decoded(String(dom[start.upperBound..<end.lowerBound]))
        let probe = try JSONDecoder().decode(PaneProbe.self, from: Data(json.utf8))
        #expect(probe.text.contains(long), "the long line whole, not cut into rows")
        #expect(!probe.text.contains("↪"), "no wrap marker on a page")
        #expect(probe.rows.count == 4, "a row a pair of lines: \(probe.rows.count)")
        return probe
    }

    /// Side by side in a 1,400-pixel window (issue 24): the two panes share the window, equal,
    /// the right one to the window's edge; the long line wraps inside its pane, on its
    /// pane's background, each pane's to its edge (the left's at the divider).
    @Test func sideBySidePanesFillTheWindowAndWrapInside() throws {
        guard let probe = try Self.panes([]) else { return }
        let theme = Theme.dark
        for row in probe.rows {
            let (left, right) = (row.left[1] - row.left[0], row.right[1] - row.right[0])
            #expect(abs(left - right) <= 1, "equal panes: \(left) and \(right)")
            #expect(abs(row.right[1] - probe.window) <= 1, "the right pane ends at the window's edge: \(row.right)")
            #expect(row.right[0] - row.left[1] < 2 * probe.cell, "only the divider between them")
        }
        let changed = probe.rows[1]
        #expect(changed.leftFill == Self.css(theme.style(Attributes(.plain, tone: .removed), lineBackgrounds: true).background))
        #expect(changed.rightFill == Self.css(theme.style(Attributes(.plain, tone: .added), lineBackgrounds: true).background))
        #expect(changed.codeHeight >= 2 * probe.line, "the long line wraps: \(changed.codeHeight) for lines of \(probe.line)")
        #expect(changed.code[1] <= changed.right[1] + 0.5, "inside its pane")
        #expect(probe.rows[0].codeHeight < 1.5 * probe.line, "a short line is one line")
    }

    /// With `--width` the panes share that many cells, each pane's background to its own edge
    /// (the left's at the divider, the right's at the width), not the window's.
    @Test func sideBySidePanesTakeTheWidthAskedFor() throws {
        guard let probe = try Self.panes(["--width=60"]) else { return }
        for row in probe.rows {
            #expect(abs((row.right[1] - row.left[0]) / probe.cell - 60) <= 1, "60 cells: \(row)")
            #expect(abs((row.left[1] - row.left[0]) - (row.right[1] - row.right[0])) <= 1, "equal panes: \(row)")
        }
        #expect(probe.rows[1].codeHeight >= 3 * probe.line, "the long line wraps in a narrow pane")
    }
}
