/// Vue and Svelte single-file components: HTML whose `<script>` is JavaScript or, by
/// `lang="ts"`, TypeScript and whose `<style>` is CSS or, by `lang="scss"`, SCSS (the markup
/// lexer's own embedding), plus the template expressions each adds, lexed as JavaScript by the
/// same embedding: Vue's `{{ … }}` and directive values (`:prop="…"`, `@click="…"`,
/// `v-if="…"`), and Svelte's `{ … }` in text and attribute values with its
/// `{#if …}`, `{:else}`, `{/if}`, `{@html …}` blocks.
extension Language {
    /// Vue single-file components.
    public static let vue = Language(
        name: "vue",
        aliases: [],
        extensions: ["vue"],
        fileNames: [],
        interpreters: [],
        lexer: ComponentLexer(svelte: false)
    )

    /// Svelte components.
    public static let svelte = Language(
        name: "svelte",
        aliases: [],
        extensions: ["svelte"],
        fileNames: [],
        interpreters: [],
        lexer: ComponentLexer(svelte: true)
    )
}

/// The markup lexer, stopped at each expression opener to see whether it stands in text (or,
/// for Svelte, where an attribute or its value starts); there the expression is pushed as
/// JavaScript, and `boundary` ends it at its closer whatever state the JavaScript is in (an
/// unclosed string or comment stops there too). The host's state while an expression runs
/// carries `expression` in `flags`, so the closer is colored when the markup resumes.
private struct ComponentLexer: Lexer {
    let svelte: Bool
    private let markup = MarkupLexer(isHTML: true)


    private static let javascript = Language.javascript
    private static let mustacheClose = Array("}}".utf8)
    private static let braceClose = Array("}".utf8)
    /// Svelte's block marks after `{`: `#if`, `:else`, `/if`, `@html`.
    private static let blockMarks = ByteSet("#:/@")

    func lex(_ c: inout Cursor) -> Transition {
        let end = c.end
        var searchFrom = c.pos
        while c.pos < end {
            if c.state.components.contains(.expression) { closeExpression(&c) }
            guard let k = c.firstIndex(in: svelte ? Self.braces : Self.vueStops, from: max(searchFrom, c.pos)) else {
                c.end = end
                return markup.lex(&c)
            }
            // The markup lexes up to the stop, then says where the stop stands.
            c.end = k
            let transition = markup.lex(&c)
            c.end = end
            guard case .end = transition else { return transition }
            searchFrom = k + 1
            guard c.pos == k else { continue }
            let mode = c.state.mode
            if c.line[k] != UInt8(ascii: "{") {
                // Vue: a directive's quoted value (`:prop="…"`, `@click='…'`, `v-if="…"`) is code.
                guard mode == MarkupLexer.Mode.value else { continue }
                guard isDirective(c, valueAt: k) else {
                    // Any other value is the markup's whole (a `lang` it reads at its closing quote).
                    let quote = c.line[k] == UInt8(ascii: "\"") ? Self.doubleQuote : Self.singleQuote
                    searchFrom = (c.firstIndex(in: quote, from: k + 1) ?? end - 1) + 1
                    continue
                }
                c.emit(k, k + 1, .string)
                c.pos = k + 1
                c.state.mode = c.line[k] == UInt8(ascii: "\"") ? MarkupLexer.Mode.doubleQuoted : MarkupLexer.Mode.singleQuoted
                c.state.components.insert(.expression)
                return .push(language: Self.javascript, state: LineState(), opaque: false)
            }
            let inText = mode == MarkupLexer.Mode.text && (svelte || c.byte(k + 1) == UInt8(ascii: "{"))
            let inTag = svelte && (mode == MarkupLexer.Mode.tag || mode == MarkupLexer.Mode.value)
            guard inText || inTag else { continue }
            if let pushed = openExpression(&c, at: k) { return pushed }
            searchFrom = c.pos
        }
        c.end = end
        return .end
    }

    private static let braces = ByteSet("{")
    private static let vueStops = ByteSet("{\"'")
    private static let doubleQuote = ByteSet("\"")
    private static let singleQuote = ByteSet("'")
    /// Bytes that end an attribute name, looking back from its `=`.
    private static let nameStop = ByteSet(" \t\r\u{0C}<>\"'/")

    /// Whether the attribute whose value opens at `k` is a Vue directive: `v-…`, `:…`, `@…`, `#…`.
    private func isDirective(_ c: Cursor, valueAt k: Int) -> Bool {
        var j = k
        while j > 0, ASCII.isBlank(c.line[j - 1]) { j -= 1 }
        guard j > 0, c.line[j - 1] == UInt8(ascii: "=") else { return false }
        j -= 1
        while j > 0, ASCII.isBlank(c.line[j - 1]) { j -= 1 }
        var s = j
        while s > 0, !Self.nameStop.contains(c.line[s - 1]) { s -= 1 }
        guard s < j else { return false }
        let first = c.line[s]
        return first == UInt8(ascii: ":") || first == UInt8(ascii: "@") || first == UInt8(ascii: "#") || (first == UInt8(ascii: "v") && c.byte(s + 1) == UInt8(ascii: "-"))
    }

    func boundary(in line: UnsafeBufferPointer<UInt8>, from: Int, frame: Embedding) -> Boundary? {
        let host = frame.hostState
        guard host.components.contains(.expression) else {
            return markup.boundary(in: line, from: from, frame: frame)
        }
        let quoted = host.mode == MarkupLexer.Mode.doubleQuoted || host.mode == MarkupLexer.Mode.singleQuoted
        let closer: [UInt8] = quoted ? [host.mode == MarkupLexer.Mode.doubleQuoted ? UInt8(ascii: "\"") : UInt8(ascii: "'")]
            : svelte ? Self.braceClose : Self.mustacheClose
        var i = from
        while i + closer.count <= line.count {
            if line[i] == closer[0], closer.count == 1 || line[i + 1] == closer[1] { return Boundary(at: i, action: .pop) }
            i += 1
        }
        return nil
    }

    /// At an opener `k`: a block mark (Svelte's `{/if}` is colored whole), or an expression pushed as JavaScript.
    private func openExpression(_ c: inout Cursor, at k: Int) -> Transition? {
        var e = k + (svelte ? 1 : 2)
        c.emit(k, e, .punctuation)
        if svelte, Self.blockMarks.contains(c.byte(e)) {
            var j = e + 1
            while j < c.end, ASCII.isLetter(c.line[j]) { j += 1 }
            c.emit(e, j, .keyword)
            e = j
            if c.line[k + 1] == UInt8(ascii: "/") || (c.line[k + 1] == UInt8(ascii: ":") && c.byte(c.skipBlanks(from: j)) == UInt8(ascii: "}")) {
                // `{/if}`, `{:else}`: nothing to evaluate.
                let close = c.skipBlanks(from: j)
                if c.byte(close) == UInt8(ascii: "}") {
                    c.emit(close, close + 1, .punctuation)
                    c.pos = close + 1
                    return nil
                }
            }
        }
        c.pos = e
        c.state.components.insert(.expression)
        return .push(language: Self.javascript, state: LineState(), opaque: false)
    }

    /// Back from an expression at its closer: colors it and returns to the text or tag.
    private func closeExpression(_ c: inout Cursor) {
        c.state.components.remove(.expression)
        let mode = c.state.mode
        if mode == MarkupLexer.Mode.doubleQuoted || mode == MarkupLexer.Mode.singleQuoted {
            c.state.mode = MarkupLexer.Mode.tag
            guard c.pos < c.end, c.line[c.pos] == UInt8(ascii: "\"") || c.line[c.pos] == UInt8(ascii: "'") else { return }
            c.emit(c.pos, c.pos + 1, .string)
            c.pos += 1
            return
        }
        let n = svelte ? 1 : 2
        guard c.pos + n <= c.end, c.line[c.pos] == UInt8(ascii: "}") else { return }
        c.emit(c.pos, c.pos + n, .punctuation)
        c.pos += n
        if mode == MarkupLexer.Mode.value { c.state.mode = MarkupLexer.Mode.tag }
    }
}

/// The component hosts' (Svelte, Vue) bit of `LineState.flags`, above the markup's bits.
struct ComponentFlags: OptionSet, Equatable {
    let rawValue: UInt32
    /// The host state of an expression that runs (`{…}`, `{{…}}`).
    static let expression = ComponentFlags(rawValue: 1 << 16)
}

extension LineState {
    /// `flags` read as `ComponentFlags`.
    @inline(__always) var components: ComponentFlags {
        get { ComponentFlags(rawValue: flags) }
        set { flags = newValue.rawValue }
    }
}
