import Highlight

/// A named set of styles: one per token kind, plus the styles of tinge's own decorations.
public struct Theme: Sendable {
    /// The name `--theme` takes.
    public let name: String
    /// Whether it is made for a dark background.
    package let isDark: Bool
    /// The style of each token kind, indexed by `TokenKind.rawValue`.
    public let styles: [Style]
    /// Line numbers and the gutter rule.
    public let gutter: Style
    /// Notices tinge itself prints (binary files, made-visible control characters).
    public let notice: Style
    /// The styles of diffs.
    public let diff: DiffStyles
    /// The styles of moved lines.
    public let moved: MovedStyles
    /// The text and background the theme is made for. A terminal has its own; a page (the HTML
    /// backend) takes these for everything the theme leaves plain.
    public let page: Style
    /// What a user's styles change (`restyled(_:)`).
    var restyle = Restyle()

    /// The style of `kind`.
    public func style(_ kind: TokenKind) -> Style { styles[Int(kind.rawValue)] }

    /// The style of one of tinge's own parts.
    public func style(_ role: Role) -> Style {
        if !restyle.isEmpty, let own = restyle.roles[role] { return own }
        return switch role {
        case .notice: notice
        case .gutter: gutter
        case .addedMarker: diff.addedMarker
        case .removedMarker: diff.removedMarker
        case .hunkHeader: diff.hunkHeader
        case .fileTitle: diff.fileTitle
        case .fileRule: diff.fileRule
        case .fileMeta: diff.fileMeta
        case .commitID: diff.commitID
        case .commitRefs: diff.commitRefs
        case .commitMeta: diff.commitMeta
        case .trailingWhitespace: diff.trailingWhitespace
        case .noNewline: diff.noNewline
        case .lineMarker: notice
        case .divider: diff.fileRule
        case .error: diff.removedMarker
        case .warning: diff.fileTitle
        case .conflictMarker: diff.conflictMarker
        case .conflictOurs: diff.conflictOurs
        case .conflictBase: diff.conflictBase
        case .conflictTheirs: diff.conflictTheirs
        case .movedRemovedMarker: moved.removed.marker
        case .movedAddedMarker: moved.added.marker
        case .movedRemovedAlternativeMarker: moved.removedAlternative.marker
        case .movedAddedAlternativeMarker: moved.addedAlternative.marker
        case .movedDimmedMarker: moved.dimmed.marker
        case .repeatedMeta: diff.repeatedMeta
        case .uncommitted: diff.uncommitted
        case .matchNumber: diff.matchNumber
        case .tabMarker: gutter
        }
    }

    /// The style of `face` alone.
    public func style(_ face: Face) -> Style {
        if let kind = face.kind { return style(kind) }
        if let role = face.role { return style(role) }
        if let color = face.commitColor { return diff.commits[color % diff.commits.count] }
        return diff.graph[(face.graphColumn ?? 0) % diff.graph.count]
    }

    /// The background of a line of `tone`.
    public func background(_ tone: LineTone) -> Style {
        if !restyle.isEmpty, let own = restyle.lines[tone] { return own }
        return switch tone {
        case .plain: .plain
        case .added: diff.added
        case .removed: diff.removed
        default: moved.styles(tone)?.background ?? .plain
        }
    }

    /// What word emphasis lays over a line of `tone` (nothing on a plain line).
    public func emphasis(_ tone: LineTone) -> Style {
        if !restyle.isEmpty, let own = restyle.emphases[tone] { return own }
        return switch tone {
        case .plain: .plain
        case .added: diff.addedEmphasis
        case .removed: diff.removedEmphasis
        default: moved.styles(tone)?.emphasis ?? .plain
        }
    }

    /// What `mark` lays over text, whatever its colors.
    public func style(_ mark: Mark) -> Style {
        if !restyle.isEmpty, let own = restyle.marks[mark] { return own }
        return switch mark {
        case .none: .plain
        // In the level's color (`Role.error`, `Role.warning`: the markers' and titles' unless restyled).
        case .error: Style(foreground: style(Role.error).foreground, bold: true, underline: true)
        case .warning: Style(foreground: style(Role.warning).foreground, bold: true, underline: true)
        case .search: diff.search
        case .currentMatch: diff.currentMatch
        // A step from the page toward its text, as a current line is drawn: the syntax colors stay.
        case .line: Style(background: page.background.map { $0.mixed(with: page.foreground ?? $0, by: 0.12) })
        }
    }

    /// Whether text of `face` takes its line's background: notices, line markers and trailing
    /// whitespace stand out from their line, so they do not.
    package static func takesLineBackground(_ face: Face) -> Bool {
        face != Face(.notice) && face != Face(.lineMarker) && face != Face(.trailingWhitespace)
    }

    /// How `a` looks, its layers laid on each other: the line's background (when
    /// `lineBackgrounds`, and not for the faces `takesLineBackground` leaves out), the face,
    /// word emphasis, the mark. 16 colors have no subtle backgrounds: they take `solidStyle`. The HTML backend
    /// lays the same layers in the same order as CSS classes.
    public func style(_ a: Attributes, lineBackgrounds: Bool) -> Style {
        let base = lineBackgrounds && Self.takesLineBackground(a.face) ? background(a.tone) : .plain
        var look = restyledLine(base.overlaid(with: style(a.face)), a)
        if a.emphasis { look = restyledWords(look.overlaid(with: emphasis(a.tone)), a) }
        return look.overlaid(with: style(a.mark))
    }

    /// Whether lines of `tone` are solid bands of their hue where only the 16 standard colors
    /// (or 8) are: added and removed lines. Moved code keeps the terminal's background there,
    /// and its markers carry its colors (five tones and their emphasis in six hues would meet).
    package static func hasSolidBackground(_ tone: LineTone) -> Bool { tone == .added || tone == .removed }

    /// How `a` looks at 16 colors (and 8), which have no subtle backgrounds: an added or removed
    /// line is a band of its hue (the encoder takes the hue's normal color, one of the eight),
    /// its text black, which reads on every one of the six hues as terminals draw them (a
    /// token's blue on a green band would not), keeping the face's bold, italic and underline;
    /// changed words are bold on the hue's bright color. Anything else is `style(a,
    /// lineBackgrounds: false)`: the terminal's background, markers and emphasis in color.
    package func solidStyle(_ a: Attributes) -> Style {
        guard Self.hasSolidBackground(a.tone), Self.takesLineBackground(a.face), let line = background(a.tone).background
        else {
            var look = style(a, lineBackgrounds: false)
            // A singled-out line's subtle step from the page would be the page's own color among
            // sixteen: a larger step, which comes out gray.
            if a.mark == .line, restyle.marks[.line] == nil, let page = page.background {
                look.background = page.mixed(with: self.page.foreground ?? page, by: 0.4)
            }
            return look
        }
        let face = style(a.face)
        // A user's line style with a color of its own (not `syntax`) colors the band's code too.
        var look = restyledLine(Style(foreground: RGB(hex: 0), background: line, bold: face.bold, italic: face.italic,
                                      underline: face.underline, dim: face.dim), a)
        if a.emphasis {
            look.background = emphasis(a.tone).background ?? line
            look.bold = true
            look = restyledWords(look, a)
        }
        return look.overlaid(with: style(a.mark))
    }

    init(name: String, isDark: Bool, page: Style, gutter: Style, notice: Style, diff: DiffStyles, moved: MovedStyles,
         _ table: [TokenKind: Style]) {
        self.name = name
        self.isDark = isDark
        self.page = page
        self.gutter = gutter
        self.notice = notice
        self.diff = diff
        self.moved = moved
        styles = TokenKind.allCases.map { table[$0] ?? .plain }
    }

    /// Every built-in theme, the default pair first. Each is a static value, made on first use.
    public static let all: [Theme] = [
        .dark, .light, .githubDark, .githubLight, .solarizedDark, .solarizedLight, .dracula, .nord, .gruvboxDark,
        .gruvboxLight, .monokai, .oneDark, .colorblindDark, .colorblindLight,
    ]

    /// The built-in theme with this name (in any case), if any: only that one is made.
    public static func named(_ name: String) -> Theme? {
        switch name.lowercased() {
        case "dark": .dark
        case "light": .light
        case "github-dark": .githubDark
        case "github-light": .githubLight
        case "solarized-dark": .solarizedDark
        case "solarized-light": .solarizedLight
        case "dracula": .dracula
        case "nord": .nord
        case "gruvbox-dark": .gruvboxDark
        case "gruvbox-light": .gruvboxLight
        case "monokai": .monokai
        case "one-dark": .oneDark
        case "colorblind-dark": .colorblindDark
        case "colorblind-light": .colorblindLight
        default: nil
        }
    }

    private static func fg(_ hex: UInt32, bold: Bool = false, italic: Bool = false, underline: Bool = false) -> Style {
        Style(foreground: RGB(hex: hex), bold: bold, italic: italic, underline: underline)
    }

    /// For dark backgrounds: soft, bright colors that keep ≥ 4.5:1 contrast on #1e1e1e and darker.
    public static let dark = Theme(
        name: "dark", isDark: true, page: Style(foreground: RGB(hex: 0xD4D7DC), background: RGB(hex: 0x1E1E1E)),
        gutter: fg(0x7A7F88), notice: fg(0xE5A15A, italic: true), diff: .dark, moved: .dark, [
        .comment: fg(0x8A93A0, italic: true),
        .doc: fg(0x93A7BE, italic: true),
        .string: fg(0xA5D68A),
        .escape: fg(0xE8C67A),
        .regex: fg(0xE59B7A),
        .number: fg(0xF0A868),
        .keyword: fg(0xD09AF0),
        .type: fg(0x6CCFD8),
        .function: fg(0x7BB6F5),
        .constant: fg(0xF0A868),
        .attribute: fg(0xE8C67A),
        .preprocessor: fg(0xE58AA8),
        .variable: fg(0xEF8F8F),
        .property: fg(0x9CCBF0),
        .operator: fg(0xB6C2D0),
        .punctuation: fg(0xA0AAB6),
        .tag: fg(0xEF8F8F),
        .heading: fg(0x7BB6F5, bold: true),
        .emphasis: fg(0xE8C67A, italic: true),
        .link: fg(0x6CCFD8, underline: true),
    ])

    /// For light backgrounds: deep, saturated colors that keep ≥ 4.5:1 contrast on white.
    package static let light = Theme(
        name: "light", isDark: false, page: Style(foreground: RGB(hex: 0x1F2328), background: RGB(hex: 0xFFFFFF)),
        gutter: fg(0x6A6F78), notice: fg(0x9A4A00, italic: true), diff: .light, moved: .light, [
        .comment: fg(0x5F6B78, italic: true),
        .doc: fg(0x4A6480, italic: true),
        .string: fg(0x2E6B1F),
        .escape: fg(0x8A5A00),
        .regex: fg(0xA23E16),
        .number: fg(0xA14A00),
        .keyword: fg(0x7A2BB0),
        .type: fg(0x0B6A78),
        .function: fg(0x1D55B0),
        .constant: fg(0xA14A00),
        .attribute: fg(0x8A5A00),
        .preprocessor: fg(0xA6295A),
        .variable: fg(0xB02A2A),
        .property: fg(0x23568A),
        .operator: fg(0x474F5A),
        .punctuation: fg(0x545C66),
        .tag: fg(0xB02A2A),
        .heading: fg(0x1D55B0, bold: true),
        .emphasis: fg(0x8A5A00, italic: true),
        .link: fg(0x0B6A78, underline: true),
    ])
}
