/// Rust: nested and doc comments, raw strings with any number of `#`, byte and C strings,
/// lifetimes versus char literals, attributes and macro calls.
extension Language {
    /// The Rust language.
    public static let rust = Language(
        name: "rust",
        aliases: ["rs"],
        extensions: ["rs"],
        fileNames: [],
        interpreters: [],
        makeSpec: {
            var spec = LanguageSpec()
            spec.lineComments = [
                // `////` is a plain comment, not a doc comment.
                LineComment("///", kind: .doc, notFollowedBy: "/"),
                LineComment("//!", kind: .doc),
                LineComment("//"),
            ]
            // Block comments nest; the doc form shares the `/*` opener so nested openers count
            // alike, and is entered only through `RustSyntax.docComment`.
            spec.blockComments = [
                BlockComment("/*", "*/", nests: true),
                BlockComment("/*", "*/", nests: true, kind: .doc),
            ]
            spec.strings = [
                StringForm("\"", "\"", multiline: true),
                StringForm("b\"", "\"", multiline: true),
                StringForm("c\"", "\"", multiline: true),
            ]
            spec.words = [
                (.keyword, [
                    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum",
                    "extern", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut",
                    "pub", "ref", "return", "self", "static", "struct", "super", "trait", "type", "union",
                    "unsafe", "use", "where", "while", "yield", "box", "try", "gen",
                ]),
                (.type, [
                    "bool", "char", "str", "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32",
                    "u64", "u128", "usize", "f32", "f64", "Self",
                ]),
                (.constant, ["true", "false", "None"]),
            ]
            spec.functionIntroducers = ["fn"]
            spec.typeIntroducers = ["struct", "enum", "trait", "type", "union"]
            spec.capitalizedAreTypes = true
            spec.propertiesAfterDot = true
            spec.numbers = NumberGrammar(separator: "_", hexFloats: false)
            spec.operators = ByteSet("+-*/%=<>!&|^~?:@$")
            var hooks: [(UInt8, LanguageSpec.Hook)] = [
                (UInt8(ascii: "/"), RustSyntax.docComment), (UInt8(ascii: "'"), RustSyntax.charOrLifetime), (UInt8(ascii: "#"), RustSyntax.attribute),
                (UInt8(ascii: "."), SharedHooks.range), (UInt8(ascii: "$"), RustSyntax.metavariable),
            ]
            for b in UInt8(ascii: "a")...UInt8(ascii: "z") { hooks.append((b, RustSyntax.word)) }
            hooks.append((UInt8(ascii: "_"), RustSyntax.word))
            spec.hooks = hooks
            return spec
        }
    )
}

/// Rust's steps that the spec alone cannot express.
private enum RustSyntax {
    /// `/**` and `/*!` open doc comments; `/***` and `/**/` are plain ones.
    static let docComment: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        guard c.byte(i + 1) == UInt8(ascii: "*") else { return false }
        let third = c.byte(i + 2)
        let isDoc = third == UInt8(ascii: "!") || (third == UInt8(ascii: "*") && c.byte(i + 3) != UInt8(ascii: "*") && c.byte(i + 3) != UInt8(ascii: "/"))
        guard isDoc else { return false }
        SharedHooks.enterDocComment(&c)
        return true
    }

    /// `'a'`, `'\n'`, `'\u{1F600}'` are chars; `'a` and `'static` are lifetimes (and loop labels).
    static let charOrLifetime: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        if let e = SharedHooks.charEnd(c, scanner, at: i) {
            SharedHooks.emitChar(&c, from: i, quote: i, end: e)
            return true
        }
        return SharedHooks.sigilName(&c, first: .identifierStart, kind: .variable, valueEnds: true)
    }

    /// `$x` and `$crate` in macro definitions.
    static let metavariable: LanguageSpec.Hook = { c, _ in
        SharedHooks.sigilName(&c, first: .identifierStart, kind: .variable, valueEnds: true)
    }

    /// `#[attr]` and `#![attr]`: the opener and the attribute's path.
    static let attribute: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i + 1
        if c.byte(j) == UInt8(ascii: "!") { j += 1 }
        guard c.byte(j) == UInt8(ascii: "[") else { return false }
        j = c.skipBlanks(from: j + 1)
        while j < c.end, ByteSet.identifierPart.contains(c.line[j]) || c.line[j] == UInt8(ascii: ":") { j += 1 }
        c.emit(i, j, .attribute)
        c.pos = j
        c.valueEnded = false
        return true
    }

    /// Raw strings `r#"…"#`, `br"…"`, `cr##"…"##`, byte chars `b'x'`, raw identifiers `r#fn`,
    /// and macro calls `println!`; anything else is left to the scanner's word rules.
    static let word: LanguageSpec.Hook = { c, scanner in
        let start = c.pos
        let first = c.line[start]
        if first == UInt8(ascii: "b") || first == UInt8(ascii: "c") || first == UInt8(ascii: "r") {  // b c r
            var j = start + 1
            if first == UInt8(ascii: "b"), c.byte(j) == UInt8(ascii: "'"), let e = SharedHooks.charEnd(c, scanner, at: j) {
                SharedHooks.emitChar(&c, from: start, quote: j, end: e)
                return true
            }
            var raw = first == UInt8(ascii: "r")
            if !raw, c.byte(j) == UInt8(ascii: "r") { raw = true; j += 1 }
            if raw {
                var hashes = 0
                while c.byte(j + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if c.byte(j + hashes) == UInt8(ascii: "\"") {
                    let closer = SharedHooks.hashFence(UInt8(ascii: "\""), hashes)
                    scanner.enterDelimited(&c, from: start, to: j + hashes + 1, closer: closer, kind: .string)
                    return true
                }
                if first == UInt8(ascii: "r"), j == start + 1, hashes == 1, ByteSet.identifierStart.contains(c.byte(j + 1)) {
                    var k = j + 2
                    while k < c.end, ByteSet.identifierPart.contains(c.line[k]) { k += 1 }
                    if let kind = c.introduced { c.emit(start, k, kind) }
                    c.pos = k
                    c.valueEnded = true
                    c.introduced = nil
                    return true
                }
            }
        }
        var j = start + 1
        while j < c.end, ByteSet.identifierPart.contains(c.line[j]) { j += 1 }
        guard c.byte(j) == UInt8(ascii: "!"), c.byte(j + 1) != UInt8(ascii: "=") else { return false }
        c.emit(start, j + 1, .function)
        c.pos = j + 1
        c.valueEnded = false
        return true
    }
}
