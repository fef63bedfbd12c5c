import Diff
import Foundation
import TestSupport
import Testing

/// tinge's own detection of moved lines (`MovedLines`): small cases by hand, then many random
/// ones against git's `--color-moved`, line by line.
@Suite struct MovedLinesTests {
    /// The changed lines of `diff` (uncolored) as `MovedLines` marks them.
    static func marked(_ diff: [UInt8], _ options: MovedLines.Options) -> [String] {
        var parser = DiffParser(movedColors: nil)
        var items: [DiffItem] = []
        var start = 0
        for i in diff.indices where diff[i] == 0x0A {
            parser.feed(diff[start..<i]) { items.append($0) }
            start = i + 1
        }
        if start < diff.count { parser.feed(diff[start...], hasNewline: false) { items.append($0) } }
        parser.finish { items.append($0) }
        var files = items.compactMap { item -> FileDiff? in if case .file(let f) = item { f } else { nil } }
        MovedLines.mark(&files, options)
        return MovedLineListing.items(files.map(DiffItem.file))
    }

    private func marked(_ diff: String, _ mode: MovedLines.Mode, _ whitespace: MovedLines.Whitespace = []) -> [String] {
        Self.marked(Array(diff.utf8), MovedLines.Options(mode: mode, whitespace: whitespace))
    }

    /// A block of three lines (plenty of letters) moved down past `between`, and `short` (fewer than 20).
    private let moved = """
        diff --git a/x b/x
        --- a/x
        +++ b/x
        @@ -1,6 +1,6 @@
        -first line of the block
        -second line of the block
        -third line of the block
        -short
         between
        +short
        +first line of the block
        +second line of the block
        +third line of the block
         after

        """

    @Test func aBlockIsMovedAndAShortOneIsNotExceptInPlainMode() {
        #expect(marked(moved, .zebra) == [
            "-moved first line of the block", "-moved second line of the block", "-moved third line of the block",
            "-plain short", "+plain short", "+moved first line of the block", "+moved second line of the block",
            "+moved third line of the block",
        ])
        #expect(marked(moved, .blocks) == marked(moved, .zebra))
        #expect(marked(moved, .plain).allSatisfy { $0.dropFirst().hasPrefix("moved") })
    }

    @Test func aBlockRightAfterAnotherTakesTheAlternativeInZebraOnly() {
        let swapped = """
            diff --git a/x b/x
            --- a/x
            +++ b/x
            @@ -1,4 +1,4 @@
            -alpha alpha alpha alpha alpha
            -beta beta beta beta beta beta
            +beta beta beta beta beta beta
            +alpha alpha alpha alpha alpha
            """ + "\n"
        #expect(marked(swapped, .zebra) == [
            "-moved alpha alpha alpha alpha alpha", "-alternative beta beta beta beta beta beta",
            "+moved beta beta beta beta beta beta", "+alternative alpha alpha alpha alpha alpha",
        ])
        #expect(marked(swapped, .blocks).allSatisfy { $0.dropFirst().hasPrefix("moved") })
        // Every line is at a border between two blocks: none is dimmed.
        #expect(marked(swapped, .dimmedZebra) == marked(swapped, .zebra))
    }

    @Test func linesMoveAcrossFiles() {
        let diff = """
            diff --git a/a b/a
            --- a/a
            +++ b/a
            @@ -1,2 +1 @@
             stays
            -this function body moves to another file
            diff --git a/b b/b
            --- a/b
            +++ b/b
            @@ -1 +1,2 @@
             stays
            +this function body moves to another file
            """ + "\n"
        #expect(marked(diff, .zebra) == [
            "-moved this function body moves to another file", "+moved this function body moves to another file",
        ])
    }

    @Test func whitespaceIsIgnoredAsAsked() {
        let diff = """
            diff --git a/x b/x
            --- a/x
            +++ b/x
            @@ -1,3 +1,3 @@
            -if ready { start(engine, now) }
             between
            +    if  ready {  start(engine, now) }\t
            """ + "\n"
        let moved = ["-moved if ready { start(engine, now) }", "+moved     if  ready {  start(engine, now) }\t"]
        #expect(marked(diff, .zebra).allSatisfy { $0.dropFirst().hasPrefix("plain") })
        #expect(marked(diff, .zebra, .atEnd).allSatisfy { $0.dropFirst().hasPrefix("plain") })
        #expect(marked(diff, .zebra, .change).allSatisfy { $0.dropFirst().hasPrefix("plain") })
        #expect(marked(diff, .zebra, .all) == moved)
    }

    @Test func aReindentedBlockMovesWhileItsIndentationChangesAlike() {
        let diff = """
            diff --git a/x b/x
            --- a/x
            +++ b/x
            @@ -1,5 +1,4 @@
            -for item in collection_of_things:
            -    handle_the_item(item)
            -print(another_value_here)
             between
            +    for item in collection_of_things:
            +        handle_the_item(item)
            +  print(another_value_here)
            """ + "\n"
        // The last line's indentation changed by two, not four: a block of its own (as git has it).
        #expect(marked(diff, .zebra, .indentationChange) == [
            "-moved for item in collection_of_things:", "-moved     handle_the_item(item)", "-alternative print(another_value_here)",
            "+moved     for item in collection_of_things:", "+moved         handle_the_item(item)",
            "+alternative   print(another_value_here)",
        ])
        #expect(marked(diff, .zebra, .all).allSatisfy { $0.dropFirst().hasPrefix("moved") })
    }

    @Test func aLineMissingItsNewlineIsTheSameLine() {
        let diff = "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-the last line of the file is moved\n keep\n"
            + "+the last line of the file is moved\n\\ No newline at end of file\n"
        #expect(marked(diff, .zebra) == ["-moved the last line of the file is moved", "+moved the last line of the file is moved"])
    }

    // MARK: - Against git

    /// Lines random files are made of: long and short, blank, indented, with trailing blanks.
    private static let pool = [
        "alpha beta gamma delta", "x", "", "  indented line here ok", "return value_of_thing;", "}", "{", "short",
        "another fairly long line 123", "\tint counter_variable = 0;", "a b", "  a  b  ", "a b ", "lorem ipsum dolor sit amet", "zz",
    ]

    /// Random old and new files, the new ones with blocks of the old moved (some re-indented
    /// alike, some here and there) and lines inserted; diffed by git in each mode and whitespace rule, its colors read
    /// (`MovedLineListing.git`) and compared with `MovedLines` over its uncolored diff.
    @Test(arguments: [1, 2, 3, 4])
    func agreesWithGitOnRandomMoves(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let dir = try TemporaryDirectory()
        for round in 0..<40 {
            let fileCount = Int.random(in: 1...3, using: &random)
            for f in 0..<3 {
                try? FileManager.default.removeItem(atPath: dir.path + "/a/f\(f)")
                try? FileManager.default.removeItem(atPath: dir.path + "/b/f\(f)")
            }
            for f in 0..<fileCount {
                let old = (0..<Int.random(in: 0...30, using: &random)).map { _ in Self.pool.randomElement(using: &random)! }
                var new = old
                for _ in 0..<Int.random(in: 0...3, using: &random) where new.count >= 2 {
                    let from = Int.random(in: 0..<new.count, using: &random)
                    let to = Int.random(in: (from + 1)...min(new.count, from + 6), using: &random)
                    var block = Array(new[from..<to])
                    new.removeSubrange(from..<to)
                    switch Int.random(in: 0..<10, using: &random) {
                    case 0, 1: block = block.map { Bool.random(using: &random) ? "  " + $0 : $0 + " " }
                    case 2, 3, 4:
                        let indent = ["    ", "\t", "  \t", " "].randomElement(using: &random)!
                        block = block.map { indent + $0 }
                    case 5: block = block.map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0 }
                    default: break
                    }
                    new.insert(contentsOf: block, at: Int.random(in: 0...new.count, using: &random))
                }
                for _ in 0..<Int.random(in: 0...3, using: &random) {
                    new.insert(Self.pool.randomElement(using: &random)!, at: Int.random(in: 0...new.count, using: &random))
                }
                func text(_ lines: [String]) -> String {
                    lines.isEmpty ? "" : lines.joined(separator: "\n") + (Int.random(in: 0..<10, using: &random) < 9 ? "\n" : "")
                }
                try dir.write("a/f\(f)", text(old))
                try dir.write("b/f\(f)", text(new))
            }
            let mode = MovedLines.Mode.allCases.randomElement(using: &random)!
            let spaces: [(String, MovedLines.Whitespace)] = [("no", []), ("ignore-space-at-eol", .atEnd),
                                                              ("ignore-space-change", .change), ("ignore-all-space", .all),
                                                              ("allow-indentation-change", .indentationChange)]
            let (wsName, whitespace) = spaces.randomElement(using: &random)!
            let colored = try ToolRun.run("git", ["diff", "--no-index", "--color=always", "--color-moved=\(mode.rawValue)",
                                                  "--color-moved-ws=\(wsName)", "a", "b"], directory: dir.path)
            let plain = try ToolRun.run("git", ["diff", "--no-index", "--no-color", "a", "b"], directory: dir.path)
            let git = MovedLineListing.git(colored.stdout)
            let mine = MovedLineListing.unreadable(in: Self.marked(plain.stdout, .init(mode: mode, whitespace: whitespace)),
                                                   takenFrom: git)
            #expect(mine == git, "seed \(seed) round \(round): --color-moved=\(mode.rawValue) --color-moved-ws=\(wsName)")
        }
    }
}
