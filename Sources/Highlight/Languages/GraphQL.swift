/// GraphQL: schema and query documents, with block-string descriptions, directives and variables.
extension Language {
    /// GraphQL documents and schemas.
    public static let graphql = Language(
        name: "graphql",
        aliases: ["gql"],
        extensions: ["graphql", "gql", "graphqls"],
        fileNames: [],
        interpreters: [],
        makeSpec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("#")]
            // In a block string only `\"""` is an escape; the scanner's `\"` plus the quotes after it
            // keeps it from closing the string.
            spec.strings = [StringForm("\"\"\"", "\"\"\"", multiline: true), StringForm("\"", "\"")]
            spec.words = [
                (.keyword, [
                    "query", "mutation", "subscription", "fragment", "on", "type", "interface", "union", "enum",
                    "input", "scalar", "schema", "extend", "directive", "implements", "repeatable",
                ]),
                (.type, ["Int", "Float", "String", "Boolean", "ID"]),
                (.constant, ["true", "false", "null"]),
            ]
            spec.capitalizedAreTypes = true
            spec.callsAreFunctions = false
            spec.functionIntroducers = ["query", "mutation", "subscription", "fragment"]
            spec.typeIntroducers = ["type", "interface", "union", "enum", "input", "scalar"]
            spec.numbers = NumberGrammar(separator: nil, hexFloats: false)
            spec.operators = ByteSet("=!|&")
            spec.punctuation = ByteSet("(){}[]:,")
            spec.hooks = [(UInt8(ascii: "@"), GraphQLSigil.directive), (UInt8(ascii: "$"), GraphQLSigil.variable), (UInt8(ascii: "."), GraphQLSigil.spread)]
            spec.hooks += [(UInt8(ascii: "{"), GraphQLSigil.endIntroduction), (UInt8(ascii: "("), GraphQLSigil.endIntroduction)]
            for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { spec.hooks.append((b, GraphQLSigil.enumValue)) }
            for b in UInt8(ascii: "a")...UInt8(ascii: "z") { spec.hooks.append((b, GraphQLSigil.fieldName)) }
            spec.hooks.append((UInt8(ascii: "_"), GraphQLSigil.fieldName))
            return spec
        }
    )
}

/// GraphQL's marked names: `@directive`, `$variable`, `...FragmentSpread`, and capitalized enum values.
private enum GraphQLSigil {
    private static func nameEnd(_ c: Cursor, from i: Int) -> Int {
        var j = i
        while j < c.end, ASCII.isWord(c.line[j]), c.line[j] < 0x80 { j += 1 }
        return j
    }

    static let directive: LanguageSpec.Hook = { c, _ in
        let j = nameEnd(c, from: c.pos + 1)
        guard j > c.pos + 1 else { return false }
        c.emit(c.pos, j, .attribute)
        c.pos = j
        return true
    }

    static let variable: LanguageSpec.Hook = { c, _ in
        let j = nameEnd(c, from: c.pos + 1)
        guard j > c.pos + 1 else { return false }
        c.emit(c.pos, j, .variable)
        c.pos = j
        return true
    }

    /// `...Name` spreads a fragment (a function-like name); `... on Type` is an inline fragment.
    static let spread: LanguageSpec.Hook = { c, _ in
        guard c.byte(c.pos + 1) == UInt8(ascii: "."), c.byte(c.pos + 2) == UInt8(ascii: ".") else { return false }
        let dots = c.pos + 3
        c.emit(c.pos, dots, .operator)
        c.pos = dots
        let i = c.skipBlanks(from: dots)
        let j = nameEnd(c, from: i)
        if j > i, !(j - i == 2 && c.line[i] == UInt8(ascii: "o") && c.line[i + 1] == UInt8(ascii: "n")) {
            c.emit(i, j, .function)
            c.pos = j
        }
        return true
    }

    /// `query {` and `fragment … (` name nothing more: the bracket ends what a keyword introduced.
    static let endIntroduction: LanguageSpec.Hook = { c, _ in
        c.introduced = nil
        return false
    }

    /// A name before `:` is a field, alias or argument (`input: {…}`, `id: ID!`), even when it is
    /// spelled like a keyword.
    static let fieldName: LanguageSpec.Hook = { c, _ in
        let start = c.pos
        if start > 0, ASCII.isWord(c.line[start - 1]) { return false }
        let j = nameEnd(c, from: start)
        guard j < c.end, c.line[j] < 0x80, c.byte(c.skipBlanks(from: j)) == UInt8(ascii: ":") else { return false }
        c.emit(start, j, .property)
        c.pos = j
        c.introduced = nil
        return true
    }

    /// `NEWHOPE`, `ADMIN`: all-capitals names are enum values.
    static let enumValue: LanguageSpec.Hook = { c, scanner in
        if fieldName(&c, scanner) { return true }
        let start = c.pos
        if c.introduced != nil || (start > 0 && ASCII.isWord(c.line[start - 1])) { return false }
        var j = start + 1
        while j < c.end, ASCII.isUpper(c.line[j]) || ASCII.isDigit(c.line[j]) || c.line[j] == UInt8(ascii: "_") { j += 1 }
        if j - start < 2 || (j < c.end && ASCII.isWord(c.line[j])) || j - start == 2 && c.matches([UInt8(ascii: "I"), UInt8(ascii: "D")], at: start) {
            return false
        }
        c.emit(start, j, .constant)
        c.pos = j
        return true
    }
}
