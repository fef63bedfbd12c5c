/// Protocol Buffers (proto2, proto3 and editions): messages, fields, services and options.
extension Language {
    /// Protocol Buffers definitions.
    public static let protobuf = Language(
        name: "protobuf",
        aliases: ["proto", "proto3", "proto2"],
        extensions: ["proto"],
        fileNames: [],
        interpreters: [],
        lexer: ProtobufLexer(scanner: SpecScanner({
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            spec.blockComments = [BlockComment("/*", "*/")]
            spec.strings = [StringForm("\"", "\""), StringForm("'", "'")]
            spec.words = [
                (.keyword, [
                    "syntax", "edition", "package", "import", "public", "weak", "option", "message", "enum",
                    "service", "rpc", "returns", "stream", "oneof", "map", "extend", "extensions", "reserved",
                    "to", "max", "repeated", "optional", "required", "group",
                ]),
                (.type, [
                    "double", "float", "int32", "int64", "uint32", "uint64", "sint32", "sint64", "fixed32",
                    "fixed64", "sfixed32", "sfixed64", "bool", "string", "bytes",
                ]),
                (.constant, ["true", "false", "inf", "nan"]),
            ]
            spec.capitalizedAreTypes = true
            spec.functionIntroducers = ["rpc"]
            spec.typeIntroducers = ["message", "enum", "service", "extend"]
            spec.numbers = NumberGrammar(separator: nil, hexFloats: false)
            spec.operators = ByteSet("=-+<>")
            spec.punctuation = ByteSet("()[]{},;.:")
            spec.hooks = [(UInt8(ascii: "o"), ProtoOption.statement), (UInt8(ascii: "["), ProtoOption.list), (UInt8(ascii: ","), ProtoOption.next),
                          (UInt8(ascii: "]"), ProtoOption.close)]
            for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { spec.hooks.append((b, ProtoConstant.hook)) }
            return spec
        }()))
    )
}

/// The spec's scanner, plus an option name left pending by a `[` or `,` that ended the line before.
private struct ProtobufLexer: Lexer {
    let scanner: SpecScanner

    func lex(_ c: inout Cursor) -> Transition {
        if c.state.protobuf.contains(.pending), c.state.mode == SpecScanner.Mode.code {
            let i = c.skipBlanks(from: c.pos)
            let isComment = c.byte(i) == UInt8(ascii: "/") && (c.byte(i + 1) == UInt8(ascii: "/") || c.byte(i + 1) == UInt8(ascii: "*"))
            if i < c.end, !isComment, !(c.byte(i) == UInt8(ascii: "\r") && i + 1 == c.end) {
                ProtoOption.name(&c)
            }
        }
        return scanner.lex(&c)
    }
}

/// Option names are properties: `option java_package = …;`, `[deprecated = true, (my.ext) = 1]`.
/// `ProtobufFlags.inList` says a field's `[…]` option list is open (it may span lines).
private enum ProtoOption {
    private static let option = Array("option".utf8)

    /// `option` followed by its name.
    static let statement: LanguageSpec.Hook = { c, _ in
        let start = c.pos
        let end = start + option.count
        guard c.matches(option, at: start), !ASCII.isWord(c.byte(end)),
              start == 0 || !ASCII.isWord(c.line[start - 1]) else { return false }
        c.emit(start, end, .keyword)
        c.pos = end
        name(&c)
        return true
    }

    /// `[` opening a field's options.
    static let list: LanguageSpec.Hook = { c, _ in
        c.emit(c.pos, c.pos + 1, .punctuation)
        c.pos += 1
        c.state.protobuf.insert(.inList)
        name(&c)
        return true
    }

    /// `,` between a field's options.
    static let next: LanguageSpec.Hook = { c, _ in
        guard c.state.protobuf.contains(.inList) else { return false }
        c.emit(c.pos, c.pos + 1, .punctuation)
        c.pos += 1
        name(&c)
        return true
    }

    static let close: LanguageSpec.Hook = { c, _ in
        c.state.protobuf.subtract([.inList, .pending])
        return false
    }

    /// Colors the option name after blanks: `name`, `a.b`, or `(full.extension).field`.
    static func name(_ c: inout Cursor) {
        var i = c.skipBlanks(from: c.pos)
        c.pos = i
        var depth = 0
        while i < c.end {
            let b = c.line[i]
            if b == UInt8(ascii: "(") {
                depth += 1
            } else if b == UInt8(ascii: ")") {
                if depth == 0 { break }
                depth -= 1
            } else if !ASCII.isWord(b) && b != UInt8(ascii: ".") {
                break
            }
            i += 1
        }
        c.emit(c.pos, i, .property)
        let atEnd = i == c.end || (i + 1 == c.end && c.line[i] == UInt8(ascii: "\r"))
        if i == c.pos, atEnd { c.state.protobuf.insert(.pending) } else { c.state.protobuf.remove(.pending) }
        c.pos = i
    }
}

/// Enum values are written in capitals (`STATUS_ACTIVE = 1;`): constants rather than types.
private enum ProtoConstant {
    static let hook: LanguageSpec.Hook = { c, _ in
        let start = c.pos
        if c.introduced != nil || (start > 0 && ASCII.isWord(c.line[start - 1])) { return false }
        var j = start + 1
        while j < c.end, ASCII.isUpper(c.line[j]) || ASCII.isDigit(c.line[j]) || c.line[j] == UInt8(ascii: "_") { j += 1 }
        if j - start < 2 || (j < c.end && ASCII.isWord(c.line[j])) { return false }
        c.emit(start, j, .constant)
        c.pos = j
        return true
    }
}

/// Protobuf's bits of `LineState.flags`.
struct ProtobufFlags: OptionSet, Equatable {
    let rawValue: UInt32
    /// A field's `[…]` option list is open.
    static let inList = ProtobufFlags(rawValue: 1)
    /// A `[` or `,` ended its line, so the next line starts with an option name.
    static let pending = ProtobufFlags(rawValue: 2)
}

extension LineState {
    /// `flags` read as `ProtobufFlags`.
    @inline(__always) var protobuf: ProtobufFlags {
        get { ProtobufFlags(rawValue: flags) }
        set { flags = newValue.rawValue }
    }
}
