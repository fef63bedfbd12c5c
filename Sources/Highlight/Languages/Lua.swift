/// lua: stub until its lexer lands.
extension Language {
    /// The lua language.
    public static let lua = Language(
        name: "lua",
        aliases: [],
        extensions: ["lua", "rockspec", "luau"],
        fileNames: [],
        interpreters: ["lua", "luajit"],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
