/// elixir: stub until its lexer lands.
extension Language {
    /// The elixir language.
    public static let elixir = Language(
        name: "elixir",
        aliases: ["ex", "exs"],
        extensions: ["ex", "exs", "heex"],
        fileNames: ["mix.lock"],
        interpreters: ["elixir"],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
