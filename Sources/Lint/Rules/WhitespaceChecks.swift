extension WhitespaceRule {
    /// The checks `git diff --check` makes of a path: git's whitespace rule, read from
    /// `core.whitespace` or the `whitespace` attribute as git's `ws.c` reads them.
    struct Checks: Equatable {
        var blankAtEOL = true, spaceBeforeTab = true, blankAtEOF = true
        var indentWithNonTab = false, tabInIndent = false, crAtEOL = false
        var tabWidth = 8

        /// The rules git knows, in git's order (`whitespace_rule_names`): an item turns on (or,
        /// after `-`, off) the first rule whose name it begins, so `indent` is
        /// `indent-with-non-tab` and `trail` is `trailing-space`.
        private static let rules: [(name: [UInt8], apply: @Sendable (inout Checks, Bool) -> Void)] = [
            (Array("trailing-space".utf8), { $0.blankAtEOL = $1; $0.blankAtEOF = $1 }),
            (Array("space-before-tab".utf8), { $0.spaceBeforeTab = $1 }),
            (Array("indent-with-non-tab".utf8), { $0.indentWithNonTab = $1 }),
            (Array("cr-at-eol".utf8), { $0.crAtEOL = $1 }),
            (Array("blank-at-eol".utf8), { $0.blankAtEOL = $1 }),
            (Array("blank-at-eof".utf8), { $0.blankAtEOF = $1 }),
            (Array("tab-in-indent".utf8), { $0.tabInIndent = $1 }),
        ]

        /// Git's default (`trailing-space`, `space-before-tab`, tab width 8), changed by each
        /// item of `list` in turn, as git's `parse_whitespace_rule` reads it: items between
        /// commas, leading spaces, tabs and line ends skipped (trailing ones stay, and then the
        /// item names nothing), `tabwidth=N` for 0 < N < 64 read as C's `atoi`; an empty item
        /// (a lone `-`) ends the list.
        init(_ list: String?) {
            let s = Array((list ?? "").utf8)
            var i = 0
            while true {
                while i < s.count, [0x2C, 0x20, 0x09, 0x0A, 0x0D].contains(s[i]) { i += 1 }
                var end = i
                while end < s.count, s[end] != 0x2C { end += 1 }
                let negated = i < end && s[i] == 0x2D
                let item = s[(negated ? i + 1 : i)..<end]
                if item.isEmpty { break }
                if let rule = Self.rules.first(where: { $0.name.starts(with: item) }) { rule.apply(&self, !negated) }
                if item.starts(with: Array("tabwidth=".utf8)) {
                    let width = CNumber.atoi(item.dropFirst(9))
                    if 0 < width && width < 64 { tabWidth = width }
                }
                i = end
            }
        }

        /// The checks for a path whose `whitespace` attribute is `attribute` ("true", "false",
        /// a list, or nil when unspecified), where `core.whitespace` gives `core`; nil when
        /// nothing is checked. As git's `whitespace_rule`: set is every rule but the loosening
        /// `cr-at-eol` and the opt-in `tab-in-indent`, with core's tab width; a list starts
        /// from git's default, not from core.
        static func forAttribute(_ attribute: String?, core: Checks) -> Checks? {
            switch attribute {
            case nil: return core
            case "false": return nil
            case "true":
                var all = Checks(nil)
                all.indentWithNonTab = true
                all.tabWidth = core.tabWidth
                return all
            case let list?: return Checks(list)
            }
        }

        /// Whether both `tab-in-indent` and `indent-with-non-tab` are asked for, which git
        /// refuses ("cannot enforce both").
        var conflict: Bool { tabInIndent && indentWithNonTab }
    }
}
