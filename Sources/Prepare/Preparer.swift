import Dispatch
import Diff
import Highlight
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// What a file needs before it is painted: its language, its hunk lines' tokens, the words to
/// emphasize, a note for its header line when its sides were too large, damaged or not the diff's
/// lines for whole-file context,
/// and the merge conflicts git wrote into it.
public struct PreparedFile: @unchecked Sendable {
    public let language: Language
    public let tokens: HunkTokens?
    public let emphasis: Emphasis?
    /// Why the file got hunk context only, for its header line.
    public let note: String?
    /// Its conflict markers and sections, when it has any.
    public let conflicts: ConflictSections?

    public init(language: Language, tokens: HunkTokens?, emphasis: Emphasis?, note: String?,
                conflicts: ConflictSections? = nil) {
        self.language = language
        self.tokens = tokens
        self.emphasis = emphasis
        self.note = note
        self.conflicts = conflicts
    }

    /// A file left as it is: nothing colored.
    public static let uncolored = PreparedFile(language: .plainText, tokens: nil, emphasis: nil, note: nil)

    /// Hunk line `index`'s tokens (counted through the file, hunk after hunk).
    @inline(__always)
    public func tokens(_ index: Int) -> ArraySlice<Token> { tokens?[index] ?? [] }

    /// Hunk line `index`'s ranges to emphasize.
    @inline(__always)
    public func emphasis(_ index: Int) -> ArraySlice<Range<Int>> { emphasis?[index] ?? [] }

    /// Where hunk line `index` stands in a merge conflict.
    @inline(__always)
    public func conflict(_ index: Int) -> ConflictPart { conflicts?[index] ?? .none }

    /// Context line `index`'s tokens on the old side, when they differ from the new side's
    /// (prepared with `bothSides`).
    public func oldTokens(_ index: Int) -> ArraySlice<Token>? { tokens?.oldTokens(index) }
}

/// Prepares files: finds and lexes their sides, lexes their hunk lines and diffs their changed
/// words. Files are prepared on all cores at once (`Preparation`), every one sharing one blob
/// source (one repository) and one side cache.
public final class Preparer: Sendable {
    /// How files are prepared.
    public struct Options: Sendable {
        /// Read each side whole for context (`--context=file`), or lex the hunks alone.
        public var wholeFiles = true
        /// Sides over this many bytes are not read: the file gets hunk context, with a note.
        public var sizeLimit = 1 << 20
        /// Lex context lines on both sides (the side-by-side view shows them in both panes).
        public var bothSides = false

        public init(wholeFiles: Bool = true, sizeLimit: Int = 1 << 20, bothSides: Bool = false) {
            self.wholeFiles = wholeFiles
            self.sizeLimit = sizeLimit
            self.bothSides = bothSides
        }
    }

    private let finder: SideFinder?
    private let resolver: LanguageResolver
    private let bothSides: Bool

    /// A preparer reading sides from `source` (none: hunk context only) and choosing languages with `resolver`.
    public init(source: (any BlobSource)?, resolver: LanguageResolver, options: Options, cache: SideCache = SideCache()) {
        finder = options.wholeFiles ? source.map { SideFinder(source: $0, cache: cache, sizeLimit: options.sizeLimit) } : nil
        self.resolver = resolver
        bothSides = options.bothSides
    }

    /// One file prepared.
    public func prepare(_ file: FileDiff) -> PreparedFile {
        let language = resolver.language(forPath: file.header.path) { Array(file.hunks.first?.lines.first?.content ?? []) }
        let sides = finder?.sides(of: file, language: language) ?? SideFinder.Sides()
        // The sides are the same text up to the first hunk: lexed there once for both.
        if let old = sides.old, let new = sides.new, file.header.parents == 1, let first = file.hunks.first?.header {
            old.share(with: new, before: min(first.old.first?.start ?? 0, first.new.start))
        }
        let tokens = HunkTokens(file: file, language: language, olds: sides.olds, new: sides.new, bothSides: bothSides)
        finder?.remember(sides)
        let context = sides.damaged.map { "hunk context: \($0)" }
            ?? sides.differing.map { "hunk context: the diff's lines differ from \($0)" }
            ?? sides.tooLarge.map { "hunk context: \(Self.size($0)), over the \(Self.size(finder?.sizeLimit ?? 0)) limit" }
        let moved = file.movedLinesBounded ? "moved lines: too many alike to follow every pairing; marks may differ from git's" : nil
        let notes = [context, moved].compactMap { $0 }
        let note = notes.isEmpty ? nil : notes.joined(separator: "; ")
        return PreparedFile(language: language, tokens: tokens, emphasis: WordEmphasis.ranges(file: file, tokens: tokens), note: note,
                            conflicts: ConflictSections.find(in: file))
    }

    /// A byte count as people read it: `812 bytes`, `3.4 KB`, `12 MB`.
    static func size(_ bytes: Int) -> String {
        if bytes < 1000 { return "\(bytes) bytes" }
        let units = ["KB", "MB", "GB", "TB"]
        var value = Double(bytes) / 1000
        var unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let rounded = value < 10 ? (value * 10).rounded() / 10 : value.rounded()
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return "\(text) \(units[unit])"
    }
}

/// How many processors can run threads now.
public enum ProcessorCount {
    /// The number online (2 when it cannot be told). The corresponding C function is `sysconf`.
    public static var online: Int {
        #if canImport(Glibc)
        return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #else
        return 2
        #endif
    }
}

/// A window's files being prepared in the background, each file a task of its own (so the
/// cores stay busy across windows, whatever the files' sizes); `wait` hands them over. At most
/// one file a core is prepared at once, across all windows (`Lanes`): each holds both its sides'
/// whole texts while it is prepared, and more files at once would hold more text for no speed.
public final class Preparation: @unchecked Sendable {
    private let group = DispatchGroup()
    private let results: UnsafeMutableBufferPointer<PreparedFile?>

    /// Starts preparing `files`.
    public init(_ files: [FileDiff], _ preparer: Preparer) {
        results = .allocate(capacity: files.count)
        results.initialize(repeating: nil)
        for (n, file) in files.enumerated() {
            // Each task writes its own slot only; `wait` reads them after the group is done.
            group.enter()
            Lanes.shared.run { [self] in
                results[n] = preparer.prepare(file)
                group.leave()
            }
        }
    }

    deinit {
        results.deinitialize()
        results.deallocate()
    }

    /// The prepared files, in order, once they are all ready.
    public func wait() -> [PreparedFile] {
        group.wait()
        return results.map { $0! }
    }
}

/// Runs tasks on Dispatch's pool, at most `width` at once and in the order given: a task
/// waiting for a lane is queued here, not started on a thread of its own to wait there.
final class Lanes: Sendable {
    /// One lane a core, for every preparation in the process.
    static let shared = Lanes(width: ProcessorCount.online)

    private struct State {
        var running = 0
        /// Tasks not started, from `head` on (those before it have run and are let go of).
        var waiting: [(@Sendable () -> Void)?] = []
        var head = 0
    }

    private let width: Int
    private let state = Mutex(State())

    init(width: Int) { self.width = max(1, width) }

    /// Runs `task` once a lane is free.
    func run(_ task: @escaping @Sendable () -> Void) {
        let start = state.withLock { s in
            if s.running < width {
                s.running += 1
                return true
            }
            s.waiting.append(task)
            return false
        }
        if start { DispatchQueue.global().async { self.drive(task) } }
    }

    /// Runs `task`, then the waiting ones, on this lane until none waits.
    private func drive(_ task: @escaping @Sendable () -> Void) {
        var next: (@Sendable () -> Void)? = task
        while let current = next {
            current()
            next = state.withLock { s in
                guard s.head < s.waiting.count else {
                    s.waiting.removeAll(keepingCapacity: true)
                    s.head = 0
                    s.running -= 1
                    return nil
                }
                let task = s.waiting[s.head]
                s.waiting[s.head] = nil
                s.head += 1
                if s.head > 64, s.head * 2 > s.waiting.count {
                    s.waiting.removeFirst(s.head)
                    s.head = 0
                }
                return task
            }
        }
    }
}
