/// Reading the header lines of a diff: `diff --git`, `index`, modes, renames, paths, hunk ranges, commits.
extension DiffParser {
    /// The header a `diff …` command line starts, or nil when the line is not one.
    static func diffCommand(_ line: InputLine) -> FileHeader? {
        let t = line.text
        var header = FileHeader()
        header.lines = [line]
        if t.starts(with: Array("diff --git ".utf8)) {
            let (a, b) = splitGitPaths(t.dropFirst(11))
            header.oldPath = a
            header.newPath = b
            return header
        }
        if t.starts(with: Array("diff --cc ".utf8)) || t.starts(with: Array("diff --combined ".utf8)) {
            let path = text(t.drop(while: { $0 != 0x20 }).dropFirst().drop(while: { $0 != 0x20 }).dropFirst())
            header.oldPath = path
            header.newPath = path
            header.parents = 2
            return header
        }
        // `diff -ru a/x b/x` from diff(1) or `diff -u a b`: the last two words are the paths.
        guard t.count > 6, t[5] == 0x2D else { return nil }
        let words = t.split(separator: 0x20)
        guard words.count >= 3 else { return nil }
        header.oldPath = text(words[words.count - 2])
        header.newPath = text(words[words.count - 1])
        header.isPlainDiff = true
        return header
    }

    /// `a/x b/x` → (x, x); with renames `a/x b/y`; quoted names lose their quotes.
    static func splitGitPaths(_ s: ArraySlice<UInt8>) -> (String?, String?) {
        let all = Array(s)
        // Same name on both sides: split in the middle, which is right even when names hold " b/".
        if all.count % 2 == 1 {
            let half = all.count / 2
            let a = all[..<half], b = all[(half + 1)...]
            if all[half] == 0x20, a.dropFirst(2).elementsEqual(b.dropFirst(2)) {
                return (headerPath(a), headerPath(b))
            }
        }
        if let sep = findLast(Array(" b/".utf8), in: all) ?? findLast(Array(" \"b/".utf8), in: all) {
            return (headerPath(all[..<sep]), headerPath(all[(sep + 1)...]))
        }
        return (nil, nil)
    }

    private static func findLast(_ needle: [UInt8], in hay: [UInt8]) -> Int? {
        guard hay.count >= needle.count else { return nil }
        var i = hay.count - needle.count
        while i >= 0 {
            if hay[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i -= 1
        }
        return nil
    }

    /// The path in `a/x`, `"b/x y"`, `x\t2024-01-01 …` (diff -u timestamps); nil for `/dev/null`.
    static func headerPath(_ s: ArraySlice<UInt8>) -> String? {
        var p = s
        if let tab = p.firstIndex(of: 0x09) { p = p[..<tab] }
        while p.last == 0x0D || p.last == 0x20 { p = p.dropLast() }
        if p.first == 0x22, p.last == 0x22, p.count >= 2 { p = p.dropFirst().dropLast() }
        let path = text(p)
        if path == "/dev/null" { return nil }
        if path.count > 2, path.hasPrefix("a/") || path.hasPrefix("b/") || path.hasPrefix("i/") || path.hasPrefix("w/")
            || path.hasPrefix("c/") || path.hasPrefix("o/") {
            return String(path.dropFirst(2))
        }
        return path
    }

    private static let headerStarts: [[UInt8]] = [
        "index ", "old mode ", "new mode ", "deleted file mode ", "new file mode ", "similarity index ",
        "dissimilarity index ", "rename from ", "rename to ", "copy from ", "copy to ", "+++ ", "Binary files ",
        "GIT binary patch", "literal ", "delta ", "mode ",
    ].map { Array($0.utf8) }

    /// Whether `t` is a header line that may follow `diff --git`.
    static func isHeaderLine(_ t: [UInt8]) -> Bool {
        headerStarts.contains { t.starts(with: $0) }
    }

    /// Records what header line `t` says.
    static func read(_ t: [UInt8], into header: inout FileHeader) {
        func rest(_ prefix: String) -> ArraySlice<UInt8> { t.dropFirst(prefix.utf8.count) }
        if t.starts(with: Array("index ".utf8)) {
            // index abc..def 100644, or index a,b..c for merges
            let spec = text(rest("index ").prefix(while: { $0 != 0x20 }))
            let sides = spec.split(separator: ".", omittingEmptySubsequences: true)
            if sides.count == 2 {
                header.oldIds = sides[0].split(separator: ",").map(String.init)
                header.newId = String(sides[1])
            }
            if let mode = rest("index ").split(separator: 0x20).dropFirst().first {
                header.oldMode = header.oldMode ?? text(mode)
                header.newMode = header.newMode ?? text(mode)
            }
        } else if t.starts(with: Array("old mode ".utf8)) {
            header.oldMode = text(rest("old mode "))
        } else if t.starts(with: Array("new mode ".utf8)) {
            header.newMode = text(rest("new mode "))
        } else if t.starts(with: Array("deleted file mode ".utf8)) {
            header.status = .deleted
            header.oldMode = text(rest("deleted file mode "))
            header.newPath = nil
        } else if t.starts(with: Array("new file mode ".utf8)) {
            header.status = .added
            header.newMode = text(rest("new file mode "))
            header.oldPath = nil
        } else if t.starts(with: Array("similarity index ".utf8)) {
            let n = Int(text(rest("similarity index ").prefix(while: { $0 != 0x25 })))
            if case .copied = header.status { header.status = .copied(similarity: n) } else { header.status = .renamed(similarity: n) }
        } else if t.starts(with: Array("rename from ".utf8)) {
            header.oldPath = text(rest("rename from "))
            if case .renamed = header.status {} else { header.status = .renamed(similarity: nil) }
        } else if t.starts(with: Array("rename to ".utf8)) {
            header.newPath = text(rest("rename to "))
        } else if t.starts(with: Array("copy from ".utf8)) {
            header.oldPath = text(rest("copy from "))
            if case .renamed(let n) = header.status { header.status = .copied(similarity: n) }
            else if case .copied = header.status {} else { header.status = .copied(similarity: nil) }
        } else if t.starts(with: Array("copy to ".utf8)) {
            header.newPath = text(rest("copy to "))
        } else if t.starts(with: Array("+++ ".utf8)) {
            header.newPath = headerPath(rest("+++ "))
            if header.newPath == nil { header.status = .deleted }
            if header.oldPath == nil, header.lines.contains(where: { $0.starts(with: "--- /dev/null") }) { header.status = .added }
        } else if t.starts(with: Array("Binary files ".utf8)) || t.starts(with: Array("GIT binary patch".utf8)) {
            header.isBinary = true
        }
    }

    /// `@@ -a,b +c,d @@ ctx` or `@@@ -a,b -c,d +e,f @@@ ctx`; nil when malformed.
    static func hunkHeader(_ t: [UInt8]) -> HunkHeader? {
        var ats = 0
        while ats < t.count, t[ats] == 0x40 { ats += 1 }
        guard ats >= 2, ats < t.count, t[ats] == 0x20 else { return nil }
        let closer = [UInt8](repeating: 0x40, count: ats)
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
        guard let new, old.count == ats - 1, t[i...].starts(with: closer) else { return nil }
        var context = t[(i + ats)...]
        if context.first == 0x20 { context = context.dropFirst() }
        return HunkHeader(old: old, new: new, context: ArraySlice(context))
    }

    /// `12,3` or `12` (a count of 1) at `i`.
    private static func readRange(_ t: [UInt8], _ i: Int) -> ((start: Int, count: Int), Int)? {
        func number(_ j: inout Int) -> Int? {
            var value = 0
            let begin = j
            while j < t.count, ASCII10.isDigit(t[j]), value < 1 << 40 { value = value * 10 + Int(t[j] - 0x30); j += 1 }
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

    /// `commit <hex> (refs)`; between files also `<hex> subject` (`--oneline`).
    static func commitLine(_ t: [UInt8], between: Bool) -> CommitLine? {
        if t.starts(with: Array("commit ".utf8)) {
            let rest = t.dropFirst(7)
            let id = rest.prefix(while: ASCII10.isHex)
            guard id.count >= 7, id.endIndex == rest.endIndex || rest[id.endIndex] == 0x20 else { return nil }
            var refs: String?
            let after = rest[id.endIndex...].drop(while: { $0 == 0x20 })
            if after.first == 0x28, let close = after.lastIndex(of: 0x29) {
                refs = text(after[(after.startIndex + 1)..<close])
            }
            return CommitLine(id: text(id), refs: refs, subject: nil, oneline: false)
        }
        guard between else { return nil }
        let id = t.prefix(while: ASCII10.isHex)
        guard id.count >= 7, id.count <= 64, id.endIndex < t.count, t[id.endIndex] == 0x20,
              id.contains(where: { !ASCII10.isDigit($0) }) else { return nil }
        var rest = t[(id.endIndex + 1)...]
        var refs: String?
        if rest.first == 0x28, let close = rest.firstIndex(of: 0x29) {
            refs = text(rest[(rest.startIndex + 1)..<close])
            rest = rest[(close + 1)...].drop(while: { $0 == 0x20 })
        }
        return CommitLine(id: text(id), refs: refs, subject: text(rest), oneline: true)
    }

    static func text(_ bytes: some Collection<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}

/// Byte tests for the parser (it does not depend on the highlighter).
enum ASCII10 {
    static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }
    static func isHex(_ b: UInt8) -> Bool { isDigit(b) || b &- 0x61 < 6 }
}
