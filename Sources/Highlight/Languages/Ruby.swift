/// ruby: stub until its lexer lands.
extension Language {
    /// The ruby language.
    public static let ruby = Language(
        name: "ruby",
        aliases: ["rb", "jruby"],
        extensions: ["rb", "rake", "gemspec", "ru", "rbw", "jbuilder", "podspec", "thor"],
        fileNames: ["Gemfile", "Rakefile", "Guardfile", "Podfile", "Vagrantfile", "Brewfile", "Fastfile", "Capfile", ".irbrc", ".pryrc"],
        interpreters: ["ruby", "jruby", "rbx", "macruby"],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
