import FuzzSupport
import Highlight

/// Every lexer, on any text: `name\0` or the first byte picks the language, the rest is the text.
///
/// Invariants: the tokens of the whole text keep `TokenRules`; lexing line by line from the
/// states the top-down run had gives the same tokens and end states (so resuming from any line
/// equals lexing from the top), with a fresh token buffer for each line as a resumed lexer has;
/// lexing on from a chosen line to the end gives the rest of the top-down run; a re-lex with
/// right states stops at once, and one with a wrong state mends it and stops after it.
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
        var next = 0
        for (k, range) in lines.enumerated() {
            let fresh = TokenBuffer()
            let end = highlighter.lexLine(UnsafeBufferPointer(rebasing: buffer[range]), state: states[k], into: fresh)
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
            state = highlighter.lexLine(UnsafeBufferPointer(rebasing: buffer[lines[k]]), state: state, into: rest)
        }
        Invariant.check(state == states[lines.count], "\(language.name): lexing on from line \(first + 1) ends in another state")
        Invariant.check(rest.tokens == Array(tokens.drop { $0.start < lines[first].lowerBound }),
                        "\(language.name): lexing on from line \(first + 1) gives other tokens in \(quoted(text))")
        var cached = states
        Invariant.check(highlighter.relex(buffer, lines: lines, from: first, states: &cached) == first + 1,
                        "\(language.name): a re-lex with right states went on past line \(first + 1)")
        cached[first + 1] = LineState(mode: 255, delimiter: [0xFF])
        let stop = highlighter.relex(buffer, lines: lines, from: first, states: &cached)
        Invariant.check(cached == states, "\(language.name): a re-lex left a wrong state")
        Invariant.check(stop == min(first + 2, lines.count), "\(language.name): a re-lex mending one state stopped at \(stop), not \(first + 2)")
    }
    return 0
}

@_cdecl("FuzzLexers_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzz(data ?? emptyInput, size) }
}
