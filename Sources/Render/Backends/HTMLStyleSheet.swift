import Highlight
import Theme

/// The CSS of an HTML page, made from the themes: a span's attributes become one class a
/// layer (`t-added`, `f-keyword`, `em-added`, `m-error`), and each theme's rules lay those
/// layers on each other in the order `Theme.style(_:lineBackgrounds:)` does, so every span
/// looks as the theme says.
///
/// Every rule's selector is one class, all alike in specificity, so the cascade applies them
/// in the order they are written: line tone, face, emphasis, mark. Spans start from the page's
/// colors (`Theme.page`), not from their row's: a gutter on an added line keeps the page's
/// background, as it keeps the terminal's.
enum HTMLStyleSheet {
    /// `.name { … }`, setting only what `style` sets, as `Style.overlaid(with:)` lays it on.
    /// A rule of code on a line a user's style recolors is the span's whole look instead
    /// (`replaces`), for spans of all its classes (`.t-added.f-keyword`; with no face's class,
    /// plain code); more classes than one outrank the layers whatever their order.
    struct Rule: Equatable {
        let name: String
        let style: Style
        /// The classes a span needs for the rule; plain code has no face's class.
        var classes: [String] = []
        var plainCode = false
        var replaces = false

        init(name: String, style: Style) {
            self.name = name
            self.style = style
            classes = [name]
        }

        init(code kind: TokenKind, tone: LineTone, emphasis: Bool, style: Style) {
            classes = ["t-" + tone.name] + (kind == .plain ? [] : ["f-" + kind.name]) + (emphasis ? ["em-" + tone.name] : [])
            plainCode = kind == .plain
            name = classes.joined(separator: ".") + (plainCode ? ":not([class*=\" f-\"])" : "")
            self.style = style
            replaces = true
        }

        /// Whether it styles a span of `classes`.
        func applies(to classes: Set<String>) -> Bool {
            self.classes.allSatisfy(classes.contains) && !(plainCode && classes.contains { $0.hasPrefix("f-") })
        }
    }

    /// The classes of a span of `a`, in the order of the rules that style them.
    static func classes(_ a: Attributes) -> [String] {
        var names: [String] = []
        if a.tone != .plain, Theme.takesLineBackground(a.face) { names.append("t-" + a.tone.name) }
        if a.face != .plain { names.append("f-" + a.face.name) }
        if a.emphasis, a.tone != .plain { names.append("em-" + a.tone.name) }
        if a.mark != .none { names.append("m-" + a.mark.name) }
        return names
    }

    /// The class of a row whose `fill` is `tone` (none for a plain one).
    static func rowClass(_ tone: LineTone) -> String? {
        tone == .plain ? nil : "r-" + tone.name
    }

    /// Every face a span can have but the plain one, which is the page's own text.
    static let faces: [Face] = TokenKind.allCases.filter { $0 != .plain }.map(Face.init)
        + Role.allCases.map(Face.init) + (0..<Face.graphColumns).map(Face.graph)
        + (0..<Face.commitColors).map(Face.commit)

    private static let tones = LineTone.allCases.filter { $0 != .plain }

    /// `theme`'s rules for spans, in cascade order; a layer that changes nothing makes none.
    static func rules(_ theme: Theme) -> [Rule] {
        var rules: [Rule] = []
        func add(_ name: String, _ style: Style) {
            if !style.isPlain { rules.append(Rule(name: name, style: style)) }
        }
        for tone in tones { add("t-" + tone.name, theme.background(tone)) }
        for face in faces { add("f-" + face.name, theme.style(face)) }
        for tone in tones { add("em-" + tone.name, theme.emphasis(tone)) }
        // Code a user's line style recolors (`plus = normal 22`): not what the layers make.
        let layers = rules.count
        for emphasis in [false, true] {
            for tone in tones {
                for kind in TokenKind.allCases {
                    let a = Attributes(kind, tone: tone, emphasis: emphasis)
                    var layered = theme.background(tone).overlaid(with: theme.style(kind))
                    if emphasis { layered = layered.overlaid(with: theme.emphasis(tone)) }
                    let own = theme.style(a, lineBackgrounds: true)
                    if own != layered { rules.append(Rule(code: kind, tone: tone, emphasis: emphasis, style: own)) }
                }
            }
        }
        // Marks last, over any code; over recolored code's classes, by a selector of as many classes.
        let strength = rules.count > layers ? 3 : 1
        for mark in Mark.allCases where mark != .none {
            let style = theme.style(mark)
            guard !style.isPlain else { continue }
            var rule = Rule(name: Array(repeating: "m-" + mark.name, count: strength).joined(separator: "."), style: style)
            rule.classes = ["m-" + mark.name]
            rules.append(rule)
        }
        return rules
    }

    /// The whole style sheet: the page's layout (with `panes`, a side-by-side page's), then
    /// each theme's colors; with two themes, each under the `prefers-color-scheme` it is made for.
    static func css(themes: [Theme], panes: Bool = false) -> String {
        var css = layout + (panes ? Self.panes : "")
        if themes.count == 1 { return css + colors(themes[0]) }
        precondition(themes.count == 2 && themes[0].isDark != themes[1].isDark, "one dark theme and one light")
        for theme in themes {
            css += "@media \(theme.isDark ? "not all and " : "")(prefers-color-scheme: light) {\n"
            css += colors(theme)
            css += "}\n"
        }
        return css
    }

    /// What no theme changes: rows, spans that start from the page's colors and fill their
    /// whole line's height (as a terminal's cells do), and the files' list above the diff.
    private static let layout = """
        html { background-color: var(--bg); color: var(--fg); }
        body { margin: 0; display: flex; flex-direction: column; }
        pre { margin: 0; padding: 0.5em 0; min-width: max-content;
              font: 13px/1.4 ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; }
        pre span, pre a { display: inline-block; color: var(--fg); background-color: var(--bg);
                          font-weight: normal; font-style: normal; text-decoration: none; }
        pre .row { display: block; }
        pre .f-tab-marker { position: relative; }
        pre .f-tab-marker::before { content: "\\2192"; position: absolute; left: 0; }
        nav { order: -1; padding: 0.5em 1ch; border-bottom: 1px solid var(--rule); font: 13px/1.6 system-ui, sans-serif; }
        nav ol { margin: 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 0 2ch; }
        nav a { color: inherit; }
        nav a::before { content: attr(data-path); }

        """

    /// The rules of a side-by-side page: it is the window's width, its rows wrapped in it, and
    /// a row of panes (`.panes`) is a grid of two equal columns with the divider between (and
    /// a `--graph` drawing's before them); each
    /// pane its gutter beside its code, which wraps anywhere (`↪` is the terminal's: here the
    /// code's spans flow as text), or with `--wrap=never` is cut at the pane's edge.
    private static let panes = """
        pre { min-width: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
        pre .panes { display: grid; grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr); }
        pre .panes.graphed { grid-template-columns: auto minmax(0, 1fr) auto minmax(0, 1fr); }
        pre .pane { display: flex; min-width: 0; }
        pre .pane > .gutter, pre .pane > .code { background-color: transparent; }
        pre .pane > .gutter { flex: none; white-space: pre; }
        pre .pane > .code { flex: 1 1 0; min-width: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
        pre .panes.cut .code { white-space: pre; overflow: hidden; }
        pre .code span, pre .code a { display: inline; }

        """

    /// One theme's colors: the page's (and the files' list's rule), the rows' fills, then the
    /// spans' layers.
    private static func colors(_ theme: Theme) -> String {
        let page = (theme.page.foreground ?? RGB(hex: 0), theme.page.background ?? RGB(hex: 0xFFFFFF))
        var css = ":root { color-scheme: \(theme.isDark ? "dark" : "light");"
        css += " --fg: \(hex(page.0)); --bg: \(hex(page.1));"
        css += " --rule: \(hex(theme.diff.fileRule.foreground ?? page.0)); }\n"
        for tone in tones {
            // A row's fill is what the terminal's padding spaces show: plain text on the line's tone.
            let fill = theme.style(Attributes(.plain, tone: tone), lineBackgrounds: true).background
            if let name = rowClass(tone), let fill { css += ".\(name) { background-color: \(hex(fill)); }\n" }
        }
        for rule in rules(theme) {
            css += ".\(rule.name) { \(rule.replaces ? whole(rule.style) : declarations(rule.style)) }\n"
        }
        return css
    }

    /// `style` as CSS declarations: only what it sets.
    static func declarations(_ style: Style) -> String {
        var parts: [String] = []
        if let fg = style.foreground { parts.append("color: \(hex(fg));") }
        if let bg = style.background { parts.append("background-color: \(hex(bg));") }
        if style.bold { parts.append("font-weight: bold;") }
        if style.italic { parts.append("font-style: italic;") }
        if style.underline || style.strike {
            parts.append("text-decoration: \(style.underline ? "underline" : "")\(style.underline && style.strike ? " " : "")\(style.strike ? "line-through" : "");")
        }
        if style.dim { parts.append("opacity: 0.6;") }
        return parts.joined(separator: " ")
    }

    /// `style` as CSS declarations of all a span's look: what it leaves out, the page's.
    static func whole(_ style: Style) -> String {
        var parts = [
            "color: \(style.foreground.map(hex) ?? "var(--fg)");",
            "background-color: \(style.background.map(hex) ?? "var(--bg)");",
            "font-weight: \(style.bold ? "bold" : "normal");", "font-style: \(style.italic ? "italic" : "normal");",
        ]
        let lines = (style.underline ? ["underline"] : []) + (style.strike ? ["line-through"] : [])
        parts.append("text-decoration: \(lines.isEmpty ? "none" : lines.joined(separator: " "));")
        if style.dim { parts.append("opacity: 0.6;") }
        return parts.joined(separator: " ")
    }

    /// `#RRGGBB`.
    static func hex(_ c: RGB) -> String {
        let digits = Array("0123456789ABCDEF")
        return "#" + String([c.r, c.g, c.b].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }
}
