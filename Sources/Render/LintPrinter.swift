import Highlight
import Lint
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
    private func pretty(_ findings: [Finding], _ files: [LintFile], _ backend: any Backend) throws(OutputError) {
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        var row = StyledLine()
        // The snippets' marks, kept from finding to finding.
        var marks = Marks()
        func line(_ build: (inout StyledLine) -> Void) throws(OutputError) {
            row.removeAll()
            build(&row)
            try backend.write(row, newline: true)
        }
        for f in findings {
            let level = Attributes(f.level == .error ? Role.error : .warning)
            try line {
                $0.append(safe: "\(f.level.rawValue)[\(VisibleText.escaped(f.rule))]", level)
                $0.append(safe: ": \(VisibleText.escaped(f.message.bytes))", .plain)
            }
            let width = max(String(f.line).count, 1)
            let pad = String(repeating: " ", count: width)
            let path = VisibleText.escaped(f.path.bytes)
            try line {
                $0.append(safe: "\(pad)--> ", Attributes(.gutter))
                $0.append(safe: f.line > 0 ? "\(path):\(f.line):\(f.column)" : path, .plain)
            }
            if f.line > 0, let file = byPath[f.path], f.line <= file.lines.count {
                try line { $0.append(safe: pad + " |", Attributes(.gutter)) }
                var snippet = StyledLine()
                snippet.append(safe: String(f.line) + " |", Attributes(.gutter))
                snippet.appendSpaces(1, .plain)
                let (start, span) = self.snippet(file.lines[f.line - 1], from: f.column - 1, length: f.length,
                                                 mark: f.level == .error ? .error : .warning, marks: &marks,
                                                 into: &snippet)
                try backend.write(snippet, newline: true)
                try line {
                    $0.append(safe: pad + " |", Attributes(.gutter))
                    $0.appendSpaces(1 + start, .plain)
                    $0.append(safe: String(repeating: "^", count: max(span, 1)), level)
                }
            }
            if let help = f.help {
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

    /// Appends the line in its syntax colors, everything made visible, the byte span
    /// `from..<from+length` under `mark` (laid over the tokens by `Marks`; `marks` is storage
    /// kept between calls); returns the column (from the content's start) where the span
    /// starts and its width in cells.
    private func snippet(_ line: LintFile.Line, from: Int, length: Int, mark: Mark, marks: inout Marks,
                         into row: inout StyledLine) -> (Int, Int) {
        marks.removeAll()
        marks.add(from..<from + length, as: mark)
        row.startContent()
        let origin = row.columns
        var spanStart = 0
        var spanEnd = 0
        let bytes = Array(line.bytes)
        var end = bytes.count
        if end > 0, bytes[end - 1] == 0x0D { end -= 1 }
        bytes.withUnsafeBufferPointer { p in
            // Runs are cut at the span's edges, so the caret can be placed exactly.
            marks.forEachRun(line.tokens[...], over: 0..<end) { run in
                if run.range.lowerBound == from { spanStart = row.columns - origin }
                row.append(content: p, run, tabWidth: tabWidth)
                // A span that runs into a CRLF line's `\r` ends where the line shows its end.
                if run.range.upperBound == min(from + length, end) { spanEnd = row.columns - origin }
            }
        }
        if from >= end { spanStart = row.columns - origin; spanEnd = spanStart + 1 }
        return (spanStart, max(spanEnd - spanStart, 1))
    }
}

/// Lint findings as JSON and as GitHub Actions workflow commands.
public enum LintJSON {
    /// `{"findings": [...], "summary": {...}}`, one object a finding (schema in the man page).
    /// A path that is UTF-8 is its exact text; one that is not is shown with `\xNN` in `path`
    /// and given exactly, byte by byte, in `path_bytes`.
    public static func render(_ findings: [Finding], fileCount: Int) -> String {
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
    public static func githubData(_ s: String) -> String {
        githubEscaped(s, [0x25, 0x0D, 0x0A])
    }

    /// A workflow command's property value (`file=`, `title=`): as data, and `:` and `,` as
    /// `%3A` and `%2C`, which would otherwise end the property or the command's head.
    public static func githubProperty(_ s: String) -> String {
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
