import Highlight
import Testing
import Theme

/// A user's style (`tinge.style.ELEMENT`), read as git's colors and delta's styles are
/// written, and laid over a theme.
struct StyleSpecTests {
    static func spec(_ text: String) -> StyleSpec? {
        if case .success(let spec) = StyleSpec.parse(text) { return spec }
        return nil
    }

    static func problem(_ text: String) -> String? {
        if case .failure(let problem) = StyleSpec.parse(text) { return problem.description }
        return nil
    }

    @Test func colorsAreTheForegroundThenTheBackground() throws {
        let spec = try #require(Self.spec("bold yellow #102030"))
        #expect(spec.foreground == .rgb(RGB(palette: 3)))
        #expect(spec.background == .rgb(RGB(hex: 0x102030)))
        #expect(spec.on == [.bold])
        // In any order, in any case, with git's and delta's words.
        let other = try #require(Self.spec("Ul  BrightRed 196 reverse strike dim italic"))
        #expect(other.foreground == .rgb(RGB(palette: 9)) && other.background == .rgb(RGB(palette: 196)))
        #expect(other.on == [.underline, .reverse, .strike, .dim, .italic])
        #expect(Self.spec("normal auto")?.foreground == .terminal)
        #expect(Self.spec("normal auto")?.background == .theme)
        #expect(Self.spec("default")?.foreground == .terminal)
        #expect(Self.spec("syntax #000000")?.foreground == .syntax)
        #expect(Self.spec("")?.foreground == .terminal, "an empty style is the terminal's own, as in git")
        #expect(Self.spec("#f1b")?.foreground == .rgb(RGB(hex: 0xFF11BB)), "git's 12-bit form")
    }

    @Test func aPaletteColorKeepsItsNumberAndXtermsColor() {
        #expect(RGB(palette: 1).palette == 1 && RGB(palette: 1) != RGB(hex: 0xCD0000))
        #expect(RGB(palette: 1).r == 0xCD)
        #expect(RGB.xterm(196) == RGB(255, 0, 0) && RGB.xterm(244) == RGB(128, 128, 128))
    }

    @Test func noTurnsAnAttributeOff() throws {
        let spec = try #require(Self.spec("syntax auto bold no-italic nobold"))
        #expect(spec.on.isEmpty && spec.off == [.italic, .bold])
    }

    /// One clause, naming the word at fault.
    @Test(arguments: [
        ("bold yelow", "'yelow' is not a color or attribute"),
        ("red green blue", "'blue' is a third color"),
        ("red syntax", "'syntax' is a foreground, not a background"),
        ("#12345", "'#12345' is not a color or attribute"),
        ("#12345g", "'#12345g' is not a color or attribute"),
        ("256", "'256' is not a color or attribute"),
        ("blink", "'blink' is git's, but not an attribute tinge draws"),
        ("+5", "'+5' is not a color or attribute"),
        ("#12", "'#12' is not a color or attribute"),
        ("no-red", "'no-red' is not a color or attribute"),
    ])
    func aBadWordIsNamed(_ text: String, _ expected: String) {
        #expect(Self.problem(text) == expected)
    }

    @Test func elementsAreNamedOnce() throws {
        let names = StyleElement.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(StyleElement.named("Hunk-Header")?.part == .role(.hunkHeader))
        #expect(StyleElement.named("minus-emph")?.part == .emphasis(.removed))
        #expect(StyleElement.named("hunk-headr") == nil)
        // Every role of the theme's own parts is an element.
        for role in Role.allCases {
            #expect(StyleElement.all.contains { $0.part == .role(role) }, "\(role.name)")
        }
        let file = try #require(StyleElement.named("file"))
        #expect(file.check(try #require(Self.spec("syntax"))) != nil, "syntax is for code lines")
        #expect(StyleElement.named("minus")!.check(try #require(Self.spec("syntax"))) == nil)
    }

    static func restyled(_ pairs: [(String, String)], _ theme: Theme = .dark) -> Theme {
        theme.restyled(pairs.map { (StyleElement.named($0.0)!, spec($0.1)!) })
    }

    @Test func aRoleTakesTheStyleInTheThemesPlace() {
        let theme = Self.restyled([("hunk-header", "bold yellow"), ("file", "auto ul"), ("line-number", "#112233 #445566")])
        #expect(theme.style(Role.hunkHeader) == Style(foreground: RGB(palette: 3), bold: true))
        // auto: the theme's color, and no more of its style than that (the title's bold is gone).
        #expect(theme.style(Role.fileTitle) == Style(foreground: Theme.dark.style(Role.fileTitle).foreground, underline: true))
        #expect(theme.style(Role.gutter) == Style(foreground: RGB(hex: 0x112233), background: RGB(hex: 0x445566)))
        // The rest as the theme has them: the divider shared the rule's style and keeps it.
        #expect(theme.style(Role.fileRule) == Theme.dark.style(Role.fileRule))
        #expect(theme.style(Role.tabMarker) == Theme.dark.style(Role.tabMarker))
    }

    @Test func syntaxKeepsTheCodesColorsAndAnotherColorTakesTheirPlace() {
        let keyword = Attributes(TokenKind.keyword, tone: .removed)
        let comment = Attributes(TokenKind.comment, tone: .added)
        let kept = Self.restyled([("minus", "syntax #300000 bold"), ("plus", "auto auto no-italic")])
        #expect(kept.style(keyword, lineBackgrounds: true)
            == Style(foreground: Theme.dark.style(.keyword).foreground, background: RGB(hex: 0x300000), bold: true))
        #expect(kept.style(comment, lineBackgrounds: true)
            == Style(foreground: Theme.dark.style(.comment).foreground, background: Theme.dark.diff.added.background))
        let replaced = Self.restyled([("minus", "red"), ("minus-emph", "normal #600000 ul")])
        // No background given: the line has none; its code is red.
        #expect(replaced.style(keyword, lineBackgrounds: true) == Style(foreground: RGB(palette: 1)))
        var emphasized = keyword
        emphasized.emphasis = true
        #expect(replaced.style(emphasized, lineBackgrounds: true) == Style(background: RGB(hex: 0x600000), underline: true))
        // The marker column on those lines is not code: its own style, on the line's (no) background.
        #expect(replaced.style(Attributes(Role.removedMarker, tone: .removed), lineBackgrounds: true)
            == Style(foreground: Theme.dark.style(Role.removedMarker).foreground, bold: true))
    }

    @Test func sixteenColorBandsTakeTheUsersColors() {
        let theme = Self.restyled([("plus", "white blue"), ("plus-emph", "syntax brightblue")])
        let line = Attributes(TokenKind.string, tone: .added)
        #expect(theme.solidStyle(line) == Style(foreground: RGB(palette: 7), background: RGB(palette: 4)))
        var words = line
        words.emphasis = true
        // syntax on a band: the band's black, bold, as the theme's changed words are.
        #expect(theme.solidStyle(words) == Style(foreground: RGB(palette: 7), background: RGB(palette: 12), bold: true))
    }

    @Test func marksAndMovedCodeAreElementsToo() {
        let theme = Self.restyled([("search", "black brightyellow"), ("moved-plus", "syntax #003030"), ("moved-plus-marker", "cyan")])
        #expect(theme.style(Mark.search) == Style(foreground: RGB(palette: 0), background: RGB(palette: 11)))
        #expect(theme.background(.movedAdded) == Style(background: RGB(hex: 0x003030)))
        #expect(theme.style(Role.movedAddedMarker) == Style(foreground: RGB(palette: 6)))
        #expect(theme.emphasis(.movedAdded) == Theme.dark.emphasis(.movedAdded))
    }

    /// No style set: every combination of attributes looks as the theme alone makes it.
    @Test(arguments: ["dark", "light", "solarized-light"])
    func noStylesChangeNothing(_ name: String) {
        let theme = Theme.named(name)!
        let same = theme.restyled([])
        for packed in stride(from: 0, to: Attributes.packedCount, by: 7) {
            let a = Attributes(packed: UInt16(packed))
            #expect(same.style(a, lineBackgrounds: true) == theme.style(a, lineBackgrounds: true))
            #expect(same.solidStyle(a) == theme.solidStyle(a))
        }
    }
}
