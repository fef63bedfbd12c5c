/// JSON, with the comments JSONC and JSON5 allow; object keys are properties.
extension Language {
    /// JSON, JSONC and JSON5.
    public static let json = Language(
        name: "json",
        aliases: ["jsonc", "json5"],
        extensions: ["json", "jsonc", "json5", "jsonl", "ndjson", "geojson", "webmanifest", "har", "ipynb", "avsc"],
        fileNames: [".babelrc", ".eslintrc", ".jshintrc", ".prettierrc", "composer.lock", "Pipfile.lock", "flake.lock", ".arcconfig"],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            spec.blockComments = [BlockComment("/*", "*/")]
            spec.strings = [StringForm("\"", "\""), StringForm("'", "'")]
            spec.words = [(.constant, ["true", "false", "null", "NaN", "Infinity"])]
            spec.callsAreFunctions = false
            spec.operators = ByteSet("+-")
            spec.punctuation = ByteSet("{}[],:")
            spec.hooks = [(0x22, JSONKey.hook)]
            return spec
        }()
    )
}

/// A string followed by `:` is an object key, colored as a property.
private enum JSONKey {
    static let hook: LanguageSpec.Hook = { c, scanner in
        let start = c.pos
        var i = start + 1
        while i < c.end {
            let b = c.line[i]
            if b == 0x5C { i += 2; continue }
            if b == 0x22 { break }
            i += 1
        }
        guard i < c.end, c.byte(c.skipBlanks(from: i + 1)) == 0x3A else { return false }
        c.emit(start, i + 1, .property)
        c.pos = i + 1
        return true
    }
}
