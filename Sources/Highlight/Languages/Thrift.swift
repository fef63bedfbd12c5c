/// Apache Thrift interface definitions (`.thrift`).
///
/// Kinds: keywords (`struct`, `service`, `required`…) → keyword, the name after a type keyword →
/// type; base types (`i32`, `string`, `list`) → type; field ids (`1:`) → number; methods → function;
/// `//`, `#` and `/* */` → comment (`/** */` → doc); strings in either quote → string.
extension Language {
    /// Apache Thrift IDL.
    public static let thrift = Language(
        name: "thrift",
        aliases: [],
        extensions: ["thrift"],
        fileNames: [],
        interpreters: [],
        makeSpec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//"), LineComment("#")]
            spec.blockComments = [BlockComment("/*", "*/"), BlockComment("/*", "*/", kind: .doc)]
            spec.strings = [StringForm("\"", "\""), StringForm("'", "'")]
            spec.words = [
                (.keyword, [
                    "namespace", "include", "cpp_include", "typedef", "enum", "senum", "struct", "union", "exception",
                    "service", "extends", "oneway", "throws", "const", "required", "optional", "void", "async",
                ]),
                (.type, ["bool", "byte", "i8", "i16", "i32", "i64", "double", "string", "binary", "uuid", "slist",
                         "list", "set", "map"]),
                (.constant, ["true", "false"]),
            ]
            spec.capitalizedAreTypes = true
            spec.typeIntroducers = ["struct", "union", "exception", "service", "enum", "senum", "typedef", "extends"]
            spec.operators = ByteSet("=:<>")
            spec.punctuation = ByteSet("()[]{},;.")
            spec.hooks = [(UInt8(ascii: "/"), SharedHooks.docComment)]
            return spec
        }
    )
}
