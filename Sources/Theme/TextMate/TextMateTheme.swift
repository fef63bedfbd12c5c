import Highlight

/// A TextMate theme (`.tmTheme`, the format of bat, delta and Sublime Text) made into a tinge
/// theme: its global background, foreground and selection; its scopes' colors on tinge's token
/// kinds (`TextMateScopes`); its `markup.inserted` and `markup.deleted` for the diff, or, when
/// it has none, the background tinted toward green and red. The rest (conflicts, blame, moved
/// code) is made from its colors as a built-in theme's is (`Theme(_:syntax:)`).
package enum TextMateTheme {
    /// What is wrong with a theme file.
    public enum Problem: Error, Equatable, Sendable {
        case notPropertyList(line: Int, String)
        case noSettings
        case badColor(scope: String, value: String)

        /// The problem in a few words, for a one-line error after the file's name.
        package var description: String {
            switch self {
            case .notPropertyList(let line, let problem): "not a property list (line \(line): \(problem))"
            case .noSettings: "no settings (a TextMate theme has a 'settings' array of scopes and colors)"
            case .badColor(let scope, let value):
                "bad color '\(value)' for \(scope) (colors are #RGB, #RRGGBB or #RRGGBBAA)"
            }
        }
    }

    /// The theme in `bytes`, called `name`.
    public static func theme(_ bytes: [UInt8], name: String) throws(Problem) -> Theme {
        let plist: PropertyList
        do {
            plist = try PropertyList.parse(bytes)
        } catch {
            throw .notPropertyList(line: error.line, error.problem)
        }
        guard let items = plist.dictionary?["settings"]?.array, !items.isEmpty else { throw .noSettings }
        var global: [String: PropertyList] = [:]
        var rules: [TextMateScopes.Rule] = []
        for item in items {
            guard let entry = item.dictionary, let settings = entry["settings"]?.dictionary else { continue }
            guard let scope = entry["scope"]?.string, !scope.isEmpty else {
                global.merge(settings) { $1 }
                continue
            }
            rules.append(TextMateScopes.Rule(scope: scope, settings: settings))
        }
        let background = try color(global["background"], "the background") ?? RGB(hex: 0x1E1E1E)
        let isDark = background.luminance < 0.2
        let foreground =
            try color(global["foreground"], "the foreground", on: background)
            ?? RGB(hex: isDark ? 0xD4D7DC : 0x1F2328)
        let selection = try color(global["selection"], "the selection", on: background)
        let scopes = TextMateScopes(rules: rules)
        var syntax: [TokenKind: Style] = [:]
        for kind in TokenKind.allCases where kind != .plain {
            guard let rule = scopes.rule(for: kind) else { continue }
            var style = Style()
            style.foreground = try color(rule.settings["foreground"], "scope '\(rule.scope)'", on: background)
            let font = rule.settings["fontStyle"]?.string ?? ""
            style.bold = font.contains("bold")
            style.italic = font.contains("italic")
            style.underline = font.contains("underline")
            if kind == .heading && font.isEmpty { style.bold = true }
            if style.foreground != nil { syntax[kind] = style }
        }
        let inserted = scopes.rule(forScopes: ["markup.inserted"])
        let deleted = scopes.rule(forScopes: ["markup.deleted"])
        // A theme's own accents where its scopes give them, else the default themes' hues.
        func accent(_ kind: TokenKind, _ fallback: UInt32) -> UInt32 {
            hex(syntax[kind]?.foreground ?? RGB(hex: fallback))
        }
        let fallback = isDark ? Theme.dark : Theme.light
        func base(_ kind: TokenKind) -> UInt32 { hex(fallback.style(kind).foreground ?? foreground) }
        let addedHue =
            try color(inserted?.settings["foreground"], "markup.inserted", on: background)
            ?? RGB(hex: isDark ? 0x6CCB83 : 0x1F7A36)
        let removedHue =
            try color(deleted?.settings["foreground"], "markup.deleted", on: background)
            ?? RGB(hex: isDark ? 0xEF7B86 : 0xB02A37)
        let addedLine = try color(inserted?.settings["background"], "markup.inserted", on: background)
        let removedLine = try color(deleted?.settings["background"], "markup.deleted", on: background)
        var colors = ThemeColors(
            name: name, background: hex(background), foreground: hex(foreground),
            comment: accent(.comment, hex(foreground.mixed(with: background, by: 0.45))),
            red: accent(.variable, base(.variable)), orange: accent(.number, base(.number)),
            yellow: accent(.type, base(.type)), green: accent(.string, base(.string)),
            cyan: accent(.escape, base(.type)), blue: accent(.function, base(.function)),
            purple: accent(.keyword, base(.keyword)), magenta: accent(.tag, base(.preprocessor)),
            added: addedLine.map(hex), removed: removedLine.map(hex),
            addedHue: hex(addedHue), removedHue: hex(removedHue))
        colors.selection = selection
        return Theme(colors, syntax: syntax)
    }

    private static func hex(_ c: RGB) -> UInt32 { UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b) }

    /// A color setting: `#RGB`, `#RRGGBB`, or `#RRGGBBAA` laid over `background`; nil when absent.
    static func color(_ value: PropertyList?, _ scope: String, on background: RGB? = nil) throws(Problem) -> RGB? {
        guard let value else { return nil }
        guard let text = value.string else { throw .badColor(scope: scope, value: "\(value)") }
        var digits = Substring(text)
        guard digits.first == "#" else { throw .badColor(scope: scope, value: text) }
        digits = digits.dropFirst()
        if digits.count == 3 || digits.count == 4 { digits = Substring(digits.flatMap { [$0, $0] }) }
        guard digits.count == 6 || digits.count == 8, let n = UInt32(digits, radix: 16) else {
            throw .badColor(scope: scope, value: text)
        }
        if digits.count == 6 { return RGB(hex: n) }
        let c = RGB(hex: n >> 8)
        let alpha = Double(n & 0xFF) / 255
        return background.map { $0.mixed(with: c, by: alpha) } ?? c
    }
}
