/// How serious a finding is: errors stop a commit, warnings do not.
public enum Level: String, Sendable, Comparable, CaseIterable {
    case warning
    case error

    public static func < (a: Level, b: Level) -> Bool { a == .warning && b == .error }
}

/// One thing a rule found: where, what, and how to fix it. A value: no colors, no git.
public struct Finding: Sendable, Equatable {
    /// The rule's id (`conflict-marker`).
    public var rule: String
    public var level: Level
    /// The file's path in the repository.
    public var path: RepositoryPath
    /// 1-based line; 0 for findings about the whole file.
    public var line: Int
    /// 1-based byte column of the span's start; 0 for whole-file findings.
    public var column: Int
    /// The span's length in bytes (at least 1 for line findings).
    public var length: Int
    /// What is wrong, in one line.
    public var message: Message
    /// How to fix it, when there is something to say.
    public var help: String?

    public init(rule: String, level: Level, path: RepositoryPath, line: Int, column: Int, length: Int, message: Message,
                help: String? = nil) {
        self.rule = rule
        self.level = level
        self.path = path
        self.line = line
        self.column = column
        self.length = length
        self.message = message
        self.help = help
    }
}
