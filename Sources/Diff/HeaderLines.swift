import TextBytes

/// Reading the header lines of a diff: `diff --git`, `index`, modes, renames, paths, hunk ranges, commits.
extension DiffParser {
    /// The header a `diff …` command line starts, or nil when the line is not one.
    static func diffCommand(_ line: InputLine) -> FileHeader? {
        var header = FileHeader()
        // `diff`, `index`, `---`, `+++`, and a mode or two: room for them at once.
        header.lines.reserveCapacity(6)
        header.add(line)
        if line.starts(with: "diff --git ") {
            let (a, b) = splitGitPaths(line.text.dropFirst(11))
            header.oldPath = a
            header.newPath = b
            return header
        }
        let t = Array(line.text)
        if t.hasPrefix("diff --cc ") || t.hasPrefix("diff --combined ") {
            let path = PathBytes.decode(t.drop(while: { $0 != 0x20 }).dropFirst().drop(while: { $0 != 0x20 }).dropFirst())
            header.oldPath = path
            header.newPath = path
            header.parents = 2
            return header
        }
        // `diff -ru a/x b/x` from diff(1) or `diff -u a b`: the last two words are the paths.
        guard t.count > 6, t[5] == 0x2D else { return nil }
        var end = t.endIndex
        while end > 0, t[end - 1] == 0x20 { end -= 1 }
        guard let space = t[..<end].lastIndex(of: 0x20), space > 5 else { return nil }
        var oldEnd = space
        while oldEnd > 5, t[oldEnd - 1] == 0x20 { oldEnd -= 1 }
        guard let before = t[..<oldEnd].lastIndex(of: 0x20), before > 4 else { return nil }
        header.oldPath = PathBytes.decode(t[(before + 1)..<oldEnd])
        header.newPath = PathBytes.decode(t[(space + 1)..<end])
        header.isPlainDiff = true
        return header
    }

    /// `a/x b/x` → (x, x); with renames `a/x b/y`; quoted names lose their quotes.
    static func splitGitPaths(_ all: ArraySlice<UInt8>) -> (String?, String?) {
        let base = all.startIndex
        let count = all.count
        // Same name on both sides: split in the middle, which is right even when names hold " b/".
        if count % 2 == 1, count > 5 {
            let half = count / 2
            if all[base + half] == 0x20, sameAfterPrefix(all, half) {
                return (headerPath(all[base..<(base + half)]), headerPath(all[(base + half + 1)...]))
            }
        }
        // Otherwise at the last ` b/` or ` "b/`.
        var i = count - 3
        while i > 0 {
            if all[base + i] == 0x20 {
                if all[base + i + 1] == 0x62, all[base + i + 2] == 0x2F { break }
                if all[base + i + 1] == 0x22, i + 3 < count, all[base + i + 2] == 0x62, all[base + i + 3] == 0x2F { break }
            }
            i -= 1
        }
        guard i > 0 else { return (nil, nil) }
        return (headerPath(all[base..<(base + i)]), headerPath(all[(base + i + 1)...]))
    }

    /// Whether the two halves of `all` around the space at `half` match past their first two bytes (`a/`, `"a`).
    private static func sameAfterPrefix(_ all: ArraySlice<UInt8>, _ half: Int) -> Bool {
        all.withUnsafeBufferPointer { p in
            var i = 2
            while i < half {
                if p[i] != p[half + 1 + i] { return false }
                i += 1
            }
            return true
        }
    }

    /// The path in `a/x`, `"b/x y"`, `x\t2024-01-01 …` (diff -u timestamps); nil for `/dev/null`.
    static func headerPath(_ s: ArraySlice<UInt8>) -> String? {
        var p = s
        if let tab = p.firstIndex(of: 0x09) { p = p[..<tab] }
        while p.last == 0x0D || p.last == 0x20 { p = p.dropLast() }
        // The name's bytes (unquoted when git quoted it), its prefix cut on them, decoded once:
        // git's prefixes `a/`, `b/`, and `i/`, `w/`, `c/`, `o/` of diff.mnemonicPrefix.
        var name = p
        if p.first == 0x22, let bytes = unquotedBytes(p) { name = bytes[...] }
        if name.elementsEqual(Self.devNull) { return nil }
        if name.count > 2, name[name.startIndex + 1] == 0x2F, Self.pathPrefixes.contains(name[name.startIndex]) {
            name = name.dropFirst(2)
        }
        return PathBytes.decode(name)
    }

    private static let devNull = Array("/dev/null".utf8)

    /// The letters of git's path prefixes: `a b i w c o`.
    private static let pathPrefixes: [UInt8] = [0x61, 0x62, 0x69, 0x77, 0x63, 0x6F]

    /// The path in a name git may have quoted (`"caf\303\251 \"q\".txt"`): quotes removed, C escapes decoded.
    static func unquoted(_ s: ArraySlice<UInt8>) -> String {
        PathBytes.decode(unquotedBytes(s) ?? Array(s))
    }

    /// The bytes of a name git quoted, quotes removed and C escapes decoded; nil when `s` is not quoted.
    private static func unquotedBytes(_ s: ArraySlice<UInt8>) -> [UInt8]? {
        guard s.count >= 2, s.first == 0x22, s.last == 0x22 else { return nil }
        let inner = Array(s.dropFirst().dropLast())
        var out: [UInt8] = []
        var i = 0
        while i < inner.count {
            let b = inner[i]
            i += 1
            guard b == 0x5C, i < inner.count else { out.append(b); continue }
            let e = inner[i]
            i += 1
            switch e {
            case 0x61: out.append(0x07)  // \a
            case 0x62: out.append(0x08)  // \b
            case 0x74: out.append(0x09)  // \t
            case 0x6E: out.append(0x0A)  // \n
            case 0x76: out.append(0x0B)  // \v
            case 0x66: out.append(0x0C)  // \f
            case 0x72: out.append(0x0D)  // \r
            case 0x30...0x37:  // \NNN, octal: a byte of a UTF-8 name
                var value = Int(e - 0x30)
                var digits = 1
                while digits < 3, i < inner.count, inner[i] >= 0x30, inner[i] <= 0x37 {
                    value = value * 8 + Int(inner[i] - 0x30)
                    i += 1
                    digits += 1
                }
                out.append(UInt8(truncatingIfNeeded: value))
            default: out.append(e)  // \\ and \"
            }
        }
        return out
    }

    /// Whether `t` goes on a `GIT binary patch` whose last line so far is `last`: a `literal`/`delta`
    /// line opens a block of base85 lines that a blank line closes.
    static func continuesBinaryPatch(_ t: ArraySlice<UInt8>, after last: ArraySlice<UInt8>) -> Bool {
        // A header's last line is empty only where a blank closed a block.
        if last.isEmpty || last.hasPrefix("GIT binary patch") { return opensBinaryBlock(t) }
        if opensBinaryBlock(last) { return isBase85Line(t) }
        if isBase85Line(last) { return t.isEmpty || isBase85Line(t) }
        return false
    }

    private static func opensBinaryBlock(_ t: ArraySlice<UInt8>) -> Bool {
        t.hasPrefix("literal ") || t.hasPrefix("delta ")
    }

    /// A line of base85 data: a length letter, then base85 characters.
    private static func isBase85Line(_ t: ArraySlice<UInt8>) -> Bool {
        guard t.count >= 6, let first = t.first, (0x41...0x5A).contains(first) || (0x61...0x7A).contains(first) else { return false }
        return t.dropFirst().allSatisfy { b in
            ASCII.isDigit(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || base85Punctuation.contains(b)
        }
    }

    private static let base85Punctuation = Array("!#$%&()*+-;<=>?@^_`{|}~".utf8)

    /// Whether `t` is the total of a `--stat` (` 3 files changed, …`), after which a `--oneline` commit may come.
    static func isStatTotal(_ t: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i < t.count, t[i] == 0x20 { i += 1 }
        let digits = i
        while i < t.count, ASCII.isDigit(t[i]) { i += 1 }
        guard i > digits, t.count - digits < 200 else { return false }
        let rest = UnsafeBufferPointer(rebasing: t[i...])
        return BytePrefix.matches(rest, " file changed") || BytePrefix.matches(rest, " files changed")
    }

    private static let headerStarts: [[UInt8]] = [
        "index ", "old mode ", "new mode ", "deleted file mode ", "new file mode ", "similarity index ",
        "dissimilarity index ", "rename from ", "rename to ", "copy from ", "copy to ", "+++ ", "Binary files ",
        "GIT binary patch", "literal ", "delta ", "mode ",
    ].map { Array($0.utf8) }

    /// Whether `t` is a header line that may follow `diff --git`.
    static func isHeaderLine(_ t: ArraySlice<UInt8>) -> Bool {
        headerStarts.contains { t.starts(with: $0) }
    }

    /// Records what header line `t` says.
    static func read(_ t: ArraySlice<UInt8>, into header: inout FileHeader) {
        func rest(_ prefix: String) -> ArraySlice<UInt8> { t.dropFirst(prefix.utf8.count) }
        if t.hasPrefix("index ") {
            readIndexLine(t.dropFirst(6), into: &header)
        } else if t.hasPrefix("old mode ") {
            header.oldMode = text(rest("old mode "))
        } else if t.hasPrefix("new mode ") {
            header.newMode = text(rest("new mode "))
        } else if t.hasPrefix("deleted file mode ") {
            header.status = .deleted
            header.oldMode = text(rest("deleted file mode "))
            header.newPath = nil
        } else if t.hasPrefix("new file mode ") {
            header.status = .added
            header.newMode = text(rest("new file mode "))
            header.oldPath = nil
        } else if t.hasPrefix("similarity index ") {
            let n = Int(text(rest("similarity index ").prefix(while: { $0 != 0x25 })))
            if case .copied = header.status { header.status = .copied(similarity: n) } else { header.status = .renamed(similarity: n) }
        } else if t.hasPrefix("rename from ") {
            header.oldPath = unquoted(rest("rename from "))
            if case .renamed = header.status {} else { header.status = .renamed(similarity: nil) }
        } else if t.hasPrefix("rename to ") {
            header.newPath = unquoted(rest("rename to "))
        } else if t.hasPrefix("copy from ") {
            header.oldPath = unquoted(rest("copy from "))
            if case .renamed(let n) = header.status { header.status = .copied(similarity: n) }
            else if case .copied = header.status {} else { header.status = .copied(similarity: nil) }
        } else if t.hasPrefix("copy to ") {
            header.newPath = unquoted(rest("copy to "))
        } else if t.hasPrefix("+++ ") {
            header.newPath = headerPath(rest("+++ "))
            if header.newPath == nil { header.status = .deleted }
            if header.oldPath == nil, header.lines.contains(where: { $0.starts(with: "--- /dev/null") }) { header.status = .added }
        } else if t.hasPrefix("Binary files ") || t.hasPrefix("GIT binary patch") {
            header.isBinary = true
        }
    }

    /// `abc..def 100644`, or `a,b..c` for a merge's: the ids' fields and the mode, read where
    /// they lie (every file's header has one).
    private static func readIndexLine(_ rest: ArraySlice<UInt8>, into header: inout FileHeader) {
        // The fields as `split(separator: 0x20, maxSplits: 2)` would cut them: runs of spaces between.
        var i = rest.startIndex
        while i < rest.endIndex, rest[i] == 0x20 { i += 1 }
        let idsStart = i
        while i < rest.endIndex, rest[i] != 0x20 { i += 1 }
        let ids = rest[idsStart..<i]
        while i < rest.endIndex, rest[i] == 0x20 { i += 1 }
        let modeStart = i
        while i < rest.endIndex, rest[i] != 0x20 { i += 1 }
        let mode = rest[modeStart..<i]
        // `old..new`: the two non-empty sides around the dots (as `split(separator: 0x2E)` finds exactly two).
        if let dot = ids.firstIndex(of: 0x2E) {
            var after = dot
            while after < ids.endIndex, ids[after] == 0x2E { after += 1 }
            let old = ids[..<dot], new = ids[after...]
            if !old.isEmpty, !new.isEmpty, !new.contains(0x2E) {
                header.oldIds = old.split(separator: 0x2C).map(text)
                header.newId = text(new)
            }
        }
        if !mode.isEmpty {
            header.oldMode = header.oldMode ?? text(mode)
            header.newMode = header.newMode ?? text(mode)
        }
    }

    /// `@@ -a,b +c,d @@ ctx` or `@@@ -a,b -c,d +e,f @@@ ctx`; nil when malformed. Read where
    /// the line lies; the context after the closer is a slice of the line (which the hunk
    /// keeps anyway, and `FileDiff.ownBytes` moves with it).
    static func hunkHeader(_ line: ArraySlice<UInt8>) -> HunkHeader? {
        guard let (old, new, context) = line.withUnsafeBufferPointer(hunkRanges) else { return nil }
        return HunkHeader(old: old, new: new, context: line[(line.startIndex + context)...])
    }

    /// A hunk header's ranges and where its context starts in `t`; nil when malformed.
    private static func hunkRanges(_ t: UnsafeBufferPointer<UInt8>) -> ([(start: Int, count: Int)], (start: Int, count: Int), Int)? {
        var ats = 0
        while ats < t.count, t[ats] == 0x40 { ats += 1 }
        guard ats >= 2, ats < t.count, t[ats] == 0x20 else { return nil }
        var i = ats + 1
        var old: [(start: Int, count: Int)] = []
        var new: (start: Int, count: Int)?
        while i < t.count, t[i] == 0x2D || t[i] == 0x2B {
            let sign = t[i]
            i += 1
            guard let (range, next) = readRange(t, i) else { return nil }
            if sign == 0x2D { old.append(range) } else { new = range }
            i = next
            while i < t.count, t[i] == 0x20 { i += 1 }
        }
        // The closer: as many `@` as opened the line.
        guard let new, old.count == ats - 1, t.count - i >= ats, t[i..<(i + ats)].allSatisfy({ $0 == 0x40 }) else { return nil }
        var context = i + ats
        if context < t.count, t[context] == 0x20 { context += 1 }
        return (old, new, context)
    }

    /// `12,3` or `12` (a count of 1) at `i`.
    private static func readRange(_ t: UnsafeBufferPointer<UInt8>, _ i: Int) -> ((start: Int, count: Int), Int)? {
        func number(_ j: inout Int) -> Int? {
            var value = 0
            let begin = j
            // git prints a count of -1 as 2^64 - 1 (see `HunkHeader.largestCount`): read it whole.
            while j < t.count, ASCII.isDigit(t[j]) {
                value = min(value * 10 + Int(t[j] - 0x30), HunkHeader.largestCount)
                j += 1
            }
            return j > begin ? value : nil
        }
        var j = i
        guard let start = number(&j) else { return nil }
        var count = 1
        if j < t.count, t[j] == 0x2C {
            j += 1
            guard let c = number(&j) else { return nil }
            count = c
        }
        return ((start, count), j)
    }

    /// `commit <hex> (refs)`; when `between`, also `<hex> subject` (`--oneline`), whose id must
    /// hold a letter unless `digitsOnly` says the line is surely a commit's (a `--graph` line's
    /// `*`, or git's color on the id): seven digits and a space may well begin a message line,
    /// but one id in about 28 has no letter.
    static func commitLine(_ t: ArraySlice<UInt8>, between: Bool, digitsOnly: Bool = false) -> CommitLine? {
        if t.hasPrefix("commit ") {
            let rest = t.dropFirst(7)
            let id = rest.prefix(65).prefix(while: ASCII.isLowerHexDigit)
            guard id.count >= 7, id.count <= 64, id.endIndex == rest.endIndex || rest[id.endIndex] == 0x20 else { return nil }
            var refs: String?
            let after = rest[id.endIndex...].drop(while: { $0 == 0x20 })
            if after.first == 0x28, let close = after.lastIndex(of: 0x29) {
                refs = text(after[(after.startIndex + 1)..<close])
            }
            return CommitLine(id: text(id), refs: refs, subject: nil, oneline: false)
        }
        guard between else { return nil }
        let id = t.prefix(65).prefix(while: ASCII.isLowerHexDigit)
        guard id.count >= 7, id.count <= 64, id.endIndex < t.endIndex, t[id.endIndex] == 0x20,
              digitsOnly || id.contains(where: { !ASCII.isDigit($0) }) else { return nil }
        var rest = t[(id.endIndex + 1)...]
        var refs: String?
        if rest.first == 0x28, let close = rest.firstIndex(of: 0x29) {
            refs = text(rest[(rest.startIndex + 1)..<close])
            rest = rest[(close + 1)...].drop(while: { $0 == 0x20 })
        }
        return CommitLine(id: text(id), refs: refs, subject: text(rest), oneline: true, subjectStart: rest.startIndex - t.startIndex)
    }

    static func text(_ bytes: some Collection<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
