import Highlight
import TextBytes

/// `debug-leftover`: a debugger call or breakpoint left in code, per language.
///
/// `debugger` (JavaScript, TypeScript, TSX); `breakpoint()`, `pdb.set_trace()`,
/// `ipdb.set_trace()`, `import pdb`/`import ipdb` (Python); `dbg!(` (Rust); `binding.pry`,
/// `byebug` (Ruby); `var_dump(`, `dd(` (PHP). Only in code tokens, never in comments or
/// strings; each a whole word, not a member (`x.debugger`) or a definition (`def byebug`).
/// `console.log(` and `print(` are left alone: they are as often meant as not.
///
/// Code embedded in another language is checked with the words of its own: a ```` ```js ````
/// fence in Markdown, a `<script>` in HTML, PHP in HTML. A line is checked with the words of
/// the file's language and of the languages in effect where the line starts and where it ends.
struct DebugLeftoverRule: Rule {
    let id = "debug-leftover"
    let defaultLevel = Level.warning
    let summary = "debugger statements and breakpoints left in code (debugger, pdb, dbg!, binding.pry, var_dump…)"

    fileprivate static func message(_ word: [UInt8]) -> String {
        "debugging leftover '\(String(decoding: word.last == 0x28 ? word.dropLast() : word[...], as: UTF8.self))'"
    }
    fileprivate static let help = "remove it before committing"

    /// The words per language; a word ending in `(` needs no boundary after it.
    fileprivate static let words: [String: [[UInt8]]] = {
        let ecmascript = ["debugger"]
        let table = [
            "javascript": ecmascript, "typescript": ecmascript, "tsx": ecmascript,
            "python": ["breakpoint(", "pdb.set_trace(", "ipdb.set_trace(", "import pdb", "import ipdb"],
            "rust": ["dbg!("],
            "ruby": ["binding.pry", "byebug"],
            "php": ["var_dump(", "dd("],
        ]
        return table.mapValues { $0.map { Array($0.utf8) } }
    }()
    /// Words that make what follows a definition rather than a call.
    fileprivate static let definers = ["def", "function", "fn"].map { Array($0.utf8) }

    func check(_ file: LintFile, context: LintContext, report: (Finding) -> Void) {
        let lines = file.lines
        let own = file.language
        for (k, line) in lines.enumerated() where line.isAdded {
            let after = k + 1 < lines.count ? lines[k + 1].startState : file.endState
            let words = Self.words(for: [own, Self.language(line.startState), Self.language(after)])
            guard !words.isEmpty else { continue }
            for i in 0..<line.bytes.count {
                guard let c = line.byte(at: i), !Self.isWord(line.byte(at: i - 1)), line.byte(at: i - 1) != 0x2E else { continue }
                for word in words where word[0] == c && line.matches(word, at: i) {
                    let end = i + word.count
                    guard word.last == 0x28 || !Self.isWord(line.byte(at: end)),
                          line.isCode(i..<end), !Self.isDefinition(line, before: i) else { continue }
                    report(finding(file, line: line.number, column: i + 1, length: word.count - (word.last == 0x28 ? 1 : 0),
                                   level: defaultLevel, Self.message(word), help: Self.help))
                }
            }
        }
    }

    /// The innermost language embedded at `state`, nil for the file's own.
    static func language(_ state: LineState) -> Language? { state.embedding?.inner }

    /// The words of `languages`, each language once.
    static func words(for languages: [Language?]) -> [[UInt8]] {
        var seen: Set<Language> = []
        var result: [[UInt8]] = []
        for case let language? in languages where seen.insert(language).inserted {
            result += words[language.name] ?? []
        }
        return result
    }

    /// Whether the word before offset `i` (past blanks) is `def`, `function` or `fn`.
    static func isDefinition(_ line: LintFile.Line, before i: Int) -> Bool {
        var end = i
        while end > 0, line.byte(at: end - 1) == 0x20 || line.byte(at: end - 1) == 0x09 { end -= 1 }
        guard end < i else { return false }
        return definers.contains { end >= $0.count && line.matches($0, at: end - $0.count) && !isWord(line.byte(at: end - $0.count - 1)) }
    }

    /// Identifier bytes, `$` included (PHP and JavaScript names); any non-ASCII byte counts too.
    static func isWord(_ c: UInt8?) -> Bool {
        guard let c else { return false }
        return ASCII.isWord(c) || c == UInt8(ascii: "$")
    }
}
