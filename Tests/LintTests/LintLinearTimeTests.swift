import Highlight
import Lint
import TestSupport
import Testing

/// Rules take time linear in a line's length, however many matches it holds: a long line of
/// one match repeated (or of a match among comments and strings) is linted four times as long
/// again takes about four times as long, not sixteen (issue 21: `debug-leftover` asked every
/// token of the line whether each match was code, `private-key` read the line again from each
/// header).
///
/// Each size is timed three times and the quickest run kept; the bound lies between linear and
/// quadratic growth, with slack for a shared machine's timer.
@Suite(.serialized) struct LintLinearTimeTests {
    /// Four times the input may take this many times as long (quadratic work, sixteen).
    static let scaling = 10.0
    static let slack = 0.02
    static let bytes = 16 * 1024

    /// A unit repeated on one line, with the rule and the file it is linted as.
    static let lines: [(rule: String, path: String, unit: String)] = [
        ("debug-leftover", "app.js", "debugger;"),
        ("debug-leftover", "app.js", "debugger; /* c */ 'debugger' "),
        ("debug-leftover", "app.js", "x(debugger, \"s\", 1) "),
        ("debug-leftover", "app.py", "breakpoint() # "),
        ("debug-leftover", "app.py", "breakpoint(), 's', "),
        ("debug-leftover", "app.rs", "dbg!(x); "),
        ("debug-leftover", "app.php", "<?php var_dump($x); ?>"),
        ("debug-leftover", "app.rb", "binding.pry; byebug; "),
        ("private-key", "key.txt", "-----BEGIN RSA PRIVATE KEY-----"),
        ("private-key", "key.txt", "-----BEGIN OPENSSH PRIVATE KEY----- "),
        ("private-key", "key.py", "k = '-----BEGIN PRIVATE KEY-----\\n' "),
        ("private-key", "key.txt", "-----BEGIN EC PRIVATE KEY-----abc/+"),
        ("invisible-character", "app.js", "x = '\u{200B}\u{E0100}\u{0645}\u{200C}' + \u{2764}\u{FE0F} // \u{FE0F} "),
    ]

    @Test("a long line of repeated matches lints in linear time", arguments: lines.indices)
    func repeatedOnOneLine(_ index: Int) {
        let (rule, path, unit) = Self.lines[index]
        let (small, large) = (Self.time(rule, path, unit, bytes: Self.bytes), Self.time(rule, path, unit, bytes: 4 * Self.bytes))
        #expect(large < Self.scaling * small + Self.slack, "\(rule) on \(unit) in \(path): \(small) s, four times as long \(large) s")
    }

    @Test("headers on many lines with key material after them each are found in linear time")
    func headersDownManyLines() {
        let unit = "-----BEGIN RSA PRIVATE KEY----- -----BEGIN RSA PRIVATE KEY-----\n"
        let small = Self.time("private-key", "key.txt", unit, bytes: Self.bytes)
        let large = Self.time("private-key", "key.txt", unit, bytes: 4 * Self.bytes)
        #expect(large < Self.scaling * small + Self.slack, "\(small) s, four times as long \(large) s")
    }

    @Test("every repeated match is still found")
    func everyMatchFound() {
        let key = "-----BEGIN RSA PRIVATE KEY-----"
        let material = String(repeating: "A", count: 40)
        #expect(Self.findings("private-key", "key.txt", String(repeating: key, count: 50) + material) == 50)
        // Key material before a header does not make it a key; after it, on the line or below, does.
        #expect(Self.findings("private-key", "key.txt", material + key) == 0)
        #expect(Self.findings("private-key", "key.txt", material + key + "\n\n\n\n\n" + material) == 1)
        #expect(Self.findings("private-key", "key.txt", key + "\n\n\n\n\n\n" + material) == 0)
        #expect(Self.findings("debug-leftover", "app.js", String(repeating: "debugger; // debugger\n", count: 3)
            + String(repeating: "debugger; 'debugger'; ", count: 100)) == 103)
    }

    static func file(_ path: String, _ text: [UInt8]) -> LintFile {
        let language = Detection.language(path: path, head: Array(text.prefix(4096)))
        let lineCount = text.split(separator: 0x0A, omittingEmptySubsequences: false).count
        return LintFile(path: RepositoryPath(path), text: text, oldText: nil, language: language, added: Set(1...lineCount))
    }

    static func findings(_ rule: String, _ path: String, _ text: String) -> Int {
        Linter(only: [rule]).run([file(path, Array(text.utf8))], context: LintContext()).count
    }

    /// The quickest of three runs of `rule` over `unit` repeated to `bytes`, in seconds of this
    /// thread's CPU (the lexing not counted).
    static func time(_ rule: String, _ path: String, _ unit: String, bytes: Int) -> Double {
        let unit = Array(unit.utf8)
        let text = Array([[UInt8]](repeating: unit, count: bytes / unit.count).joined())
        let lintFile = file(path, text)
        let linter = Linter(only: [rule])
        return (0..<3).map { _ in ThreadTime.measure { _ = linter.run([lintFile], context: LintContext()) } }.min()!
    }
}
