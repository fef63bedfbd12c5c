/// ini: stub until its lexer lands.
extension Language {
    /// The ini language.
    public static let ini = Language(
        name: "ini",
        aliases: ["gitconfig", "editorconfig", "cfg", "conf", "properties", "dosini"],
        extensions: ["ini", "cfg", "conf", "properties", "prefs", "desktop", "service", "socket", "timer", "mount", "target", "inf", "gitconfig", "editorconfig", "npmrc", "pylintrc"],
        fileNames: [".gitconfig", ".gitmodules", ".editorconfig", ".npmrc", ".pylintrc", "setup.cfg", "tox.ini", ".flake8", ".coveragerc", "pytest.ini", "mypy.ini", ".gitattributes_"],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
