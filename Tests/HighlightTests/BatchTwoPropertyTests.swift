import Highlight
import TestSupport
import Testing

/// The random-input properties of `LexerPropertyTests`, for the languages of issue 11's second
/// batch, with the openers their own lexers know (`#;`, `q"(`, `<<-EOS`, `{%`, `%~dp0`…) mixed in.
@Suite struct BatchTwoPropertyTests {
    static let languages = [
        "batch", "commonlisp", "scheme", "racket", "awk", "tcl", "nim", "crystal", "d", "fortran", "fortran-fixed",
        "gas", "nasm", "vue", "svelte", "jinja", "htmldjango", "gotmpl", "gohtml", "helm",
    ]

    static let pieces: [[UInt8]] = [
        "#;", "#|", "|#", "#\\", "#\\(", "#<<EOS", "EOS", "%~dp0", "%%~nx", "%%", "%", "!", "!A!", "^", "::", ":lbl",
        "rem ", "echo ", "set \"", "q\"(", "q\"EOS", ")\"", "/+", "+/", "/++", "#[", "]#", "##[", "]##", "\"\"\"",
        "r\"", "'", "'u8", "<<-EOS", "<<-'E'", "#{", "}", "{", "{{", "}}", "{%", "%}", "{#", "#}", "{{-", "-}}",
        "{{/*", "*/}}", "{#if", "{/if}", "{:else}", "%w(", ")", "(", "[", "]", "$", "${", "@[", "\"", "`", "/", "/*",
        "*/", ".and.", "C", "*", "&", "<script>", "</script>", "<style>", "</style>", ":key=\"", "@click='", "<a ",
        ">", "=", " ", "\n", "\n", "\r\n", "x", "é", "#lang", "#!", "#+", "#'", ":", "-1", "1.5e3", "%rax", "$8",
        "%define", "\\",
    ].map { Array($0.utf8) }

    static func randomText(_ rng: inout SeededGenerator) -> [UInt8] {
        var text: [UInt8] = []
        for _ in 0..<Int.random(in: 1...150, using: &rng) { text += pieces.randomElement(using: &rng)! }
        return text
    }

    @Test("random input keeps tokens whole and lexes the same from every line's state", arguments: languages)
    func randomInput(_ name: String) throws {
        let highlighter = Highlighter(language: try #require(Languages.named(name)))
        var rng = SeededGenerator(seed: UInt64(truncatingIfNeeded: name.utf8.reduce(13) { $0 &* 41 &+ Int($1) }))
        for round in 0..<80 {
            let text = Self.randomText(&rng)
            try text.withUnsafeBufferPointer { buffer in
                let whole = highlighter.tokens(in: buffer)
                let problem = TokenChecks.violation(whole, in: text)
                try #require(problem == nil, "round \(round): \(problem ?? "") in \(TokenListing.quote(text[...]))")
                let lines = Lines.ranges(in: buffer)
                let states = highlighter.lineStates(in: buffer)
                let buffered = TokenBuffer()
                for (i, range) in lines.enumerated() {
                    buffered.base = range.lowerBound
                    let next = highlighter.lexLine(UnsafeBufferPointer(rebasing: buffer[range]), state: states[i], into: buffered)
                    try #require(next == states[i + 1], "round \(round) line \(i + 1): state not reproducible")
                }
                try #require(Array(buffered.tokens) == whole, "round \(round): per-line tokens differ from whole-text tokens")
            }
        }
    }
}
