/// Hooks and helpers that several C-like languages (Kotlin, Scala, Dart, Swift, Rust, Zig) share
/// word for word: doc-comment openers, annotations, backtick names, range operators, char literals.
/// (Below it: the shells' escape end and HCL's and PowerShell's code frames.)
enum SharedHooks {
    /// A backslash takes the next character as it is (fish's and Tcl's words: `\'`, `\{`), colored
    /// as an escape. At the line's end it continues the line, and is left to the scanner.
    static let backslashTakesNextCharacter: LanguageSpec.Hook = { c, _ in
        guard c.pos + 1 < c.endBeforeReturn else { return false }
        let e = c.characterEnd(at: c.pos + 1)
        c.emit(c.pos, e, .escape)
        c.pos = e
        return true
    }

    /// `/**` opens a doc comment (but `/**/` is an empty plain comment).
    ///
    /// The spec's second block comment must be the doc form sharing the `/*` opener.
    static let docComment: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard c.byte(i + 1) == UInt8(ascii: "*"), c.byte(i + 2) == UInt8(ascii: "*"), c.byte(i + 3) != UInt8(ascii: "/") else { return false }
        enterDocComment(&c)
        return true
    }

    /// Colors the three-byte opener at `pos` (`/**`, `/*!`) as doc and enters the spec's second
    /// block comment, the doc form.
    static func enterDocComment(_ c: inout Cursor) {
        let i = c.pos
        c.emit(i, i + 3, .doc)
        c.pos = i + 3
        c.state.mode = SpecScanner.Mode.blockComment
        c.state.form = 1
        c.state.depth = 0
    }

    /// `@tailrec`, `@Deprecated('…')`, `@scala.annotation.nowarn`: annotations; after a name
    /// the `@` is part of something else.
    static let annotation: LanguageSpec.Hook = { c, _ in annotation(&c, kotlin: false) }

    /// Kotlin's annotations, which also take use-site targets (`@file:JvmName`, `@get:Rule`);
    /// after a name (`return@forEach`) the `@` and name are a label, left plain.
    static let kotlinAnnotation: LanguageSpec.Hook = { c, _ in annotation(&c, kotlin: true) }

    /// `@name`, `@a.b.c` and, for Kotlin, `@target:name` and labels.
    @inline(__always) private static func annotation(_ c: inout Cursor, kotlin: Bool) -> Bool {
        let i = c.pos
        var j = i + 1
        guard ByteSet.identifierStart.contains(c.byte(j)) else { return false }
        while j < c.end, ByteSet.identifierPart.contains(c.line[j]) { j += 1 }
        if i > 0, ByteSet.identifierPart.contains(c.line[i - 1]) {
            guard kotlin else { return false }
            c.pos = j
            return true
        }
        if kotlin, c.byte(j) == UInt8(ascii: ":"), ByteSet.identifierStart.contains(c.byte(j + 1)) {
            j += 1
            while j < c.end, ByteSet.identifierPart.contains(c.line[j]) { j += 1 }
        }
        while c.byte(j) == UInt8(ascii: "."), ByteSet.identifierStart.contains(c.byte(j + 1)) {
            j += 1
            while j < c.end, ByteSet.identifierPart.contains(c.line[j]) { j += 1 }
        }
        c.emit(i, j, .attribute)
        c.pos = j
        c.valueEnded = false
        return true
    }

    /// `` `name with spaces` ``, `` `default` ``: an identifier, a function when declared or called.
    static let backtickName: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i + 1
        while j < c.end, c.line[j] != UInt8(ascii: "`") { j += 1 }
        guard j < c.end else { return false }
        j += 1
        if let kind = c.introduced {
            c.emit(i, j, kind)
        } else if c.byte(c.skipBlanks(from: j)) == UInt8(ascii: "(") {
            c.emit(i, j, .function)
        }
        c.introduced = nil
        c.pos = j
        c.valueEnded = true
        return true
    }

    /// `..`, `..<`, `..=`, `...` (Rust, Zig; Dart's cascades and spreads): a range operator.
    static let range: LanguageSpec.Hook = { c, _ in range(&c, dotRuns: true, orEquals: true) }

    /// Swift's `...` and `..<`.
    static let swiftRange: LanguageSpec.Hook = { c, _ in range(&c, dotRuns: true, orEquals: false) }

    /// Kotlin's `..` and `..<` (a third dot is not part of it).
    static let kotlinRange: LanguageSpec.Hook = { c, _ in range(&c, dotRuns: false, orEquals: false) }

    /// Two dots (or more, with `dotRuns`), then perhaps `<` (or `=`, with `orEquals`): an
    /// operator, so the digits after it start a fresh number rather than continue `1.`.
    @inline(__always) private static func range(_ c: inout Cursor, dotRuns: Bool, orEquals: Bool) -> Bool {
        let i = c.pos
        guard c.byte(i + 1) == UInt8(ascii: ".") else { return false }
        var j = i + 2
        if dotRuns { while c.byte(j) == UInt8(ascii: ".") { j += 1 } }
        if c.byte(j) == UInt8(ascii: "<") || (orEquals && c.byte(j) == UInt8(ascii: "=")) { j += 1 }
        c.emit(i, j, .operator)
        c.pos = j
        c.valueEnded = false
        return true
    }

    /// A one-byte sigil at `pos` and the name after it (its first byte in `first`, the rest
    /// identifier bytes), colored together as `kind`: Swift's `@main` and `$0`, Rust's `'a`
    /// and `$x`, Elixir's `@doc`, Zig's `@import`. Nothing is passed when no name follows.
    @inline(__always) static func sigilName(_ c: inout Cursor, first: ByteSet, kind: TokenKind,
                                            valueEnds: Bool) -> Bool {
        let i = c.pos
        guard first.contains(c.byte(i + 1)) else { return false }
        var j = i + 2
        while j < c.end, ByteSet.identifierPart.contains(c.line[j]) { j += 1 }
        c.emit(i, j, kind)
        c.pos = j
        c.valueEnded = valueEnds
        return true
    }

    /// Colors the one-byte quote at `pos` as a string and enters `mode`, the language's own
    /// string mode, which scans the rest (CMake, PHP, PowerShell, HCL, Bash).
    @inline(__always) static func openQuote(_ c: inout Cursor, into mode: UInt8) -> Bool {
        c.emit(c.pos, c.pos + 1, .string)
        c.pos += 1
        c.state.mode = mode
        return true
    }

    /// The closer of a raw literal fenced by `hashes` `#`s: `q` and the `#`s, as Rust's `"##`
    /// closes `r##"…` and Swift's `/#` closes `#/…`.
    static func hashFence(_ q: UInt8, _ hashes: Int) -> [UInt8] {
        [q] + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
    }

    /// The end (past the closing quote) of a char literal `'a'`, `'\n'`, `'é'` whose opening
    /// quote stands at `q`, or nil when none stands there (a Rust lifetime, a Scala symbol).
    static func charEnd(_ c: Cursor, _ scanner: SpecScanner, at q: Int) -> Int? {
        let b = c.byte(q + 1)
        var e: Int
        if b == UInt8(ascii: "\\") {
            e = scanner.escapeEnd(c, q + 1)
        } else if b == UInt8(ascii: "'") || b == 0 {
            return nil
        } else {
            e = q + 2
            if b >= 0xC0 { while c.byte(e) & 0xC0 == 0x80 { e += 1 } }
        }
        return c.byte(e) == UInt8(ascii: "'") ? e + 1 : nil
    }

    /// `'a'`, `'\n'`, `'é'`: a char literal on its own (Nim, Crystal, D, Go templates).
    static let charLiteral: LanguageSpec.Hook = { c, scanner in
        guard let e = charEnd(c, scanner, at: c.pos) else { return false }
        emitChar(&c, from: c.pos, quote: c.pos, end: e)
        return true
    }

    /// Emits a char literal from `start` (a prefix such as Rust's `b`, or the quote) to `end`,
    /// with its escape, and moves past it.
    static func emitChar(_ c: inout Cursor, from start: Int, quote: Int, end: Int) {
        if c.byte(quote + 1) == UInt8(ascii: "\\") {
            c.emit(start, quote + 1, .string)
            c.emit(quote + 1, end - 1, .escape)
            c.emit(end - 1, end, .string)
        } else {
            c.emit(start, end, .string)
        }
        c.pos = end
        c.valueEnded = true
    }
}

extension Cursor {
    /// Whether the segment ends (before any `\r`) in an odd run of backslashes, escaping the
    /// line break: a CSS or ECMAScript string that goes on.
    var endsInEscapedBreak: Bool {
        var e = end
        if e > 0, line[e - 1] == UInt8(ascii: "\r") { e -= 1 }
        var n = 0
        while e - n - 1 >= 0, line[e - n - 1] == UInt8(ascii: "\\") { n += 1 }
        return n % 2 == 1
    }

    /// Colors the comment from `pos` through the first `*/` as `kind` and passes it, returning
    /// true; with no `*/` on the line, colors the rest of it and returns false (C's directives,
    /// CSS, ECMAScript).
    @inline(__always) mutating func passBlockComment(_ kind: TokenKind) -> Bool {
        var i = pos
        while i + 1 < end {
            if line[i] == UInt8(ascii: "*"), line[i + 1] == UInt8(ascii: "/") {
                emit(pos, i + 2, kind)
                pos = i + 2
                return true
            }
            i += 1
        }
        emitRest(kind)
        return false
    }

    /// The end of a two-byte escape at `i` (a backslash, or PowerShell's backtick, and the byte
    /// it escapes), keeping a UTF-8 sequence whole: the shells' and make's escapes.
    @inline(__always) func escapeEnd(at i: Int) -> Int {
        var e = min(i + 2, end)
        while e < end, line[e] & 0xC0 == 0x80 { e += 1 }
        return e
    }
}

/// Code nested in a string by HCL's `${…}` and PowerShell's `$(…)`: a frame on the state's stack
/// keeps the string's mode and depth to return to, and `depth` counts the brackets opened inside,
/// so the closer met at depth 0 ends the code. Packed as mode in bits 16–23, depth in 0–15.
struct CodeFrame: Equatable {
    var mode: UInt8
    var depth: UInt16

    @inline(__always) init(mode: UInt8, depth: UInt16) {
        self.mode = mode
        self.depth = depth
    }

    @inline(__always) init(packed: UInt32) {
        mode = UInt8(truncatingIfNeeded: packed >> 16)
        depth = UInt16(truncatingIfNeeded: packed)
    }

    @inline(__always) var packed: UInt32 { UInt32(mode) << 16 | UInt32(depth) }

    /// Enters code from the current mode, whose opener has been colored and passed (nested past
    /// `LineState.stackLimit` frames, the mode stays as it is).
    @inline(__always) static func enter(_ c: inout Cursor) {
        guard c.state.canPush else { return }
        c.state.stack.append(CodeFrame(mode: c.state.mode, depth: c.state.depth).packed)
        c.state.depth = 0
        c.state.mode = SpecScanner.Mode.code
    }

    /// An opening bracket inside a frame: counted, then left to the scanner.
    static let open: LanguageSpec.Hook = { c, _ in
        if !c.state.stack.isEmpty { c.state.depth &+= 1 }
        return false
    }

    /// A closing bracket: counted down, or at depth 0 colored as the frame's closer, returning
    /// to the mode and depth it saved (`valueEnds`: the whole reads as a value, as in PowerShell).
    @inline(__always) static func close(_ c: inout Cursor, valueEnds: Bool) -> Bool {
        guard let top = c.state.stack.last else { return false }
        if c.state.depth > 0 {
            c.state.depth -= 1
            return false
        }
        c.emit(c.pos, c.pos + 1, .punctuation)
        c.pos += 1
        c.state.stack.removeLast()
        let frame = CodeFrame(packed: top)
        c.state.mode = frame.mode
        c.state.depth = frame.depth
        if valueEnds { c.valueEnded = true }
        return true
    }
}
