/// `missing-final-newline`: the new text does not end with `\n`.
///
/// Reported at the end of the last line, and only when the change touches that line: a file
/// whose old version already lacked the newline, and whose last line stays, is left alone.
struct MissingFinalNewlineRule: Rule {
    let id = "missing-final-newline"
    let defaultLevel = Level.warning
    let summary = "the file does not end with a newline"

    fileprivate static let message = "no newline at end of file"
    fileprivate static let help = "end the last line with a newline: tools that read lines may drop or join it"

    func check(_ file: LintFile, context: LintContext, report: (Finding) -> Void) {
        guard !file.isBinary, let lastByte = file.text.last, lastByte != 0x0A,
              let last = file.lines.last, last.isAdded else { return }
        report(finding(file, line: last.number, column: last.bytes.count + 1, length: 1, level: defaultLevel,
                       Self.message, help: Self.help))
    }
}
