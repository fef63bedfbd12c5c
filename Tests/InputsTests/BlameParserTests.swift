import Diff
import Inputs
import TestSupport
import Testing

/// `git blame`'s forms read into lines: where the id, the number and the file's line are, and
/// every line handed on, in order, whatever it holds.
@Suite struct BlameParserTests {
    static func items(_ text: String, form: BlameParser.Form = .text) -> [BlameItem] {
        var parser = BlameParser(form: form)
        var items: [BlameItem] = []
        for line in RawLine.split(Array(text.utf8)) { parser.feed(line.bytes[...], hasNewline: line.hasNewline) { items.append($0) } }
        parser.finish { items.append($0) }
        return items
    }

    static func lines(_ text: String, form: BlameParser.Form = .text) -> [BlameLine] {
        items(text, form: form).compactMap { if case .line(let l) = $0 { l } else { nil } }
    }

    static func string(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    /// One line of each text form git prints (git 2.39), and what it holds.
    static let forms: [(String, id: String, number: Int, content: String)] = [
        ("^51516ef (Ann Author        2026-12-01 00:15:03 +0000 1) #!/bin/sh", "51516ef", 1, "#!/bin/sh"),
        ("811ea8fd (Bob Ümlaut-Long   2026-12-01 00:15:03 +0000 14) cat <<EOF", "811ea8fd", 14, "cat <<EOF"),
        ("00000000 (Not Committed Yet 2026-12-01 00:15:03 +0000  7) x=1", "00000000", 7, "x=1"),
        ("^51516ef 1) #!/bin/sh", "51516ef", 1, "#!/bin/sh"),  // -s
        ("811ea8fd  12) ", "811ea8fd", 12, ""),  // -s, an empty line
        ("^51516ef (<ann@example.com>   2026-12-01 00:15:03 +0000 2) # comment", "51516ef", 2, "# comment"),  // -e
        ("^51516ef run.sh 1 (Ann Author        2026-12-01 00:15:03 +0000 1) #!/bin/sh", "51516ef", 1, "#!/bin/sh"),  // -n -f
        ("811ea8fd20323988887e56bab2f10e0709299004 (Bob 2026-12-01 00:15:03 +0000 4) x", "811ea8fd20323988887e56bab2f10e0709299004", 4, "x"),
        ("^51516ef (Ann Author        2026-12-01 1) a (b) 2) c", "51516ef", 1, "a (b) 2) c"),  // --date=short
        ("811ea8fd (Bob 0 seconds ago          4) cat", "811ea8fd", 4, "cat"),  // --date=relative
        ("811ea8fd (Bob 1796084103 +0000 4) cat", "811ea8fd", 4, "cat"),  // -t
        ("51516ef9\t(Ann Author\t2026-12-01 00:15:03 +0000\t3)echo \"hi\"", "51516ef9", 3, "echo \"hi\""),  // -c
        ("         (Ann Author        2026-12-01 00:15:03 +0000 1) #!/bin/sh", "", 1, "#!/bin/sh"),  // -b
        ("?811ea8f (Bob 2026-12-01 00:15:03 +0000 4) cat", "811ea8f", 4, "cat"),  // blame.markIgnoredLines
        ("*811ea8f (Bob 2026-12-01 00:15:03 +0000 4) cat", "811ea8f", 4, "cat"),  // blame.markUnblamableLines
        ("^*?51516 (Ann Author        2026-12-01 00:15:03 +0000 1) #!/bin/sh", "51516", 1, "#!/bin/sh"),
        ("?        (Ann Author        2026-12-01 00:15:03 +0000 1) #!/bin/sh", "", 1, "#!/bin/sh"),  // -b, ignored
    ]

    @Test func eachTextFormIsRead() {
        for (text, id, number, content) in Self.forms {
            let read = Self.lines(text)
            #expect(read.count == 1, "\(text)")
            guard let line = read.first else { continue }
            #expect(Self.string(line.commit) == id, "\(text)")
            #expect(line.number == number, "\(text)")
            #expect(Self.string(line.content) == content, "\(text)")
            #expect(line.isBoundary == text.hasPrefix("^"))
            #expect(Self.string(line.line.text.dropFirst(line.numberRange.lowerBound).prefix(line.numberRange.count)) == String(number))
        }
        #expect(Self.lines("00000000 (Not Committed Yet 2026-12-01 00:15:03 +0000 7) x").first?.isUncommitted == true)
    }

    @Test func theNumberThatGoesOnIsTakenPastAnAuthorThatLooksLikeOne() {
        let lines = Self.lines("""
            abcdef12 (Ann 2026-01-01 1) one
            abcdef12 (R2 7) D2 2026-01-01 2) two
            """)
        #expect(lines.map(\.number) == [1, 2])
        #expect(lines.map { Self.string($0.content) } == ["one", "two"])
    }

    @Test func linesThatAreNotBlameLinesStayInTheirPlace() {
        let items = Self.items("""
            abcdef12 (Ann 2026-01-01 1) one
            not a blame line
            abcdef12 (Ann 2026-01-01 2) two
            """)
        #expect(items.count == 3)
        if case .text(let line) = items[1] { #expect(Self.string(line.text) == "not a blame line") } else { Issue.record("not text") }
    }

    @Test func gitsColorsLeaveTheMetadataAndTheFilesOwnEscapesStay() {
        let esc = "\u{1B}"
        let lines = Self.lines("\(esc)[31m^51516ef (Ann 2026-01-01 1) \(esc)[mx = \"\(esc)[8mhidden\"\n\(esc)[36m^51516ef (Ann 2026-01-01 2) \(esc)[my")
        #expect(lines.count == 2)
        #expect(Self.string(lines[0].content) == "x = \"\(esc)[8mhidden\"")
        #expect(Self.string(lines[0].line.text.prefix(lines[0].contentStart)) == "^51516ef (Ann 2026-01-01 1) ")
        #expect(Self.string(lines[1].content) == "y")
    }

    static let porcelain = """
        51516ef9a6472c7b9728edbfa9bdc104057fa7ff 1 1 2
        author Ann Author
        author-mail <ann@example.com>
        author-time 1700000000
        author-tz +0100
        committer Ann Author
        committer-mail <ann@example.com>
        committer-time 1700000000
        committer-tz +0100
        summary first
        boundary
        filename src/run.sh
        \t#!/bin/sh
        51516ef9a6472c7b9728edbfa9bdc104057fa7ff 2 2
        \t# comment
        811ea8fd20323988887e56bab2f10e0709299004 4 3 1
        author Bob Ümlaut
        author-mail <bob@example.com>
        author-time 1700003600
        author-tz -0530
        committer Ann Author
        committer-mail <ann@example.com>
        committer-time 1700003600
        committer-tz +0000
        summary second
        previous 51516ef9a6472c7b9728edbfa9bdc104057fa7ff src/run.sh
        filename src/run.sh
        \techo "hi"

        """

    @Test func porcelainIsLaidOutAsGitsDefaultForm() {
        var parser = BlameParser(form: .porcelain)
        var items: [BlameItem] = []
        for line in RawLine.split(Array(Self.porcelain.utf8)) { parser.feed(line.bytes[...], hasNewline: line.hasNewline) { items.append($0) } }
        #expect(items.isEmpty, "porcelain waits for every author's width")
        parser.finish { items.append($0) }
        #expect(parser.fileName == "src/run.sh")
        let text = items.map { item -> String in
            switch item {
            case .line(let l): Self.string(l.line.text)
            case .text(let l): "TEXT " + Self.string(l.text)
            }
        }
        #expect(text == [
            "^51516ef (Ann Author 2023-11-14 23:13:20 +0100 1) #!/bin/sh",
            "^51516ef (Ann Author 2023-11-14 23:13:20 +0100 2) # comment",
            "811ea8fd (Bob Ümlaut 2023-11-14 17:43:20 -0530 3) echo \"hi\"",
        ])
        let lines = Self.lines(Self.porcelain, form: .porcelain)
        #expect(lines[0].isBoundary && !lines[2].isBoundary)
        #expect(lines[0].sameCommit(as: lines[1]) && !lines[1].sameCommit(as: lines[2]))
        #expect(lines[0].colorKey == 0x51516E && lines[2].colorKey == 0x811EA8)
    }

    @Test func aBrokenPorcelainRecordIsShownAsItCame() {
        let input = "51516ef9a6472c7b9728edbfa9bdc104057fa7ff 1 1 1\nauthor Ann\nThis Is Not a detail\n\tline"
        let items = Self.items(input, form: .porcelain)
        let texts = items.compactMap { if case .text(let l) = $0 { Self.string(l.text) } else { nil } }
        #expect(texts == ["51516ef9a6472c7b9728edbfa9bdc104057fa7ff 1 1 1", "author Ann", "This Is Not a detail", "\tline"])
    }

    @Test func gitsDatesInTheirZones() {
        #expect(BlameText.date(0, zone: 0) == "1970-01-01 00:00:00 +0000")
        #expect(BlameText.date(1_700_000_000, zone: 330) == "2023-11-15 03:43:20 +0530")
        #expect(BlameText.date(951_782_400, zone: -60) == "2000-02-28 23:00:00 -0100")
        #expect(BlameText.date(-1, zone: 0) == "1969-12-31 23:59:59 +0000")
        #expect(BlameText.zone(Array("-0530".utf8)[...]) == -330)
    }

    @Test func recognizing() {
        func r(_ text: String, atEnd: Bool = false) -> Recognition {
            BlameParser.recognize(text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8)[...] }, atEnd: atEnd).0
        }
        let four = (1...4).map { "^51516ef (Ann 2026-12-01 \($0)) line \($0)" }
        #expect(r(four.joined(separator: "\n")) == .yes)
        #expect(r(four.prefix(3).joined(separator: "\n")) == .needMore)
        #expect(r(four.prefix(2).joined(separator: "\n"), atEnd: true) == .yes)
        #expect(r(four[0], atEnd: true) == .no)
        #expect(r([four[0], four[2]].joined(separator: "\n")) == .no, "numbers that do not go on")
        #expect(r([four[0], "abcdef123 (Ann 2026-12-01 2) x"].joined(separator: "\n")) == .no, "ids of two widths")
        #expect(r("commit 51516ef9a6472c7b9728edbfa9bdc104057fa7ff\nAuthor: A") == .no)
        #expect(r("deadbeef fix (1) and (2)\ndeadbeef fix 2) again", atEnd: true) == .no)
        let porcelain = BlameParser.recognize(RawLine.split(Array(Self.porcelain.utf8)).map { $0.bytes[...] }, atEnd: false)
        #expect(porcelain == (.yes, .porcelain))
    }

    @Test("no diff fixture is a blame", arguments: DiffFixture.all)
    func diffsAreNotBlames(_ fixture: DiffFixture) {
        let lines = RawLine.split(fixture.bytes).prefix(48).map { $0.bytes[...] }
        #expect(BlameParser.recognize(Array(lines), atEnd: true).0 == .no)
    }
}
