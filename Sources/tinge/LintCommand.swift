import Git
import Highlight
import Lint
import Prepare
import Render
import Terminal

/// `tinge lint [--staged | --all | <rev-range>]`: judges what a change adds and prints the
/// findings like a compiler. Exit status 1 when an error stands, 2 when lint could not run.
enum LintCommand {
    /// What to judge.
    enum Scope {
        case staged
        case all
        case range(String)
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        var scope = Scope.staged
        var format = LintPrinter.Format.pretty
        var only: [String] = []
        var skip: [String] = []
        var color = When.auto
        var theme: String?
        var help = false
        var list = ArgumentList(arguments)
        try list.parse { (option, value) throws(Failure) -> Bool in
            switch option {
            case "--staged", "--cached": scope = .staged
            case "--all": scope = .all
            case "--format":
                let v = try value()
                guard let f = LintPrinter.Format(rawValue: v) else { throw Failure.usage("option '--format' takes pretty, json or github, not '\(v)'") }
                format = f
            case "--rule": only.append(try ruleID(try value(), option: option))
            case "--no-rule": skip.append(try ruleID(try value(), option: option))
            case "--color", "--colour": color = try When(try value(), option: option)
            case "--theme":
                let name = try value()
                guard Theme.named(name) != nil else {
                    throw Failure.usage("option '--theme' takes \(Theme.all.map(\.name).joined(separator: " or ")), not '\(name)'")
                }
                theme = name
            case "--help", "-h": help = true
            default: return false
            }
            return true
        }
        if help {
            try Output.printText(Help.lint)
            return Failure.Status.success
        }
        if let range = list.operands.first {
            guard list.operands.count == 1 else { throw Failure.usage("'lint' takes one revision range, not '\(list.operands[1])'") }
            scope = .range(range)
        }
        let env = TerminalInfo.environment()
        skip += skippedByEnvironment(env["TINGE_SKIP"])
        let repository: Repository
        do {
            repository = try Repository(discoveringFrom: ".")
        } catch {
            throw Failure.lintCannotRun("not a git repository (or any parent folder): \(error.message)")
        }
        let config = try? repository.config()
        let (levels, context) = try settings(config, repository)
        let changes: [ChangedPath]
        do {
            switch scope {
            case .staged: changes = try repository.stagedChanges()
            case .all: changes = try repository.trackedFiles()
            case .range(let r): changes = try repository.changes(inRange: r)
            }
        } catch {
            throw Failure.lintCannotRun(error.message)
        }
        var lookup: LanguageResolver.AttributeLookup?
        if let blobs = try? RepositoryBlobs(repository) { lookup = { name, path in blobs.attribute(name, forPath: path) } }
        let resolver = LanguageResolver(attribute: lookup)
        let files = changes.filter { !$0.isSubmodule && !$0.isSymlink }.map { change in
            let path = RepositoryPath(bytes: change.path)
            return LintFile(path: path, text: change.newBlob, oldText: change.oldBlob,
                            language: resolver.language(forPath: path.description, head: { Array(change.newBlob.prefix(4096)) },
                                                        tail: { Array(change.newBlob.suffix(4096)) }),
                            added: change.addedLines, isExecutable: change.newMode == 0o100755,
                            wasExecutable: change.oldMode == 0o100755, isWhole: { if case .all = scope { true } else { false } }())
        }
        var lintContext = context
        lintContext.allPaths = ((try? repository.indexPaths()) ?? []).map(RepositoryPath.init(bytes:))
        // The rules' attributes and `tinge-lint-skip`, one lookup a file.
        let names = LintContext.attributeNames + ["tinge-lint-skip"]
        for file in files {
            guard let values = try? repository.attributes(names, forPath: file.path.bytes) else { continue }
            var known: [String: String] = [:]
            for (name, value) in zip(names, values) { known[name] = value }
            lintContext.attributes[file.path] = known
        }
        // `.gitattributes` exempts paths: `tests/fixtures/** tinge-lint-skip=private-key,whitespace`,
        // or `tinge-lint-skip` alone for every rule.
        let findings = Linter(levels: levels, only: only, skip: skip).run(files, context: lintContext) { path in
            guard let value = lintContext.attribute("tinge-lint-skip", of: path), value != "false" else { return [] }
            return value == "true" ? ["*"] : Set(value.split(separator: ",").map { String($0).trimmingSpaces() })
        }
        let plain = format != .pretty
        let output = try Output(color: plain ? .never : color, paging: .never, theme: theme, environment: env)
        do {
            try LintPrinter(theme: output.theme, depth: output.depth).print(findings, files: files, format: format, to: output.writer)
            try output.finish()
        } catch .closedPipe {
            // The reader went away (`| head`): stop quietly, but the status still tells the findings.
            output.abandon()
        }
        return findings.contains { $0.level == .error } ? Failure.Status.inputFailed : Failure.Status.success
    }

    /// A rule id given to `option`, checked against the rules there are.
    private static func ruleID(_ id: String, option: String) throws(Failure) -> String {
        guard isRule(id) else {
            throw Failure.usage("option '\(option)': unknown rule '\(VisibleText.escaped(id))' (rules: \(ruleList))")
        }
        return id
    }

    /// The rules `TINGE_SKIP` names (`rule,rule`; commas or spaces between), skipped for one
    /// commit. A name that is no rule skips nothing, and is warned about in one line.
    private static func skippedByEnvironment(_ value: String?) -> [String] {
        let names = (value ?? "").split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
        for name in names where !isRule(name) {
            Failure.printError("tinge: warning: TINGE_SKIP names unknown rule '\(VisibleText.escaped(name))' (rules: \(ruleList))")
        }
        return names
    }

    private static func isRule(_ id: String) -> Bool { Linter.allRules.contains { $0.id == id } }

    private static var ruleList: String { Linter.allRules.map(\.id).joined(separator: ", ") }

    /// Levels from `git config tinge.lint.<id> error|warning|off`, and the rules' settings.
    private static func settings(_ config: Config?, _ repository: Repository) throws(Failure) -> ([String: Level?], LintContext) {
        var levels: [String: Level?] = [:]
        var context = LintContext()
        guard let config else { return (levels, context) }
        for rule in Linter.allRules {
            guard let value = try? config.string("tinge.lint.\(rule.id)") else { continue }
            switch value.lowercased() {
            case "error": levels[rule.id] = .some(.error)
            case "warning": levels[rule.id] = .some(.warning)
            case "off", "false", "no": levels[rule.id] = .some(nil)
            default: throw Failure.usage("git config tinge.lint.\(rule.id): '\(VisibleText.escaped(value))' is not error, warning or off")
            }
        }
        do {
            if let kb = try config.int("tinge.lint.maxFileKB") { context.maxFileKB = kb }
        } catch {
            let value = (try? config.string("tinge.lint.maxFileKB")) ?? ""
            throw Failure.usage("git config tinge.lint.maxFileKB: '\(VisibleText.escaped(value))' is not a number of KB")
        }
        context.coreWhitespace = try? config.string("core.whitespace")
        if let problem = context.settingsProblem { throw Failure.usage("git config \(problem)") }
        return (levels, context)
    }
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
