#if canImport(Glibc)
import Glibc
#endif
import Diff
import FuzzSupport
import Highlight
import Lint
import LintReport
import Render
import Terminal

/// The work issue 21 found quadratic, timed on doubling: a unit the fuzzer makes is repeated
/// into a text and one twice as long, and the second may take at most 2.5 times as long (plus a
/// little for the timer); over budget, both are timed again larger, so only work that stays
/// superlinear fails.
///
/// Input: a byte of choices (bits 0–1 the subject, bit 2 puts each repetition on a line of its
/// own, bits 3–7 how many of the unit's bytes come once, before the repetitions), then
/// `name\0` or a byte for the language, then the unit. Subjects:
/// - 0, lint rules: every rule over a file of the text, every line added;
/// - 1, lint printing: the findings of the rules printed in color, as the hook prints them;
/// - 2, painting a long line: one added line of the text, wrapped side by side at 40 columns
///   and unified with `--wrap=always`;
/// - 3, moved lines: each repetition a line, removed from one file and added to another, marked
///   in dimmed-zebra (small bounds, so the sizes timed pass them).
nonisolated(unsafe) let scratch = MemoryOutput()
let bounds = MovedLines.Bounds(pairings: 16, lookingAgain: 256)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let choices = input.byte()
    let language = input.language()
    let unit = Array(input.rest)
    let headCount = min(Int(choices >> 3), unit.count)
    let head = Array(unit.prefix(headCount))
    var body = Array(unit.dropFirst(headCount))
    let subject = Int(choices & 3)
    if FuzzInput.bit(choices, 2) || subject == 3 { body.append(0x0A) }
    if subject == 2 { body.removeAll { $0 == 0x0A } }
    guard body.contains(where: { $0 != 0x0A }) else { return 0 }

    let work: ([UInt8]) -> Void
    let name: String
    switch subject {
    case 0:
        name = "lint rules on \(language.name)"
        work = { text in _ = lint(text, language) }
    case 1:
        name = "lint printing on \(language.name)"
        work = { text in
            let (findings, file) = lint(text, language)
            _ = scratch.capture { try LintPrinter(theme: .dark, depth: .trueColor).print(findings, files: [file], format: .pretty, to: $0) }
        }
    case 2:
        name = "painting a long line"
        work = { text in
            let diff = Array("diff --git a/x.c b/x.c\n--- a/x.c\n+++ b/x.c\n@@ -0,0 +1 @@\n+".utf8) + text + [0x0A]
            for sideBySide in [true, false] {
                var options = DiffPainter.Options()
                options.sideBySide = sideBySide
                options.wrap = .always
                options.width = 40
                options.lineNumbers = true
                _ = scratch.capture { try PainterRun(depth: .trueColor, options: options).paint(diff, to: $0) }
            }
        }
    default:
        name = "moved lines"
        work = { text in moved(text) }
    }

    Doubling(head: head, body: body).check(from: 2048, name, work)
    return 0
}

/// The findings of every rule on `text` as a file whose every line is added.
func lint(_ text: [UInt8], _ language: Language) -> ([Finding], LintFile) {
    let lines = text.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let file = LintFile(path: RepositoryPath(bytes: Array("src/file".utf8)), text: text, oldText: nil, language: language,
                        added: Set(1...lines))
    return (Linter().run([file], context: LintContext(allPaths: [file.path])), file)
}

/// `text`'s lines removed from one file and added to another, their moves marked.
func moved(_ text: [UInt8]) {
    let lines = inputLines(text).map(\.line)
    var diff = Array("diff --git a/a b/a\n--- a/a\n+++ b/a\n@@ -1,\(lines.count) +0,0 @@\n".utf8)
    for line in lines { diff += [0x2D] + line + [0x0A] }
    diff += Array("diff --git a/b b/b\n--- a/b\n+++ b/b\n@@ -0,0 +1,\(lines.count) @@\n".utf8)
    for line in lines { diff += [0x2B] + line + [0x0A] }
    var parser = DiffParser()
    var files: [FileDiff] = []
    for (line, hasNewline) in inputLines(diff) {
        parser.feed(line, hasNewline: hasNewline) { if case .file(let f) = $0 { files.append(f) } }
    }
    parser.finish { if case .file(let f) = $0 { files.append(f) } }
    MovedLines.mark(&files, MovedLines.Options(mode: .dimmedZebra, bounds: bounds))
}

@_cdecl("FuzzScaling_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzz(data ?? emptyInput, size) }
}
