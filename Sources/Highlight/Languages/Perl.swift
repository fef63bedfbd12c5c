/// perl: stub until its lexer lands.
extension Language {
    /// The perl language.
    public static let perl = Language(
        name: "perl",
        aliases: ["pl", "pm"],
        extensions: ["pl", "pm", "t", "pod", "psgi", "cgi"],
        fileNames: [],
        interpreters: ["perl", "perl5"],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
