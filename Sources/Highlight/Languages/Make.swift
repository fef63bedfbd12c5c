/// make: stub until its lexer lands.
extension Language {
    /// The make language.
    public static let make = Language(
        name: "make",
        aliases: ["makefile", "mk", "gnumake", "bsdmake"],
        extensions: ["mk", "mak", "make", "mkfile"],
        fileNames: ["Makefile", "makefile", "GNUmakefile", "BSDmakefile", "Makefile.*", "makefile.*", "Kbuild"],
        interpreters: ["make"],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
