import Diff
import Highlight

/// Finds the whole text of each side of a file's diff, first that works: the blob by its id,
/// the work-tree file whose hash matches the id (or, for a merge's combined diff of the work
/// tree, the work-tree file whose lines fit the hunks), the side rebuilt from the other side and
/// the hunks, the paths on disk (plain `diff -u`); else none, and the hunks are lexed on their own.
/// A side found is believed only when the hunks' lines are its lines at their numbers
/// (`SideCheck`): else the whole file gets hunk context, with a note.
///
/// Blobs found by id go through the side cache: a blob met again is neither read nor lexed
/// again from its top.
package struct SideFinder: Sendable {
    /// The sides found for one file, and why there are none when a side was too large, damaged
    /// or not what the diff shows.
    public struct Sides {
        /// Each parent's side: one for an ordinary diff, one per parent for a merge's combined diff.
        package var olds: [LexedSide?] = [nil]
        public var new: LexedSide?
        /// The size of the side that was over the limit, when one was: the file gets hunk context.
        public var tooLarge: Int?
        /// Why a side's blob could not be read, when it is damaged: the file gets hunk context.
        package var damaged: String?
        /// The side whose lines are not the diff's lines there (`blob 1a2b3c4`, `the work-tree
        /// file`), when one is not: the file gets hunk context (`SideCheck`).
        package var differing: String?
        /// The cache keys the sides found by id go under, and their paths' keys, for `remember`.
        fileprivate var keys: (olds: [String?], new: String?) = ([], nil)
        fileprivate var paths: (old: String?, new: String?) = (nil, nil)

        /// The (first) parent's side.
        public var old: LexedSide? {
            get { olds.first ?? nil }
            set { olds[0] = newValue }
        }
    }

    private let source: any BlobSource
    private let cache: SideCache
    /// Sides larger than this many bytes are not read: the file falls back to hunk context.
    public let sizeLimit: Int

    public init(source: any BlobSource, cache: SideCache, sizeLimit: Int) {
        self.source = source
        self.cache = cache
        self.sizeLimit = sizeLimit
    }

    /// The sides of `file`, lexed lazily in `language` (none for binary files, submodules and
    /// files without hunks).
    ///
    /// A merge's combined diff (`diff --cc`) gets each parent's side from its blob, and the
    /// result's from its blob or, for `git diff` mid-merge (id `0000000`), from the work-tree
    /// file, conflict markers and all, when its lines are the hunks' lines.
    public func sides(of file: FileDiff, language: Language) -> Sides {
        var sides = Sides()
        let header = file.header
        guard !file.hunks.isEmpty, !header.isBinary, !header.isSubmodule else { return sides }
        let combined = header.parents > 1
        let oldIDs: [String?] = combined
            ? (header.oldIds.count == header.parents ? header.oldIds.map(Self.nonZero) : Array(repeating: nil, count: header.parents))
            : [header.oldIds.first.flatMap(Self.nonZero)]
        let newID = header.newId.flatMap(Self.nonZero)
        var olds: [Found?]
        var new: Found?
        if !combined, let oldID = oldIDs[0], let newID {
            (olds, new) = findBoth(oldID: oldID, newID: newID, file: file, language: language)
        } else if !combined, oldIDs[0] == nil, let newID, header.status == .added, file.sides.new == nil,
                  let whole = wholeSide(.new, id: newID, file: file, language: language) {
            // An added file's one hunk is all of it: nothing to read.
            (olds, new) = ([nil], whole)
        } else if !combined, let oldID = oldIDs[0], newID == nil, header.status == .deleted, file.sides.old == nil,
                  let whole = wholeSide(.old, id: oldID, file: file, language: language) {
            (olds, new) = ([whole], nil)
        } else {
            olds = oldIDs.map {
                find(id: $0, given: combined ? nil : file.sides.old, path: header.oldPath, plain: header.isPlainDiff, language: language)
            }
            new = find(id: newID, given: file.sides.new, path: header.newPath, plain: header.isPlainDiff, language: language)
        }
        if new == nil, combined, header.newId != nil, header.status != .deleted, let path = header.newPath {
            new = workTreeResult(path, file: file, language: language)
        }
        for found in olds + [new] {
            if case .tooLarge(let size)? = found { sides.tooLarge = max(size, sides.tooLarge ?? 0) }
            if case .damaged(let reason)? = found { sides.damaged = sides.damaged ?? reason }
        }
        guard sides.tooLarge == nil, sides.damaged == nil else { return sides }
        // A side is believed only when the hunks' lines are its lines at their numbers; else the
        // file gets hunk context, and a note unless a `diff=` driver may have converted the text
        // git showed (textconv: the lines are not the blob's, and that is no news).
        // A side one was rebuilt from has been checked already: the rebuild matched every line
        // the hunks give it, byte for byte at its number. A side the diff came with (a diff made
        // through libgit2) is the text the diff was made from.
        func rebuilt(_ found: Found??) -> Bool {
            if case .side(_, _, let origin)?? = found { return origin == Self.rebuilt }
            return false
        }
        let checked = (old: !combined && (rebuilt(new) || file.sides.old != nil),
                       new: !combined && (rebuilt(olds.first) || file.sides.new != nil))
        for (k, found) in olds.enumerated() {
            if case .side(let side, _, let origin)? = found, origin != Self.rebuilt, !(k == 0 && checked.old),
               !SideCheck.isOld(side.text, of: file, parent: k) {
                sides.differing = mayConvertText(header.path) ? nil : origin
                return sides
            }
        }
        if case .side(let side, _, let origin)? = new, origin != Self.rebuilt, !checked.new, !SideCheck.isNew(side.text, of: file) {
            sides.differing = mayConvertText(header.path) ? nil : origin
            return sides
        }
        // A side that cannot be found is rebuilt from the other one (not in a combined diff,
        // whose hunks say how the result differs from each parent, not how to rebuild one).
        if !combined, olds[0] == nil, header.status != .added {
            olds[0] = rebuild(.old, from: new, key: nil, states: nil, file: file, language: language)
        }
        if !combined, new == nil, header.status != .deleted {
            new = rebuild(.new, from: olds[0], key: nil, states: nil, file: file, language: language)
        }
        sides.olds = olds.map { $0?.side }
        sides.new = new?.side
        sides.keys = (olds.map { $0?.key }, new?.key)
        // A side not lexed far yet takes what lexing another version of the file left, as far as
        // the two are the same text.
        if !combined {
            sides.paths = (header.oldPath.map { Self.pathKey($0, language) }, header.newPath.map { Self.pathKey($0, language) })
            for (side, path) in [(sides.old, sides.paths.old), (sides.new, sides.paths.new)] {
                guard let side, let path, let known = cache.states(ofPath: path) else { continue }
                side.text.withUnsafeBufferPointer { side.states.adoptPrefix(of: known, in: $0) }
            }
        }
        return sides
    }

    /// The work-tree file at `path` as the result of a combined diff, when every line the hunks
    /// give the result is that line of the file (the file may have changed since git read it).
    private func workTreeResult(_ path: String, file: FileDiff, language: Language) -> Found? {
        switch source.workTreeFile(path, limit: sizeLimit) {
        case .content(let text)?:
            guard SideCheck.isNew(text, of: file) else { return nil }
            return .side(LexedSide(text: text, language: language), origin: "the work-tree file")
        case .tooLarge(let size)?:
            return .tooLarge(size)
        case .damaged, nil:
            return nil
        }
    }

    /// git's own `diff=` drivers, which only find function names: they convert no text.
    private static let builtinDrivers: Set<String> = [
        "ada", "bash", "bibtex", "cpp", "csharp", "css", "dts", "elixir", "fortran", "fountain", "golang", "html",
        "java", "kotlin", "markdown", "matlab", "objc", "pascal", "perl", "php", "python", "ruby", "rust", "scheme", "tex",
    ]

    /// Whether `path` has a `diff=` driver of its own, which may convert the text git shows
    /// (`diff.NAME.textconv`).
    private func mayConvertText(_ path: String) -> Bool {
        guard let driver = source.attribute("diff", of: path) else { return false }
        return driver != "true" && driver != "false" && !Self.builtinDrivers.contains(driver)
    }

    /// Keeps the sides found by id in the cache, with the checkpoints lexing them left.
    package func remember(_ sides: Sides) {
        for (k, (key, side)) in zip(sides.keys.olds, sides.olds).enumerated() {
            if let key, let side { cache.store(side, key, path: k == 0 ? sides.paths.old : nil, as: .old) }
        }
        if let key = sides.keys.new, let side = sides.new { cache.store(side, key, path: sides.paths.new, as: .new) }
    }

    /// The key a path's versions go under in the cache: the path and the language.
    private static func pathKey(_ path: String, _ language: Language) -> String { path + "\u{0}" + language.name }

    /// What looking for one side found.
    private enum Found {
        /// A side, the cache key when it is a blob found by id, and what it is for a note
        /// (`blob 1a2b3c4`, `the work-tree file`).
        case side(LexedSide, key: String?, origin: String)
        case tooLarge(Int)
        case damaged(String)

        static func side(_ side: LexedSide, origin: String) -> Found { .side(side, key: nil, origin: origin) }

        var side: LexedSide? { if case .side(let s, _, _) = self { s } else { nil } }
        var key: String? { if case .side(_, let k, _) = self { k } else { nil } }
    }

    /// What rebuilt sides are called: they are the hunks' lines by construction, and not checked.
    private static let rebuilt = "the rebuilt side"

    /// Both sides of an ordinary diff that names both blobs. A side the cache holds the text of,
    /// or the diff came with, is taken as it is, and the other, unless it is too, rebuilt from
    /// it and the hunks (`SideRebuilder`); with neither, the new side is read and the old one
    /// rebuilt. So one blob is read where two were, and in `git log -p` (newest first) none at
    /// all while the side rebuilt for one commit is still cached when the next commit down
    /// shows it as new. A side that cannot be rebuilt (hunks made with `-w`, say) is read by its id.
    private func findBoth(oldID: String, newID: String, file: FileDiff, language: Language) -> ([Found?], Found?) {
        let header = file.header
        let oldKey = oldID + " " + language.name
        let newKey = newID + " " + language.name
        let oldCached = cache.lookup(oldKey)
        let newCached = cache.lookup(newKey)
        func findOld() -> Found? {
            find(id: oldID, given: file.sides.old, path: header.oldPath, plain: false, language: language, cached: .some(oldCached))
        }
        func findNew() -> Found? {
            find(id: newID, given: file.sides.new, path: header.newPath, plain: false, language: language, cached: .some(newCached))
        }
        let oldAtHand = oldCached?.text != nil || file.sides.old != nil
        let newAtHand = newCached?.text != nil || file.sides.new != nil
        if oldAtHand, newAtHand { return ([findOld()], findNew()) }
        if oldAtHand {
            let old = findOld()
            let new = rebuild(.new, from: old, key: newKey, states: newCached?.states, file: file, language: language) ?? findNew()
            return ([old], new)
        }
        let new = findNew()
        let old = rebuild(.old, from: new, key: oldKey, states: oldCached?.states, file: file, language: language) ?? findOld()
        return ([old], new)
    }

    /// The side of an added (`.new`) or deleted (`.old`) file with blob `id`, made of its hunk's
    /// lines, which are all of it (rebuilt from the empty other side, so checked to be whole):
    /// the blob need not be read. Nil when the hunks are not the whole file.
    private func wholeSide(_ side: SideRebuilder.Side, id: String, file: FileDiff, language: Language) -> Found? {
        guard let text = SideRebuilder.rebuild(side, from: [], hunks: file.hunks) else { return nil }
        guard text.count <= sizeLimit else { return .tooLarge(text.count) }
        let key = id + " " + language.name
        return .side(LexedSide(text: text, language: language, states: cache.lookup(key)?.states ?? SideStates()), key: key,
                     origin: Self.rebuilt)
    }

    /// `side` rebuilt from the other side `found` and the file's hunks, to go under `key` in
    /// the cache, resuming `states`; nil when nothing was found or the hunks do not fit it.
    private func rebuild(_ side: SideRebuilder.Side, from found: Found?, key: String?, states: SideStates?, file: FileDiff,
                         language: Language) -> Found? {
        guard case .side(let other, _, _)? = found,
              let text = SideRebuilder.rebuild(side, from: other.text, hunks: file.hunks) else { return nil }
        guard text.count <= sizeLimit else { return .tooLarge(text.count) }
        return .side(LexedSide(text: text, language: language, states: states ?? SideStates()), key: key, origin: Self.rebuilt)
    }

    /// The side with blob `id` (its text `given` when the diff came with it), at `path`;
    /// `cached`: what the cache holds under its key, when already looked up.
    private func find(id: String?, given: [UInt8]?, path: String?, plain: Bool, language: Language,
                      cached lookedUp: (states: SideStates, text: [UInt8]?)?? = nil) -> Found? {
        if let id {
            let key = id + " " + language.name
            let cached = lookedUp ?? cache.lookup(key)
            let blob = "blob " + id.prefix(7)
            if let cached, let text = cached.text {
                return .side(LexedSide(text: text, language: language, states: cached.states), key: key, origin: blob)
            }
            var found = given.map { $0.count > sizeLimit ? .tooLarge(size: $0.count) : SideText.content($0) }
                ?? source.blob(id, limit: sizeLimit)
            var origin = blob
            // Not in the object store (an unstaged change): the work-tree file, if it is that blob.
            if found == nil, let path {
                found = source.workTreeFile(path, matching: id, limit: sizeLimit)
                origin = "the work-tree file"
            }
            switch found {
            case .content(let text)?:
                return .side(LexedSide(text: text, language: language, states: cached?.states ?? SideStates()), key: key, origin: origin)
            case .tooLarge(let size)?:
                return .tooLarge(size)
            case .damaged(let reason)?:
                return .damaged(reason)
            case nil:
                return nil
            }
        }
        // Plain `diff -u a b`: the files named, as they are on disk (unless binary).
        guard plain, let path else { return nil }
        switch source.file(atPath: path, limit: sizeLimit) {
        case .content(let text)? where !text.prefix(8000).contains(0):
            return .side(LexedSide(text: text, language: language), origin: "the file on disk")
        case .tooLarge(let size)?:
            return .tooLarge(size)
        default:
            return nil
        }
    }

    /// The id, unless it is all zeros (`0000000`: the side does not exist, a new or deleted file).
    static func nonZero(_ id: String) -> String? {
        id.utf8.allSatisfy { $0 == 0x30 } ? nil : id
    }
}
