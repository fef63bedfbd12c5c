import EditorConfig
import Synchronization
import TestSupport
import Testing

/// EditorConfig's globs, as its specification describes each form.
@Suite struct EditorConfigGlobTests {
    func matches(_ glob: String, _ path: String) -> Bool {
        EditorConfigGlob(section: glob).matches(path)
    }

    @Test func starStaysInOneFolderAndDoubleStarCrossesThem() {
        #expect(matches("*.c", "main.c"))
        #expect(matches("*.c", "src/deep/main.c"), "a name without / matches at any depth")
        #expect(!matches("*.c", "main.cc"))
        #expect(matches("src/*.c", "src/main.c"))
        #expect(!matches("src/*.c", "src/deep/main.c"))
        #expect(!matches("src/*.c", "lib/src/main.c"), "a name with / matches from the folder")
        #expect(matches("src/**.c", "src/deep/er/main.c"))
        #expect(matches("/main.c", "main.c"))
        #expect(!matches("/main.c", "src/main.c"), "a leading / anchors")
        #expect(matches("src/**/main.c", "src/main.c"), "/**/ also matches one /")
        #expect(matches("src/**/main.c", "src/a/b/main.c"))
        #expect(matches("*", "any/thing"))
        #expect(matches("**", "any/thing"))
    }

    /// A star before a character ends only where that character stands: the first such place
    /// is not always the one that matches.
    @Test func aStarBeforeACharacterTriesEachPlaceOfIt() {
        #expect(matches("*.c", "a.b.c"), "the second dot")
        #expect(!matches("*.c", "a.c.b"))
        #expect(matches("*c", "cc"))
        #expect(matches("*.tar.gz", "x.tar.tar.gz"))
        #expect(matches("**.c", "x/y.z/w.c"), "across folders, past a dot in one")
        #expect(matches("src/**/a*b", "src/x/aab"))
        #expect(!matches("src/**/a*b", "src/x/aba"))
        #expect(matches("{*.{c,h},Makefile}", "lib/x.y.h"))
        #expect(matches("*/", "x/"), "a star before a slash")
    }

    @Test func oneCharacterAndSets() {
        #expect(matches("?.c", "a.c"))
        #expect(!matches("?.c", "ab.c"))
        #expect(!matches("a?b", "a/b"), "? is not /")
        #expect(matches("[abc].c", "b.c"))
        #expect(!matches("[abc].c", "d.c"))
        #expect(matches("[!abc].c", "d.c"))
        #expect(!matches("[!abc].c", "a.c"))
        #expect(matches("[a-f]x", "cx"))
        #expect(!matches("[a-f]x", "gx"))
        #expect(matches("é?", "éü"), "characters, not bytes")
    }

    @Test func bracesGiveChoicesAndNumberRanges() {
        #expect(matches("*.{c,h}", "x.h"))
        #expect(!matches("*.{c,h}", "x.cpp"))
        #expect(matches("{Makefile,*.mk}", "build/rules.mk"))
        #expect(matches("a{b,{c,d}e}", "ade"), "nested")
        #expect(matches("*.{,bak}", "x."))
        #expect(matches("file{1..12}.txt", "file7.txt"))
        #expect(matches("file{1..12}.txt", "file12.txt"))
        #expect(!matches("file{1..12}.txt", "file13.txt"))
        #expect(matches("n{-3..3}", "n-2"))
        #expect(!matches("n{-3..3}", "nx"))
        #expect(matches("{single}", "{single}"), "one string is written as it is")
        #expect(matches("a{b", "a{b"), "an open brace stands for itself")
        #expect(matches("a[b", "a[b"), "an open bracket too")
        #expect(matches("\\*.c", "*.c"))
        #expect(!matches("\\*.c", "x.c"), "an escaped star is a star")
    }

    /// A glob without `/` is matched against the path's last name alone: the same answers as
    /// the glob written to match at any depth (`**/` before it), which tries every folder.
    @Test func aNameGlobMatchesAsAtAnyDepth() {
        var g = SeededGenerator(seed: 7)
        let globs = ["*.c", "*", "?", "Makefile", "{*.{c,h,sh},config.mak.*,Makefile}", "[a-c]*.txt", "*.{1..3}",
                     "x*y", "[!.]*", "*.c.*", "{,a}b"]
        let names = ["main.c", "a.b.c", "Makefile", "config.mak.uname", "b.txt", "x.2", "xay", ".hidden", "b", "ab", "", "c"]
        for _ in 0..<2_000 {
            let depth = Int.random(in: 0..<4, using: &g)
            let path = (0...depth).map { _ in names.randomElement(using: &g)! }.joined(separator: "/")
            let glob = globs.randomElement(using: &g)!
            #expect(matches(glob, path) == matches("**/" + glob, path), "\(glob) on \(path)")
        }
        #expect(matches("*.c", "a.c/b.h") == false)
        #expect(matches("*.c", "b.h/a.c"))
    }

    @Test func aHostileGlobGivesUpQuickly() {
        let glob = String(repeating: "*a", count: 40) + "{" + String(repeating: "{x,", count: 30) + String(repeating: "}", count: 30)
        let took = ThreadTime.measure { _ = matches(glob, String(repeating: "a", count: 200) + "b") }
        #expect(took < 1)
    }
}

/// `.editorconfig` files and the tab width they, the attributes and the fallback give.
@Suite struct TabWidthsTests {
    /// Widths from `files` (folder → text), `attributes` (path → whitespace value) and a fallback.
    /// The folders read, in order.
    final class Reads: Sendable {
        let folders = Mutex<[String]>([])
    }

    static func widths(_ files: [String: String], attributes: [String: String] = [:], reads: Reads? = nil) -> TabWidths {
        TabWidths(editorConfig: { folder in
            reads?.folders.withLock { $0.append(folder) }
            return files[folder].map { Array($0.utf8) }
        }, attribute: { attributes[$0] }, fallback: TabWidths.Answer(width: 8, source: "default"))
    }

    @Test func tabWidthThenIndentSizeOfTabIndentedFiles() {
        let w = Self.widths(["": "[*.c]\ntab_width = 5\n[*.h]\nindent_size = 3\n[*.go]\nindent_style = tab\nindent_size = 4\n"])
        #expect(w.width(forPath: "src/a.c") == .init(width: 5, source: ".editorconfig [*.c] tab_width = 5"))
        #expect(w.width(forPath: "a.h").width == 8, "indent_size says nothing of tabs when indenting with spaces")
        #expect(w.width(forPath: "a.go") == .init(width: 4, source: ".editorconfig [*.go] indent_size = 4"))
    }

    @Test func nearerFilesWinAndRootStopsTheSearch() {
        let files = ["": "[*]\ntab_width = 2\nindent_style = tab\n", "src": "[*.c]\ntab_width = 3\n",
                     "src/old": "root = true\n[*.txt]\ntab_width = 6\n"]
        let w = Self.widths(files)
        #expect(w.width(forPath: "src/a.c").width == 3)
        #expect(w.width(forPath: "src/a.txt").width == 2)
        #expect(w.width(forPath: "src/old/a.txt") == .init(width: 6, source: "src/old/.editorconfig [*.txt] tab_width = 6"))
        #expect(w.width(forPath: "src/old/a.c").width == 8, "nothing above a root file counts")
        // Sections without / match below their own folder, relative to it.
        let anchored = Self.widths(["src": "[lib/*.c]\ntab_width = 7\n"])
        #expect(anchored.width(forPath: "src/lib/a.c").width == 7)
        #expect(anchored.width(forPath: "lib/a.c").width == 8)
    }

    /// A path with an empty name or `..` in it is not below any `.editorconfig` folder.
    @Test func improperNamesAreNotLookedUp() {
        let w = Self.widths(["": "[*]\ntab_width = 4\n"])
        #expect(w.width(forPath: "a/b.c").width == 4)
        #expect(w.width(forPath: "./a/...c").width == 4, "a dot or three make a name")
        for path in ["", "a//b.c", "a/", "../a.c", "a/../b.c", "a/.."] {
            #expect(w.width(forPath: path).width == 8, "\(path)")
        }
    }

    @Test func laterSectionsWinAndUnsetTakesBack() {
        let w = Self.widths(["": "[*]\ntab_width = 4\n[*.md]\ntab_width = unset\n[*.txt]\nTAB_WIDTH = 6\n"])
        #expect(w.width(forPath: "a.c").width == 4)
        #expect(w.width(forPath: "a.md").width == 8)
        #expect(w.width(forPath: "a.txt").width == 6, "keys are read without regard to case")
    }

    @Test func badLinesAndBadValuesAreSkipped() {
        let text = "garbage\n[unclosed\n= 3\n# tab_width = 2\n; comment\n[*]\r\n\ttab_width = 99\n[*.c]\ntab_width = x\n[*.h]\n  tab_width   =   3  \r\n"
        let w = Self.widths(["": text, "bin": String(decoding: [0xFF, 0xFE, 0x00, 0x0A], as: UTF8.self)])
        #expect(w.width(forPath: "a.txt").width == 8, "99 is no width")
        #expect(w.width(forPath: "a.c").width == 8)
        #expect(w.width(forPath: "bin/a.h").width == 3)
    }

    @Test func theAttributeComesAfterEditorConfigAndBeforeTheFallback() {
        let w = Self.widths(["": "[*.c]\ntab_width = 5\n"],
                            attributes: ["a.c": "tabwidth=2", "a.go": "tab-in-indent, tabwidth=6", "a.py": "true", "a.rb": "tabwidth=64"])
        #expect(w.width(forPath: "a.c").width == 5)
        #expect(w.width(forPath: "a.go") == .init(width: 6, source: "git attribute whitespace=tab-in-indent, tabwidth=6"))
        #expect(w.width(forPath: "a.py").width == 8)
        #expect(w.width(forPath: "a.rb").width == 8, "git takes 1 to 63")
    }

    @Test func eachFolderIsReadOnceAndNoPathLeavesTheTop() {
        let reads = Reads()
        let w = Self.widths(["": "[*]\ntab_width = 3\n"], reads: reads)
        for path in ["a/b/x.c", "a/b/y.c", "a/z.c", "a/b/x.c"] { _ = w.width(forPath: path) }
        #expect(reads.folders.withLock { $0 } == ["a/b", "a", ""])
        for path in ["../x.c", "/etc/x.c", "a/../../x.c", "a//x.c"] {
            #expect(w.width(forPath: path).width == 8, "\(path)")
        }
        #expect(reads.folders.withLock { $0.count } == 3)
    }
}
