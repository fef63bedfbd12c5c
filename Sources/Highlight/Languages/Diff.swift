/// Unified diffs and patches, as `git diff`, `diff -u` and `git format-patch` write them.
///
/// Kinds: file headers (`diff --git`, `---`, `+++`) → heading; other header lines (`index`,
/// modes, renames, `Binary files … differ`) → preprocessor; hunk headers: `@@` → punctuation,
/// the ranges → number, the section text after them → function; added lines → string;
/// removed lines → tag; context lines → plain; `\ No newline at end of file` → comment;
/// `commit <id>` (from `git log -p`) → keyword and constant.
extension Language {
    /// Unified diffs.
    public static let diff = Language(
        name: "diff",
        aliases: ["patch", "udiff"],
        extensions: ["diff", "patch", "rej"],
        fileNames: [],
        interpreters: [],
        lexer: DiffLexer()
    )
}

/// Lexes a diff line by line; inside a hunk it counts the lines the hunk header announced, so a
/// removed line that reads `--- x` is not mistaken for a file header.
///
/// State: `mode` 1 inside a hunk, with `depth` the old-side lines left and `flags` the new-side ones.
private struct DiffLexer: Lexer {
    private static let metaWords: [[UInt8]] = [
        "index ", "new file mode", "deleted file mode", "old mode", "new mode", "similarity index",
        "dissimilarity index", "rename from", "rename to", "copy from", "copy to", "Binary files",
        "GIT binary patch", "Only in ", "Files ", "===",
    ].map { Array($0.utf8) }
    private static let commit = Array("commit ".utf8)
    private static let headingWords: [[UInt8]] = ["diff ", "Index: ", "--- ", "+++ "].map { Array($0.utf8) }

    func lex(_ c: inout Cursor) -> Transition {
        defer { c.pos = c.end }
        guard c.pos < c.end else {
            // Some tools strip the blank of an empty context line.
            if c.state.mode == 1, c.atLineEnd { count(&c, old: true, new: true) }
            return .end
        }
        let first = c.line[c.pos]
        if c.state.mode == 1 {
            switch first {
            case UInt8(ascii: "+"): c.emitRest(.string); count(&c, old: false, new: true)
            case UInt8(ascii: "-"): c.emitRest(.tag); count(&c, old: true, new: false)
            case UInt8(ascii: " "): count(&c, old: true, new: true)
            case UInt8(ascii: "\\"): c.emitRest(.comment)
            default:
                c.state = LineState()
                header(&c)
            }
            return .end
        }
        header(&c)
        return .end
    }

    /// Consumes one hunk line from the counts; the hunk ends when both reach zero.
    private func count(_ c: inout Cursor, old: Bool, new: Bool) {
        if old, c.state.depth > 0 { c.state.depth -= 1 }
        if new, c.state.flags > 0 { c.state.flags -= 1 }
        if c.state.depth == 0, c.state.flags == 0 { c.state = LineState() }
    }

    /// A line outside a hunk: a header, a hunk header, or a stray change line.
    private func header(_ c: inout Cursor) {
        let i = c.pos
        if c.matches([UInt8(ascii: "@"), UInt8(ascii: "@"), UInt8(ascii: " ")], at: i) {
            hunkHeader(&c)
            return
        }
        for word in Self.headingWords where c.matches(word, at: i) {
            c.emitRest(.heading)
            return
        }
        if c.matches(Self.commit, at: i) {
            c.emit(i, i + 6, .keyword)
            c.emit(i + 7, c.end, .constant)
            return
        }
        for word in Self.metaWords where c.matches(word, at: i) {
            c.emitRest(.preprocessor)
            return
        }
        switch c.line[i] {
        case UInt8(ascii: "+"): c.emitRest(.string)
        case UInt8(ascii: "-"): c.emitRest(.tag)
        case UInt8(ascii: "\\"): c.emitRest(.comment)
        default: break
        }
    }

    /// `@@ -12,5 +12,7 @@ func name()`: reads the counts and colors the parts.
    private func hunkHeader(_ c: inout Cursor) {
        let p = c.line
        let i = c.pos
        c.emit(i, i + 2, .punctuation)
        var j = i + 2
        var counts: [Int] = []
        while j < c.end {
            j = c.skipBlanks(from: j)
            guard j < c.end, p[j] == UInt8(ascii: "-") || p[j] == UInt8(ascii: "+") else { break }
            let start = j
            j += 1
            var line = 0
            var length = 1
            while j < c.end, ASCII.isDigit(p[j]) { line = line &* 10 &+ Int(p[j] - UInt8(ascii: "0")); j += 1 }
            if c.byte(j) == UInt8(ascii: ",") {
                j += 1
                length = 0
                while j < c.end, ASCII.isDigit(p[j]) { length = min(length &* 10 &+ Int(p[j] - UInt8(ascii: "0")), 0xFFFF); j += 1 }
            }
            c.emit(start, j, .number)
            counts.append(length)
        }
        guard c.matches([UInt8(ascii: "@"), UInt8(ascii: "@")], at: j) else { return }
        c.emit(j, j + 2, .punctuation)
        let text = c.skipBlanks(from: j + 2)
        c.emit(text, c.end, .function)
        if counts.count == 2, counts[0] + counts[1] > 0 {
            c.state.mode = 1
            c.state.depth = UInt16(counts[0])
            c.state.flags = UInt32(counts[1])
        }
    }
}
