/// graphql: stub until its lexer lands.
extension Language {
    /// The graphql language.
    public static let graphql = Language(
        name: "graphql",
        aliases: ["gql"],
        extensions: ["graphql", "gql", "graphqls"],
        fileNames: [],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
