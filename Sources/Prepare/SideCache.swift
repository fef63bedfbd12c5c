import Synchronization

/// What lexing each blob left behind, by blob id and language, so a blob met again later in a
/// log is neither read nor lexed again from its top: its text (up to `textLimit` bytes in all)
/// and its checkpoints (up to `stateLimit` bytes, which holds many more blobs). The least
/// recently used go first; safe to share between the threads that prepare files.
public final class SideCache: Sendable {
    private struct Entry {
        var states: SideStates
        var text: [UInt8]?
        /// The checkpoints' size when last stored, as counted in the budget.
        var stateSize: Int
        /// The use that last touched it: an older mark in `order` is stale.
        var use: Int
        /// The sides it has been stored as.
        var sides: Sides = []
    }

    /// Which side of a diff a blob was: a blob that has been both has shown all it will in a
    /// log read in either order.
    package struct Sides: OptionSet, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        package static let old = Sides(rawValue: 1)
        package static let new = Sides(rawValue: 2)
    }

    private struct Store {
        var entries: [String: Entry] = [:]
        /// Keys in the order of their uses, oldest first, with the use each mark stands for.
        var order: [(key: String, use: Int)] = []
        /// Where the search for the next text, and the next entry, to let go of starts in `order`.
        var textHead = 0
        var stateHead = 0
        var uses = 0
        var textBytes = 0
        var stateBytes = 0
        /// The key each path (and language) was last stored under, for `states(ofPath:)`.
        var latest: [String: String] = [:]
    }

    /// The most paths `latest` names; past it, it starts again.
    private static let pathsKept = 4096

    private let store = Mutex(Store())
    private let textLimit: Int
    private let stateLimit: Int

    /// A cache holding about `textLimit` bytes of text and `stateLimit` bytes of checkpoints.
    /// Half a megabyte of each: a megabyte each held 2.3 MB more at the pager's peak on git's
    /// history, for 2.5% of its time (more blobs read and lexed again).
    public init(textLimit: Int = 1 << 19, stateLimit: Int = 1 << 19) {
        self.textLimit = textLimit
        self.stateLimit = stateLimit
    }

    /// The checkpoints and, while it is still held, the text stored under `key`.
    package func lookup(_ key: String) -> (states: SideStates, text: [UInt8]?)? {
        store.withLock { s in
            guard var entry = s.entries[key] else { return nil }
            s.uses += 1
            entry.use = s.uses
            s.entries[key] = entry
            s.order.append((key, s.uses))
            return (entry.states, entry.text)
        }
    }

    /// The checkpoints of the version of a file last stored for `path` (its path and language,
    /// as `SideFinder` spells it), while the cache holds them: another version of the file
    /// takes them as far as its text is the same (`SideStates.adoptPrefix`).
    package func states(ofPath path: String) -> SideStates? {
        store.withLock { s in s.latest[path].flatMap { s.entries[$0]?.states } }
    }

    /// Stores (or refreshes) `side` under `key`, text and checkpoints, as the latest version of
    /// `path` when given; `as` is the side of the diff it was.
    ///
    /// The text of a blob that has been both sides is let go at once: in `git log -p` a blob is a
    /// commit's new side and the old side of the next commit up (or, in `--reverse`, down) that
    /// changes the file, and then is done with. Holding only the texts still to come, the budget
    /// holds twice as many of them.
    package func store(_ side: LexedSide, _ key: String, path: String? = nil, as role: Sides = []) {
        let textSize = side.text.count
        let stateSize = side.states.footprint
        store.withLock { s in
            s.uses += 1
            var sides = role
            if let old = s.entries[key] {
                s.textBytes -= old.text?.count ?? 0
                s.stateBytes -= old.stateSize
                sides.formUnion(old.sides)
            }
            let keepText = textSize <= textLimit / 4 && sides != [.old, .new]
            s.entries[key] = Entry(states: side.states, text: keepText ? side.text : nil, stateSize: stateSize, use: s.uses,
                                   sides: sides)
            s.textBytes += keepText ? textSize : 0
            s.stateBytes += stateSize
            s.order.append((key, s.uses))
            if let path {
                if s.latest.count >= Self.pathsKept, s.latest[path] == nil { s.latest.removeAll(keepingCapacity: true) }
                s.latest[path] = key
            }
            evict(&s)
        }
    }

    /// Drops texts, then whole entries, least recently used first, until both budgets hold.
    private func evict(_ s: inout Store) {
        while s.textBytes > textLimit, s.textHead < s.order.count {
            let (key, use) = s.order[s.textHead]
            s.textHead += 1
            guard var entry = s.entries[key], entry.use == use, let text = entry.text else { continue }
            s.textBytes -= text.count
            entry.text = nil
            s.entries[key] = entry
        }
        while s.stateBytes > stateLimit, s.stateHead < s.order.count {
            let (key, use) = s.order[s.stateHead]
            s.stateHead += 1
            guard let entry = s.entries[key], entry.use == use else { continue }
            s.textBytes -= entry.text?.count ?? 0
            s.stateBytes -= entry.stateSize
            s.entries[key] = nil
        }
        // Marks before both heads are spent: forget them now and then.
        let spent = min(s.textHead, s.stateHead)
        if spent > 4096, spent * 2 > s.order.count {
            s.order.removeFirst(spent)
            s.textHead -= spent
            s.stateHead -= spent
        }
    }
}
