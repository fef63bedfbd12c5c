/// Heredocs, and the line-end tests that decide what carries over to the next line.
extension SpecScanner {
    /// The most bytes of terminators the queue holds (each with two bytes of options and
    /// length): a command names a heredoc or two, and every line of a body reads the queue.
    static let heredocQueueLimit = 1024

    /// Queues a heredoc whose body starts on the next line and ends at a line holding `terminator`.
    public func queueHeredoc(_ c: inout Cursor, terminator: [UInt8], options: HeredocOptions) {
        guard !terminator.isEmpty, terminator.count < 256,
              c.state.delimiter.count + 2 + terminator.count <= Self.heredocQueueLimit else { return }
        c.state.delimiter.append(options.rawValue)
        c.state.delimiter.append(UInt8(terminator.count))
        c.state.delimiter += terminator
    }

    /// Colors a heredoc's opener (`from..<to`) as a string, passes it, and queues the heredoc.
    public func openHeredoc(_ c: inout Cursor, from: Int, to: Int, terminator: [UInt8], options: HeredocOptions) {
        c.emit(from, to, .string)
        c.pos = to
        queueHeredoc(&c, terminator: terminator, options: options)
        c.valueEnded = true
    }

    func scanHeredocLine(_ c: inout Cursor) {
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
            while s < c.end, c.line[s] == UInt8(ascii: "\t") { s += 1 }
        }
        var e = c.end
        if e > s, c.line[e - 1] == UInt8(ascii: "\r") { e -= 1 }
        if options.contains(.trailingBlanks) { while e > s, ASCII.isBlank(c.line[e - 1]) { e -= 1 } }
        if e - s == length, c.matches(Array(d[2..<(2 + length)]), at: s) {
            // The indentation `<<~` and `<<-` allow before the terminator is the heredoc's too.
            c.emit(c.pos, e, .string)
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

    /// Colors one interpolating heredoc body line for a spec's `heredocLine`: escapes, and
    /// `open…}` interpolations (`#{…}`) whose code `lexCode` lexes (this scanner when nil),
    /// braces inside balanced.
    public func interpolatedHeredocLine(_ c: inout Cursor, open: [UInt8], lexCode: ((inout Cursor) -> Void)? = nil) {
        let p = c.line
        var start = c.pos
        var i = c.pos
        while i < c.end {
            let b = p[i]
            if b == UInt8(ascii: "\\") {
                c.emit(start, i, .string)
                let e = escapeEnd(c, i)
                c.emit(i, e, .escape)
                i = e
                start = e
                continue
            }
            if b == open[0], c.matches(open, at: i) {
                c.emit(start, i, .string)
                let from = i + open.count
                c.emit(i, from, .punctuation)
                var k = from
                var depth = 0
                while k < c.end {
                    if p[k] == UInt8(ascii: "{") { depth += 1 } else if p[k] == UInt8(ascii: "}") { if depth == 0 { break }; depth -= 1 }
                    k += 1
                }
                var inner = Cursor(line: p, pos: from, end: k, state: LineState(), tokens: c.tokens, languages: c.languages)
                if k > from {
                    if let lexCode { lexCode(&inner) } else { scan(&inner) }
                }
                c.emit(k, min(k + 1, c.end), .punctuation)
                i = min(k + 1, c.end)
                start = i
                continue
            }
            i += 1
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }

    // MARK: - Line ends

    func endsWithBackslash(_ c: Cursor) -> Bool {
        var e = c.end
        if e > 0, c.line[e - 1] == UInt8(ascii: "\r") { e -= 1 }
        return e > 0 && c.line[e - 1] == UInt8(ascii: "\\")
    }

    func endsWithEscape(_ c: Cursor, _ form: StringForm) -> Bool {
        guard let escape = form.escape else { return false }
        var e = c.end
        if e > 0, c.line[e - 1] == UInt8(ascii: "\r") { e -= 1 }
        // An odd run of escapes before the end: the last one escapes the newline.
        var n = 0
        while e - n - 1 >= 0, c.line[e - n - 1] == escape { n += 1 }
        if n % 2 == 1 { return true }
        // `\z` and the blanks after it, the line break among them.
        guard let joiner = form.lineJoiner else { return false }
        e = c.end
        while e > 0, ASCII.isBlank(c.line[e - 1]) { e -= 1 }
        guard e >= 2, c.line[e - 1] == joiner else { return false }
        n = 0
        while e - n - 2 >= 0, c.line[e - n - 2] == escape { n += 1 }
        return n % 2 == 1
    }
}
