/// cpp: stub until its lexer lands.
extension Language {
    /// The cpp language.
    public static let cpp = Language(
        name: "cpp",
        aliases: ["c++", "cxx", "hpp"],
        extensions: ["cpp", "cc", "cxx", "c++", "hpp", "hh", "hxx", "h++", "ipp", "tpp", "inl", "ino"],
        fileNames: [],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
