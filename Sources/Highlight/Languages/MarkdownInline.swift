/// Markdown's inline forms within one line: code spans, emphasis, links and images, autolinks,
/// inline HTML, backslash escapes and entities (the kinds are listed on `Language.markdown`).
///
/// Each form ends at a closer found ahead of its opener: the next backtick run of the same
/// length, a delimiter run like the opener's, the bracket that balances the link's. Searched
/// from every opener, a line made of openers (`[[[[…`, `*a *a *a…`) would be read again from
/// each; so once the searches have read the line's length, they are answered from `Closers`,
/// an index of the line made in one pass.
struct MarkdownInline {
    private var closers: Closers?
    /// Bytes read by direct searches so far; past the line's length, `closers` answers.
    private var scanned = 0
    private let from: Int
    /// Whether the paragraph goes on below (the next line is not blank, or not known), so a code
    /// span with no closer on this line is colored on to the line's end. Only the tokens depend
    /// on it: the state carries the span either way (`openSpan`), and a blank line drops it, so
    /// lexing with or without the next line leaves the same states.
    private let spansLines: Bool
    /// Whether code spans may cross line breaks at all (Markdown's).
    private let acrossLines: Bool
    /// The backticks of the code span this line leaves open (0: none).
    private var openSpan = 0

    private static let starts = ByteSet("\\`*_~[!<&hw")

    /// Lexes the inline forms of `c.line` from `from` to `c.end`. Where code spans may cross
    /// line breaks (`acrossLines`: Markdown's, not AsciiDoc's or reStructuredText's), the line
    /// starts inside a code span of `openSpan` backticks that an earlier line of the paragraph
    /// opened (0: none), and the backticks of the span the line leaves open are returned (0: none).
    @discardableResult
    static func lex(_ c: inout Cursor, from: Int, acrossLines: Bool = false, openSpan: Int = 0) -> Int {
        let spansLines = acrossLines && (c.next.map { !$0.allSatisfy(ASCII.isBlank) } ?? true)
        var start = from
        if openSpan > 0 {
            // The span goes on to its closer, the first run of as many backticks.
            guard let close = Self.runStart(c, length: openSpan, from: from) else {
                c.emit(from, c.end, .string)
                c.pos = c.end
                return openSpan
            }
            c.emit(from, close + openSpan, .string)
            start = close + openSpan
        }
        var inline = MarkdownInline(from: start, acrossLines: acrossLines, spansLines: spansLines)
        inline.run(&c)
        return inline.openSpan
    }

    private init(from: Int, acrossLines: Bool, spansLines: Bool) {
        self.from = from
        self.acrossLines = acrossLines
        self.spansLines = spansLines
    }

    /// The start of the first run of exactly `n` backticks at or after `i`.
    private static func runStart(_ c: Cursor, length n: Int, from i: Int) -> Int? {
        var j = i
        while j < c.end {
            guard c.line[j] == UInt8(ascii: "`") else { j += 1; continue }
            let m = run(c, at: j)
            if m == n { return j }
            j += m
        }
        return nil
    }

    private mutating func run(_ c: inout Cursor) {
        let p = c.line
        var i = from
        while i < c.end {
            let b = p[i]
            guard Self.starts.contains(b) else { i += 1; continue }
            switch b {
            case UInt8(ascii: "\\"):
                if i + 1 < c.end, p[i + 1] < 0x80, !ASCII.isWord(p[i + 1]), !ASCII.isBlank(p[i + 1]) {
                    c.emit(i, i + 2, .escape)
                    i += 2
                } else {
                    i += 1
                }
            case UInt8(ascii: "`"): i = codeSpan(c, at: i)
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"): i = emphasis(c, at: i)
            case UInt8(ascii: "!"):
                if c.byte(i + 1) == UInt8(ascii: "["), let e = link(c, at: i + 1, image: true) {
                    i = e
                } else {
                    i += 1
                }
            case UInt8(ascii: "["): i = link(c, at: i) ?? i + 1
            case UInt8(ascii: "<"): i = angle(c, at: i)
            case UInt8(ascii: "&"): i = entity(c, at: i)
            default: i = bareURL(c, at: i)
            }
        }
        c.pos = c.end
    }

    /// The index, once direct searches have read the line's length (made on first need).
    private mutating func index(_ c: Cursor) -> Closers? {
        if closers == nil, scanned > c.end - from { closers = Closers(c, from: from, spansLines: spansLines) }
        return closers
    }

    private static func run(_ c: Cursor, at i: Int) -> Int {
        var j = i
        while j < c.end, c.line[j] == c.line[i] { j += 1 }
        return j - i
    }

    // MARK: - Code spans

    /// A code span: a run of backticks up to the next run of the same length; with none on
    /// the line, up to the line's end and on into the paragraph's next line (`openSpan`).
    private mutating func codeSpan(_ c: Cursor, at i: Int) -> Int {
        let n = Self.run(c, at: i)
        if let end = codeSpanEnd(c, at: i, length: n) {
            c.emit(i, end, .string)
            return end
        }
        // The first opener left open is the span the paragraph's next line goes on in.
        guard acrossLines, openSpan == 0, n <= 255 else { return i + n }
        openSpan = n
        guard spansLines else { return i + n }
        c.emit(i, c.end, .string)
        return c.end
    }

    /// The end of the code span whose `n` backticks start at `i`, or nil when no run of `n` follows.
    private mutating func codeSpanEnd(_ c: Cursor, at i: Int, length n: Int) -> Int? {
        if let index = index(c) { return index.spanRuns.first(length: n, from: i + n).map { $0 + n } }
        var j = i + n
        defer { scanned += j - i }
        while j < c.end {
            if c.line[j] == UInt8(ascii: "`") {
                let m = Self.run(c, at: j)
                if m == n { return j + m }
                j += m
            } else {
                j += 1
            }
        }
        return nil
    }

    // MARK: - Emphasis

    /// `*x*`, `**x**`, `_x_`, `__x__`, `~~x~~`: the delimiter run, then the next run of the same
    /// length after a non-blank, among the runs that stand outside code spans and escapes.
    private mutating func emphasis(_ c: Cursor, at i: Int) -> Int {
        let p = c.line
        let b = p[i]
        let n = Self.run(c, at: i)
        let after = i + n
        guard after < c.end, !ASCII.isBlank(p[after]), n <= 3, b != UInt8(ascii: "~") || n == 2 else { return after }
        if b == UInt8(ascii: "_"), i > 0, ASCII.isWord(p[i - 1]) { return after }
        if closers == nil { closers = Closers(c, from: from, spansLines: spansLines) }
        guard let j = closers?.emphasisCloser(byte: b, length: n, from: after) else { return after }
        c.emit(i, j + n, .emphasis)
        return j + n
    }

    // MARK: - Links

    /// `[text](url "title")`, `[text][ref]`, `[text][]` (after a `!` when `image`): returns where it ends, or nil when no link stands at `i`.
    private mutating func link(_ c: Cursor, at i: Int, image: Bool = false) -> Int? {
        let p = c.line
        guard let close = matching(c, from: i, open: UInt8(ascii: "["), close: UInt8(ascii: "]")) else { return nil }
        let after = c.byte(close + 1)
        let bracket = image ? i - 1 : i
        if after == UInt8(ascii: "("), let end = matching(c, from: close + 1, open: UInt8(ascii: "("), close: UInt8(ascii: ")")) {
            c.emit(bracket, i + 1, .punctuation)
            c.emit(i + 1, close, .link)
            c.emit(close, close + 2, .punctuation)
            let url = c.skipBlanks(from: close + 2)
            var k = url
            while k < end, !ASCII.isBlank(p[k]) { k += 1 }
            c.emit(url, k, .link)
            let title = c.skipBlanks(from: k)
            var titleEnd = end
            while titleEnd > title, ASCII.isBlank(p[titleEnd - 1]) { titleEnd -= 1 }
            c.emit(title, titleEnd, .string)
            c.emit(end, end + 1, .punctuation)
            return end + 1
        }
        if after == UInt8(ascii: "["), let end = matching(c, from: close + 1, open: UInt8(ascii: "["), close: UInt8(ascii: "]")) {
            c.emit(bracket, i + 1, .punctuation)
            c.emit(i + 1, close, .link)
            c.emit(close, close + 2, .punctuation)
            c.emit(close + 2, end, .link)
            c.emit(end, end + 1, .punctuation)
            return end + 1
        }
        return nil
    }

    /// The bracket closing the one at `from`, counting nested pairs and skipping escapes.
    private mutating func matching(_ c: Cursor, from: Int, open: UInt8, close: UInt8) -> Int? {
        if let index = index(c) { return index.bracketCloser(of: from) }
        var depth = 0
        var j = from
        defer { scanned += j - from }
        while j < c.end {
            let b = c.line[j]
            if b == UInt8(ascii: "\\") { j += 2; continue }
            if b == open { depth += 1 } else if b == close {
                depth -= 1
                if depth == 0 { return j }
            }
            j += 1
        }
        return nil
    }

    // MARK: - Autolinks, inline HTML, entities, bare URLs

    /// After `<`: an autolink (`<https://…>`, `<a@b.c>`), an inline comment, or an inline tag.
    private mutating func angle(_ c: Cursor, at i: Int) -> Int {
        let p = c.line
        if c.byte(i + 1) == UInt8(ascii: "!"), c.byte(i + 2) == UInt8(ascii: "-"), c.byte(i + 3) == UInt8(ascii: "-") {
            var j = i + 4
            while j < c.end, !(p[j] == UInt8(ascii: "-") && c.byte(j + 1) == UInt8(ascii: "-") && c.byte(j + 2) == UInt8(ascii: ">")) { j += 1 }
            let end = min(j + 3, c.end)
            c.emit(i, end, .comment)
            return end
        }
        // Stops at the next `<`: each autolink search reads only up to the next opener.
        var j = i + 1
        var sawColonOrAt = false
        while j < c.end, p[j] != UInt8(ascii: ">"), p[j] != UInt8(ascii: "<"), !ASCII.isBlank(p[j]) {
            if p[j] == UInt8(ascii: ":") || p[j] == UInt8(ascii: "@") { sawColonOrAt = true }
            j += 1
        }
        if sawColonOrAt, j < c.end, p[j] == UInt8(ascii: ">"), ASCII.isLetter(c.byte(i + 1)) {
            c.emit(i, i + 1, .punctuation)
            c.emit(i + 1, j, .link)
            c.emit(j, j + 1, .punctuation)
            return j + 1
        }
        return inlineTag(c, at: i)
    }

    /// `<tag attr="v">` or `</tag>` within a line.
    private mutating func inlineTag(_ c: Cursor, at i: Int) -> Int {
        let p = c.line
        let nameStart = c.byte(i + 1) == UInt8(ascii: "/") ? i + 2 : i + 1
        guard ASCII.isLetter(c.byte(nameStart)), let close = tagEnd(c, from: nameStart) else { return i + 1 }
        var j = nameStart
        while j < close, ASCII.isLetter(p[j]) || ASCII.isDigit(p[j]) || p[j] == UInt8(ascii: "-") { j += 1 }
        c.emit(i, nameStart, .punctuation)
        c.emit(nameStart, j, .tag)
        let bodyEnd = p[close - 1] == UInt8(ascii: "/") && close - 1 >= j ? close - 1 : close
        while j < bodyEnd {
            let b = p[j]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                var k = j + 1
                while k < bodyEnd, p[k] != b { k += 1 }
                k = min(k + 1, bodyEnd)
                c.emit(j, k, .string)
                j = k
            } else if b == UInt8(ascii: "=") {
                c.emit(j, j + 1, .operator)
                j += 1
            } else if ASCII.isLetter(b) {
                var k = j + 1
                while k < bodyEnd, !ASCII.isBlank(p[k]), p[k] != UInt8(ascii: "="), p[k] != UInt8(ascii: "/") { k += 1 }
                c.emit(j, k, .attribute)
                j = k
            } else {
                j += 1
            }
        }
        c.emit(bodyEnd, close + 1, .punctuation)
        return close + 1
    }

    /// The first `>` at or after `i`.
    private mutating func tagEnd(_ c: Cursor, from i: Int) -> Int? {
        if let index = index(c) { return index.nextGreater(from: i) }
        var j = i
        while j < c.end, c.line[j] != UInt8(ascii: ">") { j += 1 }
        scanned += j - i
        return j < c.end ? j : nil
    }

    private func entity(_ c: Cursor, at i: Int) -> Int {
        var j = i + 1
        if c.byte(j) == UInt8(ascii: "#") { j += 1 }
        while j < c.end, ASCII.isLetter(c.line[j]) || ASCII.isDigit(c.line[j]) { j += 1 }
        guard j > i + 1, c.byte(j) == UInt8(ascii: ";") else { return i + 1 }
        c.emit(i, j + 1, .escape)
        return j + 1
    }

    private static let http = Array("http://".utf8)
    private static let https = Array("https://".utf8)
    private static let www = Array("www.".utf8)
    private static let urlTrailing = ByteSet(".,:;!?\"')*_~")

    /// A bare `https://…` or `www.…` link (GitHub's extended autolinks).
    private func bareURL(_ c: Cursor, at i: Int) -> Int {
        if i > 0, ASCII.isWord(c.line[i - 1]) { return i + 1 }
        guard c.matches(Self.https, at: i) || c.matches(Self.http, at: i) || c.matches(Self.www, at: i) else { return i + 1 }
        var j = i
        while j < c.end, !ASCII.isBlank(c.line[j]), c.line[j] != UInt8(ascii: "<") { j += 1 }
        while j > i, Self.urlTrailing.contains(c.line[j - 1]) { j -= 1 }
        c.emit(i, j, .link)
        return max(j, i + 1)
    }
}

/// The closers of one line's inline forms, each kind found in a pass over it.
private final class Closers {
    /// The line's backtick runs, for code spans as the inline lexer meets them.
    var spanRuns: BacktickRuns
    /// For each byte from `from`: where the `[` or `(` there closes, counting nested pairs of its
    /// kind and skipping escapes (−1 for nowhere, −2 where an escape covers it).
    private var brackets: [Int32]?
    /// The delimiter runs that can close emphasis, by byte and length, and how far each list's
    /// search has got.
    private var emphasisRuns: [[Int]] = Array(repeating: [], count: 9)
    private var emphasisNext = [Int](repeating: 0, count: 9)
    private var emphasisFound = false
    /// The last `>` search: from where, and where (`end` for none).
    private var greater = (from: Int.max, found: 0)
    private let line: UnsafeBufferPointer<UInt8>
    private let from: Int
    private let end: Int
    /// Whether a code span with no closer on the line runs on past its end (`MarkdownInline.spansLines`).
    private let spansLines: Bool

    init(_ c: Cursor, from: Int, spansLines: Bool) {
        line = c.line
        self.from = from
        end = c.end
        self.spansLines = spansLines
        spanRuns = BacktickRuns(line, from: from, end: end)
    }

    /// The run of `n` (`*`, `_` or `~`) that closes emphasis opened before `after`, if any.
    ///
    /// The runs are those a walk from the inline start meets outside code spans and escapes;
    /// one closes emphasis when it is as long as the opener, follows a non-blank, and (for `_`)
    /// does not run into a word.
    func emphasisCloser(byte b: UInt8, length n: Int, from after: Int) -> Int? {
        if !emphasisFound { findEmphasisRuns() }
        let k = Self.emphasisSlot(b, n)
        let runs = emphasisRuns[k]
        var next = emphasisNext[k]
        if next > 0, runs[next - 1] >= after { next = 0 }
        while next < runs.count, runs[next] < after { next += 1 }
        emphasisNext[k] = next
        return next < runs.count ? runs[next] : nil
    }

    private static func emphasisSlot(_ b: UInt8, _ n: Int) -> Int {
        (b == UInt8(ascii: "*") ? 0 : b == UInt8(ascii: "_") ? 3 : 6) + n - 1
    }

    private func findEmphasisRuns() {
        emphasisFound = true
        var runs = spanRuns
        runs.rewind()
        var j = from
        while j < end {
            let x = line[j]
            if x == UInt8(ascii: "\\") { j += 2; continue }
            if x == UInt8(ascii: "`") {
                var m = j + 1
                while m < end, line[m] == UInt8(ascii: "`") { m += 1 }
                let n = m - j
                // A span with no closer here runs to the line's end when the paragraph goes on.
                j = runs.first(length: n, from: m).map { $0 + n } ?? (spansLines ? end : m)
                continue
            }
            guard x == UInt8(ascii: "*") || x == UInt8(ascii: "_") || x == UInt8(ascii: "~") else { j += 1; continue }
            var m = j + 1
            while m < end, line[m] == x { m += 1 }
            let n = m - j
            if n <= 3, j > 0, !ASCII.isBlank(line[j - 1]), x != UInt8(ascii: "_") || m >= end || !ASCII.isWord(line[m]) {
                emphasisRuns[Self.emphasisSlot(x, n)].append(j)
            }
            j = m
        }
    }

    /// Where the `[` or `(` at `i` closes.
    func bracketCloser(of i: Int) -> Int? {
        if brackets == nil { brackets = pairBrackets() }
        let found = brackets![i - from]
        return found < 0 ? nil : Int(found)
    }

    private func pairBrackets() -> [Int32] {
        var table = [Int32](repeating: -2, count: end - from)
        var squares: [Int32] = []
        var rounds: [Int32] = []
        var j = from
        while j < end {
            switch line[j] {
            case UInt8(ascii: "\\"):
                j += 2
                continue
            case UInt8(ascii: "["):
                table[j - from] = -1
                squares.append(Int32(j))
            case UInt8(ascii: "("):
                table[j - from] = -1
                rounds.append(Int32(j))
            case UInt8(ascii: "]"):
                if let o = squares.popLast() { table[Int(o) - from] = Int32(j) }
            case UInt8(ascii: ")"):
                if let o = rounds.popLast() { table[Int(o) - from] = Int32(j) }
            default:
                break
            }
            j += 1
        }
        return table
    }

    /// The first `>` at or after `i`: one found from an earlier place answers every place up to it.
    func nextGreater(from i: Int) -> Int? {
        if i < greater.from || i > greater.found {
            var j = i
            while j < end, line[j] != UInt8(ascii: ">") { j += 1 }
            greater = (i, j)
        }
        return greater.found < end ? greater.found : nil
    }
}

/// The maximal backtick runs of a stretch of a line, by length: a code span of `n` backticks
/// ends at the first run of exactly `n` after it.
private struct BacktickRuns {
    private var starts: [Int: [Int]] = [:]
    /// Per length, how far the last search got; searches move forward.
    private var next: [Int: Int] = [:]

    init(_ line: UnsafeBufferPointer<UInt8>, from: Int, end: Int) {
        var j = from
        while j < end {
            guard line[j] == UInt8(ascii: "`") else { j += 1; continue }
            var m = j + 1
            while m < end, line[m] == UInt8(ascii: "`") { m += 1 }
            starts[m - j, default: []].append(j)
            j = m
        }
    }

    /// Starts the searches over from the stretch's start.
    mutating func rewind() {
        next = [:]
    }

    /// The start of the first run of exactly `n` backticks at or after `i`.
    mutating func first(length n: Int, from i: Int) -> Int? {
        guard let runs = starts[n] else { return nil }
        var k = next[n] ?? 0
        if k > 0, runs[k - 1] >= i { k = 0 }
        while k < runs.count, runs[k] < i { k += 1 }
        next[n] = k
        return k < runs.count ? runs[k] : nil
    }
}
