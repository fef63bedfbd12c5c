/// Swift: nested and doc comments, multi-line and raw strings with `\(…)` interpolation,
/// regex literals, attributes, compiler directives and `$0` closure arguments.
extension Language {
    /// The Swift language.
    public static let swift = Language(
        name: "swift",
        aliases: [],
        extensions: ["swift", "swiftinterface"],
        fileNames: ["Package.swift"],
        interpreters: ["swift"],
        lexer: SwiftLexer(spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("///", kind: .doc, notFollowedBy: "/"), LineComment("//")]
            // Block comments nest; the doc form shares the `/*` opener so nested openers count
            // alike, and is entered only through `SwiftLexer.slash`.
            spec.blockComments = [
                BlockComment("/*", "*/", nests: true),
                BlockComment("/*", "*/", nests: true, kind: .doc),
            ]
            spec.words = [
                // Contextual keywords that modify a declaration are in `SwiftLexer.modifiers`.
                (.keyword, [
                    "as", "associatedtype", "async", "await", "break", "case", "catch", "class", "continue",
                    "default", "defer", "deinit", "didSet", "do", "else", "enum", "extension", "fallthrough",
                    "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal",
                    "is", "let", "operator", "private", "protocol", "public", "repeat", "rethrows", "return",
                    "self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "try",
                    "typealias", "var", "where", "while", "willSet",
                ]),
                (.type, [
                    "Self", "Any", "AnyObject", "Bool", "Character", "Double", "Float", "Int", "Int8",
                    "Int16", "Int32", "Int64", "Never", "String", "UInt", "UInt8", "UInt16", "UInt32",
                    "UInt64", "Void",
                ]),
                (.constant, ["true", "false", "nil"]),
            ]
            spec.functionIntroducers = ["func"]
            spec.typeIntroducers = ["class", "struct", "enum", "protocol", "extension", "typealias", "actor",
                                    "associatedtype"]
            spec.capitalizedAreTypes = true
            spec.propertiesAfterDot = true
            // A regex literal may start a line after an operator on the line before.
            spec.remembersValueEnd = true
            spec.operators = ByteSet("+-*/%=<>!&|^~?:")
            return spec
        }())
    )
}

/// Swift's lexer: the spec scanner plus its own string mode, for raw strings whose escapes and
/// interpolations carry the fence's `#`s (`\#(x)`), which the engine's strings cannot express.
///
/// State in a string: `mode` = `InterpolationFrame.mode`, `form` = a `SwiftStringForm`.
/// Inside `\(…)` the code runs in the scanner's code mode with `stack` topped by an
/// `InterpolationFrame`, so the `)` that balances the opener returns to the string.
private struct SwiftLexer: Lexer {
    /// Directives colored with their condition, to the line's end.
    static let conditionals = WordTable([(.preprocessor, ["#if", "#elseif", "#else", "#endif"])])
    /// Directives colored alone; their arguments are code.
    static let directives = WordTable([(.preprocessor, ["#warning", "#error", "#sourceLocation"])])

    /// Contextual keywords: keywords before another word (`some View`, `weak var`, `actor Cache`),
    /// names elsewhere (`case macro = "macro"`, `let some = x`).
    static let modifiers = [
        "actor", "any", "borrowing", "consuming", "convenience", "dynamic", "final", "indirect", "lazy", "macro",
        "mutating", "nonisolated", "nonmutating", "open", "override", "precedencegroup", "required", "some",
        "unowned", "weak",
    ]

    let scanner: SpecScanner

    init(spec: LanguageSpec) {
        var spec = spec
        spec.contextualKeywords = Self.modifiers
        spec.hooks += [
            (UInt8(ascii: "\""), Self.quote), (UInt8(ascii: "#"), Self.hash), (UInt8(ascii: "("), InterpolationFrame.paren), (UInt8(ascii: ")"), InterpolationFrame.paren), (UInt8(ascii: "/"), Self.slash),
            (UInt8(ascii: "@"), Self.attribute), (UInt8(ascii: "$"), Self.dollar), (UInt8(ascii: "."), SharedHooks.swiftRange), (UInt8(ascii: "`"), SharedHooks.backtickName),
        ]
        scanner = SpecScanner(spec)
    }

    func lex(_ c: inout Cursor) -> Transition {
        c.valueEnded = c.state.valueEndedBefore
        while c.pos < c.end {
            if c.state.mode == InterpolationFrame.mode { scanString(&c) } else { scanner.scan(&c) }
        }
        if c.atLineEnd {
            InterpolationFrame.closeLine(&c) { SwiftStringForm(packed: $0).multiline }
            scanner.endLine(&c)
        }
        return .end
    }

    /// Scans string text up to its close, an interpolation, or the segment's end.
    private func scanString(_ c: inout Cursor) {
        let form = SwiftStringForm(packed: c.state.form)
        let hashes = Int(form.hashes)
        let multiline = form.multiline
        var start = c.pos
        var i = c.pos
        while i < c.end {
            let b = c.line[i]
            if b == UInt8(ascii: "\\"), Self.hashes(c, from: i + 1, count: hashes) {
                let k = i + 1 + hashes
                if c.byte(k) == UInt8(ascii: "("), c.state.canPush {
                    c.emit(start, i, .string)
                    InterpolationFrame.enter(&c, i, k + 1)
                    return
                }
                c.emit(start, i, .string)
                // The escape reads as if its last `#` were the backslash.
                let e = scanner.escapeEnd(c, k - 1)
                c.emit(i, e, .escape)
                i = e
                start = i
            } else if b == UInt8(ascii: "\""), !multiline || (c.byte(i + 1) == UInt8(ascii: "\"") && c.byte(i + 2) == UInt8(ascii: "\"")) {
                let q = i + (multiline ? 3 : 1)
                guard Self.hashes(c, from: q, count: hashes) else { i += 1; continue }
                InterpolationFrame.closeString(&c, from: start, to: q + hashes)
                return
            } else {
                i += 1
            }
        }
        c.emit(start, c.end, .string)
        c.pos = c.end
    }

    /// Whether exactly `count` `#`s stand at `i` (at least `count`, for an opener's check).
    private static func hashes(_ c: Cursor, from i: Int, count: Int) -> Bool {
        var k = 0
        while k < count, c.byte(i + k) == UInt8(ascii: "#") { k += 1 }
        return k == count
    }

    /// Opens a string whose quotes stand at `q`, after `hashes` `#`s from `start`.
    private static func openString(_ c: inout Cursor, from start: Int, quote q: Int, hashes: Int) {
        let multiline = c.byte(q + 1) == UInt8(ascii: "\"") && c.byte(q + 2) == UInt8(ascii: "\"")
        let end = q + (multiline ? 3 : 1)
        c.emit(start, end, .string)
        c.pos = end
        c.state.mode = InterpolationFrame.mode
        c.state.form = SwiftStringForm(hashes: UInt8(min(hashes, 127)), multiline: multiline).packed
    }

    /// `"` and `"""` open plain strings.
    static let quote: LanguageSpec.Hook = { c, _ in
        openString(&c, from: c.pos, quote: c.pos, hashes: 0)
        return true
    }

    /// `#"raw"#`, `#/regex/#`, `#if` and other directives, `#selector` and macros, `#!` shebangs.
    static let hash: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        var n = 0
        while c.byte(i + n) == UInt8(ascii: "#") { n += 1 }
        let next = c.byte(i + n)
        if next == UInt8(ascii: "\"") {
            openString(&c, from: i, quote: i + n, hashes: n)
            return true
        }
        if next == UInt8(ascii: "/") {
            scanner.enterDelimited(&c, from: i, to: i + n + 1, closer: SharedHooks.hashFence(UInt8(ascii: "/"), n), kind: .regex)
            return true
        }
        if n == 1, next == UInt8(ascii: "!"), i == 0 {
            c.emitRest(.comment)
            return true
        }
        if n > 1 {
            // `##…` before nothing it could fence: each `#` but the last stands for itself, passed at
            // once so the run is not counted again from each (the last may still start `#if`).
            c.pos = i + n - 1
            return true
        }
        guard ASCII.isLetter(next) || next == UInt8(ascii: "_") else { return false }
        var j = i + 2
        while j < c.end, ByteSet.identifierPart.contains(c.line[j]) { j += 1 }
        if conditionals.lookup(c.line, i, j) != nil {
            // The condition is colored with it, up to a trailing comment.
            var e = j
            while e < c.end, !(c.line[e] == UInt8(ascii: "/") && (c.byte(e + 1) == UInt8(ascii: "/") || c.byte(e + 1) == UInt8(ascii: "*"))) { e += 1 }
            while e > j, ASCII.isBlank(c.line[e - 1]) { e -= 1 }
            c.emit(i, e, .preprocessor)
            c.pos = e
        } else {
            c.emit(i, j, directives.lookup(c.line, i, j) ?? .keyword)
            c.pos = j
        }
        c.valueEnded = false
        return true
    }

    /// `/**` doc comments, and bare regex literals `/…/` where a value cannot end (so not a division).
    static let slash: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        let next = c.byte(i + 1)
        if next == UInt8(ascii: "*") {
            guard c.byte(i + 2) == UInt8(ascii: "*"), c.byte(i + 3) != UInt8(ascii: "/") else { return false }
            SharedHooks.enterDocComment(&c)
            return true
        }
        // A bare regex may not start or end with a blank, and ends on its own line.
        guard !c.valueEnded, next != UInt8(ascii: "/"), next != 0, !ASCII.isBlank(next),
              let j = c.regexClose(of: i, classes: false), !ASCII.isBlank(c.line[j - 1]) else { return false }
        c.emit(i, j + 1, .regex)
        c.pos = j + 1
        c.valueEnded = true
        return true
    }

    /// `@main`, `@available`, `@MainActor`: attributes and property wrappers.
    static let attribute: LanguageSpec.Hook = { c, _ in
        SharedHooks.sigilName(&c, first: .identifierStart, kind: .attribute, valueEnds: false)
    }

    /// `$0` closure arguments and `$value` projected property wrappers.
    static let dollar: LanguageSpec.Hook = { c, _ in
        SharedHooks.sigilName(&c, first: .identifierPart, kind: .variable, valueEnds: true)
    }
}

/// The string Swift is inside: how many `#`s fence it (up to 127), and whether it is `"""`.
/// Packed into `LineState.form` as the hashes in bits 1–7, multiline in bit 0.
struct SwiftStringForm: Equatable {
    var hashes: UInt8
    var multiline: Bool

    @inline(__always) init(hashes: UInt8, multiline: Bool) {
        self.hashes = hashes
        self.multiline = multiline
    }

    @inline(__always) init(packed: UInt8) {
        hashes = packed >> 1
        multiline = packed & 1 != 0
    }

    @inline(__always) var packed: UInt8 { hashes << 1 | (multiline ? 1 : 0) }
}
