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

    /// Exact file names (`Makefile`, `.bashrc`), the first language naming one winning.
    private static let byFileName: [String: Int] = {
        var map: [String: Int] = [:]
        for (i, language) in all.enumerated() {
            for name in language.fileNames where !name.contains("*") && !name.contains("/") && map[name] == nil {
                map[name] = i
            }
        }
        return map
    }()

    /// The language of a file with exactly this name (`Makefile`, `.bashrc`).
    public static func forFileName(_ fileName: String) -> Language? {
        byFileName[fileName].map { all[$0] }
    }

    /// Name patterns with a `*` inside (`requirements*.txt`) or a `/` (`.git/info/exclude`,
    /// `sites-available/*`), which say more than an extension and are asked before it; each
    /// pattern's parts as bytes, so matching a path allocates nothing per pattern.
    private static let pathPatterns: [(components: [[UInt8]], index: Int)] = {
        var list: [([[UInt8]], Int)] = []
        for (i, language) in all.enumerated() {
            for name in language.fileNames where name.contains("/") || name.dropLast().contains("*") {
                list.append((name.split(separator: "/").map { Array($0.utf8) }, i))
            }
        }
        return list
    }()

    /// The most parts any path pattern has.
    private static let pathPatternDepth = pathPatterns.map(\.components.count).max() ?? 0

    /// The language whose path pattern matches the end of `path`: each of the pattern's
    /// `/`-separated parts matches one of the path's last parts, `*` standing for any run of
    /// characters within a part.
    public static func forPathPattern(_ path: String) -> Language? {
        let parts = path.split(separator: "/").suffix(pathPatternDepth).map { Array($0.utf8) }
        for (components, i) in pathPatterns where components.count <= parts.count {
            let tail = parts.suffix(components.count)
            if zip(components, tail).allSatisfy({ globMatches($0, $1) }) { return all[i] }
        }
        return nil
    }

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
            if i < p.count, p[i] == 0x2A {
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
        while i < p.count, p[i] == 0x2A { i += 1 }
        return i == p.count
    }

    /// Name prefixes of patterns ending in `*` (`Dockerfile.*` → `Dockerfile.`), in order.
    private static let namePrefixes: [(prefix: String, index: Int)] = all.enumerated().flatMap { i, language in
        language.fileNames.filter { $0.hasSuffix("*") && !$0.contains("/") }.map { (String($0.dropLast()), i) }
    }

    /// The language of a file whose name starts as a pattern ending in `*` says (`Dockerfile.*`);
    /// asked after the extension, so `Dockerfile.swift` is Swift and `Dockerfile.dev` a Dockerfile.
    public static func forFileNamePattern(_ fileName: String) -> Language? {
        namePrefixes.first { fileName.hasPrefix($0.prefix) }.map { all[$0.index] }
    }
}
