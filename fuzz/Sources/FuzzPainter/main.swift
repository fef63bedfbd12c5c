import Diff
import FuzzSupport
import Render
import TextBytes

/// The pager's painting end to end, parser to bytes out, in pager mode and `--color-only`: two
/// bytes choose the options (`PainterRun`), the rest is the diff.
///
/// Invariants, colored and uncolored input alike:
/// - nothing of the content leaves as a command: no escape but whole SGRs of plain colors and
///   attributes, no control byte but `\n` and `\t`, no C1 or bidirectional control, only UTF-8
///   (`TerminalCommands`); with no colors, no escape at all;
/// - no default-ignorable character but an emoji's selector or a joiner between letters (`HiddenCharacters`);
/// - `--color-only` keeps lines and text: as many lines as came in (the last without a newline
///   when the input's had none), and each line, tinge's SGRs removed, is the input line with
///   git's colors removed and its controls in their visible form (`LineRole.forms`);
/// - the pager shows every line but a file's `diff`/`---`/`+++` (made its title), in order,
///   when it neither cuts nor wraps, unified;
/// - git's and the content's colors can be read on the theme's page, hide nothing and end
///   with their line (`ContentColors`);
/// - side by side at a width of 40 or more, on input git did not color and without a graph,
///   no row is wider than the width;
/// - what is painted is proportional to the input (`Proportional`).
nonisolated(unsafe) let scratch = MemoryOutput()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let run = PainterRun(choosingFrom: &input)
    let diff = Array(input.rest)
    let painted = scratch.capture { try run.paint(diff, to: $0) }
    let setting = "\(run.options.colorOnly ? "--color-only " : "")depth \(run.depth) \(run.options)"
    if let command = TerminalCommands.first(in: painted) { Invariant.fail("\(setting): \(command)") }
    if let hidden = HiddenCharacters.first(in: painted) { Invariant.fail("\(setting): \(hidden)") }
    Invariant.check(run.depth != .none || !painted.contains(0x1B), "\(setting): an escape with colors off")
    Proportional.check(output: painted.count, input: diff.count, setting)
    ContentColors.check(painted, theme: run.theme, depth: run.depth, setting: setting)

    let lines = inputLines(diff)
    let roles = LineRole.of(lines)
    let colored = GitSGR.inputIsColored(lines.map(\.line))
    let shown = inputLines(painted)
    if run.options.colorOnly {
        Invariant.check(shown.count == lines.count, "\(setting): \(shown.count) lines out of \(lines.count) in")
        Invariant.check(shown.last?.hasNewline == lines.last?.hasNewline, "\(setting): the last line's newline changed")
        for (k, (out, line)) in zip(shown, lines).enumerated() {
            let forms = roles[k].forms(Array(line.line), colored: colored)
            let text = TerminalCommands.text(out.line)
            Invariant.check(forms.matches(text), "\(setting): line \(k + 1) (\(roles[k])) \(quoted(line.line)) shows as \(quoted(text)), not as \(quoted(forms.example))")
        }
    } else if run.options.sideBySide, let width = run.options.width, width >= 40, !colored,
              !lines.contains(where: { $0.line.first == 0x2A || $0.line.first == 0x7C }) {
        for (k, out) in shown.enumerated() {
            let cells = DisplayWidth.of(utf8: TerminalCommands.text(out.line)[...]) ?? Int.max
            Invariant.check(cells <= width, "\(setting): row \(k + 1) takes \(cells) cells: \(quoted(out.line))")
        }
    } else if run.options.maxLineLength == 0, run.options.wrap != .always, !run.options.sideBySide {
        var next = 0
        let texts = shown.map { TerminalCommands.text($0.line) }
        for (k, line) in lines.enumerated() where roles[k] != .header(title: true) {
            let forms = roles[k].forms(Array(line.line), colored: colored, tabWidth: run.options.tabWidth)
            var found = false
            while next < texts.count, !found {
                found = forms.matches(texts[next], padding: true) || (run.options.lineNumbers && forms.matches(texts[next], padding: true, gutter: true))
                next += 1
            }
            Invariant.check(found, "\(setting): line \(k + 1) (\(roles[k])) \(quoted(line.line)) is not shown (as \(quoted(forms.example)))")
        }
    }
    return 0
}

@_cdecl("FuzzPainter_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzz(data ?? emptyInput, size) }
}
