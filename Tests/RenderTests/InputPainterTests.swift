import Diff
import Inputs
import Foundation
import Highlight
import Prepare
import Render
import Terminal
import TestSupport
import Testing
import Theme

/// Blames and searches painted, kept as golden cell listings: each commit's color, repeated
/// metadata dimmed, code in its colors with the file as context, matches marked, files titled.
@Suite struct InputPainterTests {
    /// A blame of a shell script whose heredoc spans commits, with an uncommitted line, a
    /// boundary, a tab, a control character and a line too long.
    static let blame = """
        ^51516ef (Ann Author        2026-12-01 00:15:03 +0000 1) #!/bin/sh
        ^51516ef (Ann Author        2026-12-01 00:15:03 +0000 2) # comment\tafter a tab
        811ea8fd (Bob Ümlaut-Long   2026-12-02 10:00:00 +0100 3) cat <<EOF
        811ea8fd (Bob Ümlaut-Long   2026-12-02 10:00:00 +0100 4) text in the heredoc \u{1B}[31m
        3a5b7c9d (Ann Author        2026-12-03 09:00:00 +0000 5) still the heredoc, \(String(repeating: "long ", count: 12))
        811ea8fd (Bob Ümlaut-Long   2026-12-02 10:00:00 +0100 6) EOF
        00000000 (Not Committed Yet 2026-12-04 00:00:00 +0000 7) echo "done"
        """

    /// `text`'s lines, as the pager hands them on (the last without a newline).
    static func lines(_ text: String) -> [(bytes: [UInt8], hasNewline: Bool)] {
        let parts = Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false)
        return parts.enumerated().map { (Array($1), $0 < parts.count - 1) }
    }

    static func blameRows(_ options: DiffPainter.Options, colored: Bool = true) throws -> [StyledLine] {
        let backend = RecordingBackend()
        var painter = BlamePainter(backend: backend, colored: colored, options: options)
        var parser = BlameParser(form: .text)
        var lexer = LineLexer(language: Languages.named("bash")!)
        for line in lines(blame) {
            try parser.feed(line.bytes[...], hasNewline: line.hasNewline) { item in
                switch item {
                case .line(let l): try painter.paint(l, tokens: colored ? lexer.tokens(l.content) : [])
                case .text(let l): try painter.paintText(l)
                }
            }
        }
        return backend.lines
    }

    /// `git grep -n -C1`'s output over a C file whose match sits inside a block comment.
    static let grep = """
        sub/a.c-1-int main() {
        sub/a.c:2:  /* hi there
        sub/a.c:3:   hi inside */
        sub/a.c:4:  return hi;
        --
        sub/a.c-9-}
        run.sh:3:echo "hi"
        Binary file img.png matches
        """

    static let cFile = Array("int main() {\n  /* hi there\n   hi inside */\n  return hi;\n".utf8)

    static func grepRows(_ options: DiffPainter.Options, colored: Bool = true) throws -> [StyledLine] {
        let backend = RecordingBackend()
        var painter = GrepPainter(backend: backend, colored: colored, options: options)
        var parser = GrepParser(form: .prefixed)
        let files = SearchedFiles(read: { $0 == "sub/a.c" ? cFile : nil },
                                  language: { path, _ in Detection.language(forPath: path) ?? .plainText })
        let finder = try MatchFinder(pattern: "hi")
        let paint = { (item: GrepItem) throws in
            switch item {
            case .line(var l):
                l.matches = finder.matches(in: l.content)
                try painter.paint(l, tokens: colored ? files.tokens(l).tokens : [])
            case .separator(let l): try painter.paintSeparator(l)
            case .text(let l): try painter.paintText(l)
            }
        }
        for line in lines(grep) { try parser.feed(line.bytes[...], hasNewline: line.hasNewline, emit: paint) }
        try parser.finish(emit: paint)
        return backend.lines
    }

    static func options(width: Int? = 80, wrap: DiffPainter.Wrap = .auto, maxLineLength: Int = 60) -> DiffPainter.Options {
        var options = DiffPainter.Options()
        options.width = width
        options.wrap = wrap
        options.maxLineLength = maxLineLength
        return options
    }

    static func check(_ rows: [StyledLine], _ name: String, theme: Theme = .dark, depth: ColorDepth = .trueColor) {
        let listing = CellListing.listing(rows, styles: StyleTable(theme: theme, depth: depth))
        let problem = Golden.mismatch(listing, path: Golden.directory(of: #filePath) + "/Golden/\(name).txt")
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func paintedBlame() throws {
        Self.check(try Self.blameRows(Self.options()), "blame-24bit")
        Self.check(try Self.blameRows(Self.options(width: 100, wrap: .always)), "blame-light-256-wrap", theme: .light, depth: .ansi256)
    }

    @Test func paintedSearch() throws {
        Self.check(try Self.grepRows(Self.options()), "grep-24bit")
        Self.check(try Self.grepRows(Self.options()), "grep-light-16", theme: .light, depth: .ansi16)
    }

    @Test func uncoloredOutputIsTheBlameAsItCameMadeSafe() throws {
        let rows = try Self.blameRows(Self.options(maxLineLength: 0), colored: false)
        let text = rows.map { String(decoding: $0.text, as: UTF8.self) }
        let expected = Self.blame.split(separator: "\n").map {
            $0.replacingOccurrences(of: "\t", with: "       ").replacingOccurrences(of: "\u{1B}", with: "^[")
        }
        #expect(text == expected)
        #expect(rows.allSatisfy { $0.spans.allSatisfy { $0.attributes == .plain || $0.attributes.face == Face(.notice) } })
    }

    @Test func aCommitKeepsItsColorAndItsRepeatedMetadataIsDimmed() throws {
        let rows = try Self.blameRows(Self.options())
        func faces(_ row: StyledLine) -> [String] { row.spans.map(\.attributes.face.name) }
        #expect(faces(rows[0]).prefix(2) == ["commit-\(0x51516E % 16)", "commit-meta"])
        #expect(faces(rows[1]).prefix(2) == ["commit-\(0x51516E % 16)", "repeated-meta"])
        #expect(faces(rows[5]).prefix(2) == ["commit-\(0x811EA8 % 16)", "commit-meta"], "not the line above's commit")
        #expect(faces(rows[6]).first == "uncommitted")
        // The heredoc's lines are the heredoc's across commits: lexed as one text.
        #expect(rows[3].spans.contains { $0.attributes.face == Face(.string) })
    }

    /// Every commit color of every theme is readable on the theme's background (WCAG's 4.5:1),
    /// and their number divides the faces' so every color is used.
    @Test(arguments: Theme.all.map(\.name))
    func commitColorsAreReadable(_ name: String) {
        let theme = Theme.named(name)!
        #expect(Face.commitColors % theme.diff.commits.count == 0)
        #expect(Set(theme.diff.commits).count == theme.diff.commits.count)
        let background = theme.page.background!
        for style in theme.diff.commits {
            let ratio = Self.contrast(style.foreground!, background)
            #expect(ratio >= 4.5, "\(name): \(style.foreground!) is \(ratio):1")
        }
    }

    static func contrast(_ a: RGB, _ b: RGB) -> Double {
        func luminance(_ c: RGB) -> Double {
            func channel(_ v: UInt8) -> Double {
                let s = Double(v) / 255
                return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }
}
