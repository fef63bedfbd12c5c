/// `mixed-line-endings`: CRLF lines added to a file of LF lines, or LF lines to a CRLF file.
///
/// The file's convention is the old text's majority ending when it has line endings, else the
/// new text's (LF on a tie). Only a new text that holds both endings is judged: a file
/// converted whole from one ending to the other is not mixed. Reported once, at the first
/// added line with the other ending, with how many more there are.
struct MixedLineEndingsRule: Rule {
    let id = "mixed-line-endings"
    let defaultLevel = Level.warning
    let summary = "CRLF lines added to an LF file, or LF lines to a CRLF file"

    fileprivate static func message(_ added: String, _ file: String, more: Int) -> String {
        "\(added) line ending in a file of \(file) lines" + (more > 0 ? " (and \(more) more such lines)" : "")
    }
    fileprivate static let help = "keep the file's line endings, or set them in .gitattributes (eol=lf / eol=crlf)"

    func check(_ file: LintFile, context: LintContext, report: (Finding) -> Void) {
        guard !file.isBinary else { return }
        let new = Self.count(file.text)
        guard new.crlf > 0 && new.lf > 0 else { return }
        var convention = new
        if let old = file.oldText.map(Self.count), old.crlf + old.lf > 0 { convention = old }
        let wantsCRLF = convention.crlf > convention.lf
        var first: LintFile.Line?
        var count = 0
        // The last line has no ending when the text does not end with `\n`.
        let ended = file.text.last == 0x0A ? file.lines.count : file.lines.count - 1
        for line in file.lines.prefix(ended) where line.isAdded && (line.bytes.last == 0x0D) != wantsCRLF {
            if first == nil { first = line }
            count += 1
        }
        guard let line = first else { return }
        let column = wantsCRLF ? line.bytes.count + 1 : line.bytes.count
        report(finding(file, line: line.number, column: column, length: 1, level: defaultLevel,
                       Self.message(wantsCRLF ? "LF" : "CRLF", wantsCRLF ? "CRLF" : "LF", more: count - 1), help: Self.help))
    }

    /// How many lines of `text` end in CRLF and how many in a bare LF.
    static func count(_ text: [UInt8]) -> (crlf: Int, lf: Int) {
        var crlf = 0, lf = 0
        text.withUnsafeBufferPointer { p in
            for i in 0..<p.count where p[i] == 0x0A {
                if i > 0 && p[i - 1] == 0x0D { crlf += 1 } else { lf += 1 }
            }
        }
        return (crlf, lf)
    }
}
