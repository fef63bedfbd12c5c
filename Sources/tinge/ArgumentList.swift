/// The words of a command line, consumed option by option: `--name=value`, `--name value`, `-x`.
struct ArgumentList {
    private var words: [String]
    /// Operands (non-options) seen so far, in order.
    private(set) var operands: [String] = []

    init(_ words: [String]) {
        self.words = words
    }

    /// Parses every word, calling `handle` for each option with a way to take its value;
    /// operands are collected, and everything after `--` is an operand.
    mutating func parse(_ handle: (_ option: String, _ value: () throws(Failure) -> String) throws(Failure) -> Bool) throws(Failure) {
        var i = 0
        while i < words.count {
            let word = words[i]
            i += 1
            if word == "--" {
                operands += words[i...]
                return
            }
            guard word.hasPrefix("-"), word != "-" else {
                operands.append(word)
                continue
            }
            var name = word
            var inline: String?
            if word.hasPrefix("--"), let eq = word.firstIndex(of: "=") {
                name = String(word[..<eq])
                inline = String(word[word.index(after: eq)...])
            }
            var used = inline == nil
            let value: () throws(Failure) -> String = { () throws(Failure) -> String in
                if let inline { used = true; return inline }
                guard i < words.count else { throw Failure.usage("option '\(name)' needs a value") }
                i += 1
                return words[i - 1]
            }
            guard try handle(name, value) else { throw Failure.usage("unknown option '\(name)'") }
            if !used { throw Failure.usage("option '\(name)' takes no value") }
        }
    }
}

/// A choice among `auto`, `always` and `never`, as `--color` and `--paging` take.
enum When: String {
    case auto, always, never

    /// Parses the value of option `name`.
    init(_ value: String, option name: String) throws(Failure) {
        guard let when = When(rawValue: value) else {
            throw Failure.usage("option '\(name)' takes auto, always or never, not '\(value)'")
        }
        self = when
    }
}
