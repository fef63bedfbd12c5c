import Diff

/// Reads a search's output one line at a time and hands on `GrepItem`s, in order.
///
/// Three forms, which `recognize` tells apart from the first lines:
///
/// - **prefixed** (`git grep -n`, `grep -rn`, `rg -n`): `PATH:N:LINE` for a match,
///   `PATH-N-LINE` (or git's `PATH=N=LINE`) for context, `--` between groups. A path may hold
///   `:` and `-`, so the path of the lines before is tried first, then the first `:N:`. A
///   context line that names a path not met yet (`-B` context before a file's first match) is
///   read at its first `-N-` only when the line after it does not name a path it starts with.
/// - **heading** (`--heading`): the path on a line of its own, then `N:LINE` and `N-LINE`
///   lines; empty lines or `--` between groups.
/// - **json** (`rg --json`): a message a line; `match` and `context` are lines (their matches'
///   offsets given), `begin`, `end` and `summary` say nothing to show.
///
/// A line that does not fit its form is text: nothing is dropped or moved.
package struct GrepParser {
    /// The forms of search output.
    package enum Form: Sendable, Equatable {
        case prefixed
        case heading
        case json
    }

    package let form: Form
    /// Whether the tool colored its output, as its first line says.
    private var colored: Bool?
    /// The path of the last line read (prefixed), or of the last heading.
    private var path: [UInt8]?
    /// Context lines whose path is not known yet (prefixed), and a heading not yet followed by a line.
    private var held: [InputLine] = []

    package init(form: Form) {
        self.form = form
    }

    /// Reads one line (without its `\n`); calls `emit` for each item it completes.
    package mutating func feed(_ raw: ArraySlice<UInt8>, hasNewline: Bool = true,
                              emit: (GrepItem) throws -> Void) rethrows {
        if colored == nil { colored = form != .json && GitColors.startsColored(raw) }
        var text = raw
        var colors: [Range<Int>] = []
        if colored == true, raw.contains(0x1B) {
            let uncolored = GrepColors.uncolor(raw)
            text = uncolored.text[...]
            colors = uncolored.colored
        }
        let line = InputLine(raw: raw, hasNewline: hasNewline, plain: text, graphWidth: 0)
        switch form {
        case .prefixed: try readPrefixed(line, colors, emit)
        case .heading: try readHeading(line, colors, emit)
        case .json: try emit(Self.jsonItem(line) ?? .text(line))
        }
    }

    /// Hands on the lines still held, at the end of the input.
    package mutating func finish(emit: (GrepItem) throws -> Void) rethrows {
        try release(knowing: nil, emit)
    }

    // MARK: - Prefixed

    private mutating func readPrefixed(_ line: InputLine, _ colors: [Range<Int>],
                                       _ emit: (GrepItem) throws -> Void) rethrows {
        let text = line.text
        if text.elementsEqual("--".utf8) {
            try release(knowing: nil, emit)
            return try emit(.separator(line))
        }
        if let fields = Self.prefixed(text, knownPath: path), fields.sure {
            let found = Array(text.prefix(fields.pathEnd))
            try release(knowing: found, emit)
            path = found
            return try emit(.line(Self.grepLine(line, fields, colors)))
        }
        if Self.prefixed(text, knownPath: nil) != nil {
            // A context line of a path not met yet: the next line may say where its path ends.
            return held.append(line)
        }
        try release(knowing: nil, emit)
        try emit(.text(line))
    }

    /// Hands on the held lines, read with `knownPath` when they start with it.
    private mutating func release(knowing knownPath: [UInt8]?, _ emit: (GrepItem) throws -> Void) rethrows {
        guard !held.isEmpty else { return }
        let lines = held
        held = []
        for line in lines {
            switch form {
            case .prefixed:
                if let fields = Self.prefixed(line.text, knownPath: knownPath) {
                    path = Array(line.text.prefix(fields.pathEnd))
                    try emit(.line(Self.grepLine(line, fields, [])))
                } else {
                    try emit(.text(line))
                }
            case .heading, .json:
                try emit(.text(line))
            }
        }
    }

    /// The parts of a prefixed line: where its path ends, its separator and number, where its
    /// content starts; `sure` when the path is `knownPath` or the separator is `:`.
    struct Fields {
        var pathEnd: Int
        var separator: UInt8
        var number: Int
        var contentStart: Int
        var sure: Bool
    }

    /// `text` read as `PATH:N:LINE` (or `-`, `=`): with `knownPath` when it starts with that
    /// and the numbers after it, else at its first `:N:`, else at its first `-N-` or `=N=`.
    static func prefixed(_ text: ArraySlice<UInt8>, knownPath: [UInt8]?) -> Fields? {
        text.withUnsafeBufferPointer { p -> Fields? in
            if let known = knownPath, known.count < p.count, p.prefix(known.count).elementsEqual(known),
               let fields = numbered(p, at: known.count, separators: [0x3A, 0x2D, 0x3D]) {
                return Fields(pathEnd: known.count, separator: fields.separator, number: fields.number,
                              contentStart: fields.contentStart, sure: true)
            }
            var fallback: Fields?
            for at in 1..<max(1, p.count) where p[at] == 0x3A || p[at] == 0x2D || p[at] == 0x3D {
                guard let fields = numbered(p, at: at, separators: [p[at]]) else { continue }
                let found = Fields(pathEnd: at, separator: fields.separator, number: fields.number,
                                   contentStart: fields.contentStart, sure: fields.separator == 0x3A)
                if found.sure { return found }
                if fallback == nil { fallback = found }
            }
            return fallback
        }
    }

    /// `SEP N SEP` at `at`, the separator one of `separators` and the same on both sides.
    private static func numbered(_ p: UnsafeBufferPointer<UInt8>, at: Int, separators: [UInt8])
        -> (separator: UInt8, number: Int, contentStart: Int)? {
        guard at < p.count, separators.contains(p[at]) else { return nil }
        var i = at + 1
        var number = 0
        while i < p.count, p[i] >= 0x30, p[i] <= 0x39, i - at <= 9 {
            number = number * 10 + Int(p[i] - 0x30)
            i += 1
        }
        guard i > at + 1, number > 0, i < p.count, p[i] == p[at] else { return nil }
        return (p[at], number, i + 1)
    }

    private static func grepLine(_ line: InputLine, _ fields: Fields, _ colors: [Range<Int>]) -> GrepLine {
        let path = PathBytes.decode(line.text.prefix(fields.pathEnd))
        var found = GrepLine(line: line, path: path, number: fields.number, isMatch: fields.separator == 0x3A,
                             contentStart: fields.contentStart, matches: matches(colors, from: fields.contentStart))
        found.coloredContent = coloredContent(line, from: fields.contentStart)
        return found.withoutLineColor()
    }

    /// The file's line from `start` as the tool wrote it, when it colored the line.
    private static func coloredContent(_ line: InputLine, from start: Int) -> ArraySlice<UInt8>? {
        guard line.raw.count != line.text.count else { return nil }
        return line.raw[GrepColors.offset(ofText: start, in: line.raw)...]
    }

    /// The colored stretches at or after `start`, as ranges of the content from there.
    private static func matches(_ colors: [Range<Int>], from start: Int) -> [Range<Int>] {
        colors.compactMap { $0.lowerBound >= start ? ($0.lowerBound - start)..<($0.upperBound - start) : nil }
    }

    // MARK: - Heading

    private mutating func readHeading(_ line: InputLine, _ colors: [Range<Int>],
                                      _ emit: (GrepItem) throws -> Void) rethrows {
        let text = line.text
        if text.isEmpty || text.elementsEqual("--".utf8) {
            try release(knowing: nil, emit)
            return try emit(.separator(line))
        }
        if let path, let fields = Self.headed(text) {
            // The heading before it was one: it goes, the painter heads the file itself.
            held = []
            var found = GrepLine(line: line, path: PathBytes.decode(path), number: fields.number,
                                 isMatch: fields.separator == 0x3A, contentStart: fields.contentStart,
                                 matches: Self.matches(colors, from: fields.contentStart))
            found.coloredContent = Self.coloredContent(line, from: fields.contentStart)
            return try emit(.line(found.withoutLineColor()))
        }
        try release(knowing: nil, emit)
        if Self.plausiblePath(text) {
            path = Array(text)
            held = [line]
        } else {
            path = nil
            try emit(.text(line))
        }
    }

    /// `N:LINE`, `N-LINE` or `N=LINE`.
    static func headed(_ text: ArraySlice<UInt8>) -> (separator: UInt8, number: Int, contentStart: Int)? {
        var i = text.startIndex
        var number = 0
        while i < text.endIndex, text[i] >= 0x30, text[i] <= 0x39, i - text.startIndex < 9 {
            number = number * 10 + Int(text[i] - 0x30)
            i += 1
        }
        guard i > text.startIndex, number > 0, i < text.endIndex, [0x3A, 0x2D, 0x3D].contains(text[i]) else {
            return nil
        }
        return (text[i], number, i + 1 - text.startIndex)
    }

    // MARK: - rg --json

    /// A `match` or `context` message as a line; `begin`, `end` and `summary` as nothing (an
    /// empty separator); nil for anything else.
    static func jsonItem(_ line: InputLine) -> GrepItem? {
        guard let message = JSONValue.parse(line.text), let type = message["type"]?.text,
              let data = message["data"] else { return nil }
        switch type {
        case "begin", "end", "summary":
            return .separator(InputLine(raw: [], hasNewline: line.hasNewline))
        case "match", "context":
            guard let path = data["path"].flatMap(jsonBytes), var content = data["lines"].flatMap(jsonBytes),
                  let number = data["line_number"]?.integer, number > 0 else { return nil }
            if content.last == 0x0A { content.removeLast() }
            let length = content.count
            let matches = (data["submatches"]?.elements ?? []).compactMap { match -> Range<Int>? in
                guard let start = match["start"]?.integer, let end = match["end"]?.integer,
                      start >= 0, start <= end, end <= length else { return nil }
                return start..<end
            }
            return .line(GrepLine(line: InputLine(raw: content, hasNewline: line.hasNewline),
                                  path: PathBytes.decode(path), number: number, isMatch: type == "match",
                                  contentStart: 0, matches: matches))
        default:
            return nil
        }
    }

    /// rg's "arbitrary data": `{"text": "…"}`, or `{"bytes": "<base64>"}` for what is not UTF-8.
    private static func jsonBytes(_ value: JSONValue) -> [UInt8]? {
        if let text = value["text"]?.bytes { return text }
        return value["bytes"]?.bytes.flatMap(Base64.decode)
    }
}
