import Diff
import FuzzSupport
import Highlight
import Lint
import Render

/// `invisible-character` (issue 21) fires on every default-ignorable character of an added line
/// that is in code or a string of a code language (not a comment, not prose outside an
/// embedded language), not a bidirectional control (`bidi-control`'s), not excused by its
/// neighbours (`Ignorable`) and not a byte-order mark opening the file; and on nothing else.
enum InvisibleFindings {
    static func check(_ file: LintFile, _ findings: [Finding], _ what: String) {
        var expected: [String] = []
        for line in file.lines where line.isAdded && (!file.language.isProse || line.startState.embedding != nil) {
            line.bytes.withUnsafeBufferPointer { p in
                var i = 0
                while i < p.count {
                    let length = p[i] < 0xC2 ? 0 : UTF8Sequence.length(p, at: i, end: p.count)
                    if length > 0, let scalar = Ignorable.hidden(p, at: i, length: length, end: p.count),
                       VisibleText.bidiControl(p, at: i, length: length) == nil,
                       !(scalar == 0xFEFF && line.number == 1 && i == 0), !line.kind(at: i).isComment {
                        expected.append("\(line.number):\(i + 1)")
                    }
                    i += max(length, 1)
                }
            }
        }
        let found = findings.filter { $0.rule == "invisible-character" }.map { "\($0.line):\($0.column)" }
        Invariant.check(found == expected, "\(what): invisible-character at \(found), characters at \(expected)")
    }
}
