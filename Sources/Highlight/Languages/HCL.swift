/// hcl: stub until its lexer lands.
extension Language {
    /// The hcl language.
    public static let hcl = Language(
        name: "hcl",
        aliases: ["terraform", "tf", "tfvars", "nomad"],
        extensions: ["hcl", "tf", "tfvars", "nomad", "tftpl"],
        fileNames: [".terraformrc", "terraform.rc"],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
