/// What lint reads of a repository, read through the git command rather than libgit2: for the
/// repositories libgit2 cannot read (a sparse or split index, sha256 objects) and the histories
/// it cannot walk (a shallow clone's merge base). Git's own output, in its forms meant for
/// programs (`-z`, `--raw`, `--batch`), made into the same `ChangedPath`s as through libgit2;
/// the added lines come from libgit2's diff of the two texts, which needs no repository.
package struct CommandChanges {
    private let git: GitCommand

    /// Fails, with git's message, when git finds no repository in `directory` (nil: the current folder).
    package init(directory: String? = nil) throws(GitError) {
        try self.init(GitCommand(directory: directory))
    }

    /// Fails, with git's message, when `git` finds no repository in its folder.
    package init(_ git: GitCommand) throws(GitError) {
        self.git = git
        _ = try git.output(["rev-parse", "--git-dir"])
    }

    /// The index against HEAD, as `stagedChanges()` (git compares with the empty tree on an
    /// unborn branch, and leaves out deletions, conflicts and intent-to-add files as asked).
    package func stagedChanges() throws(GitError) -> [ChangedPath] {
        try changes(["diff", "--cached"])
    }

    /// What a revision range adds, as `changes(inRange:)`: `A..B`, `A...B` (git finds the merge
    /// base), or one revision against its first parent (none for a root commit or a shallow
    /// clone's boundary: git grafts those to have no parents).
    package func changes(inRange range: String) throws(GitError) -> [ChangedPath] {
        // Never an option to git, whatever the range says.
        guard !range.hasPrefix("-") else { throw GitError(.badRequest, message: "not a revision range: '\(range)'") }
        if range.contains("..") { return try changes(["diff", range]) }
        let line = try git.output(["rev-list", "--parents", "-n", "1", range, "--"])
        let ids = line.split(whereSeparator: { $0 == 0x20 || $0 == 0x0A }).map { String(decoding: $0, as: UTF8.self) }
        guard let commit = ids.first else { throw GitError(.badRequest, message: "no commit '\(range)'") }
        let parent = ids.count > 1 ? ids[1] : try emptyTree()
        return try changes(["diff", parent, commit])
    }

    /// Every file at stage 0 of the index, each wholly added, as `trackedFiles()`.
    package func trackedFiles() throws(GitError) -> [ChangedPath] {
        var sides: [(mode: UInt32, id: String, path: [UInt8])] = []
        // "<mode> <id> <stage>\t<path>\0"
        for entry in try git.output(["ls-files", "--stage", "-z"]).split(separator: 0) {
            guard let tab = entry.firstIndex(of: 0x09) else { continue }
            let fields = entry[..<tab].split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 3, fields[2] == "0", let mode = UInt32(fields[0], radix: 8) else { continue }
            sides.append((mode, fields[1], Array(entry[(tab + 1)...])))
        }
        let blobs = try contents(of: sides.filter { $0.mode != 0o160000 }.map(\.id))
        return try sides.map { (side) throws(GitError) in
            try ChangedPath(path: side.path, oldPath: nil, old: nil, new: (side.mode, blobs[side.id]))
        }
    }

    /// Every path in the index, once each, in index order, as `indexPaths()`.
    package func indexPaths() throws(GitError) -> [[UInt8]] {
        var paths: [[UInt8]] = []
        for path in try git.output(["ls-files", "-z"]).split(separator: 0) where paths.last.map({ !$0.elementsEqual(path) }) ?? true {
            paths.append(Array(path))
        }
        return paths
    }

    /// Every setting git config has here, by name (section and key lowercased, as git prints
    /// them); a later one of a name wins, as in git.
    package func settings() throws(GitError) -> [String: String] {
        var settings: [String: String] = [:]
        // "<name>\n<value>\0", or "<name>\0" for a name without a value.
        for entry in try git.output(["config", "-z", "--list"]).split(separator: 0) {
            let newline = entry.firstIndex(of: 0x0A) ?? entry.endIndex
            let value = newline < entry.endIndex ? entry[(newline + 1)...] : []
            settings[String(decoding: entry[..<newline], as: UTF8.self)] = String(decoding: value, as: UTF8.self)
        }
        return settings
    }

    /// Attributes `names` of each of `paths`, as `Repository.attributes(_:forPath:)` gives
    /// them ("true", "false", a value; unspecified ones left out), all in one run of git.
    package func attributes(_ names: [String], of paths: [[UInt8]]) throws(GitError) -> [[UInt8]: [String: String]] {
        guard !paths.isEmpty, !names.isEmpty else { return [:] }
        let input = paths.flatMap { (path: [UInt8]) -> [UInt8] in path + [0] }
        let fields = try git.output(["check-attr", "-z", "--stdin"] + names, input: input).split(separator: 0, omittingEmptySubsequences: false)
        var table: [[UInt8]: [String: String]] = [:]
        // "<path>\0<attribute>\0<info>\0" for each path and name.
        var k = 0
        while k + 2 < fields.count {
            let name = String(decoding: fields[k + 1], as: UTF8.self)
            let info = String(decoding: fields[k + 2], as: UTF8.self)
            let value: String? = switch info {
            case "set": "true"
            case "unset": "false"
            case "unspecified": nil
            default: info
            }
            if let value { table[Array(fields[k]), default: [:]][name] = value }
            k += 3
        }
        return table
    }

    /// The changes `arguments` (a `git diff` that compares two sides) lists, read.
    private func changes(_ arguments: [String]) throws(GitError) -> [ChangedPath] {
        let raw = try git.output(arguments + ["-z", "--raw", "-M", "--no-abbrev", "--no-ext-diff", "--diff-filter=AMRCT", "--"])
        let entries = RawDiffEntry.parse(raw)
        let blobs = try contents(of: entries.flatMap { [$0.old, $0.new] }.filter { $0.mode != 0o160000 && $0.mode != 0 }.map(\.id))
        return try entries.map { (entry) throws(GitError) in
            let old = entry.status == "A" ? nil : (entry.old.mode, blobs[entry.old.id])
            return try ChangedPath(path: entry.new.path, oldPath: entry.old.path == entry.new.path ? nil : entry.old.path,
                                   old: old, new: (entry.new.mode, blobs[entry.new.id]))
        }
    }

    /// The content of each blob of `ids`, through one `git cat-file --batch`.
    private func contents(of ids: [String]) throws(GitError) -> [String: [UInt8]] {
        let unique = Array(Set(ids))
        guard !unique.isEmpty else { return [:] }
        let output = try git.output(["cat-file", "--batch"], input: Array(unique.joined(separator: "\n").utf8) + [0x0A])
        var blobs: [String: [UInt8]] = [:]
        // "<id> <type> <size>\n<content>\n", or "<id> missing\n".
        var i = output.startIndex
        while i < output.endIndex, let newline = output[i...].firstIndex(of: 0x0A) {
            let header = output[i..<newline].split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
            i = newline + 1
            guard header.count == 3, let size = Int(header[2]), i + size <= output.endIndex else {
                if header.count == 2 { throw GitError(.gitFailed, message: "object \(header[0]) is \(header[1])") }
                break
            }
            blobs[header[0]] = Array(output[i..<(i + size)])
            i += size + 1
        }
        return blobs
    }

    /// The id of the empty tree in this repository's hash (sha1 or sha256).
    private func emptyTree() throws(GitError) -> String {
        String(decoding: try git.output(["hash-object", "-t", "tree", "/dev/null"]).filter { $0 != 0x0A }, as: UTF8.self)
    }
}

/// One file of `git diff --raw -z`: `:<old mode> <new mode> <old id> <new id> <status>\0<path>\0`,
/// and a second path for a rename or copy.
struct RawDiffEntry {
    var old: (mode: UInt32, id: String, path: [UInt8])
    var new: (mode: UInt32, id: String, path: [UInt8])
    /// `A`, `M`, `R`, `C`, `T` (the letter without the score).
    var status: String

    static func parse(_ raw: [UInt8]) -> [RawDiffEntry] {
        let fields = raw.split(separator: 0, omittingEmptySubsequences: false)
        var entries: [RawDiffEntry] = []
        var k = 0
        while k + 1 < fields.count {
            let head = fields[k].dropFirst().split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
            guard fields[k].first == 0x3A, head.count == 5, let oldMode = UInt32(head[0], radix: 8),
                  let newMode = UInt32(head[1], radix: 8), let letter = head[4].first else { break }
            let paired = letter == "R" || letter == "C"
            let oldPath = Array(fields[k + 1])
            let newPath = paired && k + 2 < fields.count ? Array(fields[k + 2]) : oldPath
            entries.append(RawDiffEntry(old: (oldMode, head[2], oldPath), new: (newMode, head[3], newPath), status: String(letter)))
            k += paired ? 3 : 2
        }
        return entries
    }
}
