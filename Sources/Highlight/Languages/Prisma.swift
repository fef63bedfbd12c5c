/// Prisma schemas (`schema.prisma`): models, enums, datasources, generators and field attributes.
///
/// Kinds: block keywords (`model`, `enum`, `datasource`…) → keyword and the name after them →
/// type; scalar and model types → type; `@id`, `@@index`, `@db.VarChar` → attribute; `?` and
/// `[]` modifiers → operator and punctuation; `///` → doc, `//` → comment; calls (`env()`,
/// `now()`) → function.
extension Language {
    /// Prisma schema language.
    public static let prisma = Language(
        name: "prisma",
        aliases: [],
        extensions: ["prisma"],
        fileNames: [],
        interpreters: [],
        makeSpec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("///", kind: .doc), LineComment("//")]
            spec.blockComments = [BlockComment("/*", "*/")]
            spec.strings = [StringForm("\"", "\"")]
            spec.words = [
                (.keyword, ["model", "enum", "datasource", "generator", "type", "view"]),
                (.type, ["String", "Boolean", "Int", "BigInt", "Float", "Decimal", "DateTime", "Json", "Bytes", "Unsupported"]),
                (.constant, ["true", "false", "null"]),
            ]
            spec.capitalizedAreTypes = true
            spec.typeIntroducers = ["model", "enum", "type", "view", "datasource", "generator"]
            spec.operators = ByteSet("=?!")
            spec.punctuation = ByteSet("()[]{},.:")
            spec.hooks = [(UInt8(ascii: "@"), { c, scanner in
                // `@@` opens a block attribute: the second `@` and the name color as one.
                if c.byte(c.pos + 1) == UInt8(ascii: "@") {
                    c.emit(c.pos, c.pos + 1, .attribute)
                    c.pos += 1
                }
                return SharedHooks.annotation(&c, scanner)
            } as LanguageSpec.Hook)]
            return spec
        }
    )
}
