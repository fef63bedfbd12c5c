#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Highlight
import Testing

/// Every lexer takes time linear in the length of its lines and in their number, whatever they
/// hold: a line made of one opener repeated lexes within a budget of the time a line of prose of
/// the same size takes, and so do lines of one opener each; and twice the input takes about
/// twice the time.
///
/// The openers are each language's own: those of the specs its lexer runs (comment, string and
/// interpolation openers, the bytes its hooks start at), those its own code opens, and the
/// brackets and quotes of every language.
///
/// Unoptimized, lexing is slow and the inputs are short: 4 KB, and 8 KB for the scaling of each
/// shape's slowest openers against prose. Reading the rest of a 4 KB line from every opener
/// reads 8 M bytes, ten to a hundred times what lexing it takes: quadratic lexing takes several
/// times the budget, and four times as long for twice the input. Optimized, the inputs are 64 KB.
///
/// The openers issue 8 reported quadratic are also tried on one line doubling from 8 KB to
/// 1 MB, whatever the build: two doublings in a row that each take over `scaling` times as
/// long stop it (on the old lexers, by 32 KB), and the 1 MB line must lex within the budget
/// against prose.
@Suite(.serialized) struct LinearTimeTests {
    /// The budget: this many times the time of prose of the same shape, plus `slack`.
    static let factor = 25.0
    /// Twice the input may take this many times as long, plus `slack`.
    static let scaling = 2.5
    /// What a shared machine's timer may add to a short measurement, in seconds.
    static let slack = 0.001
    /// How many of each shape's openers, the slowest against prose, have their scaling timed:
    /// lexing that is quadratic is among them, its scans taking more than its lexing.
    static let slowest = 3
    #if DEBUG
    static let bytes = 4 * 1024
    #else
    static let bytes = 64 * 1024
    #endif

    @Test("openers repeated along a line and down many lines lex in linear time", arguments: Languages.all.map(\.name))
    func openers(_ name: String) throws {
        let language = try #require(Languages.named(name))
        let timing = LexingTime(language)
        let openers = Openers.of(language)
        for shape in Shape.allCases {
            var measured: [(unit: [UInt8], time: Double, ratio: Double)] = []
            for unit in shape == .line ? openers.all : openers.alone {
                let (time, ratio, problem) = timing.budget(unit, shape, bytes: Self.bytes)
                if let problem { Issue.record("\(name), \(shape) of \(Self.quote(unit)): \(problem)") }
                measured.append((unit, time, ratio))
            }
            for (unit, time, _) in measured.sorted(by: { $0.ratio > $1.ratio }).prefix(Self.slowest) {
                if let problem = timing.scaling(unit, shape, bytes: Self.bytes, time: time) {
                    Issue.record("\(name), \(shape) of \(Self.quote(unit)): \(problem)")
                }
            }
        }
    }

    /// The openers issue 8 found quadratic (a 300 KB line of Markdown's `[` took 25 s), each
    /// with its language: `language opener`.
    static let reported = [
        "markdown [", "markdown [](", "markdown [==[", "markdown <<EOF", "csharp $", "cpp [[", "cpp [==[",
        "cmake ${", "css #{", "scss #{",
    ]

    /// The largest line the reported openers are tried on.
    static let largest = 1024 * 1024

    @Test("the openers reported quadratic lex lines growing to 1 MB in linear time", arguments: reported)
    func reportedOpeners(_ reported: String) throws {
        let (name, opener) = (String(reported.prefix { $0 != " " }), Array(reported.utf8.drop { $0 != 0x20 }.dropFirst()))
        let language = try #require(Languages.named(name))
        if let problem = LexingTime(language).growing(opener, from: 8 * 1024, to: Self.largest) {
            Issue.record("\(name), one line of \(Self.quote(opener)): \(problem)")
        }
    }

    static func quote(_ unit: [UInt8]) -> String {
        String(reflecting: String(decoding: unit, as: UTF8.self))
    }
}

/// How the repetitions of an opener are laid out.
private enum Shape: CaseIterable, CustomStringConvertible {
    /// One line of the opener repeated.
    case line
    /// Lines of the opener once.
    case eachOnALine

    var description: String {
        switch self {
        case .line: "one line"
        case .eachOnALine: "a line each"
        }
    }

    /// `unit` laid out in this shape: `bytes` long, the last repetition perhaps cut short.
    func text(_ unit: [UInt8], bytes: Int) -> [UInt8] {
        let period = self == .line ? unit : unit + [0x0A]
        // Copies of what is filled so far, doubling: a few copies, not one append a byte.
        var text = [UInt8](repeating: 0, count: bytes)
        text.withUnsafeMutableBytes { p in
            let filled = min(period.count, bytes)
            period.withUnsafeBytes { p.baseAddress!.copyMemory(from: $0.baseAddress!, byteCount: filled) }
            var count = filled
            while count < bytes {
                let n = min(count - count % period.count, bytes - count)
                (p.baseAddress! + count).copyMemory(from: p.baseAddress!, byteCount: n)
                count += n
            }
        }
        return text
    }
}

/// Times one language's lexing of openers, against prose of the same shape and against itself.
///
/// Times are the thread's processor time, so others' work on a shared machine counts little; a
/// check that fails is still timed again, the least of a few runs counting, before it counts.
private final class LexingTime {
    let highlighter: Highlighter
    /// Prose times by text, kept for the openers that share them.
    private var references: [[UInt8]: Double] = [:]

    /// A code lexer's time on prose is the least reference: some lexers pass prose almost for
    /// free (an HTML text, plain text), which would make any markup look slow. Measured once,
    /// on the prose of each shape (lines as long as any opener), the least of three runs.
    private static let codeTimes: [[UInt8]: Double] = {
        let code = Highlighter(language: .c)
        var times: [[UInt8]: Double] = [:]
        for text in [prose(.line, length: 0)] + (1...16).map({ prose(.eachOnALine, length: $0) }) {
            times[text] = (0..<3).map { _ in time(code, text) }.min()!
        }
        return times
    }()

    init(_ language: Language) {
        highlighter = Highlighter(language: language)
    }

    static let words = Array("Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".utf8)

    /// Prose in `shape`; with a line each, lines as long as an opener's (`length`), since each
    /// line costs its own time.
    static func prose(_ shape: Shape, length: Int, bytes: Int = LinearTimeTests.bytes) -> [UInt8] {
        shape.text(shape == .eachOnALine ? Array(words.prefix(length)) : words, bytes: bytes)
    }

    /// The time `unit` in `shape` takes, how many times the prose's time that is, and what is
    /// wrong when it is over budget.
    func budget(_ unit: [UInt8], _ shape: Shape, bytes: Int) -> (time: Double, ratio: Double, problem: String?) {
        let text = shape.text(unit, bytes: bytes)
        let prose = Self.prose(shape, length: unit.count)
        var runs = 1
        while true {
            let t = least(runs) { Self.time(highlighter, text) }
            if runs > 1 || references[prose] == nil {
                let code = Self.codeTimes[prose] ?? Self.time(Highlighter(language: .c), prose)
                references[prose] = max(least(runs) { Self.time(highlighter, prose) }, code)
            }
            let reference = references[prose]!
            let budget = LinearTimeTests.factor * reference + LinearTimeTests.slack
            if t <= budget || runs >= 5 {
                return (t, t / reference, t <= budget ? nil : "\(ms(t)) against a budget of \(ms(budget)) (prose: \(ms(reference)))")
            }
            runs += 2
        }
    }

    /// What is wrong as one line of `unit` doubles from `from` bytes to `to`: each doubling may
    /// take `scaling` times as long, and the largest line `factor` times prose of its size.
    ///
    /// It stops at the second doubling in a row over budget, so lexing that is quadratic fails
    /// while its lines are still short and quick, instead of taking minutes over a megabyte.
    func growing(_ unit: [UInt8], from: Int, to: Int) -> String? {
        var bytes = from
        var last: (text: [UInt8], time: Double)?
        // A doubling over budget, kept until the next one says whether it was a jump (as
        // `scaling` explains): quadratic lexing is over budget at every doubling.
        var overBudget: String?
        while bytes <= to {
            let text = Shape.line.text(unit, bytes: bytes)
            var t = Self.time(highlighter, text)
            if let (half, time) = last {
                var th = time
                for round in 1...4 {
                    if t <= LinearTimeTests.scaling * th + LinearTimeTests.slack {
                        overBudget = nil
                        break
                    }
                    if round == 4 {
                        let problem = "\(bytes) bytes took \(ms(t)) against \(ms(th)) for half as many"
                        if let earlier = overBudget { return "\(earlier); \(problem)" }
                        overBudget = problem
                        break
                    }
                    // In turns, so a burst of other work spoils one of each at most.
                    th = min(th, Self.time(highlighter, half))
                    t = min(t, Self.time(highlighter, text))
                }
            }
            last = (text, t)
            bytes *= 2
        }
        if let overBudget { return overBudget }
        guard let (text, time) = last else { return nil }
        let prose = Self.prose(.line, length: 0, bytes: text.count)
        var t = time
        for runs in [1, 2] {
            let own = least(runs) { Self.time(highlighter, prose) }
            let reference = max(own, least(runs) { Self.time(Highlighter(language: .c), prose) })
            let budget = LinearTimeTests.factor * reference + LinearTimeTests.slack
            if t <= budget { return nil }
            if runs == 2 { return "\(ms(t)) against a budget of \(ms(budget)) (prose: \(ms(reference)))" }
            t = min(t, Self.time(highlighter, text))
        }
        return nil
    }

    /// What is wrong when twice `unit` in `shape` takes more than about twice as long as the
    /// `time` it took at `bytes`, and twice that again more than about twice as long again.
    ///
    /// Times of a few milliseconds in a debug build jump now and then (the allocator, the
    /// caches, the clock), so one doubling over budget is not enough: quadratic lexing is over
    /// budget at every doubling, a jump at one only.
    func scaling(_ unit: [UInt8], _ shape: Shape, bytes: Int, time small: Double) -> String? {
        guard let (t, t2) = doubling(unit, shape, bytes: bytes, time: small),
              let (_, t4) = doubling(unit, shape, bytes: 2 * bytes, time: t2) else { return nil }
        return "twice the input took \(ms(t2)) against \(ms(t)), and twice that \(ms(t4))"
    }

    /// The least times at `bytes` and at twice that when the second is over budget; nil when
    /// it is within.
    private func doubling(_ unit: [UInt8], _ shape: Shape, bytes: Int, time small: Double?) -> (Double, Double)? {
        let text = shape.text(unit, bytes: bytes)
        let large = shape.text(unit, bytes: 2 * bytes)
        var t = small ?? Self.time(highlighter, text)
        var t2 = Double.infinity
        for round in 1...4 {
            // In turns, so a burst of other work spoils one of each at most.
            t2 = min(t2, Self.time(highlighter, large))
            if t2 <= LinearTimeTests.scaling * t + LinearTimeTests.slack { return nil }
            if round < 4 { t = min(t, Self.time(highlighter, text)) }
        }
        return (t, t2)
    }

    private func least(_ runs: Int, _ body: () -> Double) -> Double {
        (0..<runs).map { _ in body() }.min()!
    }

    /// The processor time the thread spends lexing `text`: the time the machine gives others
    /// meanwhile does not count.
    private static func time(_ highlighter: Highlighter, _ text: [UInt8]) -> Double {
        let start = Self.threadTime()
        _ = highlighter.tokens(in: text)
        return Self.threadTime() - start
    }

    private static func threadTime() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }

    private func ms(_ seconds: Double) -> String {
        "\((seconds * 10_000).rounded() / 10) ms"
    }
}

/// The openers a language is tried with.
struct Openers {
    /// Every opener, each once.
    var all: [[UInt8]] = []
    /// The openers but a hook's byte before a follower, which are tried along a line only:
    /// what a line of its own opens is opened by an opener alone.
    var alone: [[UInt8]] = []

    /// Those of the specs `language`'s lexer runs, those its own code knows, and the brackets
    /// and quotes of every language.
    static func of(_ language: Language) -> Openers {
        var openers = Openers()
        for spec in specs(in: language.lexer) { openers.add(spec) }
        for unit in (own[language.name] ?? []) + common { openers.add(Array(unit.utf8)) }
        return openers
    }

    private mutating func add(_ unit: [UInt8], alone: Bool = true) {
        guard !unit.isEmpty, !all.contains(unit) else { return }
        all.append(unit)
        if alone { self.alone.append(unit) }
    }

    /// The specs a lexer runs, found among its stored properties.
    static func specs(in value: Any, depth: Int = 0) -> [LanguageSpec] {
        if let scanner = value as? SpecScanner { return [scanner.spec] }
        let mirror = Mirror(reflecting: value)
        guard depth < 3, mirror.displayStyle != .collection else { return [] }
        return mirror.children.flatMap { specs(in: $0.value, depth: depth + 1) }
    }

    /// Bytes that, after a hook's byte, may make it look ahead: an opening bracket, an escape.
    static let followers = Array("{[(\\".utf8)

    /// A spec's comment, string and interpolation openers; each punctuation byte a hook starts
    /// at, alone, doubled and before each follower; and the letters hooks start at, as words.
    private mutating func add(_ spec: LanguageSpec) {
        for unit in spec.lineComments.map(\.open.array) + spec.blockComments.map(\.open.array) { add(unit) }
        for form in spec.strings {
            add(form.open.array)
            if let interpolation = form.interpolation { add(form.open.array + interpolation.open.array) }
        }
        var letters: [UInt8] = []
        for (b, _) in spec.hooks {
            if ASCII.isWord(b) {
                letters += [b, 0x20]
            } else {
                add([b])
                add([b, b])
                for follower in Self.followers { add([b, follower], alone: false) }
            }
        }
        add(letters)
    }

    static let ecmaScript = ["/", "/[", "/\\", "[/", "//", "/*", "`", "`${", "${", "<a", "<a>", "<>", "</", "{", "@a", "#a"]

    static let common = ["(", "[", "{", "<", "\"", "'", "`", "\\"]

    /// What opens something in the lexers that are code more than a spec (beyond their specs).
    static let own: [String: [String]] = [
        "markdown": [
            "[", "[](", "[==[", "](", "![", "`", "``", "`a", "*a ", "**a ", "_a ", "~~a ", "<", "<a", "<a ", "<<EOF",
            "<!--", "&a", ">", "> ", "- ", "1. ", "#", "```", "```md", "~~~", "<div>", "---", "\\", "http://a",
        ],
        "xml": ["<", "<a", "<a ", "<a b=", "<a b=\"", "</", "<!--", "<!", "<?", "<![CDATA[", "&", "&#"],
        "html": ["<", "<a", "<a ", "<a b=", "<a b=\"", "</", "<!--", "<!", "<?", "<![CDATA[", "&", "&#", "<script>", "<style>"],
        "css": ["#{", "a#{;", "{-#", "/*", "[", "[a", ":", "a:", "@a", "url(", "!", "#a", ".a", "\"", "'"],
        "scss": ["#{", "a#{;", "\"#{", "{-#", "/*", "//", "[a", "a:", "$a", "@a", "url(", "%a", "&"],
        "javascript": ecmaScript,
        "typescript": ecmaScript,
        "tsx": ecmaScript,
        "yaml": ["- ", "? ", ": ", "a: ", "[", "{", "\"", "'", "|", ">", "&a", "*a", "!a", "#", "---"],
        "toml": ["[", "[[", "{", "\"", "'", "\"\"\"", "'''", "a=", "a.", "#", "1-"],
        "ini": ["[", "a ", "a=", "\"", ";", "#", "a\\"],
        "make": ["$(", "${", "$(a ", "$$", "(", "{", "a:", "a=", "\t", "#", "\"", "'", "define a", "export "],
        "dockerfile": ["<<EOF", "<<-EOF", "<<'EOF'", "$", "${", "\"", "'", "[", "--a", "&&", "\\", "#"],
        "diff": ["+", "-", " ", "@@ ", "--- ", "+++ ", "diff ", "\\"],
        "php": ["<?php ", "<?= ", "?>", "\"{$", "\"${", "\"$a[", "\"$a->", "<<<EOT", "<<<'EOT'", "#[", "$a"],
        "powershell": ["[a ", "[a]", "@\"", "@'", "$(", "${", "\"$(", "<#", "-a"],
        "cmake": ["${", "\"${", "$ENV{", "[[", "[=[", "#[[", "\"", "\\"],
        "bash": ["${a[", "\"$(", "\"${", "<<EOF", "<<-EOF", "<<'EOF'", "$((", "`", "a="],
        "swift": ["/\\", "#\"", "#/", "\"\\(", "\"\"\""],
        "csharp": ["$\"{", "\"\"\"", "$\"\"\"", "@\"", "#"],
        "ruby": ["<<EOF", "<<~EOF", "%q{", "%w[", "%r{", "/", "\"#{", ":\"", "=begin"],
        "perl": ["<<EOF", "<<\"EOF\"", "q{", "qq(", "s{", "m/", "/", "\"${", "=pod"],
        "lua": ["[[", "[==[", "--[[", "--[==["],
        "haskell": ["{-", "{-#", "--", "`a", "'a"],
        "elixir": ["~r/", "~S\"", "\"#{", ":\"", "?a"],
        "python": ["f\"{", "r\"", "\"\"\"", "@a", "match "],
        "sql": ["$$", "$a$", "[a", "'", "\""],
        "hcl": ["\"${", "<<EOT", "%{", "${"],
        "rust": ["r#\"", "b'", "#[", "'a"],
        "cpp": ["[[", "[==[", "R\"x(", "#", "#include <"],
        "c": ["#", "#include <", "#define a '", "#define a 1'"],
        "graphql": ["\"\"\"", "#", "@a"],
        "protobuf": ["[", "option "],
        "json": ["\"", "\"a\":"],
    ]
}

