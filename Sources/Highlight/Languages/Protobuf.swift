/// protobuf: stub until its lexer lands.
extension Language {
    /// The protobuf language.
    public static let protobuf = Language(
        name: "protobuf",
        aliases: ["proto", "proto3"],
        extensions: ["proto"],
        fileNames: [],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
