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
        try withoutActuallyEscaping(handle) { (handle) throws(Failure) in
            try parse { (option, value, _) throws(Failure) -> Bool in try handle(option, value) }
        }
    }

    /// Parses every word as git's options parse: `--name=value`, `--name value`, `-x value`,
    /// `-xvalue` (`-n1`, `-U5`), and short flags together (`-sp`). `handle` gets each option,
    /// a way to take its value, and a way to take a value only when one is attached to it
    /// (`-M50%`, `--find-renames=50%`; nil for a bare `-M`).
    mutating func parse(_ handle: (_ option: String, _ value: () throws(Failure) -> String,
                                   _ attached: () -> String?) throws(Failure) -> Bool) throws(Failure) {
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
            var short = false
            if word.hasPrefix("--") {
                if let eq = word.firstIndex(of: "=") {
                    name = String(word[..<eq])
                    inline = String(word[word.index(after: eq)...])
                }
            } else if word.count > 2, let letter = word.dropFirst().first, letter.isASCII, letter.isLetter {
                // `-n1`, `-U5`, `-M50%`: a short option with its value; or `-sp`: two flags.
                name = String(word.prefix(2))
                inline = String(word.dropFirst(2))
                short = true
            }
            var used = inline == nil
            let value: () throws(Failure) -> String = { () throws(Failure) -> String in
                if let inline { used = true; return inline }
                guard i < words.count else { throw Failure.usage("option '\(name)' needs a value") }
                i += 1
                return words[i - 1]
            }
            let attached: () -> String? = {
                if inline != nil { used = true }
                return inline
            }
            guard try handle(name, value, attached) else { throw Failure.usage("unknown option '\(short ? word : name)'") }
            if !used {
                guard short, let rest = inline else { throw Failure.usage("option '\(name)' takes no value") }
                // The flags after a short flag that takes no value: `-sp` is `-s -p`.
                words.insert("-" + rest, at: i)
            }
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
