import Highlight

/// What a user's styles change in a theme (`Theme.restyled(_:)`): each element's style, made
/// from the theme's own where it says `auto`, kept by the part it restyles. Empty for a theme as
/// it is made, which then reads its own styles alone.
struct Restyle: Sendable {
    var roles: [Role: Style] = [:]
    var marks: [Mark: Style] = [:]
    /// The backgrounds of lines of a tone, and of changed words on them.
    var lines: [LineTone: Style] = [:]
    var emphases: [LineTone: Style] = [:]
    /// What the styles of lines of a tone, and of changed words on them, do to their code.
    var lineCode: [LineTone: StyleSpec] = [:]
    var emphasisCode: [LineTone: StyleSpec] = [:]
    /// Whether nothing is restyled: the theme's own styles are read without a look here.
    var isEmpty = true
}

extension StyleSpec {
    /// `look`, the code's style on a line, as this line style makes it: the syntax colors kept
    /// (`syntax`, `auto`) with its attributes turned on and off, or its own color and attributes
    /// instead of theirs.
    func code(_ look: Style) -> Style {
        if keepsSyntax { return withAttributes(look) }
        var plain = Style(background: look.background)
        if case .rgb(let c) = foreground { plain.foreground = c }
        return withAttributes(plain)
    }
}

extension Theme {
    /// This theme with `styles` laid over its own, each element's in place of the theme's (the
    /// last of an element's, when one is given twice). The encoders reduce them to the
    /// terminal's colors as they reduce the theme's.
    package func restyled(_ styles: [(element: StyleElement, spec: StyleSpec)]) -> Theme {
        guard !styles.isEmpty else { return self }
        var theme = self
        var r = restyle
        for (element, spec) in styles {
            switch element.part {
            case .role(let role): r.roles[role] = spec.resolved(over: style(role))
            case .mark(let mark): r.marks[mark] = spec.resolved(over: style(mark))
            case .line(let tone):
                r.lines[tone] = Style(background: spec.resolved(over: background(tone)).background)
                r.lineCode[tone] = spec
            case .emphasis(let tone):
                r.emphases[tone] = Style(background: spec.resolved(over: emphasis(tone)).background)
                r.emphasisCode[tone] = spec
            }
        }
        r.isEmpty = false
        theme.restyle = r
        return theme
    }

    /// The code of `a`, on a line of its tone, as the user's style for those lines makes it
    /// (`look` as it is when none is set or `a` is not code).
    func restyledLine(_ look: Style, _ a: Attributes) -> Style {
        guard !restyle.isEmpty, a.face.kind != nil, let line = restyle.lineCode[a.tone] else { return look }
        return line.code(look)
    }

    /// The same for changed words (`a.emphasis`), laid over their line's.
    func restyledWords(_ look: Style, _ a: Attributes) -> Style {
        guard !restyle.isEmpty, a.emphasis, a.face.kind != nil, let words = restyle.emphasisCode[a.tone] else { return look }
        return words.code(look)
    }
}
