import Render
import Terminal
import TestSupport
import Testing
import Theme

/// A colored hunk line of printable ASCII goes to the terminal span by span, its row never
/// built (`ANSIBackend.SpanWriter`): byte for byte what the row built and written makes, under
/// every option that shapes a line, and every other line still goes the row's way.
@Suite struct SpanRowsTests {
    /// Lines the spans must get right (tokens, emphasis, trailing blanks, tones, lengths around
    /// the limits) and lines they must leave to the row (tabs, controls, UTF-8, CRLF).
    static let diff: String = {
        let long = String(repeating: "abcdefghij", count: 7)
        return """
            diff --git a/f.swift b/f.swift
            index 1111111..2222222 100644
            --- a/f.swift
            +++ b/f.swift
            @@ -1,12 +1,14 @@ struct S {
             struct S {
            -    let name = "world" // greet
            +    let name = "there" // greet them
            -    func f(x: Int) -> Int { x + 1 }
            +    func f(x: Int) -> Int { x + 2 }   
            +    let short = 1
            +    let tabbed =\t2
            +    let wide = "wörld"
            +    let bell = "\u{07}"
            +    let crlf = 3\r
                 let crlfContext = 4\r
            -    let long = "\(long)"
            +    let long = "\(long)x"
            +    let exact = "\(String(repeating: "y", count: 40))"
             }
            -/* a comment
            -   that goes on */
            +// one line
             let last = 0
            diff --git a/g.c b/g.c
            --- a/g.c
            +++ b/g.c
            @@ -1,2 +1,2 @@
            -int a;
            +int b;
             int c;
            \\ No newline at end of file
            diff --git a/t.go b/t.go
            --- a/t.go
            +++ b/t.go
            @@ -1,4 +1,5 @@
            -\tx := 1
            +\t\tx := 1
            -\ty := "a\tb"
            +\ty := "ab\tcdefghij\tk"
            +\tz := 2\t
             \tw := 3
            diff --git a/h.c b/h.c
            --- a/h.c
            +++ b/h.c
            @@ -1,2 +1,7 @@
             int x;
            +<<<<<<< HEAD
            +int ours;
            +=======
            +int theirs;
            +>>>>>>> topic
             int y;

            """
    }()

    struct Case: CustomTestStringConvertible, Sendable {
        var depth = ColorDepth.trueColor
        var theme = "dark"
        var width: Int?
        var wrap = DiffPainter.Wrap.auto
        var maxLineLength = 512
        var tabs = 8
        var testDescription: String {
            "\(depth) \(theme) width \(width.map(String.init) ?? "none") \(wrap) cut at \(maxLineLength), tabs \(tabs)"
        }
    }

    static let cases: [Case] = [
        Case(), Case(width: 80), Case(width: 200), Case(depth: .ansi256, width: 80), Case(depth: .ansi16, width: 80),
        Case(theme: "light", width: 80), Case(width: 60, wrap: .always), Case(width: 60, wrap: .never),
        Case(width: 30, wrap: .auto), Case(maxLineLength: 40), Case(maxLineLength: 0), Case(width: 80, maxLineLength: 20),
        Case(width: 80, tabs: 4), Case(width: 80, tabs: 3), Case(tabs: 0), Case(width: 40, wrap: .always, tabs: 4),
    ]

    /// The bytes painted for `c`, through the terminal's backend or the wrapper; and how many
    /// rows went span by span.
    static func painted(_ c: Case, spans: Bool, diff: String = diff) throws -> (output: String, spanRows: Int) {
        var spanRows = 0
        let bytes = try capturePipe { fd in
            let writer = OutputWriter(descriptor: fd)
            let theme = try #require(Theme.named(c.theme))
            let ansi = ANSIBackend(theme: theme, depth: c.depth, to: writer)
            var options = DiffPainter.Options()
            options.width = c.width
            options.wrap = c.wrap
            options.maxLineLength = c.maxLineLength
            options.tabWidth = c.tabs
            try DiffPainter.paint(diff, to: spans ? ansi : RowsOnly(ansi), colored: true, options: options)
            try writer.flush()
            spanRows = ansi.rowsWrittenBySpans
        }
        return (String(decoding: bytes, as: UTF8.self), spanRows)
    }

    @Test("span by span, the bytes of the rows built", arguments: cases)
    func spansWriteWhatRowsWrite(_ c: Case) throws {
        let rows = try Self.painted(c, spans: false)
        let spans = try Self.painted(c, spans: true)
        #expect(spans.output == rows.output)
        #expect(rows.spanRows == 0)
        // Most lines here are plain ASCII, tabs and all, or letters shown as they are, that
        // fit: they went by spans; the others did not (27 lines can: a conflict's lines and
        // markers, though plain, never do), and so did the four hunks' headers.
        #expect(spans.spanRows >= 14)
        #expect(spans.spanRows <= 27 + 4)
    }

    /// The lines that are not plain printable ASCII are shown as the row shows them: a tab
    /// expanded, a control character made visible, never copied.
    @Test func linesThatNeedCareAreStillShown() throws {
        let out = try Self.painted(Case(width: 80), spans: true).output
        #expect(!out.contains("\u{07}"))
        #expect(out.contains("^G"))
        #expect(!out.contains("\t"))
        #expect(!out.contains("\r"))
        #expect(out.contains("\u{2192}"), "the tab the change adds shows its arrow")
    }

    /// Lines with tabs go span by span too, each tab expanded as the row expands it.
    @Test func linesWithTabsGoBySpans() throws {
        let tabbed = "diff --git a/t.go b/t.go\n--- a/t.go\n+++ b/t.go\n@@ -1,2 +1,2 @@\n-\tx := 1\n+\t\tx := 1\n \tw :=\t3\n"
        let spans = try Self.painted(Case(width: 80), spans: true, diff: tabbed)
        let rows = try Self.painted(Case(width: 80), spans: false, diff: tabbed)
        #expect(spans.spanRows == 3 + 1)
        #expect(spans.output == rows.output)
    }

    /// Lines of letters beyond ASCII (a translation's, CJK two cells each) go span by span when
    /// every character is shown as it is wherever it stands; an emoji's four bytes, a joiner, a
    /// tab after such letters, or a span that would end inside a character leave the line to
    /// the row. Compared with the rows under every case, cut, wrapped and filled.
    static let beyondASCII = """
        diff --git a/po/de.po b/po/de.po
        --- a/po/de.po
        +++ b/po/de.po
        @@ -1,3 +1,7 @@
         msgid "world"
        -msgstr "Welt"
        +msgstr "Wörld größer"
        +msgstr "世界は広い、世界 ist groß, \(String(repeating: "語", count: 24))"
        +msgstr "rocket 🚀"
        +msgstr "a\u{200D}b"
        +msgstr "größe\tnach dem Tab"
        diff --git a/u.c b/u.c
        --- a/u.c
        +++ b/u.c
        @@ -1,2 +1,2 @@
        -int größe = 1; /* Größe */
        +int größe = 2; // 大きさ
         int x;

        """

    /// A commit's lines around its diff: the metadata in its role, the message's lines plain
    /// (a tab kept, as text keeps it), a blank line; a CRLF, a control, letters beyond ASCII and
    /// a line wider than the row leave theirs to the row.
    static let commit = """
        commit 0123456789abcdef0123456789abcdef01234567
        Author: A U Thor <author@example.com>
        Date:   Thu Dec 3 12:00:00 2026 +0000

            Read the message\tspan by span

            A line ended by CRLF\r
            A bell \u{07} rings
            Größe matters
            \(String(repeating: "word ", count: 30))

        diff --git a/g.c b/g.c
        --- a/g.c
        +++ b/g.c
        @@ -1 +1 @@
        -int a;
        +int b;

        """

    @Test("a commit's message span by span, the bytes of the rows built", arguments: cases)
    func commitMessagesGoBySpans(_ c: Case) throws {
        let spans = try Self.painted(c, spans: true, diff: Self.commit)
        let rows = try Self.painted(c, spans: false, diff: Self.commit)
        #expect(spans.output == rows.output)
        // Of the author, the date, the message's first line, three blank lines and the long
        // line (their lengths below), those no wider than a row (the width, unless `never`
        // leaves wrapping to less); and the hunk's header and its two lines.
        let rowWidth = c.wrap == .never ? nil : c.width
        let fitting = [37, 37, 33, 0, 0, 0, 154].filter { length in rowWidth.map { length <= $0 } ?? true }
        #expect(spans.spanRows == fitting.count + 3)
    }

    @Test("letters beyond ASCII span by span, the bytes of the rows built", arguments: cases)
    func lettersBeyondASCIIGoBySpans(_ c: Case) throws {
        let spans = try Self.painted(c, spans: true, diff: Self.beyondASCII)
        let rows = try Self.painted(c, spans: false, diff: Self.beyondASCII)
        #expect(spans.output == rows.output)
        // The emoji's, the joiner's and the tab's lines never; of the other seven, all but
        // those cut or wrapped (the CJK line is 84 cells); and the two hunks' headers.
        #expect(spans.spanRows <= 7 + 2)
        if c.width == nil, c.maxLineLength == 0 || c.maxLineLength > 84 { #expect(spans.spanRows == 7 + 2) }
    }
}
