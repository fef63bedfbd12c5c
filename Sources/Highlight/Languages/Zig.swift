/// Zig: `\\` multi-line string lines, `///` and `//!` doc comments, `@builtin` calls, and `u7`/`i128` types.
extension Language {
    /// The Zig language.
    public static let zig = Language(
        name: "zig",
        aliases: [],
        extensions: ["zig", "zon"],
        fileNames: [],
        interpreters: [],
        makeSpec: {
            var spec = LanguageSpec()
            spec.lineComments = [
                LineComment("///", kind: .doc, notFollowedBy: "/"),
                LineComment("//!", kind: .doc),
                LineComment("//"),
                // Each line of a multi-line string starts with `\\` and runs to the line's end, raw.
                LineComment("\\\\", kind: .string),
            ]
            spec.strings = [StringForm("\"", "\""), StringForm("'", "'")]
            spec.words = [
                (.keyword, [
                    "addrspace", "align", "allowzero", "and", "anyframe", "anytype", "asm", "async", "await",
                    "break", "callconv", "catch", "comptime", "const", "continue", "defer", "else", "enum",
                    "errdefer", "error", "export", "extern", "fn", "for", "if", "inline", "linksection",
                    "noalias", "noinline", "nosuspend", "opaque", "or", "orelse", "packed", "pub", "resume",
                    "return", "struct", "suspend", "switch", "test", "threadlocal", "try", "union",
                    "unreachable", "usingnamespace", "var", "volatile", "while",
                ]),
                (.type, [
                    "anyerror", "anyopaque", "bool", "comptime_float", "comptime_int", "f16", "f32", "f64",
                    "f80", "f128", "isize", "noreturn", "type", "usize", "void", "c_char", "c_short",
                    "c_ushort", "c_int", "c_uint", "c_long", "c_ulong", "c_longlong", "c_ulonglong",
                    "c_longdouble",
                ]),
                (.constant, ["true", "false", "null", "undefined"]),
            ]
            spec.functionIntroducers = ["fn"]
            spec.capitalizedAreTypes = true
            spec.propertiesAfterDot = true
            spec.operators = ByteSet("+-*/%=<>!&|^~?:")
            spec.hooks = [(UInt8(ascii: "@"), ZigSyntax.builtin), (UInt8(ascii: "i"), ZigSyntax.integerType), (UInt8(ascii: "u"), ZigSyntax.integerType),
                          (UInt8(ascii: "."), SharedHooks.range)]
            return spec
        }
    )
}

/// Zig's steps that the spec alone cannot express.
private enum ZigSyntax {
    /// `@import`, `@intCast`: builtin functions; `@"any name"` is a quoted identifier, left plain.
    static let builtin: LanguageSpec.Hook = { c, _ in
        let start = c.pos
        if c.byte(start + 1) == UInt8(ascii: "\"") {
            var i = start + 2
            while i < c.end, c.line[i] != UInt8(ascii: "\"") { i += c.line[i] == UInt8(ascii: "\\") ? 2 : 1 }
            c.pos = min(i + 1, c.end)
            c.valueEnded = true
            return true
        }
        return SharedHooks.sigilName(&c, first: .identifierStart, kind: .function, valueEnds: true)
    }

    /// Arbitrary-width integers `u7`, `i128` are primitive types.
    static let integerType: LanguageSpec.Hook = { c, _ in
        let start = c.pos
        if start > 0, ByteSet.identifierPart.contains(c.line[start - 1]) { return false }
        var i = start + 1
        while i < c.end, ASCII.isDigit(c.line[i]) { i += 1 }
        guard i > start + 1, !ByteSet.identifierPart.contains(c.byte(i)) else { return false }
        c.emit(start, i, .type)
        c.pos = i
        c.valueEnded = true
        c.introduced = nil
        return true
    }
}
