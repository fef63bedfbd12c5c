/// The colors git paints moved lines in under `--color-moved`, so the parser can tell, from the
/// color git put before a hunk line's marker, whether (and how) the line was moved.
///
/// Each is a `color.diff.<slot>` setting, or git's default for it: `oldMoved` bold magenta,
/// `oldMovedAlternative` bold blue, `oldMovedDimmed` dim, `oldMovedAlternativeDimmed` dim italic,
/// and `newMoved…` the same with bold cyan and bold yellow. A moved color that looks like the
/// plain color of its side (`color.diff.old`, `color.diff.new`) cannot be told from it, and
/// marks nothing.
public struct MovedColors: Sendable {
    /// The marks of removed and of added lines, by the look of their marker's color.
    private let removed: [ColorLook: MoveMark]
    private let added: [ColorLook: MoveMark]

    /// The `color.diff` slots read, each with git's default.
    package static let slots: [(name: String, default: String)] = [
        ("old", "red"), ("new", "green"),
        ("oldMoved", "bold magenta"), ("oldMovedAlternative", "bold blue"),
        ("oldMovedDimmed", "dim"), ("oldMovedAlternativeDimmed", "dim italic"),
        ("newMoved", "bold cyan"), ("newMovedAlternative", "bold yellow"),
        ("newMovedDimmed", "dim"), ("newMovedAlternativeDimmed", "dim italic"),
    ]

    /// The colors `setting` gives for a slot name (`oldMoved`), or git's default where it gives
    /// none, or one git would not take.
    public init(setting: (String) -> String?) {
        func look(_ slot: String) -> ColorLook {
            let fallback = Self.slots.first { $0.name == slot }!.default
            return setting(slot).flatMap { ColorLook(gitColor: $0) } ?? ColorLook(gitColor: fallback)!
        }
        func marks(_ side: String) -> [ColorLook: MoveMark] {
            var marks: [ColorLook: MoveMark] = [:]
            let suffixes: [(String, MoveMark)] = [
                ("Moved", .moved), ("MovedAlternative", .alternative), ("MovedDimmed", .dimmed),
                ("MovedAlternativeDimmed", .alternativeDimmed),
            ]
            for (suffix, mark) in suffixes where marks[look(side + suffix)] == nil {
                marks[look(side + suffix)] = mark
            }
            marks[look(side)] = nil
            return marks
        }
        removed = marks("old")
        added = marks("new")
    }

    /// git's own colors, as nothing configures them.
    public static let standard = MovedColors { _ in nil }

    /// How a line of `kind` whose marker git painted in `look` was moved.
    public func mark(_ look: ColorLook, _ kind: HunkLineKind) -> MoveMark {
        switch kind {
        case .removed: removed[look] ?? .notMoved
        case .added: added[look] ?? .notMoved
        default: .notMoved
        }
    }

    /// Marks of the colors a parser has seen lately: a diff paints most of its changed lines in
    /// a few colors, so nearly every line starts with one git painted before, found by comparing
    /// the line's first 16 bytes, as two numbers, with each (this runs on every changed line git
    /// colored, so it allocates and counts no reference).
    ///
    /// A class, so the parser stays small: a struct is copied whole for some calls of its
    /// methods, and the parser's are called on every line. A copy of a parser shares it; no
    /// parser is used by two threads.
    final class Recent {
        let colors: MovedColors
        private var removed = Runs()
        private var added = Runs()
        /// Runs too long to be kept as numbers (24-bit colors), with their marks.
        private var long: [(run: [UInt8], kind: HunkLineKind, mark: MoveMark)] = []

        init(_ colors: MovedColors) { self.colors = colors }

        /// The mark of a line of `kind` (added or removed) whose marker, after `graphWidth`
        /// bytes of `--graph` drawing, git painted; `raw` is the line as read.
        func mark(_ raw: ArraySlice<UInt8>, graphWidth: Int, _ kind: HunkLineKind) -> MoveMark {
            let start = graphWidth == 0 ? raw.startIndex : GitColors.offset(ofText: graphWidth, in: raw)
            let found = raw[start...].withUnsafeBufferPointer { p in
                kind == .removed ? removed.mark(startOf: p) : added.mark(startOf: p)
            }
            if let found { return found }
            let run = GitColors.colors(at: graphWidth, in: raw)
            if let seen = long.first(where: { $0.kind == kind && $0.run.elementsEqual(run) }) { return seen.mark }
            let mark = colors.mark(ColorLook(run: run), kind)
            if run.count > 16 {
                long.append((Array(run), kind, mark))
                if long.count > 8 { long.removeFirst() }
            } else if kind == .removed {
                removed.keep(run, mark)
            } else {
                added.keep(run, mark)
            }
            return mark
        }
    }

    /// Four runs of at most 16 bytes and their marks, each run as two numbers (its bytes, little
    /// end first, nothing past its end) and the masks that keep its length of a line's start.
    private struct Runs {
        private struct Run {
            var low: UInt64 = 0
            var high: UInt64 = 0
            var lowMask: UInt64 = 0
            var highMask: UInt64 = 0
            /// -1 for none yet.
            var count = -1
            var mark = MoveMark.notMoved

            /// Whether `p`, whose first 16 bytes are `low` and `high` (zeros past its end), starts
            /// with this run and no further escape.
            @inline(__always)
            func starts(_ p: UnsafeBufferPointer<UInt8>, _ low: UInt64, _ high: UInt64) -> Bool {
                count >= 0 && count < p.count && low & lowMask == self.low && high & highMask == self.high
                    && p[count] != 0x1B
            }
        }

        private var a = Run(), b = Run(), c = Run(), d = Run()
        /// Which one the next run replaces.
        private var next = 0

        /// The mark of the run `p` starts with, when it is one of these.
        @inline(__always)
        func mark(startOf p: UnsafeBufferPointer<UInt8>) -> MoveMark? {
            var low: UInt64 = 0
            var high: UInt64 = 0
            if p.count >= 16 {
                let raw = UnsafeRawPointer(p.baseAddress!)
                low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
                high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            } else {
                // A short line (`-}`): its bytes one by one.
                for i in 0..<p.count {
                    if i < 8 { low |= UInt64(p[i]) << (8 * i) } else { high |= UInt64(p[i]) << (8 * (i - 8)) }
                }
            }
            if a.starts(p, low, high) { return a.mark }
            if b.starts(p, low, high) { return b.mark }
            if c.starts(p, low, high) { return c.mark }
            if d.starts(p, low, high) { return d.mark }
            return nil
        }

        /// Keeps `run` (16 bytes at most), in place of the oldest.
        mutating func keep(_ run: ArraySlice<UInt8>, _ mark: MoveMark) {
            var kept = Run(count: run.count, mark: mark)
            for (i, byte) in run.enumerated() {
                if i < 8 { kept.low |= UInt64(byte) << (8 * i) } else { kept.high |= UInt64(byte) << (8 * (i - 8)) }
            }
            kept.lowMask = run.count >= 8 ? ~0 : (1 << (8 * run.count)) - 1
            kept.highMask = run.count >= 16 ? ~0 : run.count <= 8 ? 0 : (1 << (8 * (run.count - 8))) - 1
            switch next {
            case 0: a = kept
            case 1: b = kept
            case 2: c = kept
            default: d = kept
            }
            next = (next + 1) % 4
        }
    }
}
