import Clibgit2

/// A merge's changes as `git show` prints them by default: the dense combined diff (`--cc`),
/// made from libgit2's line diffs of each parent against the merge result.
///
/// It follows git's combine-diff.c: only paths that differ from every parent are shown; each
/// result line records the parents it was added against; the parents' lines the result lost
/// hang before the result line that follows them, identical lost lines of several parents
/// merged into one; and a hunk whose parents hold only two versions, the result being one of
/// them unmodified, is dropped. Renames are not followed, binary files are only named.
enum CombinedDiff {
    /// The `diff --cc` text of `commit` against all its parents, limited to `settings.paths`
    /// (empty for a clean merge), and how many paths differ from every parent (some may print
    /// nothing, their hunks all left out).
    static func patch(of commit: Commit, settings: ChangeSet.Settings) throws(GitError) -> (text: [UInt8], paths: Int) {
        let repository = commit.repository
        let tree = try commit.tree()
        var exact = settings
        exact.findRenames = false
        var order: [ChangeSet.FileChange] = []
        var byParent: [[[UInt8]: ChangeSet.FileChange]] = []
        for n in 0..<commit.parentCount {
            let parent = try commit.parent(n).tree()
            let files = try ChangeSet(repository, from: .tree(parent), to: .tree(tree), settings: exact).files
            if n == 0 { order = files }
            byParent.append(Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { $1 }))
        }
        let abbrev = min(40, max(4, (try? repository.config().int("core.abbrev")) ?? 7))
        var out: [UInt8] = []
        var paths = 0
        var seen = Set<[UInt8]>()
        for file in order where seen.insert(file.path).inserted {
            let changes = byParent.compactMap { $0[file.path] }
            guard changes.count == byParent.count else { continue }
            paths += 1
            let merged = MergedFile(path: file.path, result: .init(id: file.newID, mode: file.newMode),
                                    parents: changes.map { .init(id: $0.oldID, mode: $0.oldMode) })
            out += try merged.text(repository, context: max(0, settings.context), abbrev: abbrev)
        }
        return (out, paths)
    }
}

/// One path of a merge: the result's blob and mode and each parent's.
private struct MergedFile {
    /// A blob id and mode; a zero id and mode 0 where the side has no such file.
    struct Version {
        let id: git_oid
        let mode: UInt32
    }

    let path: [UInt8]
    let result: Version
    let parents: [Version]

    /// The file's `diff --cc` section, or nothing when it has no hunk and no mode change.
    func text(_ repository: Repository, context: Int, abbrev: Int) throws(GitError) -> [UInt8] {
        let resultBlob = try blob(result.id, repository)
        var parentBlobs: [Owned<OpaquePointer>?] = []
        for parent in parents { parentBlobs.append(try blob(parent.id, repository)) }
        let modeDiffers = parents.contains { $0.mode != result.mode }
        let deleted = result.mode == 0
        let added = !deleted && parents.allSatisfy { $0.mode == 0 }

        var header = quoted("diff --cc ", [], path)
        header += Array("index ".utf8) + Array(parents.map { short($0.id, abbrev) }.joined(separator: ",").utf8)
        header += Array("..\(short(result.id, abbrev))\n".utf8)
        if modeDiffers {
            if added {
                header += Array("new file mode \(octal(result.mode))\n".utf8)
            } else {
                let modes = parents.map { octal($0.mode) }.joined(separator: ",")
                header += Array(((deleted ? "deleted file " : "") + "mode " + modes
                                 + (deleted ? "" : "..\(octal(result.mode))") + "\n").utf8)
            }
        }
        let resultBytes = resultBlob.map(content) ?? []
        let parentBytes = parentBlobs.map { $0.map(content) ?? [] }
        // git's buffer_is_binary: a NUL in the first 8000 bytes.
        if ([resultBytes] + parentBytes).contains(where: { $0.prefix(8000).contains(0) }) {
            return header + Array("Binary files differ\n".utf8)
        }

        var lines = ResultLines(resultBytes, parentCount: parents.count, context: context)
        for n in parents.indices {
            if let same = parents.indices.prefix(n).first(where: { git_oid_equal([parents[$0].id], [parents[n].id]) != 0 }) {
                lines.reuse(parent: n, from: same)
            } else {
                lines.compare(parent: n, lines: ResultLines.split(parentBytes[n]),
                              hunks: try hunks(from: parentBlobs[n], to: resultBlob))
            }
        }
        guard lines.markHunks() || modeDiffers else { return [] }
        header += quoted("--- ", added ? [] : Array("a/".utf8), added ? Array("/dev/null".utf8) : path)
        header += quoted("+++ ", deleted ? [] : Array("b/".utf8), deleted ? Array("/dev/null".utf8) : path)
        return header + lines.text()
    }

    /// The blob with `id`, or nil for the zero id. The corresponding C function is `git_blob_lookup`.
    private func blob(_ id: git_oid, _ repository: Repository) throws(GitError) -> Owned<OpaquePointer>? {
        var id = id
        guard git_oid_is_zero(&id) == 0 else { return nil }
        var blob: OpaquePointer?
        try check(git_blob_lookup(&blob, repository.pointer, &id))
        return Owned(blob!, keepAlive: repository, free: git_blob_free)
    }

    /// A copy of a blob's bytes. The corresponding C functions are `git_blob_rawcontent` and `git_blob_rawsize`.
    private func content(_ blob: Owned<OpaquePointer>) -> [UInt8] {
        let size = Int(git_blob_rawsize(blob.pointer))
        guard size > 0, let start = git_blob_rawcontent(blob.pointer) else { return [] }
        return Array(UnsafeRawBufferPointer(start: start, count: size))
    }

    /// Where the lines differ from `old` to `new` (nil: no file), as a diff without context finds
    /// them, with git's default indent heuristic. The corresponding C functions are
    /// `git_patch_from_blobs`, `git_patch_num_hunks` and `git_patch_get_hunk`.
    private func hunks(from old: Owned<OpaquePointer>?, to new: Owned<OpaquePointer>?) throws(GitError) -> [ResultLines.Hunk] {
        var options = git_diff_options()
        try check(git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION)))
        options.context_lines = 0
        options.interhunk_lines = 0
        options.flags = GIT_DIFF_FORCE_TEXT.rawValue | GIT_DIFF_INDENT_HEURISTIC.rawValue
        var patch: OpaquePointer?
        try check(git_patch_from_blobs(&patch, old?.pointer, nil, new?.pointer, nil, &options))
        guard let patch else { return [] }
        let owned = Owned(patch, free: git_patch_free)
        var hunks: [ResultLines.Hunk] = []
        for n in 0..<git_patch_num_hunks(owned.pointer) {
            var hunk: UnsafePointer<git_diff_hunk>?
            var count = 0
            try check(git_patch_get_hunk(&hunk, &count, owned.pointer, n))
            guard let h = hunk?.pointee else { continue }
            hunks.append(.init(oldStart: Int(h.old_start), oldCount: Int(h.old_lines),
                               newStart: Int(h.new_start), newCount: Int(h.new_lines)))
        }
        return hunks
    }

    /// `head` and `prefix + path`, the latter quoted as git's `quote_c_style` does when it holds
    /// a quote, a backslash, a control or a non-ASCII byte; then a newline.
    private func quoted(_ head: String, _ prefix: [UInt8], _ path: [UInt8]) -> [UInt8] {
        let name = prefix + path
        let needsQuotes = name.contains { $0 < 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x5C }
        guard needsQuotes else { return Array(head.utf8) + name + [0x0A] }
        var out = Array(head.utf8) + [0x22]
        let escapes: [UInt8: UInt8] = [0x07: 0x61, 0x08: 0x62, 0x09: 0x74, 0x0A: 0x6E, 0x0B: 0x76,
                                       0x0C: 0x66, 0x0D: 0x72, 0x22: 0x22, 0x5C: 0x5C]
        for byte in name {
            if let letter = escapes[byte] {
                out += [0x5C, letter]
            } else if byte < 0x20 || byte >= 0x7F {
                out += [0x5C, 0x30 + (byte >> 6), 0x30 + (byte >> 3 & 7), 0x30 + (byte & 7)]
            } else {
                out.append(byte)
            }
        }
        return out + [0x22, 0x0A]
    }

    private func short(_ id: git_oid, _ abbrev: Int) -> String { String(hex(id).prefix(abbrev)) }

    /// A mode as git prints it: six octal digits.
    private func octal(_ mode: UInt32) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }
}
