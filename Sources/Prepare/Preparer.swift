import Dispatch
import Diff
import Highlight
import Synchronization
import Threads

/// What a file needs before it is painted: its language, each hunk line's tokens, words to
/// emphasize and place in a merge conflict (`PreparedHunk`), a note for its header line when its
/// sides were too large, damaged or not the diff's lines for whole-file context.
public struct PreparedFile: Sendable {
    public let language: Language
    /// One for each hunk of the file, in order; none for a file left uncolored.
    public let hunks: [PreparedHunk]
    /// Why the file got hunk context only, for its header line.
    package let note: String?

    /// The prepared lines of `file`, hunk by hunk, from what was found for its lines counted
    /// through the file (`HunkTokens`, `Emphasis`, `ConflictSections`); `bothSides`: whether
    /// `tokens` were lexed with context lines on both sides (else no line has old tokens, and
    /// none is looked for).
    package init(file: FileDiff, language: Language, tokens: HunkTokens?, emphasis: Emphasis?, note: String?,
                conflicts: ConflictSections? = nil, bothSides: Bool = true) {
        let found = PreparedLines.Found(tokens: tokens, emphasis: emphasis, conflicts: conflicts, bothSides: bothSides)
        var hunks: [PreparedHunk] = []
        hunks.reserveCapacity(file.hunks.count)
        var first = 0
        for hunk in file.hunks {
            hunks.append(PreparedHunk(lines: PreparedLines(found, first: first, count: hunk.lines.count)))
            first += hunk.lines.count
        }
        self.init(language: language, hunks: hunks, note: note)
    }

    public init(language: Language, hunks: [PreparedHunk], note: String?) {
        self.language = language
        self.hunks = hunks
        self.note = note
    }

    /// A file left as it is: nothing colored.
    public static let uncolored = PreparedFile(language: .plainText, hunks: [], note: nil)

    /// Hunk `index`'s lines; an empty hunk (every line plain) past those prepared.
    @inline(__always)
    public func hunk(_ index: Int) -> PreparedHunk { index < hunks.count ? hunks[index] : PreparedHunk(lines: .none) }
}

/// What was prepared for each line of one hunk.
public struct PreparedHunk: Sendable {
    /// One for each line of the hunk, in order, counted from the hunk's first (0).
    public let lines: PreparedLines

    public init(lines: PreparedLines) { self.lines = lines }

    /// Line `index`'s; a plain line past those prepared (a file left uncolored).
    @inline(__always)
    public subscript(_ index: Int) -> PreparedLine { index < lines.count ? lines[index] : .plain }
}

/// A hunk's prepared lines: a view of the file's few arrays (the lexer's `HunkTokens`, the
/// `Emphasis`, the `ConflictSections`), each line's made when it is read, so preparing a file
/// costs nothing a line and painting one allocates nothing.
public struct PreparedLines: RandomAccessCollection, Sendable {
    /// What was found for the file's lines, counted through the file.
    struct Found: Sendable {
        let tokens: HunkTokens?
        let emphasis: Emphasis?
        let conflicts: ConflictSections?
        let bothSides: Bool
    }

    private let found: Found?
    /// Where the hunk's first line is counted in `found`.
    private let first: Int
    public let startIndex = 0
    public let endIndex: Int

    init(_ found: Found?, first: Int, count: Int) {
        self.found = found
        self.first = first
        endIndex = count
    }

    /// No lines.
    public static let none = PreparedLines(nil, first: 0, count: 0)

    @inline(__always)
    public subscript(_ line: Int) -> PreparedLine {
        guard let found else { return .plain }
        let index = first + line
        return PreparedLine(tokens: found.tokens?[index] ?? [], emphasis: found.emphasis?[index] ?? [],
                            conflict: found.conflicts?[index] ?? .none,
                            oldTokens: found.bothSides ? found.tokens?.oldTokens(index) : nil)
    }
}

extension PreparedLines {
    /// A hunk's lines' tokens, emphasis and conflict parts, read where they lie in the file's
    /// arrays (`withReader`): what `PreparedLines[_:]` gives, with no slice of those arrays made,
    /// and its reference taken and dropped, for each line.
    package struct Reader {
        fileprivate let tokens: UnsafeBufferPointer<Token>
        fileprivate let tokenEnds: UnsafeBufferPointer<Int32>
        fileprivate let ranges: UnsafeBufferPointer<Range<Int>>
        fileprivate let rangeEnds: UnsafeBufferPointer<Int32>
        fileprivate let conflicts: ConflictSections?
        fileprivate let first: Int
        fileprivate let count: Int

        /// Line `line`'s tokens (none past the hunk's lines).
        @inline(__always)
        package func tokens(_ line: Int) -> UnsafeBufferPointer<Token> {
            Self.slice(tokens, tokenEnds, line < count ? first + line : -1)
        }

        /// Line `line`'s ranges to emphasize.
        @inline(__always)
        package func emphasis(_ line: Int) -> UnsafeBufferPointer<Range<Int>> {
            Self.slice(ranges, rangeEnds, line < count ? first + line : -1)
        }

        /// Where line `line` stands in a merge conflict.
        @inline(__always)
        package func conflict(_ line: Int) -> ConflictPart { line < count ? conflicts?[first + line] ?? .none : .none }

        @inline(__always)
        private static func slice<T>(_ all: UnsafeBufferPointer<T>, _ ends: UnsafeBufferPointer<Int32>, _ index: Int) -> UnsafeBufferPointer<T> {
            guard index >= 0, index < ends.count else { return UnsafeBufferPointer(start: nil, count: 0) }
            let start = index == 0 ? 0 : Int(ends[index - 1])
            return UnsafeBufferPointer(rebasing: all[start..<Int(ends[index])])
        }
    }

    /// Calls `body` with a `Reader` of the hunk's lines, valid during the call.
    package func withReader<R, E: Error>(_ body: (Reader) throws(E) -> R) throws(E) -> R {
        let none = UnsafeBufferPointer<Int32>(start: nil, count: 0)
        func withTokens(_ body: (UnsafeBufferPointer<Token>, UnsafeBufferPointer<Int32>) throws(E) -> R) throws(E) -> R {
            guard let tokens = found?.tokens else { return try body(UnsafeBufferPointer(start: nil, count: 0), none) }
            return try tokens.withStorage(body)
        }
        func withEmphasis(_ body: (UnsafeBufferPointer<Range<Int>>, UnsafeBufferPointer<Int32>) throws(E) -> R) throws(E) -> R {
            guard let emphasis = found?.emphasis else { return try body(UnsafeBufferPointer(start: nil, count: 0), none) }
            return try emphasis.withStorage(body)
        }
        return try withTokens { (tokens, tokenEnds) throws(E) in
            try withEmphasis { (ranges, rangeEnds) throws(E) in
                try body(Reader(tokens: tokens, tokenEnds: tokenEnds, ranges: ranges, rangeEnds: rangeEnds,
                                conflicts: found?.conflicts, first: first, count: found == nil ? 0 : endIndex))
            }
        }
    }
}

/// What was prepared for one hunk line: its tokens, the ranges to emphasize and where it stands
/// in a merge conflict. Slices of the file's shared arrays: nothing is allocated per line.
public struct PreparedLine: Sendable {
    /// Its tokens (offsets into the line's content), lexed on its own side.
    public let tokens: ArraySlice<Token>
    /// The ranges of its content to emphasize.
    public let emphasis: ArraySlice<Range<Int>>
    /// Where it stands in a merge conflict.
    public let conflict: ConflictPart
    /// A context line's tokens on the old side, when they differ from the new side's (prepared
    /// with `bothSides`).
    package let oldTokens: ArraySlice<Token>?

    public init(tokens: ArraySlice<Token>, emphasis: ArraySlice<Range<Int>>, conflict: ConflictPart,
                oldTokens: ArraySlice<Token>? = nil) {
        self.tokens = tokens
        self.emphasis = emphasis
        self.conflict = conflict
        self.oldTokens = oldTokens
    }

    /// A line with nothing prepared: no colors of its own.
    public static let plain = PreparedLine(tokens: [], emphasis: [], conflict: .none)
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
        package var bothSides = false

        public init(wholeFiles: Bool = true, sizeLimit: Int = 1 << 20, bothSides: Bool = false) {
            self.wholeFiles = wholeFiles
            self.sizeLimit = sizeLimit
            self.bothSides = bothSides
        }
    }

    private let finder: SideFinder?
    private let resolver: LanguageResolver
    private let bothSides: Bool
    /// Workspaces for word emphasis, one for each file being prepared at once, kept between files.
    private let workspaces = Mutex<[WordEmphasis.Workspace]>([])

    /// A preparer reading sides from `source` (none: hunk context only) and choosing languages with `resolver`.
    public init(source: (any BlobSource)?, resolver: LanguageResolver, options: Options, cache: SideCache = SideCache()) {
        finder = options.wholeFiles ? source.map { SideFinder(source: $0, cache: cache, sizeLimit: options.sizeLimit) } : nil
        self.resolver = resolver
        bothSides = options.bothSides
    }

    /// One file prepared.
    public func prepare(_ file: FileDiff) -> PreparedFile {
        let language = resolver.language(forPath: file.header.path) { Array(file.hunks.first?.lines.first?.content ?? []) }
        // A language whose lines carry no state lexes them alike from anywhere: its sides are
        // not read (a translation's catalog, a megabyte a side, is most of what git's history
        // would otherwise read and lex).
        let sides = language.lexer.carriesState ? finder?.sides(of: file, language: language) ?? SideFinder.Sides() : SideFinder.Sides()
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
        var workspace = workspaces.withLock { $0.popLast() } ?? WordEmphasis.Workspace()
        let emphasis = WordEmphasis.ranges(file: file, tokens: tokens, in: &workspace)
        if !workspace.isLarge { workspaces.withLock { $0.append(workspace) } }
        return PreparedFile(file: file, language: language, tokens: tokens, emphasis: emphasis, note: note,
                            conflicts: ConflictSections.find(in: file), bothSides: bothSides)
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

/// A window's files being prepared in the background, each file a task of its own (so the
/// cores stay busy across windows, whatever the files' sizes); `take` hands each over. At most
/// one file a core is prepared at once, across all windows (`Lanes`): each holds both its sides'
/// whole texts while it is prepared, and more files at once would hold more text for no speed.
package final class Preparation: @unchecked Sendable {
    /// Signalled when each file is prepared.
    private let ready: [DispatchSemaphore]
    private let results: UnsafeMutableBufferPointer<PreparedFile?>

    /// Starts preparing `files`.
    public init(_ files: [FileDiff], _ preparer: Preparer) {
        ready = files.map { _ in DispatchSemaphore(value: 0) }
        results = .allocate(capacity: files.count)
        results.initialize(repeating: nil)
        for (n, file) in files.enumerated() {
            // Each task writes its own slot only; `take` reads it after the task signals.
            Lanes.shared.run { [self] in
                results[n] = preparer.prepare(file)
                ready[n].signal()
            }
        }
    }

    deinit {
        results.deinitialize()
        results.deallocate()
    }

    /// File `n` prepared, once it is ready: the painter paints a window's first files while its
    /// last are prepared, and lets go of each as it is painted. Each file is taken once.
    package func take(_ n: Int) -> PreparedFile {
        ready[n].wait()
        return results[n].take()!
    }
}
