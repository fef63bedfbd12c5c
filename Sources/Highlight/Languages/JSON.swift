/// JSON, with the comments JSONC and JSON5 allow; object keys are properties.
extension Language {
    /// JSON, JSONC and JSON5.
    public static let json = Language(
        name: "json",
        aliases: ["jsonc", "json5"],
        extensions: ["json", "jsonc", "json5", "jsonl", "ndjson", "geojson", "webmanifest", "har", "ipynb", "avsc"],
        fileNames: [".babelrc", ".eslintrc", ".jshintrc", ".prettierrc", "composer.lock", "Pipfile.lock", "flake.lock", ".arcconfig"],
        makeSpec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            spec.blockComments = [BlockComment("/*", "*/")]
            spec.strings = [StringForm("\"", "\""), StringForm("'", "'")]
            spec.words = [(.constant, ["true", "false", "null", "NaN", "Infinity"])]
            spec.callsAreFunctions = false
            spec.operators = ByteSet("+-")
            spec.punctuation = ByteSet("{}[],:")
            spec.hooks = [(UInt8(ascii: "\""), JSONKey.hook)]
            return spec
        }
    )
}

/// A string followed by `:` is an object key, colored as a property.
private enum JSONKey {
    static let hook: LanguageSpec.Hook = { c, scanner in
        let start = c.pos
        var i = start + 1
        while i < c.end {
            let b = c.line[i]
            if b == UInt8(ascii: "\\") { i += 2; continue }
            if b == UInt8(ascii: "\"") { break }
            i += 1
        }
        guard i < c.end, c.byte(c.skipBlanks(from: i + 1)) == UInt8(ascii: ":") else { return false }
        c.emit(start, i + 1, .property)
        c.pos = i + 1
        return true
    }
}
