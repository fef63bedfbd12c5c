/// Java: text blocks, annotations, Javadoc, char literals and `_`-separated numbers with L/f/d suffixes.
extension Language {
    /// Java through Java 21.
    public static let java = Language(
        name: "java",
        aliases: [],
        extensions: ["java", "jav"],
        fileNames: [],
        interpreters: [],
        makeSpec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            spec.blockComments = [
                BlockComment("/**", "*/", kind: .doc, notFollowedBy: "*/"),
                BlockComment("/*", "*/"),
            ]
            spec.strings = [
                StringForm("\"\"\"", "\"\"\"", multiline: true),
                StringForm("\"", "\""),
                StringForm("'", "'"),
            ]
            spec.words = [
                (.keyword, [
                    "abstract", "assert", "break", "case", "catch", "class", "const", "continue", "default", "do",
                    "else", "enum", "extends", "final", "finally", "for", "goto", "if", "implements", "import",
                    "instanceof", "interface", "native", "new", "package", "private", "protected", "public",
                    "return", "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws",
                    "transient", "try", "volatile", "while", "var", "yield", "record", "sealed", "permits",
                    "module", "requires", "exports", "opens", "uses", "provides", "with", "to",
                    "transitive", "when",
                ]),
                (.type, ["boolean", "byte", "char", "short", "int", "long", "float", "double", "void"]),
                (.constant, ["true", "false", "null"]),
            ]
            spec.capitalizedAreTypes = true
            spec.typeIntroducers = ["class", "interface", "enum", "record", "extends", "implements"]
            spec.hooks = [(UInt8(ascii: "@"), JavaAnnotation.hook)]
            for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { spec.hooks.append((b, JavaConstant.hook)) }
            return spec
        }
    )
}

/// `@Override`, `@SuppressWarnings("x")`, `@javax.annotation.Nullable`: the name is an attribute;
/// `@interface` declares an annotation type and is a keyword.
private enum JavaAnnotation {
    private static let interface = Array("interface".utf8)

    static let hook: LanguageSpec.Hook = { c, _ in
        let start = c.pos
        var j = c.skipBlanks(from: start + 1)
        guard j < c.end, ASCII.isLetter(c.line[j]) || c.line[j] == UInt8(ascii: "_") || c.line[j] >= 0x80 else { return false }
        while j < c.end, ASCII.isWord(c.line[j]) || (c.line[j] == UInt8(ascii: ".") && ASCII.isWord(c.byte(j + 1))) { j += 1 }
        if j - start == interface.count + 1, c.matches(interface, at: start + 1) {
            c.emit(start, j, .keyword)
            c.introduced = .type
        } else {
            c.emit(start, j, .attribute)
        }
        c.pos = j
        c.valueEnded = false
        return true
    }
}

/// `MAX_VALUE`, `UTF_8`: an all-capitals name of two or more bytes is a constant, not a type.
private enum JavaConstant {
    static let hook: LanguageSpec.Hook = { c, _ in
        let start = c.pos
        if c.introduced != nil || (start > 0 && ASCII.isWord(c.line[start - 1])) { return false }
        var j = start + 1
        while j < c.end, ASCII.isUpper(c.line[j]) || ASCII.isDigit(c.line[j]) || c.line[j] == UInt8(ascii: "_") { j += 1 }
        if j - start < 2 || (j < c.end && ASCII.isWord(c.line[j])) { return false }
        c.emit(start, j, .constant)
        c.pos = j
        c.valueEnded = true
        return true
    }
}
