/// A language tinge can highlight: its names, how files in it are recognized, and its lexer.
///
/// A language is a value with an identity: an embedding state records the language itself
/// (`Embedding.inner`), and two languages are equal only when they are the same one. An app adds
/// its own by making one, from a `LanguageSpec` or from a `Lexer` of its own, and a registry
/// that holds it (`LanguageRegistry.builtIn.adding([mine])`).
public final class Language: Sendable, Hashable, CustomStringConvertible {
    /// The lowercase name used by `--language` and the token format.
    public let name: String
    /// Other names accepted for it (`js`, `sh`, `c++`).
    public let aliases: [String]
    /// File extensions without the dot, lowercase.
    public let extensions: [String]
    /// Exact file names (`Makefile`, `.bashrc`, `CMakeLists.txt`), or patterns: a `*` at the end
    /// (`Dockerfile.*`) is asked after the extension; a `*` inside (`requirements*.txt`) or a path
    /// (`.git/info/exclude`, `sites-available/*`) before it.
    public let fileNames: [String]
    /// Interpreter names a shebang line may name (`python3`, `bash`).
    public let interpreters: [String]
    /// The lexer.
    public let lexer: any Lexer

    public init(name: String, aliases: [String] = [], extensions: [String] = [], fileNames: [String] = [],
                interpreters: [String] = [], lexer: any Lexer) {
        self.name = name
        self.aliases = aliases
        self.extensions = extensions
        self.fileNames = fileNames
        self.interpreters = interpreters
        self.lexer = lexer
    }

    /// A language from a spec alone.
    public convenience init(name: String, aliases: [String] = [], extensions: [String] = [], fileNames: [String] = [],
                interpreters: [String] = [], spec: LanguageSpec) {
        self.init(name: name, aliases: aliases, extensions: extensions, fileNames: fileNames,
                  interpreters: interpreters, lexer: SpecScanner(spec))
    }

    public static func == (a: Language, b: Language) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String { name }
}
