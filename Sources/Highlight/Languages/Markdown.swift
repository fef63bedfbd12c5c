/// markdown: stub until its lexer lands.
extension Language {
    /// The markdown language.
    public static let markdown = Language(
        name: "markdown",
        aliases: ["md", "mkd", "mdown"],
        extensions: ["md", "markdown", "mdown", "mkd", "mkdn", "mdwn", "mdx", "ronn", "workbook"],
        fileNames: [],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
