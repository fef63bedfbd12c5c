import Highlight

/// Properties every token list must have, whatever the language and input.
public enum TokenChecks {
    /// Nil when `tokens` are ordered, non-overlapping, non-empty, in bounds, never cover a newline
    /// and never split a well-formed UTF-8 sequence; otherwise the first violation.
    public static func violation(_ tokens: [Token], in text: [UInt8]) -> String? {
        var previousEnd = 0
        for (n, t) in tokens.enumerated() {
            if t.length <= 0 { return "token \(n) is empty: \(t)" }
            if t.start < previousEnd { return "token \(n) overlaps or is out of order: \(t)" }
            if t.end > text.count { return "token \(n) runs past the end (\(text.count)): \(t)" }
            if text[t.start..<t.end].contains(0x0A) { return "token \(n) covers a newline: \(t)" }
            for edge in [t.start, t.end] where splitsSequence(text, at: edge) {
                return "token \(n) splits a UTF-8 sequence at byte \(edge): \(t)"
            }
            if t.kind == .plain { return "token \(n) is plain; plain text is left out" }
            previousEnd = t.end
        }
        return nil
    }

    /// Whether offset `i` falls inside a well-formed multi-byte sequence.
    public static func splitsSequence(_ text: [UInt8], at i: Int) -> Bool {
        guard i > 0, i < text.count, text[i] & 0xC0 == 0x80 else { return false }
        var lead = i - 1
        while lead > 0, i - lead < 4, text[lead] & 0xC0 == 0x80 { lead -= 1 }
        let b = text[lead]
        let length = b >= 0xF0 && b < 0xF8 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
        guard length > 1, lead + length > i, lead + length <= text.count else { return false }
        return String(validating: text[lead..<(lead + length)], as: UTF8.self) != nil
    }
}
