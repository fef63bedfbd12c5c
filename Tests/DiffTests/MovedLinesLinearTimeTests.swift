import Diff
import Foundation
import Testing

/// Moved lines are found in time linear in the diff, however alike its lines (issue 21): git
/// pairs each line with every line like it, quadratic in a run of identical lines, and looks
/// at a block too short to keep again from its second line, quadratic in a run of lines without
/// letters (`}`). tinge bounds both, and says so on the file.
///
/// Each size is timed three times and the quickest run kept; the bound lies between linear and
/// quadratic growth, with slack for a shared machine's timer.
@Suite(.serialized) struct MovedLinesLinearTimeTests {
    /// Four times the lines may take this many times as long (quadratic work: sixteen).
    static let scaling = 9.0
    static let slack = 0.05
    /// Bounds small enough that the sizes timed pass them, so the test stays quick.
    static let bounds = MovedLines.Bounds(pairings: 20, lookingAgain: 300)

    /// A run of `count` lines moved from one file to another: `unit` repeated, or cycling
    /// through `units` when there are several.
    static func diff(_ units: [String], count: Int) -> [UInt8] {
        var text = "diff --git a/old.c b/old.c\n--- a/old.c\n+++ b/old.c\n@@ -1,\(count + 1) +1,1 @@\n int a;\n"
        for n in 0..<count { text += "-\(units[n % units.count])\n" }
        text += "diff --git a/new.c b/new.c\n--- a/new.c\n+++ b/new.c\n@@ -1,1 +1,\(count + 1) @@\n int b;\n"
        for n in 0..<count { text += "+\(units[n % units.count])\n" }
        return Array(text.utf8)
    }

    /// The runs: identical lines with letters (each line alike to every other), identical lines
    /// without (no block is ever long enough to keep), and lines alike in pairs and fours.
    static let runs: [(name: String, units: [String])] = [
        ("identical lines", ["    return value + other;"]),
        ("closing braces", ["}"]),
        ("blank lines", [""]),
        ("two lines taking turns", ["}", "    x = y;"]),
        ("a brace and two blanks", ["}", "", ""]),
    ]

    static func time(_ diff: [UInt8], _ mode: MovedLines.Mode) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = MovedLinesTests.marked(diff, .init(mode: mode, bounds: bounds))
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    @Test("a run of alike lines is marked in linear time", arguments: runs.indices, [MovedLines.Mode.zebra, .dimmedZebra])
    func linear(_ index: Int, _ mode: MovedLines.Mode) {
        let (name, units) = Self.runs[index]
        let small = Self.time(Self.diff(units, count: 250), mode)
        let large = Self.time(Self.diff(units, count: 1000), mode)
        #expect(large < Self.scaling * small + Self.slack, "\(name), \(mode): \(small) s, four times as many lines \(large) s")
    }

    /// What a bounded search still finds: a long run of identical lines with letters is moved.
    @Test func aLongRunOfIdenticalLinesIsStillMoved() {
        let marks = MovedLinesTests.marked(Self.diff(["    return value + other;"], count: 1000), .init(mode: .zebra, bounds: Self.bounds))
        let changed = marks.filter { $0.hasPrefix("+") || $0.hasPrefix("-") }
        #expect(changed.count == 2000)
        #expect(changed.allSatisfy { $0.dropFirst().hasPrefix("moved") || $0.dropFirst().hasPrefix("alternative") })
    }

    /// The files where the search was bounded say so; a diff with few alike lines does not.
    @Test func boundedFilesAreMarked() {
        func bounded(_ diff: [UInt8], _ bounds: MovedLines.Bounds = Self.bounds) -> [Bool] {
            var parser = DiffParser(movedColors: nil)
            var files: [FileDiff] = []
            var start = 0
            for i in diff.indices where diff[i] == 0x0A {
                parser.feed(diff[start..<i]) { if case .file(let f) = $0 { files.append(f) } }
                start = i + 1
            }
            parser.finish { if case .file(let f) = $0 { files.append(f) } }
            MovedLines.mark(&files, .init(mode: .zebra, bounds: bounds))
            return files.map(\.movedLinesBounded)
        }
        let line = "    return value + other;"
        #expect(bounded(Self.diff([line], count: Self.bounds.pairings + 1)) == [true, true])
        #expect(bounded(Self.diff([line], count: Self.bounds.pairings)) == [false, false])
        // A run of braces is looked at again from each line: 20 of them, 190 lines, within bounds.
        #expect(bounded(Self.diff(["}"], count: 20)) == [false, false])
        #expect(bounded(Self.diff(["}"], count: 300)).contains(true))
        #expect(bounded(Self.diff((0..<1000).map { "line number \($0) of the block" }, count: 1000)) == [false, false])
        // The standard bounds: nothing an ordinary diff meets.
        #expect(bounded(Self.diff(["}"], count: 100), .standard) == [false, false])
        #expect(bounded(Self.diff([line], count: 300), .standard) == [false, false])
    }
}
