/// XML and its dialects (SVG, property lists, XSLT, project files): the HTML lexer without
/// embedded scripts and styles, with DOCTYPE internal subsets and processing instructions.
extension Language {
    /// XML, SVG, plists and other XML dialects.
    public static let xml = Language(
        name: "xml",
        aliases: ["svg", "plist", "xsd", "xsl", "xslt"],
        extensions: ["xml", "svg", "plist", "xsd", "xsl", "xslt", "rss", "atom", "csproj", "fsproj", "vbproj", "props", "targets", "nuspec", "xaml", "storyboard", "xib", "wsdl", "pom", "resx", "ui", "glade", "kml", "gpx", "tld", "jnlp", "xul", "iml"],
        fileNames: [],
        interpreters: [],
        lexer: MarkupLexer(isHTML: false)
    )
}
