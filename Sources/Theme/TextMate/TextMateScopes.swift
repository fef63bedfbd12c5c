import Highlight

/// A TextMate theme's scope rules, and which of them colors each of tinge's token kinds.
///
/// Each kind asks for a list of scopes, most specific first (`entity.name.function`, then
/// `support.function`…); the first scope any rule's selector matches decides, and among the
/// rules matching it the one whose selector has the most parts wins, a later rule on a tie.
/// A selector matches a scope when its dot-separated parts begin the scope's (`keyword`
/// matches `keyword.control`); of a descendant selector (`source.js string`) only the last
/// part counts, and exclusions (`- string`) are left out.
struct TextMateScopes {
    struct Rule {
        let scope: String
        let settings: [String: PropertyList]
        /// The selectors, each as its parts.
        let selectors: [[Substring]]

        init(scope: String, settings: [String: PropertyList]) {
            self.scope = scope
            self.settings = settings
            selectors = scope.split(separator: ",").compactMap { selector in
                let kept = selector.split(separator: "-", maxSplits: 1).first.map { $0.split(separator: " ") } ?? []
                return kept.last.map { $0.split(separator: ".") }
            }
        }
    }

    let rules: [Rule]

    /// The scopes each kind takes its color from, most specific first.
    static func scopes(_ kind: TokenKind) -> [String] {
        switch kind {
        case .plain: []
        case .comment: ["comment.line", "comment"]
        case .doc: ["comment.block.documentation", "comment.documentation", "comment"]
        case .string: ["string.quoted", "string"]
        case .escape: ["constant.character.escape", "constant.character", "string"]
        case .regex: ["string.regexp", "string"]
        case .number: ["constant.numeric", "constant"]
        case .keyword: ["keyword.control", "keyword", "storage"]
        case .type: ["entity.name.type", "storage.type", "support.type", "entity.name.class", "support.class"]
        case .function: ["entity.name.function", "support.function", "meta.function-call"]
        case .constant: ["constant.language", "support.constant", "constant.other", "constant"]
        case .attribute: ["entity.other.attribute-name", "meta.annotation", "storage.modifier"]
        case .preprocessor: ["meta.preprocessor", "keyword.control.import", "keyword.other.preprocessor", "keyword"]
        case .variable: ["variable.parameter", "variable.other", "variable"]
        case .property: ["variable.other.property", "support.type.property-name", "variable.other.member", "variable"]
        case .operator: ["keyword.operator", "keyword"]
        case .punctuation: ["punctuation.separator", "punctuation"]
        case .tag: ["entity.name.tag", "meta.tag"]
        case .heading: ["markup.heading", "entity.name.section"]
        case .emphasis: ["markup.italic", "markup.bold"]
        case .link: ["markup.underline.link", "string.other.link", "markup.link"]
        }
    }

    /// The rule that colors `kind`, if any.
    func rule(for kind: TokenKind) -> Rule? { rule(forScopes: Self.scopes(kind)) }

    /// The rule for the first of `scopes` some rule matches.
    func rule(forScopes scopes: [String]) -> Rule? {
        for scope in scopes {
            let parts = scope.split(separator: ".")
            var best: (score: Int, rule: Rule)?
            for rule in rules {
                for selector in rule.selectors where selector.count <= parts.count && parts.starts(with: selector) {
                    if selector.count >= best?.score ?? 0 { best = (selector.count, rule) }
                }
            }
            if let best { return best.rule }
        }
        return nil
    }
}
