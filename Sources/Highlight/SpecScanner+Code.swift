/// Code: words, numbers, punctuation, and the openers of comments and strings.
extension SpecScanner {
    func scanCode(_ c: inout Cursor) {
        let p = c.line
        let table = storage.table
        while c.pos < c.end {
            let i = c.pos
            let b = p[i]
            let entry = table[Int(b)]
            if entry & Self.flagHook != 0 {
                let mode = c.state.mode
                if storage.callHook(b, &c, self) {
                    if c.state.mode != mode || c.pos >= c.end { return }
                    continue
                }
            }
            if entry & Self.flagOpener != 0, tryOpeners(of: b, &c) {
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

    /// Tries the openers byte `b` (at the cursor) starts, longest first.
    func tryOpeners(of b: UInt8, _ c: inout Cursor) -> Bool {
        let i = c.pos
        for n in Int(b == 0 ? 0 : storage.openerEnds[Int(b) - 1])..<Int(storage.openerEnds[Int(b)]) {
            let opener = storage.openers[n]
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
                SavedDepthFrame.park(&c)
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

    func scanWord(_ c: inout Cursor) {
        let p = c.line
        let i = c.pos
        var j = i + 1
        while j < c.end, storage.isIdentifierPart(p[j]) { j += 1 }
        c.pos = j
        // Lexing for the states alone, where no word changes them: nothing to look up.
        if storage.wordsKeepState, !c.tokens.keepsTokens {
            c.valueEnded = true
            c.introduced = nil
            return
        }
        var kind = storage.words.lookup(p, i, j)
        if kind == .keyword, let contextual = storage.contextualKeywords, !isKeyword(c, i, j, contextual) {
            kind = nil
        }
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
        } else if storage.callsAreFunctions, c.byte(c.skipBlanks(from: j)) == UInt8(ascii: "(") {
            kind = .function
        } else if storage.capitalizedAreTypes, ASCII.isUpper(p[i]) {
            kind = .type
        } else if storage.propertiesAfterDot, i > 0, p[i - 1] == UInt8(ascii: ".") {
            kind = .property
        }
        c.valueEnded = true
        if let kind { c.emit(i, j, kind) }
    }

    /// Whether the keyword `p[i..<j]` is one here: not after `::`, and, when contextual, before another word.
    private func isKeyword(_ c: Cursor, _ i: Int, _ j: Int, _ contextual: WordTable) -> Bool {
        if i >= 2, c.line[i - 1] == UInt8(ascii: ":"), c.line[i - 2] == UInt8(ascii: ":") { return false }
        guard contextual.lookup(c.line, i, j) != nil else { return true }
        let next = c.byte(c.skipBlanks(from: j))
        return ByteSet.identifierStart.contains(next) || next == UInt8(ascii: "`") || next == UInt8(ascii: "@")
    }

    /// Scans a number starting at `c.pos` (a digit, or `.` before a digit).
    public func scanNumber(_ c: inout Cursor) {
        let p = c.line
        let i = c.pos
        var j = i
        let sep = storage.separator
        if p[j] == UInt8(ascii: "0"), (c.byte(j + 1) | 0x20) == UInt8(ascii: "x") {  // 0x…
            j += 2
            while j < c.end, ASCII.isHexDigit(p[j]) || (p[j] == sep && ASCII.isHexDigit(c.byte(j + 1))) { j += 1 }
            if storage.hexFloats, c.byte(j) == UInt8(ascii: "."), ASCII.isHexDigit(c.byte(j + 1)) {
                j += 1
                while j < c.end, ASCII.isHexDigit(p[j]) { j += 1 }
            }
            if storage.hexFloats, (c.byte(j) | 0x20) == UInt8(ascii: "p") { j = exponent(c, j) }
        } else {
            var seenDot = p[j] == UInt8(ascii: ".")
            j += 1
            while j < c.end {
                let b = p[j]
                if ASCII.isDigit(b) { j += 1; continue }
                if b == sep, let s = sep, s != 0, ASCII.isDigit(c.byte(j + 1)) || c.byte(j + 1) == s { j += 1; continue }
                if b == UInt8(ascii: "."), !seenDot, ASCII.isDigit(c.byte(j + 1)) { seenDot = true; j += 1; continue }
                if (b | 0x20) == UInt8(ascii: "e") {  // exponent
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

    func exponent(_ c: Cursor, _ at: Int) -> Int {
        var k = at + 1
        if c.byte(k) == UInt8(ascii: "+") || c.byte(k) == UInt8(ascii: "-") { k += 1 }
        guard ASCII.isDigit(c.byte(k)) else { return at }
        while ASCII.isDigit(c.byte(k)) || (c.byte(k) == UInt8(ascii: "_") && ASCII.isDigit(c.byte(k + 1))) { k += 1 }
        return k
    }

    /// Returns true when the punctuation ended an interpolation (the mode changed).
    func scanPunctuation(_ c: inout Cursor) -> Bool {
        let i = c.pos
        let b = c.line[i]
        c.introduced = nil
        // `.5` is a number, but not the `.5` of a range `0..5`.
        if b == UInt8(ascii: "."), ASCII.isDigit(c.byte(i + 1)), !c.valueEnded, i == 0 || c.line[i - 1] != UInt8(ascii: ".") {
            scanNumber(&c)
            return false
        }
        if let top = c.state.stack.last, let frame = StringInterpolationFrame(packed: top),
           let interp = storage.strings[Int(frame.form)].interpolation {
            if b == interp.close && c.state.depth == 0 {
                c.emit(i, i + 1, .punctuation)
                c.pos = i + 1
                c.state.stack.removeLast()
                c.state.depth = frame.depth
                c.state.mode = Mode.string
                c.state.form = frame.form
                return true
            }
            if b == interp.nest { c.state.depth &+= 1 }
            else if b == interp.close { c.state.depth -= 1 }
        }
        c.emit(i, i + 1, .punctuation)
        c.pos = i + 1
        c.valueEnded = b == UInt8(ascii: ")") || b == UInt8(ascii: "]")
        return false
    }
}
