/// scss: stub until its lexer lands.
extension Language {
    /// The scss language.
    public static let scss = Language(
        name: "scss",
        aliases: ["sass"],
        extensions: ["scss"],
        fileNames: [],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
