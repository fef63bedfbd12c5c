import Diff
import Highlight

/// The tokens of every line of a file's hunks, each line lexed with the state its own side
/// has there: removed lines with the old file's, added and context lines with the new file's.
public struct HunkTokens: Sendable {
    /// `tokens[h][l]`: the tokens of `hunks[h].lines[l].content`, offsets relative to the content's start.
    public let tokens: [[[Token]]]

    /// Lexes `file`'s hunk lines in `language`, with whole-file context where the sides are known
    /// and with each side's lines of the hunks alone where they are not (the state carried
    /// from one hunk to the next is the guess).
    ///
    /// A side's state is asked for once per run of its lines (the removed lines of a change,
    /// the added and context lines of a hunk); the lines of the run are lexed from there, since
    /// they are the side's own lines.
    public init(file: FileDiff, language: Language, old: LexedSide?, new: LexedSide?) {
        let highlighter = Highlighter(language: language)
        let buffer = TokenBuffer()
        func lex(_ content: ArraySlice<UInt8>, _ state: LineState) -> ([Token], LineState) {
            let next = content.withUnsafeBufferPointer { highlighter.lexLine($0, state: state, into: buffer) }
            // Taken, not copied: each line keeps an array of its own size, not the largest line's.
            return (buffer.take(), next)
        }
        let old = file.header.parents > 1 ? nil : old
        // The state each side's next line starts in: known from the side, or guessed.
        var oldState = LineState.initial
        var newState = LineState.initial
        // The line numbers `oldState` and `newState` are for, when taken from a side.
        var oldAt: Int?
        var newAt: Int?
        tokens = file.hunks.map { hunk in
            hunk.lines.map { line -> [Token] in
                switch line.kind {
                case .noNewline:
                    return []
                case .removed:
                    if let old, let n = line.oldNumber, oldAt != n, let state = old.state(atLine: n) { oldState = state }
                    let (t, next) = lex(line.content, oldState)
                    oldState = next
                    oldAt = line.oldNumber.map { $0 + 1 }
                    return t
                case .added, .context:
                    if let new, let n = line.newNumber, newAt != n, let state = new.state(atLine: n) { newState = state }
                    let (t, next) = lex(line.content, newState)
                    if line.kind == .context {
                        // The old side goes on through context lines only where it is not known (its
                        // state is asked for at its next removed line) and differs from the new side's.
                        if old == nil { oldState = oldState == newState ? next : lex(line.content, oldState).1 }
                        oldAt = nil
                    }
                    newState = next
                    newAt = line.newNumber.map { $0 + 1 }
                    return t
                }
            }
        }
    }
}
