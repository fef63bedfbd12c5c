import Diff
import Foundation
import Highlight
import Prepare
import TestSupport
import Testing

/// Whole-file context: every hunk line gets exactly the tokens it has when its side is lexed
/// whole from the top, though a side is lexed only to its last hunk and resumed from checkpoints.
@Suite struct HunkTokensTests {
    /// Language fixtures full of multi-line comments, strings, heredocs and fences.
    static let fixtures = ["python/sample.py", "c/sample.c", "bash/sample.sh", "markdown/README.md", "ruby/sample.rb", "php/sample.php"]

    static func fixture(_ name: String) throws -> [UInt8] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return [UInt8](try Data(contentsOf: root.appendingPathComponent("HighlightTests/Fixtures/" + name)))
    }

    /// Each line's tokens when the whole text is lexed from its top.
    static func reference(_ text: [UInt8], _ language: Language) -> [[Token]] {
        let highlighter = Highlighter(language: language)
        var state = LineState.initial
        let lines = LexedSide.lines(of: text)
        return lines.indices.map { k in
            let buffer = TokenBuffer()
            let next = k + 1 < lines.count ? lines[k + 1] : []
            state = lines[k].withUnsafeBufferPointer { line in
                next.withUnsafeBufferPointer { highlighter.lexLine(line, next: k + 1 < lines.count ? $0 : nil, state: state, into: buffer) }
            }
            return buffer.take()
        }
    }

    /// `text` with a few random runs of lines deleted, and lines from elsewhere in it inserted.
    static func edited(_ text: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
        var lines = LexedSide.lines(of: text).map(Array.init)
        for _ in 0..<(1 + random.below(4)) {
            let at = random.below(lines.count)
            lines.removeSubrange(at..<min(lines.count, at + random.below(4)))
            let from = random.below(lines.count)
            lines.insert(contentsOf: lines[from..<min(lines.count, from + random.below(5))], at: random.below(lines.count))
        }
        return Array(lines.joined(separator: [0x0A])) + [0x0A]
    }

    /// The one file of `git diff --no-index` between two texts.
    static func diff(_ old: [UInt8], _ new: [UInt8], context: Int) throws -> FileDiff? {
        try diffText(old, new, context: context).flatMap { parsedFiles($0).first }
    }

    /// The text of `git diff --no-index` between two texts; nil when they are the same.
    static func diffText(_ old: [UInt8], _ new: [UInt8], context: Int) throws -> String? {
        let dir = try TemporaryDirectory()
        try dir.write("a", bytes: old)
        try dir.write("b", bytes: new)
        let run = try ToolRun.run("git", ["diff", "--no-index", "--no-color", "-U\(context)", "a", "b"], directory: dir.path)
        return run.text.isEmpty ? nil : run.text
    }

    /// Checks every hunk line's tokens against the reference of its own side.
    /// With `bothSides`, context lines' old-side tokens are checked against the old side's too.
    static func expectWholeFileTokens(_ tokens: HunkTokens, _ file: FileDiff, old: [[Token]], new: [[Token]],
                                      bothSides: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        for (h, hunk) in file.hunks.enumerated() {
            for (l, line) in hunk.lines.enumerated() {
                let expected: [Token]
                switch line.kind {
                case .removed: expected = old[line.oldNumber! - 1]
                case .added, .context: expected = new[line.newNumber! - 1]
                case .noNewline: expected = []
                }
                #expect(Array(tokens.tokens(hunk: h, line: l)) == expected, "hunk \(h) line \(l): \(String(decoding: line.content, as: UTF8.self))",
                        sourceLocation: sourceLocation)
                if bothSides, line.kind == .context {
                    let index = tokens.index(hunk: h) + l
                    #expect(Array(tokens.oldTokens(index) ?? tokens[index]) == old[line.oldNumber! - 1],
                            "old side of hunk \(h) line \(l): \(String(decoding: line.content, as: UTF8.self))",
                            sourceLocation: sourceLocation)
                }
            }
        }
    }

    @Test(arguments: fixtures)
    func hunkLinesTakeTheirSidesStates(_ name: String) throws {
        let text = try Self.fixture(name)
        let language = Detection.language(path: name, head: text)
        var random = SeededGenerator(seed: UInt64(name.utf8.count) * 7919)
        for round in 0..<6 {
            let old = round.isMultiple(of: 2) ? text : Self.edited(text, &random)
            let new = Self.edited(old, &random)
            let file = try #require(try Self.diff(old, new, context: round % 4), "round \(round) changed nothing")
            #expect(!file.hunks.isEmpty)
            let tokens = HunkTokens(file: file, language: language,
                                    old: LexedSide(text: old, language: language), new: LexedSide(text: new, language: language))
            Self.expectWholeFileTokens(tokens, file, old: Self.reference(old, language), new: Self.reference(new, language))
            // Side by side, context lines show in the old file's colors too.
            let both = HunkTokens(file: file, language: language, old: LexedSide(text: old, language: language),
                                  new: LexedSide(text: new, language: language), bothSides: true)
            Self.expectWholeFileTokens(both, file, old: Self.reference(old, language), new: Self.reference(new, language),
                                       bothSides: true)
        }
    }

    @Test func aSideResumedFromItsCheckpointsGivesTheSameTokens() throws {
        let text = try Self.fixture("python/sample.py")
        let language = Languages.named("python")!
        var random = SeededGenerator(seed: 42)
        let new = Self.edited(text, &random)
        let file = try #require(try Self.diff(text, new, context: 3))
        // One pass far into the old side leaves checkpoints; a second side over the same text resumes from them.
        let states = SideStates()
        _ = LexedSide(text: text, language: language, states: states).state(atLine: LexedSide.lines(of: text).count)
        #expect(states.linesLexed == LexedSide.lines(of: text).count - 1)
        let resumed = LexedSide(text: text, language: language, states: states)
        let tokens = HunkTokens(file: file, language: language, old: resumed, new: LexedSide(text: new, language: language))
        Self.expectWholeFileTokens(tokens, file, old: Self.reference(text, language), new: Self.reference(new, language))
    }

    @Test func aSideIsLexedOnlyToItsLastHunk() throws {
        let lines = (1...1000).map { "x = \($0)\n" }.joined()
        let text = Array(lines.utf8)
        var changed = LexedSide.lines(of: text).map(Array.init)
        changed[99] = Array("x = 'changed'".utf8)
        let new = Array(changed.joined(separator: [0x0A])) + [0x0A]
        let file = try #require(try Self.diff(text, new, context: 3))
        let language = Languages.named("python")!
        let newSide = LexedSide(text: new, language: language)
        _ = HunkTokens(file: file, language: language, old: LexedSide(text: text, language: language), new: newSide)
        // Walked to the hunk's first line (97); its lines, lexed for their tokens, take the
        // frontier to the line after its last (104).
        #expect(newSide.states.linesWalked == 96)
        #expect(newSide.states.linesLexed == 103)
    }

    /// A hunk's lines on the new side are lexed once, for their tokens: the walk to the next
    /// hunk starts after them, and the checkpoints among them are recorded as a walk's are.
    @Test func aHunksLinesAreNotWalkedAgain() throws {
        let text = Array((1...1000).map { "x = \($0)\n" }.joined().utf8)
        var lines = LexedSide.lines(of: text).map(Array.init)
        // Two hunks of 41 lines (20 of context around each), the first across checkpoint line 128
        // (0-based), where the new side is inside a string it opened.
        lines[119] = Array("'''".utf8)
        lines[139] = Array("'''".utf8)
        lines[699] = Array("x = 'changed'".utf8)
        let new = Array(lines.joined(separator: [0x0A])) + [0x0A]
        let file = try #require(try Self.diff(text, new, context: 20))
        #expect(file.hunks.count == 2)
        let language = Languages.named("python")!
        let newSide = LexedSide(text: new, language: language)
        let tokens = HunkTokens(file: file, language: language, old: LexedSide(text: text, language: language), new: newSide)
        Self.expectWholeFileTokens(tokens, file, old: Self.reference(text, language), new: Self.reference(new, language))
        // Walked to line 100, then from 161 (after the first hunk) to 680: the hunks' lines are not walked.
        #expect(newSide.states.linesWalked == 99 + (679 - 160))
        #expect(newSide.states.linesLexed == 720)
        // The checkpoints inside the hunk are a walk's: a side resumed from them lexes alike.
        let walked = LexedSide(text: new, language: language)
        for line in [129, 130, 150, 600, 721] {
            #expect(LexedSide(text: new, language: language, states: newSide.states).state(atLine: line) == walked.state(atLine: line),
                    "line \(line)")
        }
        #expect(newSide.state(atLine: 130) != .initial)  // inside the string
    }

    /// A context line may differ from the side's own in whitespace (a patch mailed through a
    /// client that reflowed it; `SideCheck` believes the side all the same), and lex otherwise:
    /// the hunk's lines are then not taken for the side's, and the walk lexes them.
    @Test func aHunkWhoseLinesDifferInWhitespaceIsWalked() throws {
        let text = Array((1...300).map { "x = \($0)\n" }.joined().utf8)
        var lines = LexedSide.lines(of: text).map(Array.init)
        lines[101] = Array("y = 'changed'".utf8)
        lines[249] = Array("z = 'changed'".utf8)
        let new = Array(lines.joined(separator: [0x0A])) + [0x0A]
        let patch = try #require(try Self.diffText(text, new, context: 3))
        let spaced = patch.replacingOccurrences(of: "\n x = 101\n", with: "\n x  =  101\n")
        #expect(spaced != patch)
        let file = try #require(parsedFiles(spaced).first)
        #expect(file.hunks.count == 2)
        let language = Languages.named("python")!
        let newSide = LexedSide(text: new, language: language)
        _ = HunkTokens(file: file, language: language, old: LexedSide(text: text, language: language), new: newSide)
        // The walk to the second hunk starts at the first hunk's first line (99), not after its last.
        #expect(newSide.states.linesWalked == 98 + (246 - 98))
        #expect(newSide.states.linesLexed == 253)
    }

    /// The old side agrees with the new up to the first hunk, and after each hunk that leaves
    /// their states alike: it is lexed only where a hunk left the two apart.
    @Test func theOldSideIsLexedOnlyWhereAHunkLeftTheSidesApart() throws {
        let text = Array((1...1000).map { "x = \($0)\n" }.joined().utf8)
        let language = Languages.named("python")!
        func edit(_ changes: [Int: String]) -> [UInt8] {
            var lines = LexedSide.lines(of: text).map(Array.init)
            for (k, line) in changes { lines[k] = Array(line.utf8) }
            return Array(lines.joined(separator: [0x0A])) + [0x0A]
        }
        // Balanced changes: the old side is never asked for a state.
        let balanced = edit([99: "x = 'changed'", 499: "x = \"also\"", 899: "# comment"])
        let file = try #require(try Self.diff(text, balanced, context: 3))
        #expect(file.hunks.count == 3)
        let old = LexedSide(text: text, language: language)
        let tokens = HunkTokens(file: file, language: language, old: old, new: LexedSide(text: balanced, language: language))
        #expect(old.states.linesLexed == 0)
        Self.expectWholeFileTokens(tokens, file, old: Self.reference(text, language), new: Self.reference(balanced, language))
        // The second hunk opens a string on the new side only: after it the sides differ, and
        // the old side is lexed from its top to the third hunk (the first two agree at the top).
        let opened = edit([99: "x = 'changed'", 499: "'''", 899: "# comment"])
        let apart = try #require(try Self.diff(text, opened, context: 3))
        let oldApart = LexedSide(text: text, language: language)
        let both = HunkTokens(file: apart, language: language, old: oldApart, new: LexedSide(text: opened, language: language))
        #expect(oldApart.states.linesLexed == 896)  // the third hunk's first line, 897
        Self.expectWholeFileTokens(both, apart, old: Self.reference(text, language), new: Self.reference(opened, language))
    }

    /// A text whose last line has no newline ends there: no checkpoint is kept after it,
    /// and no state asked for past it.
    @Test func aWalkStopsAtALastLineWithNoNewline() {
        let text = Array((1...64).map { "x = \($0)" }.joined(separator: "\n").utf8)
        let side = LexedSide(text: text, language: Languages.named("python")!)
        #expect(side.state(atLine: 64) != nil)
        #expect(side.state(atLine: 65) == nil)
        #expect(side.states.footprint == SideStates().footprint)
    }

    @Test func withoutSidesTheStateIsCarriedFromHunkToHunk() throws {
        let old = "\"\"\"\nprose\n\"\"\"\nx = 1\n"
        let new = "\"\"\"\nprose, more\n\"\"\"\nx = 2\n"
        let file = try #require(try Self.diff(Array(old.utf8), Array(new.utf8), context: 0))
        let language = Languages.named("python")!
        let tokens = HunkTokens(file: file, language: language, old: nil, new: nil)
        // Guessed from the top of the first hunk: "prose" is read as code there, and the guess goes on.
        #expect(file.hunks.count == 2)
        #expect(tokens.lineCount(hunk: 0) == 2)
        #expect((0..<tokens.lineCount(hunk: 1)).allSatisfy { !tokens.tokens(hunk: 1, line: $0).isEmpty })
    }
}

/// A diff's two sides are the same text up to its first hunk: lexed there once for both.
@Suite struct SharedPrefixTests {
    static let python = Languages.named("python")!

    @Test func theSideLexedLessFarTakesTheOthersCheckpoints() {
        let prefix = (1...300).map { "x = \($0)\n" }.joined() + "'''\n" + (1...100).map { "prose \($0)\n" }.joined()
        let old = LexedSide(text: Array((prefix + "a = 1\n'''\n").utf8), language: Self.python)
        let new = LexedSide(text: Array((prefix + "a = 2\n'''\n").utf8), language: Self.python)
        _ = new.state(atLine: 380)
        old.share(with: new, before: 402)
        #expect(old.states.linesLexed == new.states.linesLexed)
        #expect(old.state(atLine: 402) == new.state(atLine: 402))
        #expect(old.state(atLine: 402) != .initial)  // inside the string
    }

    @Test func sidesThatDifferBeforeTheLineShareNothing() {
        let old = LexedSide(text: Array(((1...200).map { "x = \($0)\n" }.joined()).utf8), language: Self.python)
        let new = LexedSide(text: Array(("'''\n" + (2...200).map { "x = \($0)\n" }.joined()).utf8), language: Self.python)
        _ = new.state(atLine: 150)
        old.share(with: new, before: 150)
        #expect(old.states.linesLexed == 0)
        #expect(old.state(atLine: 150) == .initial)
    }

    /// Through the preparer, which shares the sides' prefix: still each side's own tokens.
    @Test(arguments: HunkTokensTests.fixtures)
    func preparedTokensAreTheWholeFilesTokens(_ name: String) throws {
        let text = try HunkTokensTests.fixture(name)
        let language = Detection.language(path: name, head: text)
        var random = SeededGenerator(seed: UInt64(name.utf8.count) * 31)
        for round in 0..<4 {
            let old = round == 0 ? text : HunkTokensTests.edited(text, &random)
            let new = HunkTokensTests.edited(old, &random)
            let diff = try #require(try HunkTokensTests.diff(old, new, context: round))
            let source = MemoryBlobSource()
            source.add(file: "a", String(decoding: old, as: UTF8.self))
            source.add(file: "b", String(decoding: new, as: UTF8.self))
            var file = diff
            // Read as a plain `diff -u a b`: the files named, no blob ids.
            file.header.isPlainDiff = true
            file.header.oldIds = []
            file.header.newId = nil
            file.header.oldPath = "a"
            file.header.newPath = "b"
            let prepared = Preparer(source: source, resolver: LanguageResolver(forced: language), options: .init()).prepare(file)
            PreparedFileTests.expectWholeFileTokens(prepared, file, old: HunkTokensTests.reference(old, language),
                                                  new: HunkTokensTests.reference(new, language))
        }
    }
}
