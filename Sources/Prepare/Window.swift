import Diff

/// A run of parsed items handed from the parser to the painter at once: a window's files are
/// prepared together, on every core, while the window before it is painted.
public struct Window: @unchecked Sendable {
    /// A window of files to prepare is full at this many files, any window at this many lines:
    /// large enough that the reading thread is rarely in the block of input the preparing
    /// threads are reading (they share its reference count), small enough to start soon.
    package static let preparedFiles = 16
    package static let lineLimit = 4_000

    /// The first window of a run holds at most this many lines (and one file to prepare); each
    /// window after it twice as many as the one before, up to the limits above. The first
    /// screen is then painted while the rest is read: `tinge show`'s first file is prepared while
    /// libgit2 makes the patches of the others, rather than after all of them.
    package static let firstLines = 500

    /// The items, in input order.
    public private(set) var items: [DiffItem] = []
    private var fileCount = 0
    private var lineCount = 0
    /// This window's limits: the steady ones, or smaller for the first windows of a run.
    private let maxFiles: Int
    private let maxLines: Int
    private let prepared: Bool

    /// A window of files to be prepared (`prepared`), or only painted: those are handed on by
    /// the line count alone, so the two threads rarely touch the same block of input at once.
    public init(prepared: Bool) {
        self.init(prepared: prepared, maxFiles: Self.preparedFiles, maxLines: Self.lineLimit)
    }

    private init(prepared: Bool, maxFiles: Int, maxLines: Int) {
        self.prepared = prepared
        self.maxFiles = maxFiles
        self.maxLines = maxLines
    }

    /// The first window of a run: one file to prepare, or `firstLines` lines.
    public static func first(prepared: Bool) -> Window {
        Window(prepared: prepared, maxFiles: 1, maxLines: firstLines)
    }

    /// An empty window to follow this one: twice its limits, up to the steady ones.
    public func next() -> Window {
        Window(prepared: prepared, maxFiles: min(Self.preparedFiles, maxFiles * 2),
               maxLines: min(Self.lineLimit, maxLines * 2))
    }

    /// Adds an item.
    public mutating func take(_ item: consuming DiffItem) {
        if case .file(let f) = item {
            fileCount += 1
            lineCount += f.lineCount
        } else {
            lineCount += 1
        }
        items.append(item)
    }

    /// Whether the window holds enough to be handed on.
    package var isFull: Bool { (prepared && fileCount >= maxFiles) || lineCount >= maxLines }

    public var isEmpty: Bool { items.isEmpty }

    /// How many input lines the items hold: what a window costs in memory, as parsed and as
    /// prepared (each line's tokens), roughly in proportion.
    public var lines: Int { lineCount }

    /// The files among the items, in order.
    public var files: [FileDiff] {
        items.compactMap { if case .file(let f) = $0 { f } else { nil } }
    }
}

/// Which windows may be in preparation at once: up to `depth`, the one painted among them,
/// while together they hold no more than `lines` input lines, but for one window larger than
/// that alone (a file of 40,000 lines, as a translation's update is). What a window holds,
/// parsed and prepared (its lines' tokens), grows with its lines. Asked before a window is
/// prepared, so the windows it lets go of are painted first.
package struct WindowsInFlight {
    public static let depth = 3
    public static let lines = depth * Window.lineLimit

    /// The lines of the windows in preparation, oldest first.
    private var held: [Int] = []
    private var total = 0

    public init() {}

    /// Takes a window of `lines` into preparation, and says how many of the oldest windows are to
    /// be painted (and let go of) before the next is taken, oldest first.
    public mutating func take(_ lines: Int) -> Int {
        held.append(lines)
        total += lines
        var painted = 0
        while held.count - painted > Self.depth || (held.count - painted > 1 && total > Self.lines) {
            total -= held[painted]
            painted += 1
        }
        held.removeFirst(painted)
        return painted
    }

    /// Lets go of the oldest window, painted before `take` asked for it.
    public mutating func paintedOldest() {
        total -= held.removeFirst()
    }
}
