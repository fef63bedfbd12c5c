import Highlight
import Terminal
import Testing
import Theme

@testable import Render

/// At 16 colors (`TERM=xterm`, no `COLORTERM`), and on terminals with only the first eight,
/// every theme's added and removed lines keep a background, and everything on them reads: the
/// bug this fixed (issue 24) was lines with no background at all and changed words in bright
/// blue on green.
@Suite struct SixteenColorTests {
    /// Every face that can sit on a line: token kinds and tinge's own roles.
    static let faces: [Face] = TokenKind.allCases.map(Face.init) + Role.allCases.map(Face.init)

    /// A style's palette numbers at 16 colors (nil: the terminal's own).
    static func numbers(_ style: Style, _ table: StyleTable) -> (foreground: Int?, background: Int?) {
        (style.foreground.map { table.ansi.index($0, background: false) },
         style.background.map { table.ansi.index($0, background: true) })
    }

    @Test(arguments: Theme.all.map(\.name))
    func addedAndRemovedLinesHaveABackground(_ name: String) {
        let table = StyleTable(theme: Theme.named(name)!, depth: .ansi16)
        var bands: [Int] = []
        for tone in [LineTone.added, .removed] {
            guard let line = Self.numbers(table.style(Attributes(.plain, tone: tone)), table).background else {
                Issue.record("\(name): \(tone.name) lines have no background at 16 colors")
                continue
            }
            #expect(line < 8 && line != 0, "\(name): \(tone.name) lines on \(line), not one of the eight hues")
            bands.append(line)
            for face in Self.faces where Theme.takesLineBackground(face) {
                for emphasis in [false, true] {
                    var a = Attributes(face, tone: tone)
                    a.emphasis = emphasis
                    let (fg, bg) = Self.numbers(table.style(a), table)
                    #expect(bg != nil, "\(name): \(face.name) on \(tone.name) has the terminal's background")
                    #expect(fg != nil && fg != bg,
                            "\(name): \(face.name) on \(tone.name)\(emphasis ? ", emphasized" : ""): \(fg ?? -1) on \(bg ?? -1)")
                    if emphasis { #expect(bg != line, "\(name): changed words on \(tone.name) are not apart from their line") }
                }
            }
        }
        #expect(Set(bands).count == bands.count, "\(name): added and removed lines on one color \(bands)")
    }

    /// What a 16-color terminal is sent: the line's band with black text, changed words bold on
    /// the bright color of the same hue.
    @Test func theDarkThemesSequences() {
        let table = StyleTable(theme: .dark, depth: .ansi16)
        func sgr(_ a: Attributes) -> String { String(decoding: table.ansi.sequence(for: table.style(a)), as: UTF8.self) }
        var changed = Attributes(Face(.keyword), tone: .added)
        changed.emphasis = true
        #expect(sgr(Attributes(Face(.keyword), tone: .added)) == "\u{1B}[30;42m")
        #expect(sgr(changed) == "\u{1B}[1;30;102m")
        #expect(sgr(Attributes(.plain, tone: .removed)) == "\u{1B}[30;41m")
        #expect(sgr(Attributes(Face(.comment), tone: .removed)) == "\u{1B}[3;30;41m", "a comment stays italic")
        #expect(sgr(Attributes(Face(.keyword))) == "\u{1B}[95m", "context lines keep their syntax colors")
    }
}
