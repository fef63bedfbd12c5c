import Dispatch
import Highlight
import Synchronization

/// Chooses a file's language, the same way wherever tinge meets a file (the pager, lint,
/// `tinge highlight`): `--language`, then `.gitattributes`' `linguist-language`, then the file
/// name and extension, then the path's `diff=` driver, then a shebang, then a modeline.
///
/// What the path alone decides is answered once per path and remembered, so a path met in
/// every commit of a long log costs one attributes lookup per run.
public final class LanguageResolver: Sendable {
    private let forced: Language?
    /// What `.gitattributes` says: attribute `name` for `path`, as `BlobSource.attribute` answers.
    public typealias AttributeLookup = @Sendable (_ name: String, _ path: String) -> String?

    private let attribute: AttributeLookup?
    private let byPath = Mutex<[String: Language?]>([:])

    /// A resolver that takes `forced` for every file when given, and asks `attribute` (when
    /// given) what `.gitattributes` says of a path (as `BlobSource.attribute` answers).
    public init(forced: Language? = nil, attribute: AttributeLookup? = nil) {
        self.forced = forced
        self.attribute = attribute
    }

    /// Makes the built-in languages' registry on another thread, now: the first file a run
    /// prepares would otherwise wait for it (every language with its names, extensions and
    /// patterns, about half a millisecond of a core) while a core sits idle as the run sets
    /// up. A lookup that comes first waits for the same making; nothing makes it twice.
    public static func makeLanguagesAhead() {
        DispatchQueue.global().async { _ = LanguageRegistry.builtIn }
    }

    /// The language of the file at `path` (nil for standard input) whose text starts with
    /// `head` and ends with `tail`; asked for only when the path does not decide.
    public func language(forPath path: String?, head: () -> [UInt8], tail: () -> [UInt8] = { [] }) -> Language {
        choice(forPath: path, head: head, tail: tail).language
    }

    /// The language as `language(forPath:head:tail:)` chooses it, and whether it was guessed from
    /// the text (a shebang, a modeline) rather than named by the option, the attributes or the path.
    package func choice(forPath path: String?, head: () -> [UInt8], tail: () -> [UInt8] = { [] })
        -> (language: Language, isGuessed: Bool) {
        if let forced { return (forced, false) }
        if let path, let language = pathLanguage(path) { return (language, false) }
        let start = head()
        if let language = Detection.language(forShebang: start) ?? Detection.language(forModeline: start, tail: tail()) {
            return (language, true)
        }
        return (.plainText, false)
    }

    /// The language the path alone gives: its attributes, its name, its diff driver.
    private func pathLanguage(_ path: String) -> Language? {
        if let known = byPath.withLock({ $0[path] }) { return known }
        let language = value("linguist-language", path).flatMap(Self.named) ?? Detection.language(forPath: path)
            ?? value("diff", path).flatMap(Self.driverLanguage)
        byPath.withLock { $0[path] = .some(language) }
        return language
    }

    /// A string value of attribute `name` for `path` (not set, unset or unspecified).
    private func value(_ name: String, _ path: String) -> String? {
        guard let value = attribute?(name, path), value != "true", value != "false" else { return nil }
        return value
    }

    /// A `linguist-language` value: linguist's names (`Objective-C`, `Shell`, `Vim Script`) or tinge's.
    static func named(_ value: String) -> Language? {
        Languages.named(value) ?? Languages.named(value.split(separator: " ").joined(separator: "-"))
    }

    /// The language of a diff driver: git's built-in ones (`gitattributes(5)`, "Defining a
    /// custom hunk-header") are named after languages (`python`, `cpp`, `golang`, `objc`), and so
    /// may a custom one be; others (`tex`, `astextplain`) name none.
    static func driverLanguage(_ driver: String) -> Language? {
        Languages.named(driver)
    }
}
