import Highlight
import Lint

/// Where the target meets Lint's types: paths (`RepositoryPath`) and messages (`Message`) as
/// bytes. The one file to change when those types change.
enum LintValues {
    static func path(_ bytes: [UInt8]) -> RepositoryPath { RepositoryPath(bytes: bytes) }

    static func bytes(ofPath f: Finding) -> [UInt8] { f.path.bytes }

    static func bytes(ofMessage f: Finding) -> [UInt8] { f.message.bytes }

    static func finding(path: [UInt8], line: Int, message: [UInt8], help: [UInt8]?) -> Finding {
        Finding(rule: "fuzz", level: .warning, path: self.path(path), line: line, column: 1, length: 1,
                message: "\(RepositoryPath(bytes: message))", help: help.map { String(decoding: $0, as: UTF8.self) })
    }

    static func file(path: [UInt8], text: [UInt8], oldText: [UInt8]?, language: Language, added: Set<Int>) -> LintFile {
        LintFile(path: self.path(path), text: text, oldText: oldText, language: language, added: added)
    }

    static func context(paths: [[UInt8]]) -> LintContext {
        LintContext(allPaths: paths.map(path))
    }
}
