/// The shared scanner that runs a `LanguageSpec`: one pass over a line's bytes, table-driven.
///
/// State it keeps in `LineState` (modes below 16; custom lexers use 16 and up):
/// - `mode` code, `form` unused; a non-empty `delimiter` is a queue of heredocs waiting for the next line
/// - `mode` block comment, `form` which one, `depth` nesting
/// - `mode` string, `form` which one
/// - `mode` delimited: a string or comment whose closer was learned from the text, kept in `delimiter`;
///   `form` is the `TokenKind` raw value to color it with
/// - `mode` heredoc: body lines until the queue's first terminator
/// - `mode` line comment: a comment continued by a trailing backslash, `form` which one
/// An interpolation (`${` inside a string) pushes `tag | saved depth | form` on `stack`; the code
/// inside counts brackets in `depth` until the balancing closer returns to the string.
public struct SpecScanner: Lexer, Sendable {
    /// Scanner modes in `LineState.mode`.
    public enum Mode {
        public static let code: UInt8 = 0
        public static let blockComment: UInt8 = 1
        public static let string: UInt8 = 2
        public static let delimited: UInt8 = 3
        public static let heredoc: UInt8 = 4
        public static let lineComment: UInt8 = 5
        /// The first mode free for a language's own use.
        public static let custom: UInt8 = 16
    }

    /// Heredoc options, stored with each queued terminator.
    public struct HeredocOptions: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// `<<-`: leading tabs before the terminator are allowed.
        public static let stripsTabs = HeredocOptions(rawValue: 1)
        /// `<<~` and friends: any leading whitespace before the terminator is allowed.
        public static let indented = HeredocOptions(rawValue: 2)
        /// The body interpolates (an unquoted terminator).
        public static let interpolates = HeredocOptions(rawValue: 4)
        /// Trailing blanks after the terminator are allowed.
        public static let trailingBlanks = HeredocOptions(rawValue: 8)
    }

    /// `LineState.flags` bit that remembers a value ended the previous line.
    public static let valueEndFlag: UInt32 = 1 << 31
    static let interpolationTag: UInt32 = 0x7F00_0000
    /// A stack entry holding an interpolation's bracket depth while a block comment inside it counts nesting.
    static let savedDepthTag: UInt32 = 0x7D00_0000

    fileprivate enum Opener: Sendable {
        case line(Int)
        case block(Int)
        case string(Int)
    }

    fileprivate static let classBlank: UInt8 = 1
    fileprivate static let classWord: UInt8 = 2
    fileprivate static let classDigit: UInt8 = 3
    fileprivate static let classOperator: UInt8 = 4
    fileprivate static let classPunctuation: UInt8 = 5
    fileprivate static let classMask: UInt8 = 7
    fileprivate static let flagIdentifierPart: UInt8 = 8
    fileprivate static let flagOpener: UInt8 = 16
    fileprivate static let flagHook: UInt8 = 32

    /// Everything the scanner reads, behind one reference: copying a scanner (as every call
    /// through `any Lexer` may) costs one retain, and hot fields are one load away.
    private final class Storage: @unchecked Sendable {
        let spec: LanguageSpec
        let words: WordTable
        /// Per byte: its class in the low bits, and the flags below; one load answers every question.
        let table: UnsafeMutablePointer<UInt8>
        let openers: [[Opener]]
        let openerBytes: ByteSet
        let hooks: [LanguageSpec.Hook?]
        let hookBytes: ByteSet
        let functionIntroducers: WordTable
        let typeIntroducers: WordTable
        let stringStops: [ByteSet]
        let strings: [PackedString]
        let lineComments: [PackedLineComment]
        let blockComments: [PackedBlockComment]
        let identifierPart: ByteSet
        let callsAreFunctions: Bool
        let capitalizedAreTypes: Bool
        let propertiesAfterDot: Bool
        let remembersValueEnd: Bool
        let separator: UInt8?
        let hexFloats: Bool

        init(_ spec: LanguageSpec) {
            self.spec = spec
            words = WordTable(spec.words, ignoresCase: spec.ignoresCase)
            functionIntroducers = WordTable([(.keyword, spec.functionIntroducers)], ignoresCase: spec.ignoresCase)
            typeIntroducers = WordTable([(.keyword, spec.typeIntroducers)], ignoresCase: spec.ignoresCase)
            table = .allocate(capacity: 256)
            for b in 0..<256 {
                let byte = UInt8(b)
                var entry: UInt8 = 0
                if ASCII.isBlank(byte) { entry = SpecScanner.classBlank }
                else if ASCII.isDigit(byte) { entry = SpecScanner.classDigit }
                else if spec.identifierStart.contains(byte) { entry = SpecScanner.classWord }
                else if spec.punctuation.contains(byte) { entry = SpecScanner.classPunctuation }
                else if spec.operators.contains(byte) { entry = SpecScanner.classOperator }
                if spec.identifierPart.contains(byte) { entry |= SpecScanner.flagIdentifierPart }
                table[b] = entry
            }
            var openers = [[Opener]](repeating: [], count: 256)
            var lengths = [[Int]](repeating: [], count: 256)
            var openerBytes = ByteSet()
            func add(_ bytes: [UInt8], _ opener: Opener) {
                let first = Int(bytes[0])
                openerBytes.insert(bytes[0])
                // Longest opener first, so `///` wins over `//` and `"""` over `"`.
                let at = lengths[first].firstIndex(where: { $0 < bytes.count }) ?? lengths[first].count
                lengths[first].insert(bytes.count, at: at)
                openers[first].insert(opener, at: at)
            }
            for (i, c) in spec.lineComments.enumerated() { add(c.open, .line(i)) }
            for (i, c) in spec.blockComments.enumerated() { add(c.open, .block(i)) }
            for (i, s) in spec.strings.enumerated() { add(s.open, .string(i)) }
            self.openers = openers
            self.openerBytes = openerBytes
            for b in 0..<256 where openerBytes.contains(UInt8(b)) { table[b] |= SpecScanner.flagOpener }
            var hooks = [LanguageSpec.Hook?](repeating: nil, count: 256)
            var hookBytes = ByteSet()
            for (byte, hook) in spec.hooks where hooks[Int(byte)] == nil {
                hooks[Int(byte)] = hook
                hookBytes.insert(byte)
            }
            self.hooks = hooks
            self.hookBytes = hookBytes
            for b in 0..<256 where hookBytes.contains(UInt8(b)) { table[b] |= SpecScanner.flagHook }
            stringStops = spec.strings.map { form in
                var stops = ByteSet()
                stops.insert(form.close[0])
                if let e = form.escape { stops.insert(e) }
                if let i = form.interpolation { stops.insert(i.open[0]); if i.doubledIsLiteral { stops.insert(i.close) } }
                return stops
            }
            strings = spec.strings.map(PackedString.init)
            lineComments = spec.lineComments.map(PackedLineComment.init)
            blockComments = spec.blockComments.map(PackedBlockComment.init)
            identifierPart = spec.identifierPart
            callsAreFunctions = spec.callsAreFunctions
            capitalizedAreTypes = spec.capitalizedAreTypes
            propertiesAfterDot = spec.propertiesAfterDot
            remembersValueEnd = spec.remembersValueEnd
            separator = spec.numbers.separator
            hexFloats = spec.numbers.hexFloats
        }

        deinit {
            table.deallocate()
        }

        /// Whether `b` may continue an identifier.
        @inline(__always) func isIdentifierPart(_ b: UInt8) -> Bool {
            table[Int(b)] & SpecScanner.flagIdentifierPart != 0
        }
    }

    private let storage: Storage

    /// The spec this scanner runs.
    public var spec: LanguageSpec { storage.spec }

    public init(_ spec: LanguageSpec) {
        storage = Storage(spec)
    }

    // MARK: - Lexer

    public func lex(_ c: inout Cursor) -> Transition {
        if storage.remembersValueEnd { c.valueEnded = c.state.flags & Self.valueEndFlag != 0 }
        scan(&c)
        if c.atLineEnd { endLine(&c) }
        return .end
    }

    /// Lexes from `c.pos` to `c.end` in whatever scanner mode the state is in; returns early, with
    /// `c.pos` where it stopped, when a hook switches to a custom mode (16 and up) that the
    /// language's own lexer must handle.
    public func scan(_ c: inout Cursor) {
        var guardPos = -1
        while c.pos < c.end || (c.pos == c.end && c.state.mode == Mode.heredoc && guardPos != c.pos) {
            guardPos = c.pos
            switch c.state.mode {
            case Mode.blockComment: scanBlockComment(&c)
            case Mode.string: scanString(&c)
            case Mode.delimited: scanDelimited(&c)
            case Mode.heredoc: scanHeredocLine(&c)
            case Mode.lineComment: c.emitRest(storage.lineComments[Int(c.state.form)].kind)
            case Mode.code: scanCode(&c)
            default: return
            }
        }
    }

    /// Closes what ends with the line and remembers what carries over.
    public func endLine(_ c: inout Cursor) {
        switch c.state.mode {
        case Mode.string:
            let form = storage.strings[Int(c.state.form)]
            if !form.multiline && !endsWithEscape(c, form) { leaveString(&c) }
        case Mode.lineComment:
            if !endsWithBackslash(c) { c.state.mode = Mode.code; c.state.form = 0 }
        case Mode.code:
            if !c.state.delimiter.isEmpty { c.state.mode = Mode.heredoc }
        default:
            break
        }
        if storage.remembersValueEnd {
            if c.valueEnded { c.state.flags |= Self.valueEndFlag } else { c.state.flags &= ~Self.valueEndFlag }
        }
    }

    // MARK: - Code

    private func scanCode(_ c: inout Cursor) {
        let p = c.line
        let table = storage.table
        while c.pos < c.end {
            let i = c.pos
            let b = p[i]
            let entry = table[Int(b)]
            if entry & Self.flagHook != 0, let hook = storage.hooks[Int(b)] {
                let mode = c.state.mode
                if hook(&c, self) {
                    if c.state.mode != mode || c.pos >= c.end { return }
                    continue
                }
            }
            if entry & Self.flagOpener != 0, tryOpeners(storage.openers[Int(b)], &c) {
                if c.state.mode != Mode.code { return }
                continue
            }
            switch entry & Self.classMask {
            case Self.classBlank:
                c.pos += 1
                while c.pos < c.end, table[Int(p[c.pos])] & Self.classMask == Self.classBlank { c.pos += 1 }
            case Self.classWord:
                scanWord(&c)
            case Self.classDigit:
                scanNumber(&c)
            case Self.classOperator:
                c.emit(i, i + 1, .operator)
                c.pos += 1
                c.valueEnded = false
                c.introduced = nil
            case Self.classPunctuation:
                if scanPunctuation(&c) { return }
            default:
                c.pos += 1
            }
        }
    }

    private func tryOpeners(_ candidates: [Opener], _ c: inout Cursor) -> Bool {
        let i = c.pos
        for opener in candidates {
            switch opener {
            case .line(let k):
                let form = storage.lineComments[k]
                guard c.matches(form.open, at: i), !form.notFollowedBy.contains(c.byte(i + form.open.count)) else { continue }
                if form.needsBoundary, i > 0, !ASCII.isBlank(c.line[i - 1]) { continue }
                c.emitRest(form.kind)
                if form.backslashContinues, c.atLineEnd, endsWithBackslash(c) {
                    c.state.mode = Mode.lineComment
                    c.state.form = UInt8(k)
                }
                return true
            case .block(let k):
                let form = storage.blockComments[k]
                guard c.matches(form.open, at: i), !form.notFollowedBy.contains(c.byte(i + form.open.count)) else { continue }
                if form.atLineStart, i != 0 { continue }
                c.emit(i, i + form.open.count, form.kind)
                c.pos = i + form.open.count
                // Inside an interpolation `depth` counts brackets; park it while the comment counts nesting.
                if c.state.depth != 0 { c.state.stack.append(Self.savedDepthTag | UInt32(c.state.depth)) }
                c.state.mode = Mode.blockComment
                c.state.form = UInt8(k)
                c.state.depth = 0
                return true
            case .string(let k):
                let form = storage.strings[k]
                guard c.matches(form.open, at: i) else { continue }
                if form.needsBoundary, i > 0, storage.isIdentifierPart(c.line[i - 1]) { continue }
                enterString(&c, form: k, at: i)
                return true
            }
        }
        return false
    }

    /// Starts string form `k` whose opener stands at `i`.
    public func enterString(_ c: inout Cursor, form k: Int, at i: Int) {
        let form = storage.strings[k]
        c.emit(i, i + form.open.count, form.kind)
        c.pos = i + form.open.count
        // Inside an interpolation the depth counts brackets; keep it on the stack entry instead.
        c.state.mode = Mode.string
        c.state.form = UInt8(k)
    }

    private func scanWord(_ c: inout Cursor) {
        let p = c.line
        let i = c.pos
        var j = i + 1
        while j < c.end, storage.isIdentifierPart(p[j]) { j += 1 }
        c.pos = j
        var kind = storage.words.lookup(p, i, j)
        if let k = kind {
            if k == .keyword {
                if storage.functionIntroducers.lookup(p, i, j) != nil { c.introduced = .function }
                else if storage.typeIntroducers.lookup(p, i, j) != nil { c.introduced = .type }
            }
            c.valueEnded = k != .keyword && k != .operator
            c.emit(i, j, k)
            if k != .keyword { c.introduced = nil }
            return
        }
        if let introduced = c.introduced {
            kind = introduced
            c.introduced = nil
        } else if storage.callsAreFunctions, c.byte(c.skipBlanks(from: j)) == 0x28 {
            kind = .function
        } else if storage.capitalizedAreTypes, ASCII.isUpper(p[i]) {
            kind = .type
        } else if storage.propertiesAfterDot, i > 0, p[i - 1] == 0x2E {
            kind = .property
        }
        c.valueEnded = true
        if let kind { c.emit(i, j, kind) }
    }

    /// Scans a number starting at `c.pos` (a digit, or `.` before a digit).
    public func scanNumber(_ c: inout Cursor) {
        let p = c.line
        let i = c.pos
        var j = i
        let sep = storage.separator
        if p[j] == 0x30, (c.byte(j + 1) | 0x20) == 0x78 {  // 0x…
            j += 2
            while j < c.end, ASCII.isHexDigit(p[j]) || (p[j] == sep && ASCII.isHexDigit(c.byte(j + 1))) { j += 1 }
            if storage.hexFloats, c.byte(j) == 0x2E, ASCII.isHexDigit(c.byte(j + 1)) {
                j += 1
                while j < c.end, ASCII.isHexDigit(p[j]) { j += 1 }
            }
            if storage.hexFloats, (c.byte(j) | 0x20) == 0x70 { j = exponent(c, j) }
        } else {
            var seenDot = p[j] == 0x2E
            j += 1
            while j < c.end {
                let b = p[j]
                if ASCII.isDigit(b) { j += 1; continue }
                if b == sep, let s = sep, s != 0, ASCII.isDigit(c.byte(j + 1)) || c.byte(j + 1) == s { j += 1; continue }
                if b == 0x2E, !seenDot, ASCII.isDigit(c.byte(j + 1)) { seenDot = true; j += 1; continue }
                if (b | 0x20) == 0x65 {  // exponent
                    let k = exponent(c, j)
                    if k > j + 1 { j = k; break }
                }
                break
            }
        }
        // Suffixes: 10u32, 1.0f, 100L, 1n, 2i.
        while j < c.end, storage.isIdentifierPart(p[j]), p[j] < 0x80 { j += 1 }
        c.emit(i, j, .number)
        c.pos = j
        c.valueEnded = true
    }

    private func exponent(_ c: Cursor, _ at: Int) -> Int {
        var k = at + 1
        if c.byte(k) == 0x2B || c.byte(k) == 0x2D { k += 1 }
        guard ASCII.isDigit(c.byte(k)) else { return at }
        while ASCII.isDigit(c.byte(k)) || (c.byte(k) == 0x5F && ASCII.isDigit(c.byte(k + 1))) { k += 1 }
        return k
    }

    /// Returns true when the punctuation ended an interpolation (the mode changed).
    private func scanPunctuation(_ c: inout Cursor) -> Bool {
        let i = c.pos
        let b = c.line[i]
        c.introduced = nil
        // `.5` is a number, but not the `.5` of a range `0..5`.
        if b == 0x2E, ASCII.isDigit(c.byte(i + 1)), !c.valueEnded, i == 0 || c.line[i - 1] != 0x2E {
            scanNumber(&c)
            return false
        }
        if let top = c.state.stack.last, top & 0x7F00_0000 == Self.interpolationTag,
           let interp = storage.strings[Int(top & 0xFF)].interpolation {
            if b == interp.close && c.state.depth == 0 {
                c.emit(i, i + 1, .punctuation)
                c.pos = i + 1
                c.state.stack.removeLast()
                c.state.depth = UInt16((top >> 8) & 0xFFFF)
                c.state.mode = Mode.string
                c.state.form = UInt8(top & 0xFF)
                return true
            }
            if b == interp.nest { c.state.depth &+= 1 }
            else if b == interp.close { c.state.depth -= 1 }
        }
        c.emit(i, i + 1, .punctuation)
        c.pos = i + 1
        c.valueEnded = b == 0x29 || b == 0x5D
        return false
    }

    // MARK: - Strings and comments

    private func scanString(_ c: inout Cursor) {
        let form = storage.strings[Int(c.state.form)]
        let stops = storage.stringStops[Int(c.state.form)]
        let p = c.line
        var start = c.pos
        var i = c.pos
        while i < c.end {
            let b = p[i]
            if !stops.contains(b) { i += 1; continue }
            if b == form.escape, form.interpolation.map({ !c.matches($0.open, at: i) }) ?? true {
                c.emit(start, i, form.kind)
                let e = escapeEnd(c, i)
                c.emit(i, e, .escape)
                i = e
                start = i
                continue
            }
            if let interp = form.interpolation {
                if interp.doubledIsLiteral, (b == interp.open[0] || b == interp.close), c.byte(i + 1) == b {
                    c.emit(start, i, form.kind)
                    c.emit(i, i + 2, .escape)
                    i += 2
                    start = i
                    continue
                }
                if b == interp.open[0], c.matches(interp.open, at: i) {
                    c.emit(start, i, form.kind)
                    c.emit(i, i + interp.open.count, .punctuation)
                    c.pos = i + interp.open.count
                    c.state.stack.append(Self.interpolationTag | UInt32(c.state.depth) << 8 | UInt32(c.state.form))
                    c.state.depth = 0
                    c.state.mode = Mode.code
                    c.valueEnded = false
                    return
                }
            }
            if b == form.close[0], c.matches(form.close, at: i) {
                let n = form.close.count
                if form.doubledClose, c.matches(form.close, at: i + n) {
                    i += 2 * n
                    continue
                }
                c.emit(start, i + n, form.kind)
                c.pos = i + n
                leaveString(&c)
                c.valueEnded = true
                return
            }
            i += 1
        }
        c.emit(start, c.end, form.kind)
        c.pos = c.end
    }

    private func leaveString(_ c: inout Cursor) {
        c.state.mode = Mode.code
        c.state.form = 0
    }

    /// The end of the escape sequence whose backslash stands at `i`.
    public func escapeEnd(_ c: Cursor, _ i: Int) -> Int {
        var j = i + 1
        guard j < c.end else { return j }
        let b = c.line[j]
        j += 1
        switch b {
        case 0x78:  // \xHH
            var n = 0
            while n < 2, ASCII.isHexDigit(c.byte(j)) { j += 1; n += 1 }
        case 0x75, 0x55:  // \uHHHH, \u{…}, \UHHHHHHHH
            if c.byte(j) == 0x7B {
                var k = j + 1
                while k < c.end, ASCII.isHexDigit(c.line[k]) { k += 1 }
                if c.byte(k) == 0x7D { j = k + 1 }
            } else {
                var n = 0
                let limit = b == 0x75 ? 4 : 8
                while n < limit, ASCII.isHexDigit(c.byte(j)) { j += 1; n += 1 }
            }
        case 0x30...0x37:
            var n = 1
            while n < 3, c.byte(j) &- 0x30 < 8 { j += 1; n += 1 }
        default:
            if b >= 0xC0 { while j < c.end, c.line[j] & 0xC0 == 0x80 { j += 1 } }
        }
        return j
    }

    private func scanBlockComment(_ c: inout Cursor) {
        let form = storage.blockComments[Int(c.state.form)]
        let p = c.line
        let close0 = form.close[0]
        let open0 = form.open[0]
        var i = c.pos
        while i < c.end {
            let b = p[i]
            if b == close0, c.matches(form.close, at: i) {
                i += form.close.count
                if c.state.depth == 0 {
                    c.emit(c.pos, i, form.kind)
                    c.pos = i
                    c.state.mode = Mode.code
                    c.state.form = 0
                    if let top = c.state.stack.last, top & 0x7F00_0000 == Self.savedDepthTag {
                        c.state.stack.removeLast()
                        c.state.depth = UInt16(top & 0xFFFF)
                    }
                    return
                }
                c.state.depth -= 1
                continue
            }
            if form.nests, b == open0, c.matches(form.open, at: i) {
                c.state.depth &+= 1
                i += form.open.count
                continue
            }
            i += 1
        }
        c.emit(c.pos, c.end, form.kind)
        c.pos = c.end
    }

    /// Colors the opener from `start` to `end` as `kind`, passes it, and starts the string or
    /// comment it opens, which ends at `closer`.
    public func enterDelimited(_ c: inout Cursor, from start: Int, to end: Int, closer: [UInt8], kind: TokenKind) {
        c.emit(start, end, kind)
        c.pos = end
        c.state.mode = Mode.delimited
        c.state.form = kind.rawValue
        c.state.delimiter = closer
    }

    private func scanDelimited(_ c: inout Cursor) {
        let kind = TokenKind(rawValue: c.state.form) ?? .string
        let closer = c.state.delimiter
        guard let first = closer.first else {
            c.state.mode = Mode.code
            return
        }
        var i = c.pos
        while i < c.end {
            if c.line[i] == first, c.matches(closer, at: i) {
                c.emit(c.pos, i + closer.count, kind)
                c.pos = i + closer.count
                c.state.mode = Mode.code
                c.state.form = 0
                c.state.delimiter = []
                c.valueEnded = true
                return
            }
            i += 1
        }
        c.emit(c.pos, c.end, kind)
        c.pos = c.end
    }

    // MARK: - Heredocs

    /// Queues a heredoc whose body starts on the next line and ends at a line holding `terminator`.
    public func queueHeredoc(_ c: inout Cursor, terminator: [UInt8], options: HeredocOptions) {
        guard !terminator.isEmpty, terminator.count < 256 else { return }
        c.state.delimiter.append(options.rawValue)
        c.state.delimiter.append(UInt8(terminator.count))
        c.state.delimiter += terminator
    }

    private func scanHeredocLine(_ c: inout Cursor) {
        let d = c.state.delimiter
        guard d.count >= 2, d.count >= 2 + Int(d[1]) else {
            c.state.mode = Mode.code
            c.state.delimiter = []
            return
        }
        let options = HeredocOptions(rawValue: d[0])
        let length = Int(d[1])
        var s = c.pos
        if options.contains(.indented) {
            s = c.skipBlanks(from: s)
        } else if options.contains(.stripsTabs) {
            while s < c.end, c.line[s] == 0x09 { s += 1 }
        }
        var e = c.end
        if e > s, c.line[e - 1] == 0x0D { e -= 1 }
        if options.contains(.trailingBlanks) { while e > s, ASCII.isBlank(c.line[e - 1]) { e -= 1 } }
        if e - s == length, c.matches(Array(d[2..<(2 + length)]), at: s) {
            c.emit(s, e, .string)
            c.pos = c.end
            c.state.delimiter.removeFirst(2 + length)
            c.state.mode = c.state.delimiter.isEmpty ? Mode.code : Mode.heredoc
            return
        }
        if options.contains(.interpolates), let line = storage.spec.heredocLine {
            line(&c, self)
        }
        c.emitRest(.string)
    }

    // MARK: - Line ends

    private func endsWithBackslash(_ c: Cursor) -> Bool {
        var e = c.end
        if e > 0, c.line[e - 1] == 0x0D { e -= 1 }
        return e > 0 && c.line[e - 1] == 0x5C
    }

    private func endsWithEscape(_ c: Cursor, _ form: PackedString) -> Bool {
        guard let escape = form.escape else { return false }
        var e = c.end
        if e > 0, c.line[e - 1] == 0x0D { e -= 1 }
        // An odd run of escapes before the end: the last one escapes the newline.
        var n = 0
        while e - n - 1 >= 0, c.line[e - n - 1] == escape { n += 1 }
        return n % 2 == 1
    }
}
