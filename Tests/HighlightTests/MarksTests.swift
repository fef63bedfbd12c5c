import Highlight
import TestSupport
import Testing

/// The marks layer: each mark a set of bytes, kept right across edits, and laid over tokens by
/// precedence into runs that cover a range exactly.
@Suite struct MarksTests {
    func marks(_ spans: (Range<Int>, Mark)...) -> Marks {
        Marks(spans.map { Marks.Span($0.0, $0.1) })
    }

    // MARK: Adding and removing

    @Test func rangesOfOneMarkThatOverlapOrTouchAreJoined() {
        var m = marks((10..<12, .search), (2..<4, .search), (4..<6, .search), (20..<25, .search))
        #expect(m.ranges(of: .search) == [2..<6, 10..<12, 20..<25])
        m.add(11..<21, as: .search)
        #expect(m.ranges(of: .search) == [2..<6, 10..<25])
        m.add(0..<30, as: .search)
        #expect(m.ranges(of: .search) == [0..<30])
    }

    @Test func differentMarksKeepTheirOwnRanges() {
        let m = marks((0..<5, .search), (5..<8, .error), (3..<6, .warning))
        #expect(m.ranges(of: .search) == [0..<5])
        #expect(m.ranges(of: .error) == [5..<8])
        #expect(m.ranges(of: .warning) == [3..<6])
        #expect(
            m.spans(overlapping: 4..<6) == [
                Marks.Span(0..<5, .search), Marks.Span(3..<6, .warning), Marks.Span(5..<8, .error),
            ])
    }

    @Test func emptyRangesAndTheNoneMarkMarkNothing() {
        var m = Marks()
        m.add(3..<3, as: .search)
        m.add(0..<4, as: .none)
        #expect(m.isEmpty)
        #expect(m.ranges(of: .none).isEmpty)
        #expect(m.spans(overlapping: 0..<10).isEmpty)
        m.add(2..<4, as: .search)
        #expect(m.spans(overlapping: 4..<4).isEmpty, "an empty range shares no byte")
        #expect(m.spans(overlapping: 4..<9).isEmpty, "touching is not overlapping")
    }

    @Test func removingARangeCutsItOutOfEveryMarkOrOne() {
        var m = marks((0..<10, .search), (4..<12, .error))
        m.remove(3..<5, mark: .search)
        #expect(m.ranges(of: .search) == [0..<3, 5..<10])
        #expect(m.ranges(of: .error) == [4..<12])
        m.remove(6..<11)
        #expect(m.ranges(of: .search) == [0..<3, 5..<6])
        #expect(m.ranges(of: .error) == [4..<6, 11..<12])
        m.removeAll(.search)
        #expect(m.ranges(of: .search).isEmpty && !m.isEmpty)
        m.removeAll()
        #expect(m.isEmpty)
        #expect(m == Marks(), "equal marks mark the same bytes, however they came to")
        m.removeAll(.warning)
        #expect(marks((0..<2, .search), (2..<4, .search)) == marks((0..<4, .search)))
        #expect(marks((0..<2, .search)) != marks((0..<2, .error)))
    }

    // MARK: Edits

    @Test func anEditBeforeAMarkMovesItAndOneAfterLeavesIt() {
        var m = marks((10..<15, .search))
        m.edit(replacing: 2..<4, insertedCount: 5)  // three longer
        #expect(m.ranges(of: .search) == [13..<18])
        m.edit(replacing: 20..<30, insertedCount: 0)
        #expect(m.ranges(of: .search) == [13..<18])
    }

    @Test func textTypedAtAMarksEdgesStaysOutsideIt() {
        var m = marks((10..<15, .search))
        m.edit(replacing: 10..<10, insertedCount: 2)
        #expect(m.ranges(of: .search) == [12..<17])
        m.edit(replacing: 17..<17, insertedCount: 2)
        #expect(m.ranges(of: .search) == [12..<17])
    }

    @Test func textTypedInsideAMarkCutsItInTwo() {
        var m = marks((10..<15, .error))
        m.edit(replacing: 12..<12, insertedCount: 3)
        #expect(m.ranges(of: .error) == [10..<12, 15..<18])
    }

    @Test func anEditOverAMarksEdgeCutsItAndOneOverAllOfItDropsIt() {
        var m = marks((10..<15, .search), (20..<22, .search), (30..<40, .warning))
        m.edit(replacing: 13..<21, insertedCount: 1)  // seven shorter
        #expect(m.ranges(of: .search) == [10..<13, 14..<15])
        #expect(m.ranges(of: .warning) == [23..<33])
        m.edit(replacing: 9..<16, insertedCount: 0)
        #expect(m.ranges(of: .search).isEmpty)
        #expect(m.ranges(of: .warning) == [16..<26])
    }

    @Test func deletingAllBetweenTwoStretchesJoinsThem() {
        var m = marks((0..<3, .search), (5..<8, .search))
        m.edit(replacing: 3..<5, insertedCount: 0)
        #expect(m.ranges(of: .search) == [0..<6])
        // And deleting inside one leaves it whole, shorter.
        m.edit(replacing: 1..<2, insertedCount: 0)
        #expect(m.ranges(of: .search) == [0..<5])
    }

    /// Random adds, removals and edits against a model that keeps each byte's marks.
    @Test func marksAreSetsOfBytesThroughRandomChanges() {
        var rng = SeededGenerator(seed: 13)
        for _ in 0..<200 {
            var model = [UInt8](repeating: 0, count: 40)  // a bit a mark
            var m = Marks()
            for _ in 0..<30 {
                let a = rng.below(model.count + 1)
                let b = min(a + rng.below(8), model.count)
                let mark = Mark.byPrecedence[rng.below(4)]
                let bit = UInt8(1) << mark.rawValue
                switch rng.below(4) {
                case 0:
                    m.add(a..<b, as: mark)
                    for i in a..<b { model[i] |= bit }
                case 1:
                    let onlyThisMark = rng.below(2) == 0
                    m.remove(a..<b, mark: onlyThisMark ? mark : nil)
                    for i in a..<b { model[i] &= onlyThisMark ? ~bit : 0 }
                default:
                    let inserted = rng.below(4)
                    m.edit(replacing: a..<b, insertedCount: inserted)
                    model.replaceSubrange(a..<b, with: repeatElement(0, count: inserted))
                }
            }
            for mark in Mark.byPrecedence {
                let bit = UInt8(1) << mark.rawValue
                #expect(m.ranges(of: mark) == Self.stretches(model.indices.map { model[$0] & bit != 0 }))
            }
        }
    }

    /// The maximal stretches where `flags` holds.
    static func stretches(_ flags: [Bool]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        for (i, on) in flags.enumerated() where on {
            if let last = out.last, last.upperBound == i {
                out[out.count - 1] = last.lowerBound..<i + 1
            } else {
                out.append(i..<i + 1)
            }
        }
        return out
    }
}
