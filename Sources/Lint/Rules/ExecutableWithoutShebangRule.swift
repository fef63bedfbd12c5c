/// `executable-without-shebang`: a text file with the executable bit that does not start with `#!`.
///
/// Without `#!` the kernel cannot run it (the shell falls back to itself and fails in odd
/// ways). Binary files are exempt, as are empty ones; a file that was already executable
/// without `#!` is judged only when the change touches its first line (or with `--all`).
struct ExecutableWithoutShebangRule: Rule {
    let id = "executable-without-shebang"
    let defaultLevel = Level.warning
    let summary = "an executable text file that does not start with #!"

    fileprivate static let message = "executable file without a '#!' line"
    fileprivate static let bom = "executable file starts with a byte order mark before '#!'"
    fileprivate static let help = "add a '#!' line (such as '#!/bin/sh'), or drop the executable bit: git update-index --chmod=-x"

    func check(_ file: LintFile, context: LintContext, report: (Finding) -> Void) {
        guard file.isExecutable, !file.isBinary, !file.text.isEmpty, !file.text.starts(with: [0x23, 0x21]) else { return }
        guard file.isWhole || !file.wasExecutable || file.oldText == nil || file.lines.first?.isAdded == true else { return }
        let message = file.text.starts(with: [0xEF, 0xBB, 0xBF, 0x23, 0x21]) ? Self.bom : Self.message
        report(finding(file, line: 1, column: 1, length: 1, level: defaultLevel, message, help: Self.help))
    }
}
