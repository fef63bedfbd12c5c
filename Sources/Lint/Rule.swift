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

/// What rules may need beyond one file: settings, attributes and the other paths of the change.
public struct LintContext: Sendable {
    /// `core.whitespace` as git config has it (nil: git's default).
    package var coreWhitespace: String?
    /// `tinge.lint.maxFileKB` (default 500).
    package var maxFileKB: Int = 500
    /// Every path the index will hold after the commit (for case conflicts).
    public var allPaths: [RepositoryPath] {
        didSet { pathsByFoldedName = CaseConflictRule.index(allPaths) }
    }
    /// `allPaths` by the name a case-insensitive file system sees, made once for all files.
    private(set) var pathsByFoldedName: [CaseConflictRule.FoldedName: [RepositoryPath]]
    /// What `.gitattributes` gives each path, by attribute name: `true` (set), `false` (unset)
    /// or the value; an unspecified attribute is absent. Rules read those `attributeNames` lists.
    public var attributes: [RepositoryPath: [String: String]] = [:]

    /// The attributes rules read: `whitespace` (git's `diff --check` rules for the path),
    /// `conflict-marker-size`, and `diff` (unset, or `binary`: git checks no whitespace in it).
    package static let attributeNames = ["whitespace", "conflict-marker-size", "diff"]

    public init(coreWhitespace: String? = nil, maxFileKB: Int = 500, allPaths: [RepositoryPath] = []) {
        self.coreWhitespace = coreWhitespace
        self.maxFileKB = maxFileKB
        self.allPaths = allPaths
        pathsByFoldedName = CaseConflictRule.index(allPaths)
    }

    /// What git would refuse in these settings, in one line naming the setting; nil when nothing.
    package var settingsProblem: String? {
        WhitespaceRule.Checks(coreWhitespace).conflict
            ? "core.whitespace: cannot enforce both tab-in-indent and indent-with-non-tab" : nil
    }

    /// Attribute `name` of `path`: `true`, `false`, a value, or nil when unspecified.
    public func attribute(_ name: String, of path: RepositoryPath) -> String? {
        attributes[path]?[name]
    }
}

extension Rule {
    /// A finding of this rule at `level`.
    public func finding(_ file: LintFile, line: Int, column: Int, length: Int, level: Level, _ message: Message,
                        help: String? = nil) -> Finding {
        Finding(rule: id, level: level, path: file.path, line: line, column: column, length: max(length, line == 0 ? 0 : 1),
                message: message, help: help)
    }

    /// A finding of this rule at `level`, its message plain text.
    public func finding(_ file: LintFile, line: Int, column: Int, length: Int, level: Level, _ message: String,
                        help: String? = nil) -> Finding {
        finding(file, line: line, column: column, length: length, level: level, Message(message), help: help)
    }
}
