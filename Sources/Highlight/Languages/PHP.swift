/// php: stub until its lexer lands.
extension Language {
    /// The php language.
    public static let php = Language(
        name: "php",
        aliases: [],
        extensions: ["php", "phtml", "php3", "php4", "php5", "php7", "phps", "inc"],
        fileNames: [],
        interpreters: ["php"],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
