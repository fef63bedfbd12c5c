/// The marked stretches of a text: which bytes carry which `Mark`, kept right as the text is
/// edited. This is the layer a code editor's find feature and its diagnostics draw over the
/// syntax colors (`forEachRun(_:over:text:_:)` and `runs` lay the two together).
///
/// Offsets are UTF-8 byte offsets into the text, as `HighlightedText`'s are. Each mark is a set
/// of bytes: adding a range that overlaps or touches one of the same mark joins them, and
/// removing a range cuts it out of whatever it falls in. Different marks may cover the same
/// bytes; where they do, the one first in `Mark.byPrecedence` shows.
///
/// An edit (`edit(replacing:insertedCount:)`) keeps each mark on the bytes it was on:
/// - a mark before the edit stays, and one after it moves by the change in length;
/// - the bytes the edit replaces lose their marks, so a mark the edit overlaps is cut to what
///   is left of it (in two, when the edit falls inside it), and one wholly inside it is dropped;
/// - inserted text carries no mark, even where it is typed at or inside a marked stretch.
public struct Marks: Equatable, Sendable {
    /// One marked stretch.
    public struct Span: Hashable, Sendable {
        public var range: Range<Int>
        public var mark: Mark

        public init(_ range: Range<Int>, _ mark: Mark) {
            self.range = range
            self.mark = mark
        }
    }

    /// Each mark's ranges by `Mark.rawValue - 1`: ordered, none empty, none touching another.
    /// Empty until a range is added, so marks that hold none cost no allocation.
    private(set) var sets: [[Range<Int>]] = []

    public init() {}

    /// Marks with each of `spans`.
    public init(_ spans: some Sequence<Span>) {
        for span in spans { add(span.range, as: span.mark) }
    }

    /// Whether both mark the same bytes with the same marks.
    public static func == (a: Marks, b: Marks) -> Bool {
        Mark.byPrecedence.allSatisfy { a.ranges(of: $0) == b.ranges(of: $0) }
    }

    /// Whether no byte is marked.
    public var isEmpty: Bool { sets.allSatisfy(\.isEmpty) }

    /// The ranges `mark` covers, in order, apart from each other.
    public func ranges(of mark: Mark) -> [Range<Int>] {
        mark == .none || sets.isEmpty ? [] : sets[Int(mark.rawValue) - 1]
    }

    /// Marks `range` with `mark`, joining any range of the same mark it overlaps or touches.
    /// Adding ranges in order costs nothing but the append.
    public mutating func add(_ range: Range<Int>, as mark: Mark) {
        guard !range.isEmpty, mark != .none else { return }
        if sets.isEmpty { sets = Array(repeating: [], count: Mark.allCases.count - 1) }
        let m = Int(mark.rawValue) - 1
        if sets[m].last.map({ $0.upperBound < range.lowerBound }) ?? true {
            sets[m].append(range)
            return
        }
        // The ranges that overlap or touch it: from the first that ends at or after its start
        // to the last that starts at or before its end.
        let first = Self.first(in: sets[m]) { $0.upperBound >= range.lowerBound }
        var last = first
        while last < sets[m].count, sets[m][last].lowerBound <= range.upperBound { last += 1 }
        let joined =
            first < last
            ? min(range.lowerBound, sets[m][first].lowerBound)..<max(range.upperBound, sets[m][last - 1].upperBound)
            : range
        sets[m].replaceSubrange(first..<last, with: CollectionOfOne(joined))
    }

    /// Takes every mark (or only `mark`) off the bytes of `range`.
    public mutating func remove(_ range: Range<Int>, mark: Mark? = nil) {
        guard !range.isEmpty else { return }
        for m in sets.indices where mark == nil || Int(mark!.rawValue) - 1 == m {
            let first = Self.first(in: sets[m]) { $0.upperBound > range.lowerBound }
            var last = first
            while last < sets[m].count, sets[m][last].lowerBound < range.upperBound { last += 1 }
            guard first < last else { continue }
            var kept: [Range<Int>] = []
            if sets[m][first].lowerBound < range.lowerBound {
                kept.append(sets[m][first].lowerBound..<range.lowerBound)
            }
            if sets[m][last - 1].upperBound > range.upperBound {
                kept.append(range.upperBound..<sets[m][last - 1].upperBound)
            }
            sets[m].replaceSubrange(first..<last, with: kept)
        }
    }

    /// Takes `mark` off every byte, keeping the storage for the next ranges (a new search's).
    public mutating func removeAll(_ mark: Mark) {
        guard mark != .none, !sets.isEmpty else { return }
        sets[Int(mark.rawValue) - 1].removeAll(keepingCapacity: true)
    }

    /// Takes every mark off every byte, keeping the storage.
    public mutating func removeAll() {
        for m in sets.indices { sets[m].removeAll(keepingCapacity: true) }
    }

    /// The marked stretches that share a byte with `range`, whole (not cut to it): ordered by
    /// start, and at one start by precedence.
    public func spans(overlapping range: Range<Int>) -> [Span] {
        guard !range.isEmpty else { return [] }
        var found: [Span] = []
        for mark in Mark.byPrecedence {
            let set = ranges(of: mark)
            var i = Self.first(in: set) { $0.upperBound > range.lowerBound }
            while i < set.count, set[i].lowerBound < range.upperBound {
                found.append(Span(set[i], mark))
                i += 1
            }
        }
        // Stable: at one start, the order of `byPrecedence` stays.
        return found.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }
        .map(\.element)
    }

    /// Follows an edit of the text that replaced bytes `range` with `insertedCount` new ones
    /// (the rules are in the type's summary).
    public mutating func edit(replacing range: Range<Int>, insertedCount: Int) {
        let delta = insertedCount - range.count
        for m in sets.indices where !sets[m].isEmpty {
            // From the last stretch before the edit, which a deletion may join to the one after.
            let start = max(Self.first(in: sets[m]) { $0.upperBound > range.lowerBound } - 1, 0)
            var rest: [Range<Int>] = []
            rest.reserveCapacity(sets[m].count - start + 1)
            func keep(_ piece: Range<Int>) {
                guard !piece.isEmpty else { return }
                if let last = rest.last, last.upperBound >= piece.lowerBound {
                    rest[rest.count - 1] = last.lowerBound..<max(last.upperBound, piece.upperBound)
                } else {
                    rest.append(piece)
                }
            }
            for r in sets[m][start...] {
                if r.upperBound <= range.lowerBound {
                    keep(r)
                } else if r.lowerBound >= range.upperBound {
                    keep(r.lowerBound + delta..<r.upperBound + delta)
                } else {
                    // What is left of it on either side of the edit.
                    if r.lowerBound < range.lowerBound { keep(r.lowerBound..<range.lowerBound) }
                    if r.upperBound > range.upperBound { keep(range.upperBound + delta..<r.upperBound + delta) }
                }
            }
            sets[m].replaceSubrange(start..., with: rest)
        }
    }

    /// The index of the first of `ranges` for which `isAtOrAfter` holds, which holds for all
    /// after it; `ranges.count` when none.
    static func first(in ranges: [Range<Int>], where isAtOrAfter: (Range<Int>) -> Bool) -> Int {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAfter(ranges[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
