import Clibgit2
import Diff

/// A merge's changes as `git show` prints them by default: the dense combined diff (`--cc`),
/// made from libgit2's line diffs of each parent against the merge result.
///
/// It follows git's combine-diff.c: only paths that differ from every parent are shown; each
/// result line records the parents it was added against; the parents' lines the result lost
/// hang before the result line that follows them, identical lost lines of several parents
/// merged into one; and a hunk whose parents hold only two versions, the result being one of
/// them unmodified, is dropped. Renames are not followed, binary files are only named.
enum CombinedDiff {
    /// The `diff --cc` files of `commit` against all its parents, limited to `settings.paths`
    /// (none for a clean merge), and how many paths differ from every parent (some print
    /// nothing, their hunks all left out).
    static func files(of commit: Commit, settings: ChangeSet.Settings) throws(GitError) -> (items: [DiffItem], paths: Int) {
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
        let abbrev = repository.abbreviation
        var out: [DiffItem] = []
        var paths = 0
        var seen = Set<[UInt8]>()
        for file in order where seen.insert(file.path).inserted {
            let changes = byParent.compactMap { $0[file.path] }
            guard changes.count == byParent.count else { continue }
            paths += 1
            let merged = MergedFile(path: file.path, result: .init(id: file.newID, mode: file.newMode),
                                    parents: changes.map { .init(id: $0.oldID, mode: $0.oldMode) })
            out += try merged.items(repository, context: max(0, settings.context), abbrev: abbrev)
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

    /// The file's `diff --cc` section, none when it has no hunk and no mode change: its lines as
    /// git prints them, and what they say, as the diff parser would read them.
    func items(_ repository: Repository, context: Int, abbrev: Int) throws(GitError) -> [DiffItem] {
        let resultBlob = try blob(result.id, repository)
        var parentBlobs: [Owned<OpaquePointer>?] = []
        for parent in parents { parentBlobs.append(try blob(parent.id, repository)) }
        let modeDiffers = parents.contains { $0.mode != result.mode }
        let deleted = result.mode == 0
        let added = !deleted && parents.allSatisfy { $0.mode == 0 }

        let name = quoted([], path)
        var header: [[UInt8]] = [Array("diff --cc ".utf8) + name]
        header.append(Array("index ".utf8) + Array(parents.map { short($0.id, abbrev) }.joined(separator: ",").utf8)
                      + Array("..\(short(result.id, abbrev))".utf8))
        var facts = FileHeader()
        facts.oldPath = PathBytes.decode(name)
        facts.newPath = facts.oldPath
        facts.oldIds = parents.map { hex($0.id) }
        facts.newId = hex(result.id)
        facts.parents = 2
        if modeDiffers {
            if added {
                header.append(Array("new file mode \(octal(result.mode))".utf8))
                facts.status = .added
                facts.newMode = octal(result.mode)
                facts.oldPath = nil
            } else {
                let modes = parents.map { octal($0.mode) }.joined(separator: ",")
                header.append(Array(((deleted ? "deleted file " : "") + "mode " + modes
                                     + (deleted ? "" : "..\(octal(result.mode))")).utf8))
                if deleted {
                    facts.status = .deleted
                    facts.oldMode = modes
                    facts.newPath = nil
                }
            }
        }
        let resultBytes = resultBlob.map(content) ?? []
        let parentBytes = parentBlobs.map { $0.map(content) ?? [] }
        // git's buffer_is_binary: a NUL in the first 8000 bytes.
        if ([resultBytes] + parentBytes).contains(where: { $0.prefix(8000).contains(0) }) {
            header.append(Array("Binary files differ".utf8))
            facts.isBinary = true
            return Self.items(facts, header: header, hunks: [])
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
        header.append(Array("--- ".utf8) + (added ? Array("/dev/null".utf8) : quoted(Array("a/".utf8), path)))
        header.append(Array("+++ ".utf8) + (deleted ? Array("/dev/null".utf8) : quoted(Array("b/".utf8), path)))
        facts.oldPath = added ? nil : PathBytes.decode(path)
        facts.newPath = deleted ? nil : PathBytes.decode(path)
        if deleted { facts.status = .deleted }
        let shown = lines.hunks()
        if let first = shown.first { facts.parents = first.old.count }
        return Self.items(facts, header: header, hunks: shown)
    }

    /// The file's lines, each a slice of one array, with `facts` and the hunks' kinds and numbers.
    ///
    /// With no context, git's counts can leave out lost lines it prints (a hunk of lost lines
    /// alone at the end counts -1 result lines); what git printed is then read as the diff
    /// parser reads it, so the view is the same as of `git show | tinge`.
    private static func items(_ facts: FileHeader, header: [[UInt8]], hunks: [ResultLines.ShownHunk]) -> [DiffItem] {
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        func add(_ line: [UInt8]) {
            ranges.append(bytes.count..<(bytes.count + line.count))
            bytes += line
            bytes.append(0x0A)
        }
        header.forEach(add)
        for hunk in hunks {
            add(hunk.header)
            hunk.lines.forEach { add($0.bytes) }
        }
        func line(_ range: Range<Int>) -> InputLine {
            InputLine(raw: bytes[range], hasNewline: true, plain: bytes[range], graphWidth: 0)
        }
        var file = FileDiff(header: facts)
        for l in ranges.prefix(header.count).map(line) { file.header.add(l) }
        var next = header.count
        for hunk in hunks {
            // Counts as the parser reads them: a count git prints unsigned (-1) is the largest.
            let count = { (n: Int) in n < 0 ? HunkHeader.largestCount : min(n, HunkHeader.largestCount) }
            var result = Hunk(headerLine: line(ranges[next]),
                              header: HunkHeader(old: hunk.old.map { ($0.start, count($0.count)) },
                                                 new: (hunk.new.start, count(hunk.new.count)),
                                                 context: ArraySlice(hunk.function)))
            next += 1
            // Numbered as the parser numbers them: the first parent's line when the line is in it,
            // the result's when it is not a removed line.
            var old = hunk.old.first?.start ?? 0
            var new = hunk.new.start
            for shown in hunk.lines {
                let inFirst = shown.bytes.first == (shown.removed ? 0x2D : 0x20)
                let kind: HunkLineKind = shown.removed ? .removed : shown.added ? .added : .context
                result.lines.append(HunkLine(line: line(ranges[next]), kind: kind, markerCount: hunk.old.count,
                                             oldNumber: inFirst ? old : nil, newNumber: shown.removed ? nil : new))
                if inFirst { old += 1 }
                if !shown.removed { new += 1 }
                next += 1
            }
            file.hunks.append(result)
        }
        guard file.hunks.allSatisfy(countsHold) else {
            var parser = DiffParser()
            var items: [DiffItem] = []
            for range in ranges { parser.feed(bytes[range]) { items.append($0) } }
            parser.finish { items.append($0) }
            return items
        }
        return [.file(file)]
    }

    /// Whether a hunk's lines fit its header's counts, as the parser takes them.
    private static func countsHold(_ hunk: Hunk) -> Bool {
        var old = hunk.header.old.map(\.count)
        var new = hunk.header.new.count
        for line in hunk.lines {
            let inOld = line.kind == .removed ? UInt8(0x2D) : UInt8(0x20)
            for (n, marker) in line.markers.enumerated() where marker == inOld {
                guard old[n] > 0 else { return false }
                old[n] -= 1
            }
            if line.kind != .removed {
                guard new > 0 else { return false }
                new -= 1
            }
        }
        return true
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

    /// `prefix + path`, quoted as git quotes it when `core.quotePath` is true.
    private func quoted(_ prefix: [UInt8], _ path: [UInt8]) -> [UInt8] {
        QuotedPath.quoted(prefix + path)
    }

    private func short(_ id: git_oid, _ abbrev: Int) -> String { String(hex(id).prefix(abbrev)) }

    /// A mode as git prints it: six octal digits.
    private func octal(_ mode: UInt32) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }
}
