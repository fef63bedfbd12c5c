import Highlight
import Lint
import TestSupport
import Testing

/// Lints marked text with one rule and checks its findings stand exactly at the markers.
///
/// Every line counts as added unless `added` names the added line numbers; `old` is the
/// previous version, when the rule compares with it.
func expectFindings(_ rule: String, in marked: String, path: RepositoryPath = "example.py", language: String? = nil,
                    added: Set<Int>? = nil, old: String? = nil, executable: Bool = false,
                    context: LintContext = LintContext(), sourceLocation: SourceLocation = #_sourceLocation) {
    let source = MarkedText(marked)
    let text = Array(source.text.utf8)
    let lineCount = text.split(separator: 0x0A, omittingEmptySubsequences: false).count
    let lang = language.flatMap(Languages.named) ?? Detection.language(path: path.description, head: Array(text.prefix(4096)))
    // As the resolver decides: a language neither given nor named by the path is guessed.
    let guessed = language == nil && Detection.language(forPath: path.description) == nil && lang.name != "text"
    let file = LintFile(path: path, text: text, oldText: old.map { Array($0.utf8) }, language: lang, isLanguageGuessed: guessed,
                        added: added ?? Set(1...max(lineCount, 1)), isExecutable: executable)
    let findings = Linter(only: [rule]).run([file], context: context)
    let got = findings.map { "\($0.line):\($0.column)" }
    let want = source.markers.map { "\($0.line):\($0.column)" }
    #expect(got == want, "findings of \(rule): \(findings.map { "\($0.line):\($0.column) \($0.message)" })", sourceLocation: sourceLocation)
}
