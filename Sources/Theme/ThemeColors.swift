import Highlight

/// The colors a theme is made from: its background and text, a comment gray, eight accents,
/// and the diff's backgrounds. `Theme(_:syntax:)` makes every style of a theme from them, so a
/// well-known palette becomes a whole theme (diff, conflicts, blame, moved code) in one place,
/// and a TextMate theme's colors go the same way.
public struct ThemeColors: Sendable {
    public var name: String
    public var background: RGB
    public var foreground: RGB
    public var comment: RGB
    package var red, orange, yellow, green, cyan, blue, purple, magenta: RGB
    /// Line backgrounds of added and removed lines, and their word emphasis; nil derives them
    /// from the background tinted toward `addedHue` and `removedHue`.
    public var added, removed, addedEmphasis, removedEmphasis: RGB?
    /// The hues added and removed lines are tinted toward and their markers take: green and
    /// red, or blue and orange in the color-blind themes.
    package var addedHue, removedHue: RGB
    /// A search match's background, when the theme has one (a TextMate theme's selection).
    package var selection: RGB?
    /// The hues of moved code: where it moved from, and a block right after another; where it
    /// moved to, and the same. git's magenta, blue, cyan and yellow unless a theme needs its
    /// own (the color-blind pair, whose blue is the added lines').
    package var movedHues: (removed: RGB, removedAlternative: RGB, added: RGB, addedAlternative: RGB)?

    package var isDark: Bool { background.luminance < 0.2 }

    public init(
        name: String, background: UInt32, foreground: UInt32, comment: UInt32, red: UInt32, orange: UInt32,
        yellow: UInt32, green: UInt32, cyan: UInt32, blue: UInt32, purple: UInt32, magenta: UInt32,
        added: UInt32? = nil, removed: UInt32? = nil, addedEmphasis: UInt32? = nil, removedEmphasis: UInt32? = nil,
        addedHue: UInt32? = nil, removedHue: UInt32? = nil
    ) {
        self.name = name
        self.background = RGB(hex: background)
        self.foreground = RGB(hex: foreground)
        self.comment = RGB(hex: comment)
        (self.red, self.orange, self.yellow, self.green) = (
            RGB(hex: red), RGB(hex: orange), RGB(hex: yellow), RGB(hex: green)
        )
        (self.cyan, self.blue, self.purple, self.magenta) = (
            RGB(hex: cyan), RGB(hex: blue), RGB(hex: purple), RGB(hex: magenta)
        )
        self.added = added.map(RGB.init(hex:))
        self.removed = removed.map(RGB.init(hex:))
        self.addedEmphasis = addedEmphasis.map(RGB.init(hex:))
        self.removedEmphasis = removedEmphasis.map(RGB.init(hex:))
        self.addedHue = RGB(hex: addedHue ?? green)
        self.removedHue = RGB(hex: removedHue ?? red)
    }

    /// The background tinted `amount` of the way toward `hue`, mixed in sRGB.
    func tint(_ hue: RGB, _ amount: Double) -> RGB { background.mixed(with: hue, by: amount) }

    /// A background in `accent`'s hue, a step `lighter` than the page (darker on a light
    /// theme), of `chroma`: measured in OKLab, so a line keeps its hue on any page (Nord's blue
    /// gray, Solarized's teal) where a mix would take the page's.
    func shade(_ accent: RGB, lighter step: Double, chroma: Double) -> RGB {
        let page = OKLab(background)
        return OKLab.color(l: isDark ? page.l + step : page.l - step, chroma: chroma, hue: OKLab(accent).hue)
    }

    /// The lines' backgrounds: soft enough for syntax colors on them.
    func line(_ accent: RGB) -> RGB { shade(accent, lighter: isDark ? 0.07 : 0.045, chroma: isDark ? 0.05 : 0.04) }
    /// Changed words': a stronger step in the same hue.
    func words(_ accent: RGB) -> RGB { shade(accent, lighter: isDark ? 0.17 : 0.12, chroma: isDark ? 0.09 : 0.085) }

    var addedLine: RGB { added ?? line(addedHue) }
    var removedLine: RGB { removed ?? line(removedHue) }
    var addedWords: RGB { addedEmphasis ?? words(addedHue) }
    var removedWords: RGB { removedEmphasis ?? words(removedHue) }

    /// The syntax colors most themes share the shape of (keywords purple, strings green,
    /// functions blue, types yellow, numbers orange); a theme changes what its palette does otherwise.
    var defaultSyntax: [TokenKind: Style] {
        [
            .comment: Style(foreground: comment, italic: true),
            .doc: Style(foreground: comment.mixed(with: cyan, by: 0.25), italic: true),
            .string: Style(foreground: green), .escape: Style(foreground: cyan), .regex: Style(foreground: orange),
            .number: Style(foreground: orange), .keyword: Style(foreground: purple), .type: Style(foreground: yellow),
            .function: Style(foreground: blue), .constant: Style(foreground: orange),
            .attribute: Style(foreground: yellow),
            .preprocessor: Style(foreground: magenta), .variable: Style(foreground: red),
            .property: Style(foreground: cyan),
            .operator: Style(foreground: foreground.mixed(with: cyan, by: 0.3)),
            .punctuation: Style(foreground: foreground.mixed(with: comment, by: 0.4)), .tag: Style(foreground: red),
            .heading: Style(foreground: blue, bold: true), .emphasis: Style(foreground: yellow, italic: true),
            .link: Style(foreground: cyan, underline: true),
        ]
    }
}

extension Theme {
    /// A theme made from `colors`, its syntax colors `syntax` over the default shape. Every
    /// text color is made readable where it is shown (`RGB.readable`): code ≥ 4.5:1 on the
    /// page and on added and removed lines (comments ≥ 3:1), and ≥ 3:1 on word emphasis;
    /// blame's commit colors ≥ 4.5:1 on the page.
    public init(_ colors: ThemeColors, movedHues: (RGB, RGB, RGB, RGB)? = nil, syntax: [TokenKind: Style] = [:]) {
        var c = colors
        if let movedHues { c.movedHues = movedHues }
        let ink = c.foreground
        let lines = [c.background, c.addedLine, c.removedLine]
        let words = [c.addedWords, c.removedWords]
        func text(_ color: RGB, quiet: Bool = false) -> RGB {
            color.readable(on: lines, ratio: quiet ? 3 : 4.5, toward: ink).readable(
                on: words, ratio: quiet ? 2 : 3, toward: ink)
        }
        func onPage(_ color: RGB, _ ratio: Double = 4.5) -> RGB {
            color.readable(on: [c.background], ratio: ratio, toward: ink)
        }
        // A bright background for the page's color as text on it (bands, matches on a dark theme).
        func bright(_ accent: RGB) -> RGB { accent.readable(on: [c.background], ratio: 5, toward: RGB(255, 255, 255)) }
        func fg(_ color: RGB, bold: Bool = false) -> Style { Style(foreground: onPage(color), bold: bold) }
        var table = c.defaultSyntax.merging(syntax) { $1 }
        for (kind, style) in table {
            guard let color = style.foreground else { continue }
            table[kind]?.foreground = text(color, quiet: kind == .comment || kind == .doc)
        }
        // A band: dark text on a bright accent on a dark theme, the theme's text on a pale one on a light.
        func band(_ accent: RGB) -> Style {
            c.isDark
                ? Style(foreground: c.background, background: bright(accent), bold: true)
                : Style(
                    foreground: ink.readable(
                        on: [accent.mixed(with: c.background, by: 0.55)], ratio: 4.5, toward: RGB(0, 0, 0)),
                    background: accent.mixed(with: c.background, by: 0.55), bold: true)
        }
        let dim = onPage(c.comment, 3)
        let commits = [c.red, c.orange, c.yellow, c.green, c.cyan, c.blue, c.purple, c.magenta].map { onPage($0) }
        let diff = DiffStyles(
            added: Style(background: c.addedLine), removed: Style(background: c.removedLine),
            addedEmphasis: Style(background: c.addedWords), removedEmphasis: Style(background: c.removedWords),
            addedMarker: fg(c.addedHue, bold: true), removedMarker: fg(c.removedHue, bold: true),
            hunkHeader: fg(c.blue), fileTitle: fg(c.yellow, bold: true),
            fileRule: Style(foreground: onPage(c.background.mixed(with: ink, by: 0.3), 1.6)),
            fileMeta: Style(foreground: dim), commitID: fg(c.yellow, bold: true), commitRefs: fg(c.cyan, bold: true),
            commitMeta: Style(foreground: onPage(ink.mixed(with: c.background, by: 0.25))),
            trailingWhitespace: Style(background: c.tint(c.removedHue, c.isDark ? 0.6 : 0.5)),
            noNewline: Style(foreground: dim),
            search: c.selection.map {
                Style(
                    foreground: ink.readable(
                        on: [$0], ratio: 4.5, toward: c.isDark ? RGB(255, 255, 255) : RGB(0, 0, 0)), background: $0)
            }
                ?? (c.isDark
                    ? Style(foreground: c.background, background: bright(c.yellow))
                    : Style(
                        foreground: ink.readable(
                            on: [c.yellow.mixed(with: c.background, by: 0.4)], ratio: 4.5, toward: RGB(0, 0, 0)),
                        background: c.yellow.mixed(with: c.background, by: 0.4))),
            currentMatch: c.isDark
                ? Style(foreground: c.background, background: bright(c.orange), bold: true, underline: true)
                : Style(
                    foreground: ink.readable(
                        on: [c.orange.mixed(with: c.background, by: 0.3)], ratio: 4.5, toward: RGB(0, 0, 0)),
                    background: c.orange.mixed(with: c.background, by: 0.3), bold: true, underline: true),
            conflictMarker: band(c.orange), conflictOurs: band(c.blue),
            conflictBase: band(c.comment.mixed(with: ink, by: 0.5)),
            conflictTheirs: band(c.magenta),
            graph: [c.red, c.green, c.yellow, c.blue, c.magenta, c.cyan].map { fg($0) },
            commits: Self.apart(commits, on: c.background, toward: ink).map { Style(foreground: $0) },
            repeatedMeta: Style(foreground: onPage(c.comment, 2.5)), uncommitted: fg(c.addedHue),
            matchNumber: fg(c.blue, bold: true))
        func moved(_ accent: RGB, bold: Bool = true) -> MovedStyles.Tone {
            MovedStyles.Tone(
                background: Style(background: c.line(accent)), emphasis: Style(background: c.words(accent)),
                marker: Style(foreground: onPage(accent), bold: bold))
        }
        // git's hues for moved code: magenta and blue where it moved from, cyan and yellow where to.
        let hues = c.movedHues ?? (c.magenta, c.blue, c.cyan, c.yellow)
        let moved = MovedStyles(
            removed: moved(hues.removed), removedAlternative: moved(hues.removedAlternative),
            added: moved(hues.added), addedAlternative: moved(hues.addedAlternative),
            dimmed: MovedStyles.Tone(
                background: Style(background: c.shade(ink, lighter: 0.035, chroma: 0.01)),
                emphasis: Style(background: c.shade(ink, lighter: 0.1, chroma: 0.015)),
                marker: Style(foreground: dim)))
        self.init(
            name: c.name, isDark: c.isDark, page: Style(foreground: ink, background: c.background),
            gutter: Style(foreground: dim), notice: Style(foreground: onPage(c.orange), italic: true),
            diff: diff, moved: moved, table)
    }

    /// `colors` with any that repeat an earlier one moved a little toward `target`, so every
    /// commit in a blame has its own color even where a palette's accents coincide.
    private static func apart(_ colors: [RGB], on background: RGB, toward target: RGB) -> [RGB] {
        var out: [RGB] = []
        for color in colors {
            var c = color
            var step = 1
            while out.contains(c) && step < 10 {
                c = color.mixed(with: target, by: Double(step) * 0.08)
                step += 1
            }
            out.append(c)
        }
        return out
    }
}
