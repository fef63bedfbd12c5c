import Lint
import Render

/// What git config says of lint: each rule's level (`tinge.lint.<id> error|warning|off`), and
/// the rules' settings (`tinge.lint.maxFileKB`, `core.whitespace`). A bad value is one line
/// naming its key.
struct LintSettings {
    var levels: [String: Level?] = [:]
    var context = LintContext()

    init(_ setting: (String) -> String?) throws(Failure) {
        for rule in Linter.allRules {
            guard let value = setting("tinge.lint.\(rule.id)") else { continue }
            switch value.lowercased() {
            case "error": levels[rule.id] = .some(.error)
            case "warning": levels[rule.id] = .some(.warning)
            case "off", "false", "no": levels[rule.id] = .some(nil)
            default: throw Failure.setting("git config tinge.lint.\(rule.id): '\(VisibleText.escaped(value))' is not error, warning or off")
            }
        }
        if let value = setting("tinge.lint.maxFileKB") {
            guard let kb = Self.integer(value) else {
                throw Failure.setting("git config tinge.lint.maxFileKB: '\(VisibleText.escaped(value))' is not a number of KB")
            }
            context.maxFileKB = kb
        }
        context.coreWhitespace = setting("core.whitespace")
        if let problem = context.settingsProblem { throw Failure.setting("git config \(problem)") }
    }

    /// An integer as git config reads one: digits with an optional sign, then an optional unit
    /// `k`, `m` or `g` (any case) for 1024, 1024², 1024³.
    static func integer(_ text: String) -> Int? {
        var digits = Substring(text.drop { $0 == " " || $0 == "\t" })
        var factor = 1
        switch digits.last?.lowercased() {
        case "k": factor = 1 << 10
        case "m": factor = 1 << 20
        case "g": factor = 1 << 30
        default: break
        }
        if factor > 1 { digits = digits.dropLast() }
        guard let n = Int(digits) else { return nil }
        let (product, overflow) = n.multipliedReportingOverflow(by: factor)
        return overflow ? nil : product
    }
}
