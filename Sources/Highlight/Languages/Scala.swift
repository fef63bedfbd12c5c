/// scala: stub until its lexer lands.
extension Language {
    /// The scala language.
    public static let scala = Language(
        name: "scala",
        aliases: ["sbt", "sc"],
        extensions: ["scala", "sc", "sbt"],
        fileNames: [],
        interpreters: ["scala"],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
