import Foundation
import Glibc
import Highlight
@testable import Render
import Terminal
import Theme
import TestSupport
import Testing

@Suite struct HTMLBackendTests {
    /// The page `rows` make, each written with a newline.
    func page(_ rows: [StyledLine], themes: [Theme] = [.dark, .light], title: String? = nil,
              sideBySide: Bool = false) throws -> String {
        let out = try capturePipe { fd in
            let writer = OutputWriter(descriptor: fd)
            let backend = HTMLBackend(themes: themes, title: title, sideBySide: sideBySide, to: writer)
            for row in rows { try backend.write(row, newline: true) }
            try backend.finish()
            try writer.flush()
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A row of `bytes` as content, in `attributes`.
    func row(_ bytes: [UInt8], _ attributes: Attributes = .plain, anchor: String? = nil) -> StyledLine {
        var line = StyledLine()
        bytes.withUnsafeBufferPointer { line.append(content: $0, from: 0, to: $0.count, tabWidth: 4, attributes) }
        line.anchor = anchor
        return line
    }

    /// The part of the page after the style sheet: the rows and the files' list.
    func body(_ page: String) -> Substring {
        page[page.range(of: "<body>")!.lowerBound...]
    }

    @Test func markupInContentIsText() throws {
        let hostile = "<script>alert('x')</script> & \"quoted\" <img src=x onerror=alert(1)>"
        let html = try page([row(Array(hostile.utf8), Attributes(.keyword, tone: .added))])
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.contains("<img"))
        #expect(body(html).contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quoted&quot;"))
        #expect(HTMLPage.text(html) == hostile + "\n")
    }

    @Test func controlsBidiAndStrayBytesAreShownAsText() throws {
        let bytes = Array("a\u{1B}[2Jb \u{202E}evil\u{202C} ".utf8) + [0xFF, 0x7F] + Array("\u{200B}end".utf8)
        let html = try page([row(bytes)])
        let shown = "a^[[2Jb <U+202E>evil<U+202C> \\xff^?<U+200B>end"
        #expect(HTMLPage.text(html) == shown + "\n")
        #expect(!html.utf8.contains(0x1B) && !html.utf8.contains(0x7F))
        #expect(!html.contains("\u{202E}") && !html.contains("\u{200B}"))
        #expect(!html.contains("\u{FFFD}"), "bytes that are not UTF-8 reached the page")
        // The shown forms are notices, in the theme's notice color.
        #expect(body(html).contains("<span class=\"f-notice\">^[</span>"))
    }

    @Test func anchorsAreUniqueAndSafe() throws {
        let names = ["src/a b.swift", "src/a b.swift", "<x>\"'&.c", "src/a_20b.swift", "caf\u{10FFE9}.txt", "src/a b.swift~2"]
        let html = try page(names.map { row(Array(VisibleText.escaped($0).utf8), Attributes(.fileTitle), anchor: $0) })
        let ids = HTMLPage.attributes("id", in: html)
        #expect(ids.count == names.count)
        #expect(Set(ids).count == ids.count)
        #expect(ids[0] == "file-src/a_20b.swift" && ids[1] == "file-src/a_20b.swift~2")
        for id in ids {
            #expect(id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-./_~".contains($0)) }, "\(id)")
        }
        // The files' list links to each, and shows each name as the title row does.
        let links = HTMLPage.attributes("href", in: html)
        #expect(links == ids.map { "#" + $0 })
        #expect(HTMLPage.attributes("data-path", in: html) == names.map { VisibleText.escaped($0) })
        // Its names are not page text: the text is the rows' alone.
        #expect(HTMLPage.text(html) == names.map { VisibleText.escaped($0) + "\n" }.joined())
    }

    /// A table of contents links ahead to titles not written yet: each entry to the next title
    /// of its name, a name seen before (another commit's file) and one listed twice included.
    @Test func linksAheadReachTheTitlesThatFollow() throws {
        func entry(_ name: String) -> StyledLine {
            var line = row(Array(" \(name) | +1 -0".utf8))
            line.link(to: "https://forge.test/never-nested")
            line.anchorLink = name
            return line
        }
        let title = { (name: String) in self.row(Array(name.utf8), Attributes(.fileTitle), anchor: name) }
        let rows = [title("a.c"), entry("a.c"), entry("b c.c"), entry("a.c"), title("a.c"), title("b c.c"), title("a.c")]
        let html = try page(rows)
        let ids = HTMLPage.attributes("id", in: html)
        #expect(ids == ["file-a.c", "file-a.c~2", "file-b_20c.c", "file-a.c~3"])
        let links = HTMLPage.attributes("href", in: html)
        // The three entries, then the files' list at the end of the page.
        #expect(Array(links.prefix(3)) == ["#file-a.c~2", "#file-b_20c.c", "#file-a.c~3"])
        #expect(!html.contains("never-nested"), "a row that links ahead holds no other link")
        #expect(HTMLPage.text(html).contains(" a.c | +1 -0\n"), "the row's text is unchanged")
        // A page that starts with a table is named after its first file, as its title row would name it.
        #expect(try page([entry("b c.c\u{1B}"), title("b c.c\u{1B}")]).contains("<title>b c.c^[</title>"))
    }

    @Test func oneFileNeedsNoList() throws {
        let html = try page([row(Array("a.swift".utf8), Attributes(.fileTitle), anchor: "a.swift")])
        #expect(!html.contains("<nav>"))
        #expect(HTMLPage.attributes("id", in: html) == ["file-a.swift"])
    }

    @Test func linksKeepSafeSchemesOnly() throws {
        func linked(_ target: String) throws -> String {
            var line = StyledLine()
            line.link(to: target)
            line.append(safe: "here", .plain)
            return try page([line])
        }
        #expect(HTMLPage.attributes("href", in: try linked("https://example.com/a b?q=\"x\"&y")) == ["https://example.com/a%20b?q=\"x\"&y"])
        #expect(body(try linked("https://example.com/a b?q=\"x\"&y")).contains("href=\"https://example.com/a%20b?q=&quot;x&quot;&amp;y\""))
        #expect(HTMLPage.attributes("href", in: try linked("docs/guide.md")) == ["docs/guide.md"])
        for hostile in ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<script>", "vbscript:x"] {
            let html = try linked(hostile)
            #expect(HTMLPage.attributes("href", in: html).isEmpty, "\(hostile)")
            #expect(HTMLPage.text(html) == "here\n")
        }
        // White space and controls a browser would strip to find a scheme are encoded: no scheme is left.
        #expect(HTMLPage.attributes("href", in: try linked(" java\tscript:alert(1)")) == ["%20java%09script:alert(1)"])
    }

    @Test func keptColorsLinesLoseGitsColorsAndShowTheRest() throws {
        let raw = Array("\u{1B}[32m+\u{1B}[m tab\there \u{1B}[8mhidden\u{1B}[m\u{1B}]0;title\u{07}\r".utf8)
        let out = try capturePipe { fd in
            let writer = OutputWriter(descriptor: fd)
            let backend = HTMLBackend(themes: [.dark], to: writer)
            var prefix = StyledLine()
            prefix.append(safe: "| ", Attributes(Face.graph(0)))
            try backend.write(prefix: prefix, keptColors: raw[...], newline: true)
            try backend.finish()
            try writer.flush()
        }
        let html = String(decoding: out, as: UTF8.self)
        #expect(HTMLPage.text(html) == "| + tab\there ^[[8mhidden^[]0;title^G\n")
        #expect(!html.utf8.contains(0x1B) && !html.utf8.contains(0x07) && !html.utf8.contains(0x0D))
    }

    @Test func toneRowsAreBlocksAndPlainTextOnThemIsInASpan() throws {
        var line = StyledLine()
        line.append(safe: "   1 │", Attributes(.gutter))
        line.append(safe: "+", Attributes(.addedMarker, tone: .added))
        line.append(safe: " x", .plain)
        line.fill = .added
        let html = try page([line, row(Array("after".utf8))])
        #expect(body(html).contains(
            "<span class=\"row r-added\"><span class=\"f-gutter\">   1 │</span><span class=\"t-added f-added-marker\">+</span><span> x</span>\n</span>after\n"))
    }

    /// A side-by-side row whose panes the page lays out: a grid row of a graph drawing and two
    /// panes, each its gutter beside its code, on its fill; the
    /// divider between; a conflict marker's band; `--wrap=never`'s cut and `--width`'s limit.
    @Test func aSideBySideRowIsTwoPanesOfGutterAndCode() throws {
        var line = StyledLine()
        line.append(safe: "| ", Attributes(Face.graph(0)))
        let leftStart = line.text.count
        line.append(safe: "  1 │", Attributes(.gutter))
        line.append(safe: "-", Attributes(.removedMarker, tone: .removed))
        let leftCode = line.text.count
        line.append(safe: "old <x>", Attributes(.plain, tone: .removed))
        let leftEnd = line.text.count
        line.append(safe: "│", Attributes(.divider))
        let rightStart = line.text.count
        line.append(safe: "  1 │", Attributes(.gutter))
        let rightCode = line.text.count
        line.append(safe: "=======", Attributes(.conflictMarker))
        line.panes = Panes(left: Panes.Pane(start: leftStart, code: leftCode, end: leftEnd, fill: .removed),
                           right: Panes.Pane(start: rightStart, code: rightCode, end: line.text.count, band: true),
                           cuts: true, width: 60)
        let html = try page([line, row(Array("after".utf8))], sideBySide: true)
        let expected: String = "<span class=\"row panes graphed cut\" style=\"max-width: 60ch\">"
                + "<span class=\"graph\"><span class=\"f-graph-0\">| </span></span>"
                + "<span class=\"pane r-removed\"><span class=\"gutter\"><span class=\"f-gutter\">  1 │</span><span class=\"t-removed f-removed-marker\">-</span></span>"
                + "<span class=\"code\"><span class=\"t-removed\">old &lt;x&gt;</span></span></span>"
                + "<span class=\"f-divider\">│</span>"
                + "<span class=\"pane f-conflict-marker\"><span class=\"gutter\"><span class=\"f-gutter\">  1 │</span></span>"
                + "<span class=\"code\"><span class=\"f-conflict-marker\">=======</span></span></span>\n</span>after\n"
        #expect(body(html).contains(expected), "\(body(html))")
        #expect(HTMLPage.text(html) == "|   1 │-old <x>│  1 │=======\nafter\n")
        // The panes' layout is on a side-by-side page, and only there: two equal columns, code
        // that wraps in its pane.
        #expect(html.contains("pre .panes { display: grid; grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr); }"))
        #expect(html.contains("white-space: pre-wrap; overflow-wrap: anywhere;"))
        let unified = try page([row(Array("x".utf8))])
        #expect(!unified.contains(".panes") && !unified.contains("pre-wrap"))
        let backend = HTMLBackend(themes: [.dark], to: OutputWriter(descriptor: -1))
        #expect(!backend.laysOutPanes, "a page not side by side: rows wrapped by the painter")
    }

    @Test func bothThemesSwitchByTheReadersSchemeUnlessOneIsChosen() throws {
        let both = try page([row(Array("x".utf8))])
        #expect(both.contains("@media not all and (prefers-color-scheme: light)"))
        #expect(both.contains("@media (prefers-color-scheme: light)"))
        #expect(both.contains("--bg: #1E1E1E") && both.contains("--bg: #FFFFFF"))
        for theme in Theme.all {
            let one = try page([row(Array("x".utf8))], themes: [theme])
            #expect(!one.contains("prefers-color-scheme"))
            #expect(one.contains("color-scheme: \(theme.isDark ? "dark" : "light")"))
        }
    }

    @Test func aPageHasOneHeadAndNothingFetched() throws {
        let html = try page([row(Array("first <row>".utf8)), row(Array("second".utf8))])
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">"))
        #expect(html.hasSuffix("</pre></body>\n</html>\n"))
        #expect(html.contains("<title>first &lt;row&gt;</title>"))
        for fetching in ["<script", "<link", "<img", "url(", "@import", "src="] { #expect(!html.contains(fetching), "\(fetching)") }
        // A page with no rows is a page still.
        let empty = try page([], title: nil)
        #expect(empty.contains("<title>tinge</title>") && HTMLPage.text(empty).isEmpty)
    }

    /// The style sheet's classes, laid on in its order (the cascade: one class a selector, so
    /// the later rule wins), give every combination of attributes the theme's own style.
    @Test(arguments: Theme.all.map(\.name) + restyled.map(\.0))
    func theCascadeGivesEveryAttributeTheThemesStyle(_ name: String) {
        let theme = Self.restyled.first { $0.0 == name }?.1 ?? Theme.named(name)!
        let rules = HTMLStyleSheet.rules(theme)
        var compared = 0
        for packed in 0..<UInt16(Attributes.packedCount) {
            let a = Attributes(packed: packed)
            guard a.face.rawValue < Face.count, a.face.kind != nil || a.face.role != nil || a.face.graphColumn != nil || a.face.commitColor != nil,
                  a.packed == packed else { continue }
            let classes = Set(HTMLStyleSheet.classes(a))
            var cascaded = Style.plain
            for rule in rules where rule.applies(to: classes) {
                cascaded = rule.replaces ? rule.style : cascaded.overlaid(with: rule.style)
            }
            #expect(cascaded == theme.style(a, lineBackgrounds: true), "\(a)")
            compared += 1
        }
        #expect(compared > 1000)
        // And every class a span can have is one the sheet knows, in one declaration each.
        let css = HTMLStyleSheet.css(themes: [theme])
        for rule in rules {
            let declarations = rule.replaces ? HTMLStyleSheet.whole(rule.style) : HTMLStyleSheet.declarations(rule.style)
            #expect(css.contains(".\(rule.name) { \(declarations) }"))
        }
    }

    /// Themes with a user's styles: code recolored on its lines and in its changed words, plain
    /// code too, marks over it, a line with no background.
    static let restyled: [(String, Theme)] = [
        ("dark restyled", Theme.dark.restyled([
            (StyleElement.named("plus")!, spec("red #002000 italic")), (StyleElement.named("minus-emph")!, spec("normal auto ul")),
            (StyleElement.named("search")!, spec("black yellow")), (StyleElement.named("hunk-header")!, spec("bold strike")),
        ])),
        ("light restyled", Theme.light.restyled([
            (StyleElement.named("minus")!, spec("syntax normal no-italic")), (StyleElement.named("moved-plus-emph")!, spec("blue")),
        ])),
    ]

    static func spec(_ text: String) -> StyleSpec {
        guard case .success(let spec) = StyleSpec.parse(text) else { fatalError(text) }
        return spec
    }
}
