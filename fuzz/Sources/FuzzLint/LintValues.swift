import Highlight
import Lint

/// Where the target meets Lint's types: paths and messages as they are held (`String` here),
/// made from bytes and read back as bytes. The one file to change when those types change.
enum LintValues {
    /// The path a file named by `bytes` gets.
    static func path(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// What a finding's path is, as bytes.
    static func bytes(ofPath f: Finding) -> [UInt8] { Array(f.path.utf8) }

    /// What a finding says, as bytes.
    static func bytes(ofMessage f: Finding) -> [UInt8] { Array(f.message.utf8) }

    /// A finding any rule could make: its message and help quote the file's own text.
    static func finding(path: [UInt8], line: Int, message: [UInt8], help: [UInt8]?) -> Finding {
        Finding(rule: "fuzz", level: .warning, path: self.path(path), line: line, column: 1, length: 1,
                message: String(decoding: message, as: UTF8.self), help: help.map { String(decoding: $0, as: UTF8.self) })
    }

    static func file(path: [UInt8], text: [UInt8], oldText: [UInt8]?, language: Language, added: Set<Int>) -> LintFile {
        LintFile(path: self.path(path), text: text, oldText: oldText, language: language, added: added)
    }

    /// A context in which `paths` are every path the commit holds.
    static func context(paths: [[UInt8]]) -> LintContext {
        LintContext(allPaths: paths.map(path))
    }
}
