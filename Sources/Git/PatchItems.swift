import Clibgit2
import Diff

/// One file's diff made straight from libgit2's patch: its header, hunk and hunk lines as the
/// bytes git prints them, their kinds and numbers as libgit2 reports them, and the header's
/// facts from the delta, with full blob ids (so its sides are read by id, not looked up by an
/// abbreviation). Nothing is printed to text and read back.
enum PatchItems {
    /// The diff of delta `index` of `diff`, or nil when git would print nothing for it; given the
    /// repository it was made in, with its sides' texts (which making the patch has just read).
    /// The corresponding C functions are `git_patch_from_diff` and `git_patch_print`.
    static func file(_ diff: OpaquePointer, _ index: Int, in repository: Repository?) throws(GitError) -> FileDiff? {
        var patch: OpaquePointer?
        try check(git_patch_from_diff(&patch, diff, index))
        guard let patch, let delta = git_patch_get_delta(patch)?.pointee else { return nil }
        let owned = Owned(patch, free: git_patch_free)
        let printed = Printed()
        try withExtendedLifetime(printed) { () throws(GitError) in
            try check(git_patch_print(owned.pointer, { _, hunk, line, payload in
                guard let line = line?.pointee, let payload else { return 0 }
                Unmanaged<Printed>.fromOpaque(payload).takeUnretainedValue().take(line, hunk?.pointee)
                return 0
            }, Unmanaged.passUnretained(printed).toOpaque()))
        }
        guard var file = printed.file(delta) else { return nil }
        if let repository, !file.header.isBinary, !file.header.isSubmodule, !file.hunks.isEmpty {
            file.sides = (content(delta.old_file.id, repository), content(delta.new_file.id, repository))
        }
        return file
    }

    /// A copy of blob `id` (nil for the zero id), from the object cache when it keeps blobs
    /// (`LibGit2.cacheBlobs`). The corresponding C function is `git_blob_lookup`.
    private static func content(_ id: git_oid, _ repository: Repository) -> [UInt8]? {
        var id = id
        guard git_oid_is_zero(&id) == 0 else { return nil }
        var blob: OpaquePointer?
        guard git_blob_lookup(&blob, repository.pointer, &id) == 0, let blob else { return nil }
        let owned = Owned(blob, free: git_blob_free)
        let size = Int(git_blob_rawsize(owned.pointer))
        guard size > 0, let start = git_blob_rawcontent(owned.pointer) else { return [] }
        return Array(UnsafeRawBufferPointer(start: start, count: size))
    }

    /// What printing one patch produced, gathered line by line, then made into a `FileDiff`.
    ///
    /// Its fields are read and written by the one callback on one thread: unchecked, not asked
    /// at every access whether another holds them (82,000 checks for swift-argument-parser's
    /// last 100 commits). Every hunk's lines sit in one array, a hunk starting where the one
    /// before it ends.
    private final class Printed {
        /// The file's bytes as git prints them; every line is a slice of this one array.
        @exclusivity(unchecked) var bytes: [UInt8] = []
        /// Where each header line lies in `bytes`.
        @exclusivity(unchecked) var header: [Range<Int>] = []
        @exclusivity(unchecked) var binary = false
        /// Each hunk's header, its numbers, and where its lines start in `hunkLines`.
        @exclusivity(unchecked) var hunks: [(header: Range<Int>, numbers: git_diff_hunk, firstLine: Int)] = []
        @exclusivity(unchecked) var hunkLines: [Line] = []

        struct Line {
            var range: Range<Int>
            var kind: HunkLineKind
            var old: Int?
            var new: Int?
        }

        /// Takes one printed piece: a file header (several lines), a hunk header, a hunk line.
        func take(_ line: git_diff_line, _ hunk: git_diff_hunk?) {
            let start = bytes.count
            switch UInt32(line.origin) {
            case GIT_DIFF_LINE_FILE_HDR.rawValue, GIT_DIFF_LINE_BINARY.rawValue:
                append(line)
                header += lines(from: start)
                if UInt32(line.origin) == GIT_DIFF_LINE_BINARY.rawValue { binary = true }
            case GIT_DIFF_LINE_HUNK_HDR.rawValue:
                append(line)
                trimCutContext(from: start)
                if let hunk, let range = lines(from: start).first { hunks.append((range, hunk, hunkLines.count)) }
            case GIT_DIFF_LINE_CONTEXT.rawValue, GIT_DIFF_LINE_ADDITION.rawValue, GIT_DIFF_LINE_DELETION.rawValue:
                bytes.append(UInt8(bitPattern: line.origin))
                append(line)
                var end = bytes.count
                if bytes.last == 0x0A { end -= 1 }
                let kind: HunkLineKind = switch UInt32(line.origin) {
                case GIT_DIFF_LINE_ADDITION.rawValue: .added
                case GIT_DIFF_LINE_DELETION.rawValue: .removed
                default: .context
                }
                addLine(Line(range: start..<end, kind: kind, old: line.old_lineno >= 0 ? Int(line.old_lineno) : nil,
                             new: line.new_lineno >= 0 ? Int(line.new_lineno) : nil))
            default:
                // `\ No newline at end of file`: its content ends the line before it, then is a line.
                append(line)
                for range in lines(from: start + 1) {
                    addLine(Line(range: range, kind: .noNewline, old: nil, new: nil))
                }
            }
        }

        /// git cuts a hunk's function context to 80 bytes, trims the white space that ends it,
        /// and then drops a character the cut split. libgit2 trims before cutting, so a context
        /// cut to a full 80 bytes can still end in white space, which git would not print.
        /// (One shorter than 80 that ends in white space lost a split character after the
        /// trim, as in git: it stays.)
        private func trimCutContext(from start: Int) {
            let end = bytes.count - (bytes.last == 0x0A ? 1 : 0)
            // Only a header long enough to hold an 80-byte context (after at least `@@ -1 +1 @@ `)
            // and ending in white space needs a look: nearly every one is passed at once.
            guard end - start >= 80 + 12, Self.isSpace(bytes[end - 1]) else { return }
            guard let close = bytes[(start + 2)..<end].firstRange(of: [0x40, 0x40])?.upperBound, close < end,
                  bytes[close] == 0x20, end - (close + 1) >= 80 else { return }
            var cut = end
            while cut > close, Self.isSpace(bytes[cut - 1]) { cut -= 1 }
            bytes.removeSubrange(cut..<end)
        }

        /// git's own `isspace` (not C's): space, tab, LF and CR.
        private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

        private func addLine(_ line: Line) {
            guard !hunks.isEmpty else { return }
            hunkLines.append(line)
        }

        private func append(_ line: git_diff_line) {
            guard let content = line.content, line.content_len > 0 else { return }
            content.withMemoryRebound(to: UInt8.self, capacity: line.content_len) {
                bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: line.content_len))
            }
        }

        /// The lines (without their newlines) of `bytes` from `start` on.
        private func lines(from start: Int) -> [Range<Int>] {
            var ranges: [Range<Int>] = []
            var from = start
            for i in start..<bytes.count where bytes[i] == 0x0A {
                ranges.append(from..<i)
                from = i + 1
            }
            if from < bytes.count { ranges.append(from..<bytes.count) }
            return ranges
        }

        /// The file's diff; nil when nothing was printed.
        func file(_ delta: git_diff_delta) -> FileDiff? {
            guard !header.isEmpty else { return nil }
            let all = bytes
            func line(_ range: Range<Int>) -> InputLine {
                InputLine(raw: all[range], hasNewline: true, plain: all[range], graphWidth: 0)
            }
            var file = FileDiff(header: PatchItems.header(delta, binary: binary))
            for l in header.map(line) { file.header.add(l) }
            file.hunks = hunks.indices.map { h in
                let hunk = hunks[h]
                let text = all[hunk.header]
                var result = Hunk(headerLine: line(hunk.header), header: HunkHeader(
                    old: [(Int(hunk.numbers.old_start), Int(hunk.numbers.old_lines))],
                    new: (Int(hunk.numbers.new_start), Int(hunk.numbers.new_lines)),
                    context: PatchItems.functionContext(text)))
                let end = h + 1 < hunks.count ? hunks[h + 1].firstLine : hunkLines.count
                result.lines = hunkLines[hunk.firstLine..<end].map {
                    HunkLine(line: line($0.range), kind: $0.kind, markerCount: 1, oldNumber: $0.old, newNumber: $0.new)
                }
                return result
            }
            return file
        }
    }

    /// The text after a hunk header's closing `@@` (and the space before it): the function git found.
    static func functionContext(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var i = text.startIndex + 2
        while i + 2 < text.endIndex, !(text[i] == 0x20 && text[i + 1] == 0x40 && text[i + 2] == 0x40) { i += 1 }
        var start = min(i + 3, text.endIndex)
        if start < text.endIndex, text[start] == 0x20 { start += 1 }
        return ArraySlice(text[start...])
    }

    /// What the header lines libgit2 prints for `delta` say (`git_diff_delta__format_file_header`):
    /// `old mode`/`new mode` for a mode change alone; `similarity index`, `rename from` and
    /// `rename to` for a rename; for a change of content, `index` with the mode when both sides
    /// have it, else `new file mode` or `deleted file mode`, then `---` and `+++`.
    static func header(_ delta: git_diff_delta, binary: Bool) -> FileHeader {
        var header = FileHeader()
        let oldPath = delta.old_file.path.map { PathBytes.decode(bytes($0)) }
        let newPath = delta.new_file.path.map { PathBytes.decode(bytes($0)) }
        header.oldPath = oldPath ?? newPath
        header.newPath = newPath ?? oldPath
        var oldID = delta.old_file.id
        var newID = delta.new_file.id
        let oldMode = UInt32(delta.old_file.mode)
        let newMode = UInt32(delta.new_file.mode)
        let unchanged = (git_oid_is_zero(&oldID) != 0 && git_oid_is_zero(&newID) != 0)
            || (oldMode != 0o160000 && newMode != 0o160000 && git_oid_equal(&oldID, &newID) != 0)
        if delta.status == GIT_DELTA_RENAMED {
            header.status = .renamed(similarity: Int(delta.similarity))
        } else if delta.status == GIT_DELTA_COPIED && unchanged {
            header.status = .copied(similarity: Int(delta.similarity))
        }
        let octal = { (mode: UInt32) in String(mode, radix: 8) }
        if unchanged {
            if oldMode != newMode {
                header.oldMode = octal(oldMode)
                header.newMode = octal(newMode)
            }
            return header
        }
        header.oldIds = [hex(oldID)]
        header.newId = hex(newID)
        if oldMode == newMode {
            header.oldMode = octal(oldMode)
            header.newMode = octal(newMode)
        } else if oldMode == 0 {
            header.status = .added
            header.oldPath = nil
            header.newMode = octal(newMode)
        } else if newMode == 0 {
            header.status = .deleted
            header.newPath = nil
            header.oldMode = octal(oldMode)
        } else {
            header.oldMode = octal(oldMode)
            header.newMode = octal(newMode)
        }
        if binary {
            header.isBinary = true
        } else {
            // `--- /dev/null` or `+++ /dev/null` where a side's id is zero.
            if git_oid_is_zero(&oldID) != 0 { header.oldPath = nil }
            if git_oid_is_zero(&newID) != 0 {
                header.newPath = nil
                header.status = .deleted
            }
            if header.oldPath == nil, git_oid_is_zero(&oldID) != 0 { header.status = .added }
        }
        return header
    }
}
