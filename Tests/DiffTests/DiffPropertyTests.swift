import Diff
import TestSupport
import Testing

/// Random inputs: mixes of diff-like lines, garbage, NUL, bad UTF-8, CR, escape codes, lying counts, truncation.
@Suite struct DiffPropertyTests {
    @Test("no line is lost and numbers stay within the ranges, on random input")
    func randomInput() {
        var rng = SeededGenerator(seed: 0x7157_6E67)
        for round in 0..<600 {
            let input = RandomDiff.make(&rng)
            if let problem = DiffChecks.lostLine(input) {
                Issue.record("round \(round): \(problem)\ninput: \(ItemListing.quote(input))")
                return
            }
            for file in Parse.files(Parse.items(input)) {
                for hunk in file.hunks {
                    if let problem = DiffChecks.numberProblem(hunk, exact: false) {
                        Issue.record("round \(round): \(problem)\ninput: \(ItemListing.quote(input))")
                        return
                    }
                }
            }
        }
    }

    @Test("every fixture cut short anywhere still keeps every line")
    func truncatedFixtures() {
        for fixture in DiffFixture.all {
            let bytes = fixture.bytes
            for cut in stride(from: 0, to: bytes.count, by: 37) {
                let problem = DiffChecks.lostLine(Array(bytes[..<cut]))
                #expect(problem == nil, "\(fixture) cut at \(cut): \(problem ?? "")")
            }
        }
    }

    /// A line of 10 MB parses in time linear in its length: within 25 times what a
    /// line of 1 MB takes (quadratic work would take a hundred times), timed against each other
    /// so a slow or busy machine slows both.
    @Test("a 10 MB line passes through in linear time", arguments: ["", "diff --git a/", "diff -u ", "+", "| * commit ", "\u{1B}[31m", "--- a/", "@@ -1 +1 @@ "])
    func hugeLine(_ prefix: String) {
        let head = ["diff --git a/x b/x", "--- a/x", "+++ b/x", "@@ -1,3 +1,3 @@"].map { RawLine(bytes: Array($0.utf8), hasNewline: true) }
        func inputs(_ size: Int) -> [[RawLine]] {
            let huge = Array(prefix.utf8) + [UInt8](repeating: 0x61, count: size)
            return [[RawLine(bytes: huge, hasNewline: false)],
                    head + [RawLine(bytes: huge, hasNewline: true), RawLine(bytes: Array(" more".utf8), hasNewline: true)]]
        }
        /// The quicker of two runs, in seconds of this thread's CPU.
        func time(_ lines: [RawLine]) -> Double {
            (0..<2).map { _ in ThreadTime.measure { _ = Parse.items(lines: lines) } }.min()!
        }
        for (small, large) in zip(inputs(1 << 20), inputs(10 << 20)) {
            let (t1, t10) = (time(small), time(large))
            #expect(t10 < 25 * t1 + 0.5, "1 MB took \(t1) s, 10 MB \(t10) s")
            let items = Parse.items(lines: large)
            let got = Parse.lines(of: items)
            #expect(got.count == large.count)
            #expect(zip(got, large).allSatisfy { $0.raw.count == $1.bytes.count && $0.hasNewline == $1.hasNewline })
        }
    }
}


/// Makes random inputs that look partly like diffs.
enum RandomDiff {
    static let pieces: [String] = [
        "diff --git a/x b/x", "diff --git \"a/q \\\"x\\\"\" \"b/q y\"", "diff --cc m.c", "diff -ru a/x b/x", "diff --git",
        "index 1234567..89abcde 100644", "index 1,2..3", "new file mode 100644", "deleted file mode 100644",
        "old mode 100644", "new mode 100755", "similarity index 90%", "rename from a", "rename to b", "copy from a",
        "copy to b", "Binary files a/x and b/x differ", "GIT binary patch", "literal 12", "delta 3", "HcmV?d00001",
        "--- a/x", "+++ b/x", "--- /dev/null", "+++ /dev/null", "---", "--- ", "+++",
        "@@ -1,3 +1,3 @@", "@@ -1 +1 @@ func()", "@@ -0,0 +1,2 @@", "@@ -5,0 +5,1 @@", "@@@ -1,2 -1,2 +1,3 @@@",
        "@@ -99999999999999999999999,1 +1 @@", "@@ -a,b +c,d @@", "@@", "@@@@ -1 -1 -1 +1 @@@@",
        " context", "+added", "-removed", "", " ", "++both", "- ", " -", "--", "\\ No newline at end of file", "\\",
        "commit 0123456789abcdef0123456789abcdef01234567", "commit abc1234 (HEAD -> main)", "abc1234 subject",
        "abc1234 (tag: v1) subject", "* commit abcdef1", "| * commit abcdef1", "*   commit abcdef1", "|\\  Merge: a b",
        "| | +x", "| | -y", "| |  z", "|/  ", "| ", "*-.   commit abcdef1", "Author: A <a@b>", "    message",
        "\r", " ctx\r", "+add\r", "\u{1B}[31m-red\u{1B}[m", "\u{1B}[1mdiff --git a/x b/x\u{1B}[m", "\u{1B}]8;;x\u{7}link",
        "Subproject commit 0123456789abcdef0123456789abcdef01234567", "Only in a: b", " 1 file changed, 1 insertion(+)",
    ]

    static func make(_ rng: inout SeededGenerator) -> [UInt8] {
        var out: [UInt8] = []
        let n = Int.random(in: 0...40, using: &rng)
        for _ in 0..<n {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0:
                // Garbage: any bytes but the newline, with NUL, ESC, CR and bytes that are not UTF-8.
                let length = Int.random(in: 0...12, using: &rng)
                out += (0..<length).map { _ in
                    let b = [0x00, 0x1B, 0x0D, 0xFF, 0xC3, 0x80, 0x5B, 0x20, 0x2B, 0x2D, 0x40, 0x5C, 0x7C, 0x2A]
                        .randomElement(using: &rng)!
                    return Bool.random(using: &rng) ? UInt8(b) : UInt8.random(in: 0...255, using: &rng)
                }.filter { $0 != 0x0A }
            case 1:
                // A piece with random bytes spliced in.
                var p = Array(pieces.randomElement(using: &rng)!.utf8)
                p.insert(UInt8.random(in: 0...255, using: &rng) | 0x01, at: Int.random(in: 0...p.count, using: &rng))
                out += p.filter { $0 != 0x0A }
            case 2:
                // A graph prefix before a piece.
                out += Array((["| ", "| | ", "* ", "\u{1B}[31m|\u{1B}[m "].randomElement(using: &rng)! + pieces.randomElement(using: &rng)!).utf8)
            default:
                out += Array(pieces.randomElement(using: &rng)!.utf8)
            }
            out.append(0x0A)
        }
        // Sometimes the input stops mid-line.
        if Bool.random(using: &rng), !out.isEmpty { out.removeLast(Int.random(in: 0...min(5, out.count), using: &rng)) }
        return out
    }
}
