/// r: stub until its lexer lands.
extension Language {
    /// The r language.
    public static let r = Language(
        name: "r",
        aliases: ["rscript", "splus"],
        extensions: ["r", "rprofile", "rhistory"],
        fileNames: [".Rprofile"],
        interpreters: ["Rscript"],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
