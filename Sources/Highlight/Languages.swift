/// The registry of every language tinge knows, and lookups by name, alias, extension and file name.
public enum Languages {
    /// Every language; a language's index here is what embedding states record.
    public static let all: [Language] = [
        .plainText,
        .swift, .c, .cpp, .objectiveC, .rust, .go, .zig,
        .python, .javascript, .typescript, .tsx,
        .java, .kotlin, .scala, .csharp, .dart,
        .ruby, .php, .perl, .lua, .bash, .powershell, .r, .haskell, .elixir,
        .html, .xml, .css, .scss, .json, .yaml, .toml, .ini, .markdown,
        .sql, .make, .dockerfile, .cmake, .diff, .protobuf, .graphql, .hcl,
        .batch, .commonLisp, .scheme, .racket, .awk, .tcl, .nim, .crystal, .d, .fortran, .fortranFixed, .gas, .nasm, .vue, .svelte, .jinja, .htmlDjango, .goTemplate, .goHTML, .helm,  // issue 11, batch 2
    ]

    private static let byName: [String: Int] = {
        var map: [String: Int] = [:]
        for (i, language) in all.enumerated() {
            for name in [language.name] + language.aliases where map[name.lowercased()] == nil {
                map[name.lowercased()] = i
            }
        }
        return map
    }()

    private static let byExtension: [String: Int] = {
        var map: [String: Int] = [:]
        for (i, language) in all.enumerated() {
            for ext in language.extensions where map[ext] == nil { map[ext] = i }
        }
        return map
    }()

    private static let byInterpreter: [String: Int] = {
        var map: [String: Int] = [:]
        for (i, language) in all.enumerated() {
            for name in language.interpreters where map[name] == nil { map[name] = i }
        }
        return map
    }()

    /// The registry index of the language with this name or alias (any case).
    public static func index(named name: String) -> Int? {
        byName[name.lowercased()]
    }

    /// The language with this name or alias (any case).
    public static func named(_ name: String) -> Language? {
        index(named: name).map { all[$0] }
    }

    /// The language files with this extension (without the dot, any case) are in.
    public static func forExtension(_ ext: String) -> Language? {
        byExtension[ext.lowercased()].map { all[$0] }
    }

    /// The language an interpreter (as a shebang names it: `python3.11`, `bash`) runs.
    public static func forInterpreter(_ name: String) -> Language? {
        if let i = byInterpreter[name] { return all[i] }
        // python3.11 → python3 → python; ruby2.7 → ruby
        var trimmed = Substring(name)
        while let last = trimmed.last, last.isNumber || last == "." {
            trimmed = trimmed.dropLast()
            if let i = byInterpreter[String(trimmed)] { return all[i] }
        }
        return nil
    }

    /// The language of a file with exactly this name (`Makefile`, `.bashrc`).
    public static func forFileName(_ fileName: String) -> Language? {
        all.first { $0.fileNames.contains(fileName) }
    }

    /// The language of a file whose name starts as a pattern ending in `*` says (`Dockerfile.*`);
    /// asked after the extension, so `Dockerfile.swift` is Swift and `Dockerfile.dev` a Dockerfile.
    public static func forFileNamePattern(_ fileName: String) -> Language? {
        all.first { $0.fileNames.contains { $0.hasSuffix("*") && fileName.hasPrefix($0.dropLast()) } }
    }
}
