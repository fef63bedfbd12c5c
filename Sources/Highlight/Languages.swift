/// The languages tinge knows, and lookups among them by name, alias, extension and file name.
///
/// The built-in languages form `LanguageRegistry.builtIn`, which every lookup here asks. An app
/// with languages of its own makes a registry that adds them (`LanguageRegistry.builtIn.adding(…)`)
/// and passes it to `Highlighter`, `HighlightedText` and `Detection`.
public enum Languages {
    /// Every built-in language.
    public static var all: [Language] { LanguageRegistry.builtIn.all }

    /// The built-in languages, in the order lookups prefer them: where two name the same
    /// extension or file name, the first wins.
    static let builtIn: [Language] = [
        .plainText,
        .swift, .c, .cpp, .objectiveC, .rust, .go, .zig,
        .python, .javascript, .typescript, .tsx,
        .java, .kotlin, .scala, .csharp, .dart,
        .ruby, .php, .perl, .lua, .bash, .powershell, .r, .haskell, .elixir,
        .html, .xml, .css, .scss, .json, .yaml, .toml, .ini, .markdown,
        .sql, .make, .dockerfile, .cmake, .diff, .protobuf, .graphql, .hcl,
        // Functional, scientific, hardware, editor and markup languages, and one more shell.
        .nix, .groovy, .clojure, .erlang, .ocaml, .fsharp, .julia, .elm, .vimScript, .latex, .restructuredText,
        .asciiDoc, .solidity, .verilog, .vhdl, .fish,
        // git's own files, and small formats of build and data files.
        .gitCommit, .gitRebaseTodo, .gitIgnore, .gitAttributes, .goMod, .pipRequirements, .dotenv, .csv, .tsv,
        .gettext, .graphviz, .prisma, .thrift, .capnProto, .nginx, .meson,
        // Scripting, systems and template languages, and single-file components.
        .batch, .commonLisp, .scheme, .racket, .awk, .tcl, .nim, .crystal, .d, .fortran, .fortranFixed, .gas, .nasm,
        .vue, .svelte, .jinja, .htmlDjango, .goTemplate, .goHTML, .helm,
    ]

    /// The language with this name or alias (any case).
    public static func named(_ name: String) -> Language? { LanguageRegistry.builtIn.named(name) }

    /// The language files with this extension (without the dot, any case) are in.
    public static func forExtension(_ ext: String) -> Language? { LanguageRegistry.builtIn.forExtension(ext) }

    /// The language an interpreter (as a shebang names it: `python3.11`, `bash`) runs.
    public static func forInterpreter(_ name: String) -> Language? { LanguageRegistry.builtIn.forInterpreter(name) }

    /// The language of a file with exactly this name (`Makefile`, `.bashrc`).
    public static func forFileName(_ fileName: String) -> Language? { LanguageRegistry.builtIn.forFileName(fileName) }

    /// Whether `name` matches `pattern`, where `*` matches any run of characters.
    public static func globMatches(_ pattern: Substring, _ name: Substring) -> Bool {
        globMatches(Array(pattern.utf8), Array(name.utf8))
    }

    static func globMatches(_ p: [UInt8], _ n: [UInt8]) -> Bool {
        var i = 0
        var j = 0
        var star = -1
        var resume = 0
        // The classic two-cursor match: on a mismatch, let the last `*` take one more byte.
        while j < n.count {
            if i < p.count, p[i] == UInt8(ascii: "*") {
                star = i
                resume = j
                i += 1
            } else if i < p.count, p[i] == n[j] {
                i += 1
                j += 1
            } else if star >= 0 {
                i = star + 1
                resume += 1
                j = resume
            } else {
                return false
            }
        }
        while i < p.count, p[i] == UInt8(ascii: "*") { i += 1 }
        return i == p.count
    }
}

/// A set of languages to highlight with and to look files' languages up in: the built-in ones,
/// or those and an app's own.
///
/// Languages are values: an embedding state records the `Language` itself, so a language added
/// here is lexed, embedded and looked up exactly as a built-in one is. Where two languages claim
/// the same name, extension or file name, the one earlier in `all` wins; `adding` puts the new
/// languages first, so an app's language replaces a built-in one of the same name.
public final class LanguageRegistry: Sendable {
    /// Every language, in the order lookups prefer them.
    public let all: [Language]

    /// The languages tinge knows.
    public static let builtIn = LanguageRegistry(Languages.builtIn)

    public init(_ languages: [Language]) {
        all = languages
        byName = Self.firstClaims(languages) { [$0.name.lowercased()] + $0.aliases.map { $0.lowercased() } }
        byExtension = Self.firstClaims(languages) { $0.extensions }
        byInterpreter = Self.firstClaims(languages) { $0.interpreters }
        byFileName = Self.firstClaims(languages) { $0.fileNames.filter { !$0.contains("*") && !$0.contains("/") } }
        pathPatterns = languages.flatMap { language in
            language.fileNames.filter { $0.contains("/") || $0.dropLast().contains("*") }
                .map { (components: $0.split(separator: "/").map { Array($0.utf8) }, language: language) }
        }
        pathPatternDepth = pathPatterns.map(\.components.count).max() ?? 0
        namePrefixes = languages.flatMap { language in
            language.fileNames.filter { $0.hasSuffix("*") && !$0.contains("/") }.map { (prefix: String($0.dropLast()), language: language) }
        }
    }

    /// A registry of `languages` followed by this one's: the new ones win every lookup they share.
    public func adding(_ languages: [Language]) -> LanguageRegistry {
        LanguageRegistry(languages + all)
    }

    /// A map from each key a language claims to the first language claiming it.
    private static func firstClaims(_ languages: [Language], _ keys: (Language) -> [String]) -> [String: Language] {
        var map: [String: Language] = [:]
        for language in languages {
            for key in keys(language) where map[key] == nil { map[key] = language }
        }
        return map
    }

    private let byName: [String: Language]
    private let byExtension: [String: Language]
    private let byInterpreter: [String: Language]
    /// Exact file names (`Makefile`, `.bashrc`).
    private let byFileName: [String: Language]
    /// Name patterns with a `*` inside (`requirements*.txt`) or a `/` (`.git/info/exclude`,
    /// `sites-available/*`), which say more than an extension and are asked before it; each
    /// pattern's parts as bytes, so matching a path allocates nothing per pattern.
    private let pathPatterns: [(components: [[UInt8]], language: Language)]
    /// The most parts any path pattern has.
    private let pathPatternDepth: Int
    /// Name prefixes of patterns ending in `*` (`Dockerfile.*` → `Dockerfile.`), in order.
    private let namePrefixes: [(prefix: String, language: Language)]

    /// The language with this name or alias (any case).
    public func named(_ name: String) -> Language? {
        byName[name.lowercased()]
    }

    /// The language files with this extension (without the dot, any case) are in.
    public func forExtension(_ ext: String) -> Language? {
        byExtension[ext.lowercased()]
    }

    /// The language an interpreter (as a shebang names it: `python3.11`, `bash`) runs.
    public func forInterpreter(_ name: String) -> Language? {
        if let language = byInterpreter[name] { return language }
        // python3.11 → python3 → python; ruby2.7 → ruby
        var trimmed = Substring(name)
        while let last = trimmed.last, last.isNumber || last == "." {
            trimmed = trimmed.dropLast()
            if let language = byInterpreter[String(trimmed)] { return language }
        }
        return nil
    }

    /// The language of a file with exactly this name (`Makefile`, `.bashrc`).
    public func forFileName(_ fileName: String) -> Language? {
        byFileName[fileName]
    }

    /// The language whose path pattern matches the end of `path`: each of the pattern's
    /// `/`-separated parts matches one of the path's last parts, `*` standing for any run of
    /// characters within a part.
    public func forPathPattern(_ path: String) -> Language? {
        let parts = path.utf8.split(separator: UInt8(ascii: "/")).suffix(pathPatternDepth).map { Array($0) }
        for (components, language) in pathPatterns where components.count <= parts.count {
            let tail = parts.suffix(components.count)
            if zip(components, tail).allSatisfy({ Languages.globMatches($0, $1) }) { return language }
        }
        return nil
    }

    /// The language of a file whose name starts as a pattern ending in `*` says (`Dockerfile.*`);
    /// asked after the extension, so `Dockerfile.swift` is Swift and `Dockerfile.dev` a Dockerfile.
    public func forFileNamePattern(_ fileName: String) -> Language? {
        namePrefixes.first { fileName.hasPrefix($0.prefix) }?.language
    }
}
