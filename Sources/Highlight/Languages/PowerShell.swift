/// powershell: stub until its lexer lands.
extension Language {
    /// The powershell language.
    public static let powershell = Language(
        name: "powershell",
        aliases: ["pwsh", "ps1", "posh"],
        extensions: ["ps1", "psm1", "psd1"],
        fileNames: [],
        interpreters: ["pwsh", "powershell"],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
