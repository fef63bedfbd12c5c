/// c: stub until its lexer lands.
extension Language {
    /// The c language.
    public static let c = Language(
        name: "c",
        aliases: ["h"],
        extensions: ["c", "h"],
        fileNames: [],
        interpreters: ["tcc"],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
