import Diff

/// A run of parsed items handed from the parser to the painter at once: a window's files are
/// prepared together, on every core, while the window before it is painted.
public struct Window: @unchecked Sendable {
    /// A window of files to prepare is full at this many files, any window at this many lines:
    /// large enough that the reading thread is rarely in the block of input the preparing
    /// threads are reading (they share its reference count), small enough to start soon.
    public static let preparedFiles = 16
    public static let lineLimit = 8_000

    /// The items, in input order.
    public private(set) var items: [DiffItem] = []
    private var fileCount = 0
    private var lineCount = 0
    private let fileLimit: Int

    /// A window of files to be prepared (`prepared`), or only painted: those are handed on by
    /// the line count alone, so the two threads rarely touch the same block of input at once.
    public init(prepared: Bool) {
        fileLimit = prepared ? Self.preparedFiles : Int.max
    }

    /// Adds an item.
    public mutating func take(_ item: DiffItem) {
        items.append(item)
        if case .file(let f) = item {
            fileCount += 1
            lineCount += f.lineCount
        } else {
            lineCount += 1
        }
    }

    /// Whether the window holds enough to be handed on.
    public var isFull: Bool { fileCount >= fileLimit || lineCount >= Self.lineLimit }

    public var isEmpty: Bool { items.isEmpty }

    /// The files among the items, in order.
    public var files: [FileDiff] {
        items.compactMap { if case .file(let f) = $0 { f } else { nil } }
    }
}
