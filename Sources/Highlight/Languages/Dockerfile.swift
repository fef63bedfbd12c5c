/// dockerfile: stub until its lexer lands.
extension Language {
    /// The dockerfile language.
    public static let dockerfile = Language(
        name: "dockerfile",
        aliases: ["docker", "containerfile"],
        extensions: ["dockerfile", "containerfile"],
        fileNames: ["Dockerfile", "Containerfile", "Dockerfile.*", "Containerfile.*"],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
