/// python: stub until its lexer lands.
extension Language {
    /// The python language.
    public static let python = Language(
        name: "python",
        aliases: ["py", "python3", "py3", "gyp"],
        extensions: ["py", "pyw", "pyi", "pyx", "pxd", "gyp", "gypi", "bzl", "star"],
        fileNames: ["SConstruct", "SConscript", "BUILD.bazel", "WORKSPACE", "Snakefile", "wscript"],
        interpreters: ["python", "python2", "python3", "pypy", "pypy3"],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
