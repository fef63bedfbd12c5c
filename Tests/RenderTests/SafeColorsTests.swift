import Terminal
import TestSupport
import Testing
import Theme

@testable import Render

/// Git's colors painted as they came are kept readable: every foreground git's color syntax can
/// ask for comes out with 3:1 contrast on the theme's background (or as the default), and
/// nothing that hides text (dim, reverse, backgrounds) is kept.
@Suite struct SafeColorsTests {
    /// What `safe` makes of the parameters `params` (`ESC [ params m`).
    static func safe(_ params: String, _ colors: SafeColors) -> String {
        var pen = SafeColors.Pen()
        let bytes = Array(params.utf8)
        return bytes.withUnsafeBufferPointer { String(decoding: colors.safe($0, from: 0, to: $0.count, pen: &pen), as: UTF8.self) }
    }

    /// Every color git can name: the 16, the 256 and a grid of 24-bit ones.
    static let everyColor: [String] = {
        var colors = (30...37).map(String.init) + (90...97).map(String.init) + (0...255).map { "38;5;\($0)" }
        let levels = [0, 32, 64, 96, 128, 160, 192, 224, 255]
        for r in levels { for g in levels { for b in levels { colors.append("38;2;\(r);\(g);\(b)") } } }
        return colors
    }()

    /// By name: a theme as an argument would print its every style in each test's report.
    @Test(arguments: Theme.all.map(\.name), [ColorDepth.ansi16, .ansi256, .trueColor])
    func everyColorKeptReads(themeName: String, depth: ColorDepth) throws {
        let theme = try #require(Theme.named(themeName))
        let colors = SafeColors(theme: theme, depth: depth)
        let page = theme.page.background ?? RGB(0, 0, 0)
        for color in Self.everyColor {
            let shown = "\u{1B}[" + Self.safe(color, colors).dropFirst(2) + "x"
            let problems = ReadableColors.problems(in: shown, on: (Int(page.r), Int(page.g), Int(page.b)))
            #expect(problems.isEmpty, "\(theme.name) \(depth): \(color) shown as \(shown.debugDescription): \(problems)")
        }
    }

    @Test func theIssuesExamples() {
        let dark = SafeColors(theme: .dark, depth: .ansi256)
        let light = SafeColors(theme: .light, depth: .ansi16)
        #expect(!dark.reads([38, 5, 17]))  // navy on the dark page, 1.17:1 on black
        #expect(!dark.reads([38, 2, 64, 0, 0]))
        #expect(!light.reads([93]))  // bright yellow on white
        #expect(dark.reads([32]))
        #expect(light.reads([31]))
        // An unreadable color becomes a readable one of its hue the depth shows, else the default.
        #expect(Self.safe("31", SafeColors(theme: .dark, depth: .ansi16)) == "\u{1B}[91m")
        #expect(Self.safe("93", light) == "\u{1B}[33m" || Self.safe("93", light) == "\u{1B}[39m")
        #expect(Self.safe("38;2;64;0;0", SafeColors(theme: .dark, depth: .ansi16)) == "\u{1B}[39m")
        #expect(Self.safe("32", dark) == "\u{1B}[32m")
    }

    /// Dim, reverse, blink and backgrounds are dropped; bold and its undoing are kept.
    @Test func hidingAttributesAreDropped() {
        let dark = SafeColors(theme: .dark)
        #expect(Self.safe("2", dark) == "")
        #expect(Self.safe("1;2;32", dark) == "\u{1B}[1;32m")
        #expect(Self.safe("7;5;41;48;5;17", dark) == "")
        #expect(Self.safe("22", dark) == "\u{1B}[22m")
        #expect(Self.safe("", dark) == "\u{1B}[0m")
    }
}

/// A line git colored, copied with its colors: content's own reset and tinge's notices cannot
/// end git's color early.
@Suite struct PassthroughTests {
    static func written(_ line: String, theme: Theme = .dark) throws -> String {
        let out = try capturePipe { fd in
            let writer = OutputWriter(descriptor: fd)
            try Passthrough.write(ArraySlice(line.utf8), colors: SafeColors(theme: theme), notice: Array("\u{1B}[33m".utf8),
                                  reset: ANSI.reset, to: writer)
            try writer.flush()
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// git's `--word-diff=color` writes an added stretch as its color, the text and one reset: a
    /// reset inside the stretch, with text and then git's reset after it, is the file's.
    @Test func contentResetInsideGitsColorIsShown() throws {
        let e = "\u{1B}"
        for (line, word) in [("a \(e)[32mad\(e)[mded\(e)[m b", "ded"), ("\(e)[1;31mgo\(e)[0mne\(e)[m", "ne"),
                             ("x \(e)[32mone\(e)[m two \(e)[m three\(e)[m", "three")] {
            let out = try Self.written(line)
            let cells = ANSIColors.cells(out)
            #expect(ANSIColors.text(out).contains("^[["), "\(line.debugDescription): the content's reset is not shown")
            let text = String(cells.map(\.character))
            let at = text.distance(from: text.startIndex, to: text.range(of: word)!.lowerBound)
            #expect(cells[at].foreground != "", "\(line.debugDescription): \(word) lost git's color: \(out.debugDescription)")
        }
        // git's own resets, between stretches, are obeyed.
        let git = try Self.written("a \(e)[31mold\(e)[m\(e)[32mnew\(e)[m b")
        #expect(!ANSIColors.text(git).contains("^["), "\(git.debugDescription)")
        #expect(ANSIColors.foreground(of: " b", in: git) == "")
    }

    /// A control character inside git's color is shown as a notice, and git's color goes on after it.
    @Test func colorGoesOnAfterANotice() throws {
        let out = try Self.written("\u{1B}[32mone\u{07}two\u{1B}[m")
        #expect(ANSIColors.text(out) == "one^Gtwo")
        #expect(ANSIColors.foreground(of: "two", in: out) == "fg32")
    }
}
