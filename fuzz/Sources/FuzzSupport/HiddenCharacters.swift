import Diff

/// Default-ignorable characters in painted output (issue 21): content's are shown as `<U+XXXX>`
/// (`VisibleText`), save what `Ignorable` excuses (an emoji's presentation selector, a joiner
/// between two visible characters outside ASCII), so each one left in a row stands where it
/// is excused, with the row's SGRs removed.
public enum HiddenCharacters {
    /// The first default-ignorable character of `output` that its row does not excuse, described.
    public static func first(in output: [UInt8]) -> String? {
        for (k, row) in inputLines(output).enumerated() {
            let text = TerminalCommands.text(row.line)
            let found: String? = text.withUnsafeBufferPointer { p in
                var i = 0
                while i < p.count {
                    let length = p[i] < 0xC2 ? 0 : UTF8Sequence.length(p, at: i, end: p.count)
                    if length > 0, let scalar = Ignorable.hidden(p, at: i, length: length, end: p.count) {
                        return "U+\(String(scalar, radix: 16, uppercase: true)) raw in row \(k + 1): \(quoted(text))"
                    }
                    i += max(length, 1)
                }
                return nil
            }
            if let found { return found }
        }
        return nil
    }
}
