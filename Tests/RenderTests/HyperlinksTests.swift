import Diff
@testable import Render
import Terminal
import TestSupport
import Testing
import Theme

/// Links from headers: targets made from templates with every value percent-encoded, on the
/// spans of titles, hunk headers and commit ids; none in `--color-only` output or uncolored.
@Suite struct HyperlinksTests {
    static let links = Hyperlinks(commitFormat: "https://forge.test/o/r/commit/{commit}", host: "box",
                                  repositoryRoot: "/home/ann/repo/", currentDirectory: "/home/ann/repo/sub")

    /// Names a diff may hold: controls, escapes that would end an OSC 8 sequence, bytes that
    /// are not UTF-8 (as `PathBytes` keeps them), and the characters URLs give meaning to.
    static let hostileNames = [
        "a\u{1B}]8;;https://evil.test\u{7}b.txt", "bell\u{7}.c", "ctl\u{1}\u{1F}\u{7F}x", "esc\u{1B}\\st",
        PathBytes.decode([0x6E, 0xFF, 0xC3, 0x28, 0x2E, 0x63]), "sp ace%#?.txt", "100%25 {path} {line}.md",
        "caf\u{E9}/\u{202E}rtl.txt", "new\u{85}line\u{2028}.txt",
    ]

    static func header(_ path: String?, old: String? = nil, plain: Bool = false) -> FileHeader {
        var header = FileHeader()
        header.oldPath = old ?? path
        header.newPath = path
        header.isPlainDiff = plain
        return header
    }

    /// `target` with its `%XX` escapes turned back into bytes.
    static func decoded(_ target: String) -> [UInt8] {
        let bytes = Array(target.utf8)
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x25, i + 2 < bytes.count, let b = UInt8(String(decoding: bytes[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) {
                out.append(b)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return out
    }

    @Test func filesLinkToTheirAbsolutePathOnThisHost() {
        #expect(Self.links.file(Self.header("src/a.swift"), line: 12) == "file://box/home/ann/repo/src/a.swift")
        // A plain diff's names are the current folder's; an absolute name stays.
        #expect(Self.links.file(Self.header("b.txt", plain: true), line: 1) == "file://box/home/ann/repo/sub/b.txt")
        #expect(Self.links.file(Self.header("/etc/hosts", plain: true), line: 1) == "file://box/etc/hosts")
        // A deleted file has nothing to open.
        #expect(Self.links.file(Self.header(nil, old: "gone.txt"), line: 1) == nil)
    }

    @Test func templatesChooseTheTarget() {
        var links = Self.links
        links.fileFormat = "vscode://file/{path}:{line}"
        #expect(links.file(Self.header("a b.swift"), line: 40) == "vscode://file/home/ann/repo/a%20b.swift:40")
        links.fileFormat = "file://{path}"
        #expect(links.file(Self.header("x"), line: 0) == "file:///home/ann/repo/x")
        links.fileFormat = "idea://open?file={path}&line={line}&h={host}&{unknown}"
        #expect(links.file(Self.header("x"), line: 3) == "idea://open?file=/home/ann/repo/x&line=3&h=box&{unknown}")
        #expect(links.commit("0123abc") == "https://forge.test/o/r/commit/0123abc")
        for none in [nil, ""] {
            links.commitFormat = none
            #expect(links.commit("0123abc") == nil)
        }
        #expect(Hyperlinks.expand("{a}{b}", ["a": "{b}", "b": "2"]) == "{b}2", "a value is not read again")
    }

    @Test(arguments: hostileNames)
    func aHostileNameIsEncodedAndComesBackWhole(_ name: String) throws {
        let target = try #require(Self.links.file(Self.header(name), line: 1))
        #expect(target.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }, "\(target)")
        #expect(target.hasPrefix("file://box/home/ann/repo/"))
        // Only the folders' slashes separate; no `#`, `?` or `%` of the name means anything.
        let path = target.dropFirst("file://box".count)
        #expect(!path.contains("#") && !path.contains("?"))
        #expect(Self.decoded(String(path)) == PathBytes.encode("/home/ann/repo/" + name))
    }

    static let diff = """
        commit 0123456789abcdef0123456789abcdef01234567 (HEAD -> main)
        Author: A U Thor <author@example.com>

            Change

        diff --git a/sp ace%#?.txt b/sp ace%#?.txt
        index 1111111..2222222 100644
        --- a/sp ace%#?.txt
        +++ b/sp ace%#?.txt
        @@ -8,2 +9,2 @@ func f() {
         keep
        -old
        +new
        diff --git a/gone.txt b/gone.txt
        deleted file mode 100644
        index 3333333..0000000
        --- a/gone.txt
        +++ /dev/null
        @@ -1 +0,0 @@
        -bye

        """

    static func options(colorOnly: Bool = false) -> DiffPainter.Options {
        var options = DiffPainter.Options()
        options.width = 80
        options.colorOnly = colorOnly
        var links = Self.links
        links.fileFormat = "editor://{path}:{line}"
        options.hyperlinks = links
        return options
    }

    @Test func titlesHunkHeadersAndCommitIDsLink() throws {
        let rows = try PaintedRows.of(Self.diff, options: Self.options())
        let linked = rows.flatMap(PaintedRows.spans).filter { $0.link != nil }
        let id = "0123456789abcdef0123456789abcdef01234567"
        #expect(linked.filter { $0.link == "https://forge.test/o/r/commit/\(id)" }.map(\.text) == [id])
        let file = "editor:///home/ann/repo/sp%20ace%25%23%3F.txt"
        #expect(linked.filter { $0.link == file + ":1" }.map(\.text).joined() == "sp ace%#?.txt")
        // The hunk header, function and all, links to the new side's first line.
        #expect(linked.filter { $0.link == file + ":9" }.map(\.text).joined() == "@@ -8,2 +9,2 @@ func f() {")
        // The deleted file's title and hunk link nowhere.
        #expect(!linked.contains { $0.link!.contains("gone") })
        #expect(Set(linked.compactMap(\.link)).count == 3)
    }

    @Test func oneLineAndGraphCommitsLinkTheirIDOnly() throws {
        let log = "* abc1234 (HEAD -> main) Subject abc1234\n| * commit 0123456789abcdef (tag: v1)\n"
        let linked = try PaintedRows.of(log, options: Self.options()).flatMap(PaintedRows.spans).filter { $0.link != nil }
        #expect(linked.map(\.text) == ["abc1234", "0123456789abcdef"])
        #expect(linked.map(\.link) == ["https://forge.test/o/r/commit/abc1234", "https://forge.test/o/r/commit/0123456789abcdef"])
    }

    @Test func noLinksInColorOnlyOutputNorWithoutColors() throws {
        let colorOnly = try PaintedRows.of(Self.diff, options: Self.options(colorOnly: true))
        #expect(colorOnly.allSatisfy { $0.links.isEmpty })
        let uncolored = try PaintedRows.of(Self.diff, colored: false, options: Self.options())
        #expect(uncolored.allSatisfy { $0.links.isEmpty })
    }

    /// What a terminal gets: each OSC 8 sequence's target made of printable ASCII only, so no
    /// byte of a name can end the sequence or start another.
    @Test(arguments: hostileNames)
    func osc8SequencesHoldNoControlByte(_ name: String) throws {
        let quoted = name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0.value >= 0x80 }
        // git quotes such names in headers; the parser reads them back to the name.
        let written = quoted ? "\"" + Self.cQuoted(name) + "\"" : name
        let diff = "diff --git a/\(written) b/\(written)\n--- a/\(written)\n+++ b/\(written)\n@@ -1 +1 @@\n-a\n+b\n"
        let rows = try PaintedRows.of(diff, options: Self.options())
        let out = try capturePipe { fd in
            let writer = OutputWriter(descriptor: fd)
            let backend = ANSIBackend(theme: .dark, depth: .trueColor, to: writer)
            for row in rows { try backend.write(row, newline: true) }
            try writer.flush()
        }
        let opener: [UInt8] = [0x1B, 0x5D, 0x38, 0x3B, 0x3B]
        var targets = 0
        var i = 0
        while i + opener.count <= out.count {
            guard Array(out[i..<(i + opener.count)]) == opener else { i += 1; continue }
            var j = i + opener.count
            while j < out.count, out[j] != 0x1B { j += 1 }
            let target = out[(i + opener.count)..<j]
            #expect(target.allSatisfy { $0 > 0x20 && $0 < 0x7F }, "\(name): \(Array(target))")
            #expect(j + 1 < out.count && out[j + 1] == 0x5C, "the sequence ends with ST")
            if !target.isEmpty {
                targets += 1
                #expect(Self.decoded(String(decoding: target, as: UTF8.self)).starts(with: Array("editor:///home/ann/repo/".utf8)))
            }
            i = j
        }
        #expect(targets == 2, "\(name): the title and the hunk header")
    }

    /// `name` as git writes it between quotes: `\t`, `\n`, `\"`, `\\` and octal escapes.
    static func cQuoted(_ name: String) -> String {
        var out = ""
        for b in PathBytes.encode(name) {
            switch b {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x20...0x7E: out.unicodeScalars.append(UnicodeScalar(b))
            default: out += "\\" + String(b, radix: 8).leftPadded(to: 3)
            }
        }
        return out
    }

    @Test func aPageKeepsFileWebAndChosenSchemesButNeverScripts() {
        #expect(HTMLText.href("file://box/a%20b") != nil)
        #expect(HTMLText.href("https://forge.test/c/1") != nil)
        #expect(HTMLText.href("vscode://file/a:1") == nil, "an editor's scheme only when the user's template names it")
        #expect(HTMLText.href("vscode://file/a:1", also: ["vscode"]) != nil)
        for script in ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,x", "vbscript:x"] {
            #expect(HTMLText.href(script, also: ["javascript", "data", "vbscript"]) == nil, "\(script)")
        }
        var links = Self.links
        links.fileFormat = "VSCode://file/{path}"
        #expect(links.schemes == ["vscode", "https"])
    }
}

extension String {
    fileprivate func leftPadded(to count: Int) -> String {
        String(repeating: "0", count: max(0, count - self.count)) + self
    }
}
