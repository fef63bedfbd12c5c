/// java: stub until its lexer lands.
extension Language {
    /// The java language.
    public static let java = Language(
        name: "java",
        aliases: [],
        extensions: ["java", "jav"],
        fileNames: [],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
