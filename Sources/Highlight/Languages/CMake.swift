/// cmake: stub until its lexer lands.
extension Language {
    /// The cmake language.
    public static let cmake = Language(
        name: "cmake",
        aliases: [],
        extensions: ["cmake"],
        fileNames: ["CMakeLists.txt"],
        interpreters: ["cmake"],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
