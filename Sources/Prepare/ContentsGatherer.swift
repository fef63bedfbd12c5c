import Diff

/// Holds a commit's files back until the commit ends, so that its first file can carry the
/// table of contents of them all (`FileDiff.contents`, `--toc`). Items before a commit's first
/// file (its header and message, a `--stat`) go on at once; from the first file on, everything
/// waits for the next commit line or the end of the input. A diff with no commit line (`git
/// diff | tinge`) is one commit: its files wait for its end.
///
/// Only made when the table is asked for: without it, items go from the source to the windows
/// as they always did.
package struct ContentsGatherer {
    /// The items held, from the commit's first file on.
    private var held: [DiffItem] = []

    public init() {}

    /// Takes the next item; hands on, in order, what can go on now.
    public mutating func take(_ item: consuming DiffItem, emit: (consuming DiffItem) throws -> Void) rethrows {
        switch item {
        case .commit:
            try finish(emit: emit)
            try emit(item)
        case .file:
            held.append(item)
        case .text:
            if held.isEmpty { try emit(item) } else { held.append(item) }
        }
    }

    /// Hands on what is held: the commit's first file with the table of its files, then the rest.
    public mutating func finish(emit: (consuming DiffItem) throws -> Void) rethrows {
        guard case .file(var first) = held.first else { return }
        let items = held
        held = []
        first.contents = TableOfContents(items.lazy.compactMap { if case .file(let f) = $0 { f } else { nil } })
        try emit(.file(first))
        for item in items.dropFirst() { try emit(item) }
    }
}
