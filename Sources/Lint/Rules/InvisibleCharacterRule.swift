import Diff
import Highlight

/// `invisible-character`: a default-ignorable code point in the code or strings of added lines.
///
/// Editors and terminals show them as nothing (`Ignorable`): an identifier with a zero-width
/// space is not the one it looks like, and variation selectors or tag characters spell a payload
/// in a string that looks empty. Comments and prose files (Markdown, plain text, markup) are
/// not judged: there they change nothing that runs, and prose has uses for them (a soft hyphen).
/// What `Ignorable` excuses is not flagged anywhere: an emoji's presentation selector, a joiner
/// between letters or emoji (`"❤️"`, Persian text), nor a byte-order mark opening the file.
/// Bidirectional controls are `bidi-control`'s. The escapes that spell them (`\u{200B}`) are
/// the fix.
struct InvisibleCharacterRule: Rule {
    let id = "invisible-character"
    let defaultLevel = Level.error
    let summary = "invisible (default-ignorable) Unicode characters in code and strings"

    fileprivate static let help = "remove it, or write it as an escape (\\u200B) where it is meant to be there"

    func check(_ file: LintFile, context: LintContext, report: (Finding) -> Void) {
        let isProse = file.language.isProse
        for line in file.addedLines {
            if isProse, line.startState.embedding == nil { continue }
            line.bytes.withUnsafeBufferPointer { p in
                var i = 0
                while i < p.count {
                    // The lead bytes of every ignorable are C2 or above; ASCII and most text is skipped unread.
                    guard p[i] >= 0xC2 else { i += 1; continue }
                    let length = UTF8Sequence.length(p, at: i, end: p.count)
                    guard length > 0 else { i += 1; continue }
                    defer { i += length }
                    guard let scalar = Ignorable.hidden(p, at: i, length: length, end: p.count),
                          !Self.isBidiControl(scalar), !(scalar == 0xFEFF && line.number == 1 && i == 0),
                          !line.kind(at: i).isComment else { continue }
                    report(finding(file, line: line.number, column: i + 1, length: length, level: defaultLevel,
                                   Self.message(scalar), help: Self.help))
                }
            }
        }
    }

    /// What `bidi-control` reports.
    private static func isBidiControl(_ scalar: UInt32) -> Bool {
        scalar == 0x061C || (0x200E...0x200F).contains(scalar) || (0x202A...0x202E).contains(scalar)
            || (0x2066...0x2069).contains(scalar)
    }

    fileprivate static func message(_ scalar: UInt32) -> String {
        "invisible character U+\(String(scalar, radix: 16, uppercase: true))\(name(scalar).map { " " + $0 } ?? "")"
    }

    /// The name of `scalar`, or of its kind for the ranges.
    private static func name(_ scalar: UInt32) -> String? {
        switch scalar {
        case 0x00AD: "SOFT HYPHEN"
        case 0x200B: "ZERO WIDTH SPACE"
        case 0x200C: "ZERO WIDTH NON-JOINER"
        case 0x200D: "ZERO WIDTH JOINER"
        case 0x2060: "WORD JOINER"
        case 0x3164: "HANGUL FILLER"
        case 0xFEFF: "ZERO WIDTH NO-BREAK SPACE"
        case 0xFE00...0xFE0F, 0xE0100...0xE01EF: "(variation selector)"
        case 0xE0001, 0xE0020...0xE007F: "(tag character)"
        default: nil
        }
    }
}

extension Language {
    /// Languages of prose, markup and data read rather than run, where `invisible-character`
    /// judges only the code embedded in them (a Markdown fence, a `<script>`).
    public var isProse: Bool {
        ["text", "markdown", "asciidoc", "rst", "latex", "git-commit", "git-rebase-todo", "gettext", "html", "xml",
         "csv", "tsv"].contains(name)
    }
}
