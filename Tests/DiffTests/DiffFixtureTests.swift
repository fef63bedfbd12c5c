import Diff
import TestSupport
import Testing

/// Each fixture made by real git and GNU diff against its reviewed golden item listing, and the
/// properties every parse keeps.
@Suite struct DiffFixtureTests {
    @Test("there are fixtures")
    func thereAreFixtures() {
        #expect(DiffFixture.all.count >= 20)
    }

    @Test("fixture items match the golden listing", arguments: DiffFixture.all)
    func golden(_ fixture: DiffFixture) {
        let listing = ItemListing.render(Parse.items(fixture.bytes))
        let problem = Golden.mismatch(listing, path: fixture.goldenPath)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test("no line is lost, added or reordered", arguments: DiffFixture.all)
    func noLineLost(_ fixture: DiffFixture) {
        let input = fixture.bytes
        #expect(!input.isEmpty)
        #expect(DiffChecks.lostLine(input) == nil)
    }

    @Test("hunk line numbers agree exactly with the hunk ranges", arguments: DiffFixture.all)
    func lineNumbers(_ fixture: DiffFixture) {
        for file in Parse.files(Parse.items(fixture.bytes)) {
            for hunk in file.hunks {
                #expect(DiffChecks.numberProblem(hunk, exact: true) == nil, "\(file.header.path): \(DiffChecks.numberProblem(hunk, exact: true) ?? "")")
            }
        }
    }
}

/// The properties checked on fixtures and random input alike.
enum DiffChecks {
    /// Nil when the items' lines reproduce `input`'s lines exactly; else where they first differ.
    static func lostLine(_ input: [UInt8]) -> String? {
        let expected = RawLine.split(input)
        let got = Parse.lines(of: Parse.items(lines: expected)).map { RawLine(bytes: Array($0.raw), hasNewline: $0.hasNewline) }
        if got == expected { return nil }
        let n = zip(got, expected).prefix(while: { $0 == $1 }).count
        let want = n < expected.count ? ItemListing.quote(expected[n].bytes) : "<end>"
        let have = n < got.count ? ItemListing.quote(got[n].bytes) : "<end>"
        return "line \(n + 1) of \(expected.count) (got \(got.count)): expected \(want), got \(have)"
    }

    /// Nil when each side's numbers run on from the hunk's start without a gap, one per line
    /// the side has, and stay within (or, with `exact`, fill) the side's count.
    static func numberProblem(_ hunk: Hunk, exact: Bool) -> String? {
        let header = hunk.header
        let parents = header.old.count
        func first(_ range: (start: Int, count: Int)) -> Int { range.count == 0 ? range.start + 1 : range.start }
        var nextOld = first(header.old[0])
        var nextNew = first(header.new)
        var inParent = Array(repeating: 0, count: parents)
        var inNew = 0
        for line in hunk.lines where line.kind != .noNewline {
            let m = Array(line.markers)
            // Empty markers: a context line whose space was stripped.
            let cols = m.isEmpty ? Array(repeating: UInt8(0x20), count: parents) : m
            guard cols.count == parents else { return "markers \(ItemListing.quote(m)) for \(parents) parents" }
            let removed = cols.contains(0x2D)
            for i in 0..<parents where removed ? cols[i] == 0x2D : cols[i] == 0x20 { inParent[i] += 1 }
            let inOld = removed ? cols[0] == 0x2D : cols[0] == 0x20
            if inOld {
                guard line.oldNumber == nextOld else { return "old number \(line.oldNumber.map(String.init) ?? "nil"), want \(nextOld)" }
                nextOld += 1
            } else if line.oldNumber != nil {
                return "old number on a line not in the old side"
            }
            if !removed {
                guard line.newNumber == nextNew else { return "new number \(line.newNumber.map(String.init) ?? "nil"), want \(nextNew)" }
                nextNew += 1
                inNew += 1
            } else if line.newNumber != nil {
                return "new number on a removed line"
            }
        }
        for i in 0..<parents {
            let c = header.old[i].count
            if exact ? inParent[i] != c : inParent[i] > c { return "parent \(i + 1) has \(inParent[i]) lines, range says \(c)" }
        }
        if exact ? inNew != header.new.count : inNew > header.new.count { return "new side has \(inNew) lines, range says \(header.new.count)" }
        return nil
    }
}
