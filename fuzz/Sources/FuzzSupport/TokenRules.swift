import Highlight

/// What every token list must be, whatever the language and the text: ordered, not
/// overlapping, not empty, not plain, in bounds, never over a newline, never cutting a
/// well-formed UTF-8 character.
public enum TokenRules {
    public static func check(_ tokens: [Token], in text: [UInt8], _ what: @autoclosure () -> String) {
        var previousEnd = 0
        for (n, t) in tokens.enumerated() {
            var problem: String?
            if t.length <= 0 {
                problem = "is empty"
            } else if t.start < previousEnd {
                problem = "overlaps the one before or is out of order (it ended at \(previousEnd))"
            } else if t.end > text.count {
                problem = "runs past the end (\(text.count))"
            } else if text[t.start..<t.end].contains(0x0A) {
                problem = "covers a newline"
            } else if t.kind == .plain {
                problem = "is plain (plain text is left out)"
            } else if cutsCharacter(text, at: t.start) || cutsCharacter(text, at: t.end) {
                problem = "cuts a UTF-8 character"
            }
            if let problem { Invariant.fail("\(what()): token \(n) \(t) \(problem) in \(quoted(text))") }
            previousEnd = t.end
        }
    }

    /// Whether offset `i` falls inside a well-formed multi-byte character.
    public static func cutsCharacter(_ text: [UInt8], at i: Int) -> Bool {
        guard i > 0, i < text.count else { return false }
        for lead in max(0, i - 3)..<i {
            let n = UTF8Decoding.length(text, at: lead)
            if n > 1, lead + n > i { return true }
        }
        return false
    }
}
