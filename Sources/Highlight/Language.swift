import Synchronization

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
    /// The lexer, made the first time it is asked for.
    public var lexer: any Lexer { madeLexer.value }
    private let madeLexer: MadeOnce<any Lexer>

    /// `lexer` is made the first time a text in the language is lexed, not with the language:
    /// every run of tinge makes the registry of all built-in languages (to look a file's
    /// language up), and building every lexer's tables with it was a tenth of a small `tinge show`.
    public init(name: String, aliases: [String] = [], extensions: [String] = [], fileNames: [String] = [],
                interpreters: [String] = [], lexer: @autoclosure @escaping @Sendable () -> any Lexer) {
        self.name = name
        self.aliases = aliases
        self.extensions = extensions
        self.fileNames = fileNames
        self.interpreters = interpreters
        madeLexer = MadeOnce(lexer)
    }

    /// A language from a spec alone.
    public convenience init(name: String, aliases: [String] = [], extensions: [String] = [], fileNames: [String] = [],
                interpreters: [String] = [], spec: LanguageSpec) {
        self.init(name: name, aliases: aliases, extensions: extensions, fileNames: fileNames,
                  interpreters: interpreters, lexer: SpecScanner(spec))
    }

    /// A language from a spec that `makeSpec` makes the first time a text in it is lexed, as the
    /// built-in languages' are: made with the registry, their word lists and rules were made
    /// (and their code run, each a few pages of the binary) for every language on every run.
    public convenience init(name: String, aliases: [String] = [], extensions: [String] = [], fileNames: [String] = [],
                            interpreters: [String] = [], makeSpec: @escaping @Sendable () -> LanguageSpec) {
        self.init(name: name, aliases: aliases, extensions: extensions, fileNames: fileNames,
                  interpreters: interpreters, lexer: SpecScanner(makeSpec()))
    }

    public static func == (a: Language, b: Language) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String { name }
}

/// A value made by `make` the first time it is read, from any thread, and kept. Reading it once
/// made is one atomic load (lexing embedded languages reads a lexer a segment).
final class MadeOnce<Value: Sendable>: @unchecked Sendable {
    private let make: @Sendable () -> Value
    /// Set, with release ordering, only after `stored` is.
    private let ready = Atomic<Bool>(false)
    /// Written once, under `lock`, before `ready`; read only after `ready` was seen set.
    private var stored: Value?
    private let lock = Mutex<Void>(())

    init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    var value: Value {
        if ready.load(ordering: .acquiring) { return stored.unsafelyUnwrapped }
        return lock.withLock { _ in
            if let stored { return stored }
            let value = make()
            stored = value
            ready.store(true, ordering: .releasing)
            return value
        }
    }
}
