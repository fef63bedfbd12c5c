#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Clibgit2
import Diff

extension Repository {
    /// Who last changed each line of the file at `path` (relative to the top of the work tree),
    /// as `git blame FILE` tells it, laid out in git's default form (`BlameText`).
    ///
    /// libgit2 blames the file as HEAD has it. `workTree` is the file as it is now (nil in a
    /// bare repository): its lines that HEAD does not have, in a diff of the two texts, are not
    /// committed yet (an id of zeros, "Not Committed Yet", now), as git shows them; the others
    /// take the blame of the committed line they are. A file HEAD does not have is blamed as
    /// not committed yet when the index has it, and is an error otherwise, as in git.
    ///
    /// Authors are mapped through `.mailmap`, as git does. Renames of the whole file are
    /// followed (lines from before one show the name they had then, as git shows them); libgit2
    /// does not look for lines moved or copied from other files (git's `-M`, `-C`), nor does git
    /// by default.
    /// The corresponding C functions are `git_blame_file`, `git_blame_get_hunk_byindex` and
    /// `git_patch_from_buffers`.
    public func blame(path: String, workTree: [UInt8]?) throws(GitError) -> [BlameLine] {
        _ = LibGit2.initialized
        let committed = try committedBlame(path)
        guard committed != nil || workTree != nil else {
            throw GitError(code: GIT_ENOTFOUND.rawValue, message: "no such path '\(path)' in HEAD")
        }
        let text = workTree ?? committed?.text ?? []
        let lines = Self.lines(text)
        let uncommitted = BlameCommit(id: String(repeating: "0", count: 40), author: Array("Not Committed Yet".utf8),
                                      email: Array("<not.committed.yet>".utf8), time: Int64(time(nil)),
                                      zone: Self.localZone(), isBoundary: false)
        let here = PathBytes.encode(path)
        var owners: [BlameCommit] = Array(repeating: uncommitted, count: lines.count)
        var names: [[UInt8]] = Array(repeating: here, count: lines.count)
        if let committed {
            var map: [Int?] = (0..<lines.count).map { $0 + 1 }
            if let workTree { map = try Self.committedLines(workTree, from: committed.text) }
            for (n, old) in map.enumerated() where n < owners.count {
                if let old, old - 1 < committed.owners.count { (owners[n], names[n]) = committed.owners[old - 1] }
            }
        }
        let idLength = exclusively { abbreviation } + 1
        let authorWidth = owners.reduce(0) { max($0, BlameText.width($1.author)) }
        let numberWidth = String(lines.count).count
        // As git does, the names lines had where they were written are shown when there are several.
        let showNames = names.contains { $0 != here }
        let nameWidth = showNames ? names.reduce(0) { max($0, BlameText.width($1)) } : 0
        return lines.enumerated().map { n, content in
            BlameText.line(owners[n], number: n + 1, content: content, idLength: idLength, authorWidth: authorWidth,
                           numberWidth: numberWidth, name: showNames ? names[n] : nil, nameWidth: nameWidth)
        }
    }

    /// The file's text in HEAD and the commit each of its lines comes from, with the file's name
    /// in that commit; nil when HEAD does not have the file (or there is no HEAD yet) and the
    /// index does.
    private func committedBlame(_ path: String) throws(GitError) -> (text: [UInt8], owners: [(BlameCommit, [UInt8])])? {
        var options = git_blame_options()
        try check(git_blame_options_init(&options, UInt32(GIT_BLAME_OPTIONS_VERSION)))
        options.flags = GIT_BLAME_USE_MAILMAP.rawValue
        var raw: OpaquePointer?
        let code = PathBytes.withCString(path) { git_blame_file(&raw, pointer, $0, &options) }
        if code == GIT_ENOTFOUND.rawValue || code == GIT_EUNBORNBRANCH.rawValue {
            if inIndex(path) { return nil }
            throw GitError(code: code, message: "no such path '\(path)' in HEAD")
        }
        try check(code)
        let blame = Owned(raw!, keepAlive: self, free: git_blame_free)
        let text = try headText(path)
        var owners: [(BlameCommit, [UInt8])] = []
        var byID: [String: BlameCommit] = [:]
        for index in 0..<git_blame_get_hunk_count(blame.pointer) {
            guard let hunk = git_blame_get_hunk_byindex(blame.pointer, index)?.pointee else { continue }
            let id = hex(hunk.final_commit_id)
            let commit = byID[id] ?? Self.commit(id, hunk)
            byID[id] = commit
            let owner = (commit, hunk.orig_path.map(bytes) ?? PathBytes.encode(path))
            let start = Int(hunk.final_start_line_number) - 1
            if owners.count < start { owners += Array(repeating: owner, count: start - owners.count) }
            owners += Array(repeating: owner, count: Int(hunk.lines_in_hunk))
        }
        return (text, owners)
    }

    /// What a hunk says of its commit: its author as the mailmap has it, and whether the
    /// history searched ends there.
    private static func commit(_ id: String, _ hunk: git_blame_hunk) -> BlameCommit {
        guard let signature = hunk.final_signature?.pointee else {
            return BlameCommit(id: id, author: [], email: [], time: 0, zone: 0, isBoundary: hunk.boundary != 0)
        }
        let email = Array("<".utf8) + bytes(signature.email) + Array(">".utf8)
        return BlameCommit(id: id, author: bytes(signature.name), email: email,
                           time: signature.when.time, zone: Int(signature.when.offset), isBoundary: hunk.boundary != 0)
    }

    /// The file's content in HEAD's tree. The corresponding C function is `git_tree_entry_bypath`.
    private func headText(_ path: String) throws(GitError) -> [UInt8] {
        let tree = try self.tree("HEAD")
        var entry: OpaquePointer?
        try PathBytes.withCString(path) { (p) throws(GitError) in
            try check(git_tree_entry_bypath(&entry, tree.pointer, p))
        }
        let owned = Owned(entry!, free: git_tree_entry_free)
        let blob = try self.blob(id: git_tree_entry_id(owned.pointer).pointee)
        let size = Int(git_blob_rawsize(blob.pointer))
        guard size > 0, let start = git_blob_rawcontent(blob.pointer) else { return [] }
        return Array(UnsafeRawBufferPointer(start: start, count: size))
    }

    /// Whether the index has `path`. The corresponding C function is `git_index_get_bypath`.
    private func inIndex(_ path: String) -> Bool {
        guard let index = try? index() else { return false }
        return PathBytes.withCString(path) { git_index_get_bypath(index.pointer, $0, 0) } != nil
    }

    /// For each line of `new`, the number of the line of `old` it is (nil for a line `old` does
    /// not have), from a diff of the two texts with no context (forced to text, as blame reads
    /// any file as lines).
    public static func committedLines(_ new: [UInt8], from old: [UInt8]) throws(GitError) -> [Int?] {
        _ = LibGit2.initialized
        let count = lines(new).count
        if new == old { return (0..<count).map { $0 + 1 } }
        var options = git_diff_options()
        try check(git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION)))
        options.context_lines = 0
        options.interhunk_lines = 0
        options.flags = GIT_DIFF_FORCE_TEXT.rawValue
        var patch: OpaquePointer?
        let code = old.withUnsafeBytes { o in
            new.withUnsafeBytes { n in
                git_patch_from_buffers(&patch, o.baseAddress, o.count, nil, n.baseAddress, n.count, nil, &options)
            }
        }
        try check(code)
        let owned = Owned(patch!, free: { git_patch_free($0) })
        var added = Set<Int>()
        var removed = Set<Int>()
        for hunk in 0..<git_patch_num_hunks(owned.pointer) {
            let lines = Int(try check(git_patch_num_lines_in_hunk(owned.pointer, hunk)))
            for n in 0..<lines {
                var line: UnsafePointer<git_diff_line>?
                try check(git_patch_get_line_in_hunk(&line, owned.pointer, hunk, n))
                guard let line = line?.pointee else { continue }
                if line.origin == CChar(UInt8(ascii: "+")) { added.insert(Int(line.new_lineno)) }
                if line.origin == CChar(UInt8(ascii: "-")) { removed.insert(Int(line.old_lineno)) }
            }
        }
        // The lines neither added nor removed are in both texts, in the same order.
        var map: [Int?] = []
        map.reserveCapacity(count)
        var old = 1
        for n in 1...max(1, count) where n <= count {
            if added.contains(n) {
                map.append(nil)
                continue
            }
            while removed.contains(old) { old += 1 }
            map.append(old)
            old += 1
        }
        return map
    }

    /// The lines of `text`, without their `\n` (none after a last `\n`).
    static func lines(_ text: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines = text.split(separator: 0x0A, omittingEmptySubsequences: false)
        if text.last == 0x0A || text.isEmpty { lines.removeLast() }
        return lines
    }

    /// The local zone, in minutes east of UTC, as git dates what is not committed yet.
    private static func localZone() -> Int {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return 0 }
        return parts.tm_gmtoff / 60
    }
}
