import Diff
import Highlight

/// The tokens of every line of a file's hunks, each line lexed with the state its own side
/// has there: removed lines with the old file's, added and context lines with the new file's.
public struct HunkTokens {
    /// `tokens[h][l]`: the tokens of `hunks[h].lines[l].content`, offsets relative to the content's start.
    public let tokens: [[[Token]]]

    /// Lexes `file`'s hunk lines in `language`, with whole-file context where the sides are known
    /// and with each side's lines of the hunks alone where they are not (the state carried
    /// from one hunk to the next is the guess).
    public init(file: FileDiff, language: Language, old: LexedSide?, new: LexedSide?) {
        let highlighter = Highlighter(language: language)
        let buffer = TokenBuffer()
        func lex(_ content: ArraySlice<UInt8>, _ state: LineState) -> ([Token], LineState) {
            let next = content.withUnsafeBufferPointer { highlighter.lexLine($0, state: state, into: buffer) }
            // Taken, not copied: each line keeps an array of its own size, not the largest line's.
            return (buffer.take(), next)
        }
        let combined = file.header.parents > 1
        var guessOld = LineState.initial
        var guessNew = LineState.initial
        tokens = file.hunks.map { hunk in
            hunk.lines.map { line -> [Token] in
                switch line.kind {
                case .noNewline:
                    return []
                case .removed:
                    if !combined, let old, let n = line.oldNumber, n >= 1, n <= old.lineCount {
                        return lex(line.content, old.state(atLine: n)).0
                    }
                    let (t, next) = lex(line.content, guessOld)
                    guessOld = next
                    return t
                case .added, .context:
                    let result: [Token]
                    if let new, let n = line.newNumber, n >= 1, n <= new.lineCount {
                        result = lex(line.content, new.state(atLine: n)).0
                    } else {
                        let (t, next) = lex(line.content, guessNew)
                        guessNew = next
                        result = t
                    }
                    if line.kind == .context, old == nil || combined { guessOld = lex(line.content, guessOld).1 }
                    return result
                }
            }
        }
    }
}
