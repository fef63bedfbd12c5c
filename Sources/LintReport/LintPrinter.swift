import Highlight
import Lint
import Render
import Terminal
import Theme

/// Prints lint findings like a compiler's diagnostics: the rule and message, the place, the
/// line with its whole-file syntax colors and its number, a caret underline, and a hint;
/// or as JSON, or as GitHub Actions annotations.
public struct LintPrinter {
    /// The output forms.
    public enum Format: String, Sendable {
        case pretty, json, github
    }

    private let theme: Theme
    private let depth: ColorDepth
    private let tabWidth = 4

    public init(theme: Theme, depth: ColorDepth) {
        self.theme = theme
        self.depth = depth
    }

    /// Prints `findings` (grouped by file, in path order) for `files` in `format`, then a summary line.
    public func print(_ findings: [Finding], files: [LintFile], format: Format, to out: OutputWriter) throws(OutputError) {
        switch format {
        case .pretty: try pretty(findings, files, ANSIBackend(theme: theme, depth: depth, to: out))
        case .json: try out.write(LintJSON.render(findings, fileCount: Set(findings.map(\.path)).count))
        case .github: for f in findings { try out.write(LintJSON.github(f)) }
        }
    }

    /// Paths and messages come from file names and content, and may hold anything: each goes
    /// through `VisibleText.escaped` (controls as `^X`, bytes that are not UTF-8 as `\xNN`,
    /// bidirectional and invisible characters as `<U+XXXX>`), never to the terminal raw.
    ///
    /// Findings in a row on one line share one snippet, with a caret line under all their spans,
    /// and a long line is cut around them (`context`; findings far apart get a snippet each):
    /// the output stays proportional to the input, where a snippet a finding made thousands of
    /// findings on one line print it thousands of times.
    private func pretty(_ findings: [Finding], _ files: [LintFile], _ backend: any Backend) throws(OutputError) {
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        var row = StyledLine()
        // The snippets' marks, kept from snippet to snippet.
        var marks = Marks()
        func line(_ build: (inout StyledLine) -> Void) throws(OutputError) {
            row.removeAll()
            build(&row)
            try backend.write(row, newline: true)
        }
        var first = 0
        while first < findings.count {
            let f = findings[first]
            // The findings that follow on the line, each within twice the context of the one before:
            // findings far apart on a long line get snippets of their own.
            var next = first + 1
            while next < findings.count, f.line > 0, findings[next].path == f.path, findings[next].line == f.line,
                  findings[next].column <= findings[next - 1].column + findings[next - 1].length + 2 * Self.context {
                next += 1
            }
            let group = findings[first..<next]
            first = next
            let width = max(String(f.line).count, 1)
            let pad = String(repeating: " ", count: width)
            let path = VisibleText.escaped(f.path.bytes)
            for g in group {
                try line {
                    $0.append(safe: "\(g.level.rawValue)[\(VisibleText.escaped(g.rule))]", Self.level(g))
                    $0.append(safe: ": \(VisibleText.escaped(g.message.bytes))", .plain)
                }
                try line {
                    $0.append(safe: "\(pad)--> ", Attributes(.gutter))
                    $0.append(safe: g.line > 0 ? "\(path):\(g.line):\(g.column)" : path, .plain)
                }
            }
            if f.line > 0, let file = byPath[f.path], f.line <= file.lines.count {
                try line { $0.append(safe: pad + " |", Attributes(.gutter)) }
                var snippet = StyledLine()
                snippet.append(safe: String(f.line) + " |", Attributes(.gutter))
                snippet.appendSpaces(1, .plain)
                let spans = self.snippet(file.lines[f.line - 1], group, marks: &marks, into: &snippet)
                try backend.write(snippet, newline: true)
                try line {
                    $0.append(safe: pad + " |", Attributes(.gutter))
                    Self.carets(spans, into: &$0)
                }
            }
            var helps: Set<String> = []
            for case let help? in group.map(\.help) where helps.insert(help).inserted {
                try line {
                    $0.append(safe: pad + " =", Attributes(.gutter))
                    $0.append(safe: " help: \(VisibleText.escaped(help))", .plain)
                }
            }
            try line { _ in }
        }
        let errors = findings.filter { $0.level == .error }.count
        let warnings = findings.count - errors
        let fileCount = Set(findings.map(\.path)).count
        try line {
            if findings.isEmpty {
                $0.append(safe: "no problems in \(files.count) file\(files.count == 1 ? "" : "s")", .plain)
            } else {
                $0.append(safe: "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") in \(fileCount) file\(fileCount == 1 ? "" : "s")", .plain)
            }
        }
    }

    /// The bytes of a long line shown on each side of its findings' spans; the rest is cut, `…` in its place.
    static let context = 100

    private static func level(_ f: Finding) -> Attributes { Attributes(f.level == .error ? Role.error : .warning) }

    /// Appends the line in its syntax colors, everything made visible, each finding's byte span
    /// under its level's mark (laid over the tokens by `Marks`; `marks` is storage kept between
    /// calls), cut to `context` bytes around the spans; returns each span's first column (from
    /// the content's start), its width in cells and its finding's attributes.
    private func snippet(_ line: LintFile.Line, _ group: ArraySlice<Finding>, marks: inout Marks,
                         into row: inout StyledLine) -> [(start: Int, width: Int, attributes: Attributes)] {
        let bytes = Array(line.bytes)
        var end = bytes.count
        if end > 0, bytes[end - 1] == 0x0D { end -= 1 }
        marks.removeAll()
        for f in group { marks.add(f.column - 1..<f.column - 1 + f.length, as: f.level == .error ? .error : .warning) }
        // The spans' edges, as far as the line shows: a span into a CRLF line's `\r` ends where
        // the line shows its end.
        let places = group.map { f in (min(f.column - 1, end), min(f.column - 1 + f.length, end)) }
        var low = max(0, (places.map(\.0).min() ?? 0) - Self.context)
        var high = min(end, (places.map(\.1).max() ?? 0) + Self.context)
        // Cut between characters, never inside one.
        while low > 0, bytes[low] & 0xC0 == 0x80 { low -= 1 }
        while high < end, bytes[high] & 0xC0 == 0x80 { high += 1 }
        row.startContent()
        let origin = row.columns
        if low > 0 { row.append(safe: "…", Attributes(.gutter)) }
        let edges = Array(Set(places.flatMap { [$0.0, $0.1] })).sorted()
        var columns: [Int: Int] = [:]
        var k = 0
        bytes.withUnsafeBufferPointer { p in
            // Runs are cut at the spans' edges, so each caret can be placed exactly.
            marks.forEachRun(line.tokens[...], over: low..<high) { run in
                var start = run.range.lowerBound
                while k < edges.count, edges[k] < run.range.upperBound {
                    if edges[k] > start {
                        row.append(content: p, MarkedRun(start..<edges[k], run.kind, run.mark), tabWidth: tabWidth)
                        start = edges[k]
                    }
                    columns[edges[k]] = row.columns - origin
                    k += 1
                }
                row.append(content: p, MarkedRun(start..<run.range.upperBound, run.kind, run.mark), tabWidth: tabWidth)
            }
        }
        for edge in edges[k...] { columns[edge] = row.columns - origin }
        if high < end { row.append(safe: "…", Attributes(.gutter)) }
        return zip(group, places).map { f, place in
            let start = columns[place.0] ?? 0
            return (start, max((columns[place.1] ?? start) - start, 1), Self.level(f))
        }
    }

    /// Appends a space, then carets under `spans` (columns from the content's start) and spaces
    /// between them; where spans overlap, the first one's attributes.
    private static func carets(_ spans: [(start: Int, width: Int, attributes: Attributes)],
                               into row: inout StyledLine) {
        var at = -1
        for span in spans.sorted(by: { $0.start < $1.start }) where span.start + span.width > at {
            let start = max(span.start, at)
            row.appendSpaces(start - at, .plain)
            row.append(safe: String(repeating: "^", count: span.start + span.width - start), span.attributes)
            at = span.start + span.width
        }
    }
}

/// Lint findings as JSON and as GitHub Actions workflow commands.
package enum LintJSON {
    /// `{"findings": [...], "summary": {...}}`, one object a finding (schema in the man page).
    /// A path that is UTF-8 is its exact text; one that is not is shown with `\xNN` in `path`
    /// and given exactly, byte by byte, in `path_bytes`.
    package static func render(_ findings: [Finding], fileCount: Int) -> String {
        var s = "{\n  \"findings\": ["
        for (i, f) in findings.enumerated() {
            s += i == 0 ? "\n" : ",\n"
            s += "    {\"rule\": \(quote(f.rule)), \"level\": \(quote(f.level.rawValue)), \"path\": \(quote(text(f.path.bytes))), "
            if f.path.text == nil { s += "\"path_bytes\": [\(f.path.bytes.map(String.init).joined(separator: ", "))], " }
            s += "\"line\": \(f.line), \"column\": \(f.column), \"length\": \(f.length), \"message\": \(quote(text(f.message.bytes)))"
            s += f.help.map { ", \"help\": \(quote($0))" } ?? ""
            s += "}"
        }
        let errors = findings.filter { $0.level == .error }.count
        s += findings.isEmpty ? "],\n" : "\n  ],\n"
        s += "  \"summary\": {\"errors\": \(errors), \"warnings\": \(findings.count - errors), \"files\": \(fileCount)}\n}\n"
        return s
    }

    /// `::error file=…,line=…,col=…,title=rule::message`, one line: the path and message shown
    /// as every format shows them (`VisibleText.escaped`), then escaped as GitHub reads
    /// workflow commands (`githubData`, `githubProperty`).
    public static func github(_ f: Finding) -> String {
        var place = "file=\(githubProperty(VisibleText.escaped(f.path.bytes)))"
        if f.line > 0 { place += ",line=\(f.line),col=\(f.column)" }
        let message = VisibleText.escaped(f.message.bytes)
        let text = f.help.map { "\(message) (\(VisibleText.escaped($0)))" } ?? message
        return "::\(f.level.rawValue) \(place),title=\(githubProperty(f.rule))::\(githubData(text))\n"
    }

    /// A workflow command's message: `%`, CR and LF as `%25`, `%0D`, `%0A`, as GitHub's toolkit
    /// escapes data. Byte by byte: a `Character` would hold CR LF as one, and miss both.
    package static func githubData(_ s: String) -> String {
        githubEscaped(s, [0x25, 0x0D, 0x0A])
    }

    /// A workflow command's property value (`file=`, `title=`): as data, and `:` and `,` as
    /// `%3A` and `%2C`, which would otherwise end the property or the command's head.
    package static func githubProperty(_ s: String) -> String {
        githubEscaped(s, [0x25, 0x0D, 0x0A, 0x3A, 0x2C])
    }

    /// `s` with each byte of `special` (all ASCII, so never part of a longer UTF-8 sequence) as `%XX`.
    private static func githubEscaped(_ s: String, _ special: [UInt8]) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count)
        for b in s.utf8 {
            if special.contains(b) { out += [0x25, digits[Int(b >> 4)], digits[Int(b & 15)]] } else { out.append(b) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `bytes` as text: exactly when they are UTF-8, else shown (`VisibleText.escaped`).
    static func text(_ bytes: [UInt8]) -> String {
        String(validating: bytes, as: UTF8.self) ?? VisibleText.escaped(bytes)
    }

    /// A JSON string literal of `s`, exact, in which nothing reaches a terminal that reads it as
    /// a control: control characters, DEL, C1 controls, bidirectional and invisible characters
    /// are written as `\uXXXX` escapes (JSON's own, so a reader gets `s` back unchanged).
    static func quote(_ s: String) -> String {
        var out: [UInt8] = [0x22]
        let bytes = Array(s.utf8)
        bytes.withUnsafeBufferPointer { p in
            var i = 0
            while i < p.count {
                let b = p[i]
                switch b {
                case 0x22, 0x5C: out += [0x5C, b]; i += 1; continue  // \" and \\
                case 0x0A: out += [0x5C, 0x6E]; i += 1; continue  // \n
                case 0x0D: out += [0x5C, 0x72]; i += 1; continue  // \r
                case 0x09: out += [0x5C, 0x74]; i += 1; continue  // \t
                default: break
                }
                guard VisibleText.needsCare(b) else {
                    out.append(b)
                    i += 1
                    continue
                }
                switch VisibleText.piece(p, at: i, end: p.count) {
                case .text(let length):
                    out += p[i..<(i + length)]
                    i += length
                case .tab, .visible:
                    let length = b < 0x80 ? 1 : VisibleText.sequenceLength(p, at: i, end: p.count)
                    let scalar = String(decoding: UnsafeBufferPointer(rebasing: p[i..<(i + max(length, 1))]), as: UTF8.self)
                        .unicodeScalars.first!.value
                    out += unicodeEscape(scalar)
                    i += max(length, 1)
                }
            }
        }
        out.append(0x22)
        return String(decoding: out, as: UTF8.self)
    }

    /// `\uXXXX`, or a surrogate pair of them above U+FFFF.
    private static func unicodeEscape(_ scalar: UInt32) -> [UInt8] {
        func unit(_ u: UInt32) -> [UInt8] {
            let digits = String(u, radix: 16)
            return Array(("\\u" + String(repeating: "0", count: 4 - digits.count) + digits).utf8)
        }
        guard scalar > 0xFFFF else { return unit(scalar) }
        let v = scalar - 0x10000
        return unit(0xD800 + (v >> 10)) + unit(0xDC00 + (v & 0x3FF))
    }
}
