/// Runs the rules over a change's files and gathers their findings, grouped by file in path order.
public struct Linter: Sendable {
    /// Every rule tinge has.
    package static let allRules: [any Rule] = RuleRegistry.all

    /// The rules to run, each with the level it runs at.
    public let rules: [(rule: any Rule, level: Level)]

    /// The rules at their levels: `levels` overrides defaults (nil in it turns a rule off);
    /// `only` (when not empty) keeps just those rules; `skip` drops rules.
    public init(levels: [String: Level?] = [:], only: [String] = [], skip: [String] = []) {
        rules = Self.allRules.compactMap { rule in
            if !only.isEmpty && !only.contains(rule.id) { return nil }
            if skip.contains(rule.id) { return nil }
            if let configured = levels[rule.id] {
                guard let level = configured else { return nil }
                return (rule, level)
            }
            return (rule, rule.defaultLevel)
        }
    }

    /// The findings for `files`, sorted by path, then line and column. `skipped(path)` names
    /// rules a file is exempt from (all of them when it holds `*`).
    public func run(_ files: [LintFile], context: LintContext, skipped: (RepositoryPath) -> Set<String> = { _ in [] }) -> [Finding] {
        var findings: [Finding] = []
        for file in files {
            let exempt = skipped(file.path)
            if exempt.contains("*") { continue }
            for (rule, level) in rules where !exempt.contains(rule.id) {
                rule.check(file, context: context) { finding in
                    var f = finding
                    f.level = level
                    findings.append(f)
                }
            }
        }
        return findings.sorted { ($0.path, $0.line, $0.column, $0.rule) < ($1.path, $1.line, $1.column, $1.rule) }
    }
}
