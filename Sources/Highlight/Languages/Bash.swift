/// bash: stub until its lexer lands.
extension Language {
    /// The bash language.
    public static let bash = Language(
        name: "bash",
        aliases: ["sh", "shell", "zsh", "ksh", "shell-script"],
        extensions: ["sh", "bash", "zsh", "ksh", "ash", "dash", "bats", "command", "ebuild", "eclass"],
        fileNames: [".bashrc", ".bash_profile", ".bash_logout", ".bash_aliases", ".profile", ".zshrc", ".zshenv", ".zprofile", ".zlogin", ".zlogout", ".kshrc", "PKGBUILD", "APKBUILD", "bashrc", "zshrc"],
        interpreters: ["bash", "sh", "zsh", "ksh", "dash", "ash", "mksh", "busybox"],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
