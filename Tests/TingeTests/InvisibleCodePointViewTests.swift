import Foundation
import TestSupport
import Testing

/// Every default-ignorable code point (issue 21) in a file's lines, through every view: the
/// pager on a diff (unified and side by side), `tinge show`, `tinge highlight`, blames, searches
/// and HTML pages show each as `<U+XXXX>`; none reaches the output as it is.
@Suite struct InvisibleCodePointViewTests {
    /// Unicode's Default_Ignorable_Code_Point, unassigned ones included: each range's first,
    /// middle and last code point (all 4,000 through every view would take minutes).
    static let ignorables: [Unicode.Scalar] = {
        let all = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter(\.properties.isDefaultIgnorableCodePoint)
        var ranges: [[Unicode.Scalar]] = []
        for c in all {
            if let last = ranges.last?.last, last.value + 1 == c.value { ranges[ranges.count - 1].append(c) } else { ranges.append([c]) }
        }
        return ranges.flatMap { r in Array(Set([r[0], r[r.count / 2], r[r.count - 1]])).sorted { $0.value < $1.value } }
    }()

    /// A repository whose second commit adds `payload.py`: one line a code point, each between
    /// letters in a string (`s = "a<c>b"`), and a last line that looks like an empty string.
    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        _ = try dir.git("init", "-q")
        _ = try dir.write("payload.py", "x = 1\n")
        _ = try dir.git("add", ".")
        _ = try dir.git("commit", "-qm", "first")
        let lines = ignorables.map { "s = \"a\($0)b\"" } + ["empty = \"\u{E0100}\u{E0168}\u{E01EF}\""]
        _ = try dir.write("payload.py", (["x = 1"] + lines).joined(separator: "\n") + "\n")
        _ = try dir.git("commit", "-qam", "second")
        return dir
    }

    static func expectShown(_ text: String, _ view: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let raw = text.unicodeScalars.filter(\.properties.isDefaultIgnorableCodePoint)
        #expect(raw.isEmpty, "\(view): \(raw.count) shown raw, first U+\(String(raw.first?.value ?? 0, radix: 16))", sourceLocation: sourceLocation)
        let missing = ignorables.filter { c in
            let hex = String(c.value, radix: 16, uppercase: true)
            return !text.contains("a<U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)>b")
        }
        #expect(missing.isEmpty, "\(view): \(missing.count) not shown, first U+\(String(missing.first?.value ?? 0, radix: 16))",
                sourceLocation: sourceLocation)
        #expect(text.contains("empty = \"<U+E0100><U+E0168><U+E01EF>\""), "\(view): the payload", sourceLocation: sourceLocation)
    }

    @Test func everyViewShowsThem() throws {
        let dir = try Self.repository()
        let log = try ToolRun.run("git", ["log", "-p", "-1"], directory: dir.path)
        let blame = try ToolRun.run("git", ["blame", "payload.py"], directory: dir.path)
        let grep = try ToolRun.run("git", ["grep", "-n", "-e", "="], directory: dir.path)
        for colors in [["--color=always"], ["--color=never"]] {
            let paging = colors + ["--paging=never"]
            for (view, run) in [
                ("git log -p | tinge", try InProcessRun.tinge(paging, input: log.stdout, directory: dir.path)),
                ("git log -p | tinge -s", try InProcessRun.tinge(paging + ["--side-by-side", "--width=400"], input: log.stdout, directory: dir.path)),
                ("tinge show", try InProcessRun.tinge(["show"] + paging, directory: dir.path)),
                ("tinge highlight", try InProcessRun.tinge(["highlight", "payload.py"] + colors, directory: dir.path)),
                ("git blame | tinge", try InProcessRun.tinge(paging, input: blame.stdout, directory: dir.path)),
                ("tinge blame", try InProcessRun.tinge(["blame", "payload.py"] + paging, directory: dir.path)),
                ("git grep | tinge", try InProcessRun.tinge(paging, input: grep.stdout, directory: dir.path)),
            ] {
                #expect(run.status == 0, "\(view) \(colors): \(run.stderr)")
                Self.expectShown(ANSIColors.text(run.text), "\(view) \(colors)")
            }
        }
        for (view, run) in [
            ("git log -p | tinge --format=html", try InProcessRun.tinge(["--format=html"], input: log.stdout, directory: dir.path)),
            ("tinge highlight --format=html", try InProcessRun.tinge(["highlight", "--format=html", "payload.py"], directory: dir.path)),
            ("tinge blame --format=html", try InProcessRun.tinge(["blame", "payload.py", "--format=html"], directory: dir.path)),
        ] {
            #expect(run.status == 0, "\(view): \(run.stderr)")
            Self.expectShown(HTMLPage.text(run.text), view)
        }
    }
}
