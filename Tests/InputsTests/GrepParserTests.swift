import Diff
import Inputs
import TestSupport
import Testing

/// A search's output (`git grep -n`, `grep -rn`, `rg -n`, `--heading`, `rg --json`) read into
/// lines of files: each line's path, number, content and matches, every line kept, in order.
@Suite struct GrepParserTests {
    static func items(_ text: String, form: GrepParser.Form) -> [GrepItem] {
        var parser = GrepParser(form: form)
        var items: [GrepItem] = []
        for line in RawLine.split(Array(text.utf8)) { parser.feed(line.bytes[...], hasNewline: line.hasNewline) { items.append($0) } }
        parser.finish { items.append($0) }
        return items
    }

    /// Each item as a line of text: `path:number:content` (`-` for context), `--`, or `TEXT …`.
    static func listing(_ text: String, form: GrepParser.Form) -> [String] {
        items(text, form: form).map { item in
            switch item {
            case .line(let l):
                let marks = l.matches.map { "[\($0.lowerBound),\($0.upperBound))" }.joined()
                return "\(l.path)\(l.isMatch ? ":" : "-")\(l.number)\(l.isMatch ? ":" : "-")\(String(decoding: l.content, as: UTF8.self))\(marks)"
            case .separator(let l): return "SEP " + String(decoding: l.text, as: UTF8.self)
            case .text(let l): return "TEXT " + String(decoding: l.text, as: UTF8.self)
            }
        }
    }

    @Test func prefixedLinesWithContextAndGaps() {
        let input = """
            sub/a-1-b.c-1-int main() {
            sub/a-1-b.c:2:  /* hi there
            sub/a-1-b.c-3-   x */
            --
            run.sh=1=f() {
            run.sh:3:echo "hi:4:"
            odd:name.c:7:x
            Binary file img.png matches
            """
        #expect(Self.listing(input, form: .prefixed) == [
            "sub/a-1-b.c-1-int main() {",
            "sub/a-1-b.c:2:  /* hi there",
            "sub/a-1-b.c-3-   x */",
            "SEP --",
            "run.sh-1-f() {",
            "run.sh:3:echo \"hi:4:\"",
            "odd:name.c:7:x",
            "TEXT Binary file img.png matches",
        ])
    }

    @Test func headingGroups() {
        let rg = "sub/a.c\n2:  /* hi there\n3-   x */\n\nrun.sh\n3:echo \"hi\"\n"
        #expect(Self.listing(rg, form: .heading) == [
            "sub/a.c:2:  /* hi there", "sub/a.c-3-   x */", "SEP ", "run.sh:3:echo \"hi\"",
        ])
        // A heading followed by no line of its file was not one.
        #expect(Self.listing("a.c\nb.c\n1:x", form: .heading) == ["TEXT a.c", "b.c:1:x"])
        #expect(Self.listing("a.c\n1:x\nnotes", form: .heading) == ["a.c:1:x", "TEXT notes"])
    }

    @Test func ripgrepsJSON() {
        let input = #"""
            {"type":"begin","data":{"path":{"text":"sub/a.c"}}}
            {"type":"context","data":{"path":{"text":"sub/a.c"},"lines":{"text":"int main() {\n"},"line_number":1,"absolute_offset":0,"submatches":[]}}
            {"type":"match","data":{"path":{"text":"sub/a.c"},"lines":{"text":"  /* hi there hi\r\n"},"line_number":2,"absolute_offset":13,"submatches":[{"match":{"text":"hi"},"start":5,"end":7},{"match":{"text":"hi"},"start":14,"end":16}]}}
            {"type":"match","data":{"path":{"bytes":"bmFt/w=="},"lines":{"bytes":"/3g="},"line_number":9,"absolute_offset":0,"submatches":[{"match":{"bytes":"/w=="},"start":0,"end":1},{"match":{"text":"x"},"start":1,"end":99}]}}
            {"type":"end","data":{"path":{"text":"sub/a.c"},"binary_offset":null,"stats":{}}}
            {"type":"summary","data":{}}
            {"type":"match","data":{"lines":
            """#
        let items = Self.items(input, form: .json)
        #expect(items.count == 7)
        guard case .line(let context) = items[1], case .line(let match) = items[2], case .line(let bytes) = items[3] else {
            Issue.record("lines expected")
            return
        }
        #expect(!context.isMatch && context.number == 1 && String(decoding: context.content, as: UTF8.self) == "int main() {")
        #expect(match.isMatch && match.matches == [5..<7, 14..<16])
        #expect(Array(match.content) == Array("  /* hi there hi\r".utf8), "the \\r is the line's, as in prefixed output")
        #expect(PathBytes.encode(bytes.path) == [0x6E, 0x61, 0x6D, 0xFF])
        #expect(Array(bytes.content) == [0xFF, 0x78])
        #expect(bytes.matches == [0..<1], "a match past the line's end is left out")
        if case .text = items[6] {} else { Issue.record("a broken message is text") }
    }

    @Test func toolsColorsAreCutAndTheirMatchesKept() {
        let esc = "\u{1B}"
        let git = "\(esc)[35msub/a.c\(esc)[m\(esc)[36m:\(esc)[m\(esc)[32m2\(esc)[m\(esc)[36m:\(esc)[m  /* \(esc)[1;31mhi\(esc)[m there"
        let grep = "\(esc)[35m\(esc)[Ksub/a.c\(esc)[m\(esc)[K\(esc)[36m\(esc)[K:\(esc)[m\(esc)[K\(esc)[32m\(esc)[K2\(esc)[m\(esc)[K\(esc)[36m\(esc)[K:\(esc)[m\(esc)[K  /* \(esc)[01;31m\(esc)[Khi\(esc)[m\(esc)[K there"
        let rg = "\(esc)[0m\(esc)[35msub/a.c\(esc)[0m:\(esc)[0m\(esc)[32m2\(esc)[0m:  /* \(esc)[0m\(esc)[1m\(esc)[31mhi\(esc)[0m there"
        for colored in [git, grep, rg] {
            #expect(Self.listing(colored, form: .prefixed) == ["sub/a.c:2:  /* hi there[5,7)"], "\(colored)")
        }
        // Uncolored input keeps every escape as the file's content.
        #expect(Self.listing("a.c:1:x \(esc)[31mred", form: .prefixed) == ["a.c:1:x \(esc)[31mred"])
    }

    /// A file's own escapes, in a line the tool colored, are told from the tool's by the file.
    @Test func theFileTellsItsEscapesFromTheToolsColors() throws {
        let esc = "\u{1B}"
        let file = "x = \(esc)[31mred\(esc)[0m; hi"
        let colored = "\(esc)[35ma.c\(esc)[m\(esc)[36m:\(esc)[m\(esc)[32m1\(esc)[m\(esc)[36m:\(esc)[m"
            + "x = \(esc)[31mred\(esc)[0m; \(esc)[1;31mhi\(esc)[m"
        guard case .line(let line) = Self.items(colored, form: .prefixed).first else {
            Issue.record("not a line")
            return
        }
        #expect(String(decoding: line.content, as: UTF8.self) == "x = red; hi", "alone, every color looks like the tool's")
        let recolored = try #require(line.recolored(byFile: Array(file.utf8)[...]))
        #expect(String(decoding: recolored.content, as: UTF8.self) == file)
        #expect(recolored.matches == [Array(file.utf8).count - 2..<Array(file.utf8).count])
        #expect(line.recolored(byFile: Array("another line".utf8)[...]) == nil)
    }

    static func recognize(_ text: String, atEnd: Bool = false, files: [String: [String]] = [:]) -> (Recognition, GrepParser.Form) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8)[...] }
        return GrepParser.recognize(lines, atEnd: atEnd) { path, number, content in
            guard let file = files[path] else { return .absent }
            return number <= file.count && Array(file[number - 1].utf8)[...] == content ? .agrees : .differs
        }
    }

    @Test func recognizing() {
        #expect(Self.recognize("a.c:1:x\na.c:4:y\nb/c.h:2:z") == (.yes, .prefixed))
        #expect(Self.recognize("a.c:1:x\na.c:4:y") == (.needMore, .prefixed))
        #expect(Self.recognize("a.c:1:x\na.c:4:y", atEnd: true) == (.yes, .prefixed))
        #expect(Self.recognize("a.c:1:x", atEnd: true).0 == .no, "one line alone says too little")
        #expect(Self.recognize("Makefile:3:all:", files: ["Makefile": ["", "", "all:"]]) == (.yes, .prefixed), "its file has it")
        #expect(Self.recognize("a.c:1:x\na.c:1:y\na.c:2:z").0 == .no, "numbers that do not rise")
        #expect(Self.recognize("12:30:45 start\n12:31:02 next\n12:32:00 end").0 == .no, "times are not paths")
        #expect(Self.recognize("2024-01-01 12:30:45 a\n2024-01-01 12:31:45 b\n2024-01-01 12:32:45 c").0 == .no)
        #expect(Self.recognize("main.c:12:5: error: x\nmain.c:14:1: note: y\nmain.c:20:3: error: z", files: ["main.c": ["int x;"]]).0 == .no,
                "a compiler's messages about a file that has other lines")
        #expect(Self.recognize("+a.c:1:x\n+a.c:2:y\n+a.c:3:z").0 == .no, "a diff's lines")
        let esc = "\u{1B}"
        let colored = (1...3).map { "\(esc)[35ma.c\(esc)[m:\($0):x = \(esc)[31mred\(esc)[m" }.joined(separator: "\n")
        #expect(Self.recognize(colored, files: ["a.c": Array(repeating: "x = \(esc)[31mred\(esc)[m", count: 3)]) == (.yes, .prefixed),
                "colored, a file's own escapes are cut with the tool's: its line differs, and that proves nothing")
        #expect(Self.recognize("sub/a.c\n2:x\n3:y") == (.yes, .heading))
        #expect(Self.recognize("sub/a.c\n2:x", atEnd: true) == (.yes, .heading))
        #expect(Self.recognize("Shopping\n1: milk\n2: bread").0 == .no, "a numbered list under a title")
        #expect(Self.recognize(#"{"type":"begin","data":{"path":{"text":"a.c"}}}"# + "\n" + #"{"type":"match","data":{}}"#) == (.yes, .json))
        #expect(Self.recognize(#"{"name":"x"}"#, atEnd: true).0 == .no)
    }

    @Test("no diff fixture is a search's output", arguments: DiffFixture.all)
    func diffsAreNotSearches(_ fixture: DiffFixture) {
        let lines = RawLine.split(fixture.bytes).prefix(48).map { $0.bytes[...] }
        #expect(GrepParser.recognize(Array(lines), atEnd: true) { _, _, _ in .absent }.0 == .no)
    }
}
