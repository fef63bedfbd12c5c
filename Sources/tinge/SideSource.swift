import Diff
import Git
import Highlight
import Render

/// Finds the full text of each side of a file's diff, first that works: the blob by its id
/// (through libgit2), the work-tree file whose hash matches the id, the side rebuilt from the
/// other side and the hunks, the paths on disk (plain `diff -u`); else none, and the hunks are
/// lexed on their own.
final class SideSource: @unchecked Sendable {
    private let cache: SideCache
    private var repository: Repository?
    private var triedRepository = false
    /// Whether to look for whole files at all (`--context=file`).
    let wholeFiles: Bool

    init(wholeFiles: Bool, cache: SideCache) {
        self.wholeFiles = wholeFiles
        self.cache = cache
    }

    /// Lets go of the repository (and libgit2's pack caches with it) between windows of files,
    /// so memory stays bounded by what one window needs; it is opened again on next need.
    func release() {
        repository = nil
        triedRepository = false
    }

    /// The repository of the current directory, opened on first need.
    var repo: Repository? {
        if !triedRepository {
            triedRepository = true
            repository = try? Repository(discoveringFrom: ".")
        }
        return repository
    }

    /// The lexed old and new sides of `file` in `language` (nil where a side cannot be found).
    func sides(of file: FileDiff, language: Language) -> (old: LexedSide?, new: LexedSide?) {
        guard wholeFiles, !file.hunks.isEmpty, !file.header.isBinary, !file.header.isSubmodule else { return (nil, nil) }
        let header = file.header
        let oldID = header.parents == 1 ? header.oldIds.first : nil
        var oldText = cached(oldID, language) ?? text(id: oldID, path: header.oldPath, plain: header.isPlainDiff)
        var newText = cached(header.newId, language) ?? text(id: header.newId, path: header.newPath, plain: header.isPlainDiff)
        // A side that cannot be found is rebuilt from the other one.
        if oldText == nil, header.parents == 1, header.status != .added, let new = newText?.lines {
            oldText = SideRebuilder.rebuild(.old, from: new, hunks: file.hunks).map { Text.rebuilt($0) }
        }
        if newText == nil, header.status != .deleted, let old = oldText?.lines {
            newText = SideRebuilder.rebuild(.new, from: old, hunks: file.hunks).map { Text.rebuilt($0) }
        }
        return (side(oldText, oldID, language), side(newText, header.newId, language))
    }

    /// A side's text: found whole (and worth caching by its id), rebuilt, or already lexed.
    private enum Text {
        case found([UInt8])
        case rebuilt([ArraySlice<UInt8>])
        case lexed(LexedSide)

        var lines: [ArraySlice<UInt8>] {
            switch self {
            case .found(let text): return LexedSide.lines(of: text)
            case .rebuilt(let l): return l
            case .lexed(let side): return side.lines
            }
        }
    }

    private func cached(_ id: String?, _ language: Language) -> Text? {
        guard let id, !Self.isZero(id) else { return nil }
        return cache.side(id + " " + language.name).map { .lexed($0) }
    }

    private func side(_ text: Text?, _ id: String?, _ language: Language) -> LexedSide? {
        switch text {
        case nil: return nil
        case .lexed(let side)?: return side
        case .found(let text)?:
            let side = LexedSide(text: text, language: language)
            if let id, !Self.isZero(id) { cache.store(side, id + " " + language.name) }
            return side
        case .rebuilt(let lines)?:
            return LexedSide(lines: lines, language: language)
        }
    }

    /// The text of the side with blob `id` at `path`.
    private func text(id: String?, path: String?, plain: Bool) -> Text? {
        if let id, !Self.isZero(id), let repo {
            if let bytes = try? repo.blob(abbreviatedID: id) { return .found(bytes) }
            // Not in the object store (an unstaged change): the work-tree file, if it is that blob.
            if let path, let full = repo.blobID(ofWorkTreeFile: path), full.hasPrefix(id),
               let top = repo.workingDirectory, let bytes = try? FileInput.read(top + path) {
                return .found(bytes)
            }
        }
        // Plain `diff -u a b`: the files named, as they are on disk.
        if plain, id == nil, let path, let bytes = try? FileInput.read(path), !bytes.prefix(8000).contains(0) {
            return .rebuilt(LexedSide.lines(of: bytes))
        }
        return nil
    }

    /// `0000000`: the side does not exist (a new or deleted file).
    static func isZero(_ id: String) -> Bool { id.allSatisfy { $0 == "0" } }

    /// The language of a file's diff: `.gitattributes`, then its path, then a shebang or modeline in its text.
    func language(of header: FileHeader, forced: Language?, firstLines: () -> [UInt8]) -> Language {
        if let forced { return forced }
        let path = header.path
        if let repo, let value = try? repo.attribute("linguist-language", forPath: path), value != "true", value != "false",
           let language = Languages.named(value) ?? Languages.named(value.replacingSpaces(with: "-")) {
            return language
        }
        if let language = Detection.language(forPath: path) { return language }
        return Detection.language(path: nil, head: firstLines())
    }
}
