import FuzzSupport
import Highlight

/// Every lexer, on any text: `name\0` or the first byte picks the language, the rest is the text.
///
/// Invariants: the tokens of the whole text keep `TokenRules`; lexing line by line from the
/// states the top-down run had gives the same tokens and end states (so resuming from any line
/// equals lexing from the top), with a fresh token buffer for each line as a resumed lexer has;
/// lexing on from a chosen line to the end gives the rest of the top-down run; an edit of a
/// `HighlightedText` gives the tokens of a fresh lex of the edited text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let language = input.language()
    let text = Array(input.rest)
    let highlighter = Highlighter(language: language)
    let tokens = highlighter.tokens(in: text)
    TokenRules.check(tokens, in: text, language.name)
    text.withUnsafeBufferPointer { buffer in
        let lines = Lines.ranges(in: buffer)
        let states = highlighter.lineStates(in: buffer)
        Invariant.check(states.count == lines.count + 1, "\(language.name): \(states.count) states for \(lines.count) lines")
        // The line after line `k`, for the languages that color a line by it (setext headings).
        func following(_ k: Int) -> UnsafeBufferPointer<UInt8>? {
            highlighter.readsNextLine && k + 1 < lines.count ? UnsafeBufferPointer(rebasing: buffer[lines[k + 1]]) : nil
        }
        var next = 0
        for (k, range) in lines.enumerated() {
            let fresh = TokenBuffer()
            let end = highlighter.lexLine(UnsafeBufferPointer(rebasing: buffer[range]), next: following(k), state: states[k], into: fresh)
            Invariant.check(end == states[k + 1], "\(language.name): line \(k + 1) resumed ends in another state in \(quoted(text))")
            var expected: [Token] = []
            while next < tokens.count, tokens[next].start < range.upperBound {
                var t = tokens[next]
                t.start -= range.lowerBound
                expected.append(t)
                next += 1
            }
            Invariant.check(fresh.tokens == expected, "\(language.name): line \(k + 1) resumed has other tokens (\(fresh.tokens) for \(expected)) in \(quoted(text))")
        }
        guard !lines.isEmpty else { return }
        // Lexing on from line `first`, as a painter resuming at a hunk does.
        let first = text.count % lines.count
        let rest = TokenBuffer()
        var state = states[first]
        for k in first..<lines.count {
            rest.base = lines[k].lowerBound
            state = highlighter.lexLine(UnsafeBufferPointer(rebasing: buffer[lines[k]]), next: following(k), state: state, into: rest)
        }
        Invariant.check(state == states[lines.count], "\(language.name): lexing on from line \(first + 1) ends in another state")
        Invariant.check(rest.tokens == Array(tokens.drop { $0.start < lines[first].lowerBound }),
                        "\(language.name): lexing on from line \(first + 1) gives other tokens in \(quoted(text))")
    }
    // An edit of the document: the byte at a place the text chooses, removed or doubled; its
    // tokens then equal a fresh lex of the edited text, line by line.
    guard !text.isEmpty else { return 0 }
    var document = HighlightedText(text, language: language)
    for line in 0..<document.lineCount { _ = document.tokens(inLine: line) }
    let at = Int(text[text.count / 2]) % text.count
    var edited = text
    if text.count % 2 == 0 {
        edited.remove(at: at)
        _ = document.edit(replacing: at..<at + 1, with: [])
    } else {
        edited.insert(text[at], at: at)
        _ = document.edit(replacing: at..<at, with: [text[at]])
    }
    Invariant.check(document.bytes == edited, "\(language.name): the document's text is not the edited text")
    let fresh = highlighter.tokens(in: edited)
    var got: [Token] = []
    for line in 0..<document.lineCount { got += document.tokens(inLine: line) }
    Invariant.check(got == fresh, "\(language.name): an edit at \(at) gives other tokens than a fresh lex of \(quoted(edited))")
    return 0
}

@_cdecl("FuzzLexers_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzz(data ?? emptyInput, size) }
}
