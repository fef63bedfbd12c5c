/// zig: stub until its lexer lands.
extension Language {
    /// The zig language.
    public static let zig = Language(
        name: "zig",
        aliases: [],
        extensions: ["zig", "zon"],
        fileNames: [],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
