/// xml: stub until its lexer lands.
extension Language {
    /// The xml language.
    public static let xml = Language(
        name: "xml",
        aliases: ["svg", "plist", "xsd", "xsl", "xslt"],
        extensions: ["xml", "svg", "plist", "xsd", "xsl", "xslt", "rss", "atom", "csproj", "fsproj", "vbproj", "props", "targets", "nuspec", "xaml", "storyboard", "xib", "wsdl", "pom", "resx", "ui", "glade", "kml", "gpx", "tld", "jnlp", "xul", "iml"],
        fileNames: [],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
