/// toml: stub until its lexer lands.
extension Language {
    /// The toml language.
    public static let toml = Language(
        name: "toml",
        aliases: [],
        extensions: ["toml"],
        fileNames: ["Cargo.lock", "Pipfile", "poetry.lock", "uv.lock", "Gopkg.lock"],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
