/// A lint rule: one file per rule under `Rules/`, its messages beside it.
public protocol Rule: Sendable {
    /// The rule's id, as findings, `--rule` and `git config tinge.lint.<id>` name it.
    var id: String { get }
    /// Its level unless configured otherwise.
    var defaultLevel: Level { get }
    /// One line on what it catches, for the man page and `tinge lint --list`.
    var summary: String { get }
    /// Reports what it finds in `file` (only in the lines the change adds, unless the rule is about the whole file).
    func check(_ file: LintFile, context: LintContext, report: (Finding) -> Void)
}

/// What rules may need beyond one file: settings and the other paths of the change.
public struct LintContext: Sendable {
    /// `core.whitespace` as git config has it (nil: git's default).
    public var coreWhitespace: String?
    /// `tinge.lint.maxFileKB` (default 500).
    public var maxFileKB: Int = 500
    /// Every path the index will hold after the commit (for case conflicts).
    public var allPaths: [String] = []
    /// The `whitespace` attribute `.gitattributes` gives a path, where it gives one: `true`
    /// (set), `false` (unset: nothing is an error) or a list like `core.whitespace`'s.
    public var whitespaceAttributes: [String: String] = [:]

    public init(coreWhitespace: String? = nil, maxFileKB: Int = 500, allPaths: [String] = []) {
        self.coreWhitespace = coreWhitespace
        self.maxFileKB = maxFileKB
        self.allPaths = allPaths
    }
}

extension Rule {
    /// A finding of this rule at `level`.
    public func finding(_ file: LintFile, line: Int, column: Int, length: Int, level: Level, _ message: String,
                        help: String? = nil) -> Finding {
        Finding(rule: id, level: level, path: file.path, line: line, column: column, length: max(length, line == 0 ? 0 : 1),
                message: message, help: help)
    }
}
