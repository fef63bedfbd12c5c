import Git

/// Where `tinge lint` reads a repository: the change, the index's paths, settings, attributes.
protocol LintSource {
    /// The files the change in `scope` adds or changes, read.
    func changes(_ scope: LintCommand.Scope) throws(GitError) -> [ChangedPath]
    /// Every path the index holds, once each.
    func indexPaths() throws(GitError) -> [[UInt8]]
    /// Setting `key` (no subsection) as git config has it; nil when not set.
    func setting(_ key: String) -> String?
    /// Attributes `names` of each of `paths`: "true", "false" or the value; unspecified ones absent.
    func attributes(_ names: [String], of paths: [[UInt8]]) -> [[UInt8]: [String: String]]
}

/// What lint has read of the repository, and from where.
struct LintReading {
    let source: any LintSource
    let changes: [ChangedPath]
    let indexPaths: [[UInt8]]

    /// The change in `scope` and the index's paths, through libgit2; where libgit2 cannot read
    /// them (a sparse or split index, sha256 objects, a shallow history's merge base), through
    /// the git command, whose output is what git itself means. When neither can, one line:
    /// git's reason (a bad range), else libgit2's, with how to skip when it is tinge's limit.
    static func read(_ scope: LintCommand.Scope, _ session: Session) throws(Failure) -> LintReading {
        let first: GitError
        do {
            let source = LibGit2Source(repository: try session.openRepository())
            return LintReading(source: source, changes: try source.changes(scope), indexPaths: try source.indexPaths())
        } catch {
            // git would say no more, and the commit must not go on as though the change were read.
            if error.isDamagedObject { throw Failure.damagedObject(error.message) }
            first = error
        }
        do {
            let source = try GitCommandSource(session.git)
            return LintReading(source: source, changes: try source.changes(scope), indexPaths: try source.indexPaths())
        } catch {
            guard error.kind == .cannotRunGit else { throw Failure.lintCannotRun(error.message) }
            // No git to ask: libgit2's reason is all there is.
            guard first.kind == .unsupportedRepository else { throw Failure.lintCannotRun(first.message) }
            throw Failure.lintCannotRun(UnreadableRepository.line(
                first.message, advice: "lint reads it through git, which is not on PATH; git commit --no-verify skips the hook"))
        }
    }
}

/// The repository through libgit2, in this process.
struct LibGit2Source: LintSource {
    let repository: Repository
    private let config: Config?

    init(repository: Repository) {
        self.repository = repository
        config = try? repository.config()
    }

    func changes(_ scope: LintCommand.Scope) throws(GitError) -> [ChangedPath] {
        switch scope {
        case .staged: try repository.stagedChanges()
        case .all: try repository.trackedFiles()
        case .range(let range): try repository.changes(inRange: range)
        }
    }

    func indexPaths() throws(GitError) -> [[UInt8]] { try repository.indexPaths() }

    func setting(_ key: String) -> String? { (try? config?.string(key)) ?? nil }

    /// One libgit2 lookup a path for all `names`.
    func attributes(_ names: [String], of paths: [[UInt8]]) -> [[UInt8]: [String: String]] {
        var table: [[UInt8]: [String: String]] = [:]
        for path in paths {
            guard let values = try? repository.attributes(names, forPath: path) else { continue }
            for (name, value) in zip(names, values) where value != nil { table[path, default: [:]][name] = value }
        }
        return table
    }
}

/// The repository through the git command (`CommandChanges`).
struct GitCommandSource: LintSource {
    private let git: CommandChanges
    private let settings: [String: String]

    init(_ command: GitCommand) throws(GitError) {
        git = try CommandChanges(command)
        settings = try git.settings()
    }

    func changes(_ scope: LintCommand.Scope) throws(GitError) -> [ChangedPath] {
        switch scope {
        case .staged: try git.stagedChanges()
        case .all: try git.trackedFiles()
        case .range(let range): try git.changes(inRange: range)
        }
    }

    func indexPaths() throws(GitError) -> [[UInt8]] { try git.indexPaths() }

    /// git prints a setting's section and name lowercased.
    func setting(_ key: String) -> String? { settings[key.lowercased()] }

    func attributes(_ names: [String], of paths: [[UInt8]]) -> [[UInt8]: [String: String]] {
        (try? git.attributes(names, of: paths)) ?? [:]
    }
}
