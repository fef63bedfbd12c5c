import Git
import Highlight
import Lint
import LintReport
import Prepare
import Render
import Terminal
import Theme

/// `tinge lint [--staged | --all | <rev-range> | --hook]`: judges what a change adds and prints the
/// findings like a compiler. Exit status 1 when an error stands, 2 when lint could not run.
enum LintCommand {
    /// What to judge.
    enum Scope {
        case staged
        case all
        case range(String)
    }

    /// What `--staged` and `--all` choose: the staged change, or every tracked file.
    enum Changes: String {
        case staged
        case all
    }

    static func run(_ arguments: [String], _ session: Session) throws -> Int32 {
        let parsed = try OptionParser.parse(arguments, scope: .lint)
        if parsed.help {
            try session.printText(Help.lint)
            return Failure.Status.success
        }
        let flags = parsed.flags
        var scope = flags[.lintChanges] == .all ? Scope.all : .staged
        let format = flags[.lintFormat] ?? .pretty
        let only = parsed.all(.rule)
        var skip = parsed.all(.noRule)
        // Color and theme from the command line (and NO_COLOR) alone: git config's are the
        // pager's (`Option.notFromConfigIn`).
        var options = Settings(session, needsConfig: false)
        options.scope = .lint
        options.flags = flags
        let color = options[.color]
        let theme = try flags[.theme].map { (name) throws(Failure) in try Self.theme(named: name, session) }
        let hook = flags.has(.hook)
        if let range = parsed.operands.first {
            guard parsed.operands.count == 1 else {
                throw Failure.usage("'lint' takes one revision range, not '\(parsed.operands[1])'")
            }
            scope = .range(range)
        }
        if hook {
            guard case .staged = scope else { throw Failure.usage("option '--hook' lints the staged change: it takes no --all or RANGE") }
        }
        let env = session.environment
        skip += skippedByEnvironment(env["TINGE_SKIP"], session)
        guard let (reading, settings) = try read(scope, asHook: hook, session) else { return Failure.Status.success }
        let lintable = reading.changes.filter { !$0.isSubmodule && !$0.isSymlink }
        // The rules' attributes, `tinge-lint-skip` and the language's, for all files at once.
        let names = LintContext.attributeNames + ["tinge-lint-skip", "linguist-language"]
        let attributes = reading.source.attributes(Array(Set(names)), of: lintable.map(\.path))
        let byName = Dictionary(lintable.map { (RepositoryPath(bytes: $0.path).description, $0.path) }, uniquingKeysWith: { a, _ in a })
        let resolver = LanguageResolver(attribute: { name, path in attributes[byName[path] ?? Array(path.utf8)]?[name] })
        let files = lintable.map { change in
            let path = RepositoryPath(bytes: change.path)
            let choice = resolver.choice(forPath: path.description, head: { Array(change.newBlob.prefix(4096)) },
                                         tail: { Array(change.newBlob.suffix(4096)) })
            return LintFile(path: path, text: change.newBlob, oldText: change.oldBlob,
                            language: choice.language, isLanguageGuessed: choice.isGuessed,
                            added: change.addedLines, isExecutable: change.newMode == 0o100755,
                            wasExecutable: change.oldMode == 0o100755, isWhole: { if case .all = scope { true } else { false } }())
        }
        var lintContext = settings.context
        lintContext.allPaths = reading.indexPaths.map(RepositoryPath.init(bytes:))
        for (path, values) in attributes { lintContext.attributes[RepositoryPath(bytes: path)] = values }
        // `.gitattributes` exempts paths: `tests/fixtures/** tinge-lint-skip=private-key,whitespace`,
        // or `tinge-lint-skip` alone for every rule.
        let findings = Linter(levels: settings.levels, only: only, skip: skip).run(files, context: lintContext) { path in
            guard let value = lintContext.attribute("tinge-lint-skip", of: path), value != "false" else { return [] }
            return value == "true" ? ["*"] : Set(value.split(separator: ",").map { String($0).trimmingSpaces() })
        }
        let plain = format != .pretty
        let output = try Output(color: plain ? .never : color, paging: .never, theme: theme, styles: options.styles(),
                                session: session)
        do {
            try LintPrinter(theme: output.theme, depth: output.depth).print(findings, files: files, format: format, to: output.writer)
            try output.finish()
        } catch .closedPipe {
            // The reader went away (`| head`): stop quietly, but the status still tells the findings.
            output.abandon()
        }
        return findings.contains { $0.level == .error } ? Failure.Status.inputFailed : Failure.Status.success
    }

    /// The change in `scope` and the settings, read. As the hook, what tinge cannot read (a
    /// repository, a bad setting) is one warning line and nil: tinge's own limits never stop a commit.
    /// A damaged object does: it is the repository's fault, and the commit would keep it.
    private static func read(_ scope: Scope, asHook hook: Bool, _ session: Session) throws(Failure) -> (LintReading, LintSettings)? {
        do {
            let reading = try LintReading.read(scope, session)
            return (reading, try LintSettings(reading.source.setting))
        } catch {
            guard hook else { throw error }
            let reason = switch error {
            case .lintCannotRun(let message), .usage(let message), .git(let message), .setting(let message),
                 .missingPath(let message): message
            case .someInputsFailed: "a file could not be read"
            case .damagedObject(let message):
                // Not tinge's limit but the repository's: committing would record the damage. Status 1
                // is the one the hook (installed by any version) stops the commit for.
                session.printError("tinge pre-commit hook: \(message) (git fsck lists every damaged object)")
                throw Failure.someInputsFailed
            }
            session.printError("tinge pre-commit hook: cannot lint this commit (\(reason)); committing it unchecked")
            return nil
        }
    }

    /// The theme `--theme` names: built in, a .tmTheme file, or one in the themes directory.
    private static func theme(named name: String, _ session: Session) throws(Failure) -> Theme {
        switch ThemeChoice.find(name, environment: session.environment, folder: session.directory) {
        case .found(let found): return found
        case .unknown:
            throw Failure.setting("option '--theme' takes a theme (\(ThemeChoice.names); or a .tmTheme file), not '\(VisibleText.escaped(name))'")
        case .broken(let path, let problem): throw Failure.setting("theme file '\(path)': \(problem)")
        }
    }

    /// The rules `TINGE_SKIP` names (`rule,rule`; commas or spaces between), skipped for one
    /// commit. A name that is no rule skips nothing, and is warned about in one line.
    private static func skippedByEnvironment(_ value: String?, _ session: Session) -> [String] {
        let names = (value ?? "").split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
        for name in names where !isRule(name) {
            session.printError("tinge: warning: TINGE_SKIP names unknown rule '\(VisibleText.escaped(name))' (rules: \(ruleList))")
        }
        return names
    }

    private static func isRule(_ id: String) -> Bool { Linter.allRules.contains { $0.id == id } }

    private static var ruleList: String { Linter.allRules.map(\.id).joined(separator: ", ") }
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
