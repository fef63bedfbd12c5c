import Terminal
import Testing
import Theme

/// A user's style may name the terminal's own colors (`red`, `brightred`, `196`): they are
/// asked for by number at every depth that has them, never turned into 24-bit colors.
struct PaletteColorTests {
    static func sgr(_ style: Style, _ depth: ColorDepth) -> String {
        String(decoding: ANSI(depth: depth).sequence(for: style), as: UTF8.self).replacing("\u{1B}", with: "␛")
    }

    @Test func theSixteenAreAskedForByNumberAtEveryDepth() {
        let style = Style(foreground: RGB(palette: 1), background: RGB(palette: 12))
        for depth in [ColorDepth.ansi16, .ansi256, .trueColor] {
            #expect(Self.sgr(style, depth) == "␛[31;104m", "\(depth)")
        }
    }

    @Test func aNumberAbove15IsTheTerminalsAt256AndReducedAt16() {
        let style = Style(foreground: RGB(palette: 196), background: RGB(palette: 22))
        #expect(Self.sgr(style, .trueColor) == "␛[38;5;196;48;5;22m")
        #expect(Self.sgr(style, .ansi256) == "␛[38;5;196;48;5;22m")
        // At 16 colors, by xterm's color for the number: 196 is #ff0000, 22 #005f00.
        #expect(Self.sgr(style, .ansi16) == "␛[31;42m")
        #expect(Self.sgr(style, .none) == "")
    }

    @Test func reverseAndStrike() {
        #expect(Self.sgr(Style(reverse: true, strike: true), .trueColor) == "␛[7;9m")
        #expect(Self.sgr(Style(foreground: RGB(1, 2, 3), bold: true, strike: true), .trueColor) == "␛[1;9;38;2;1;2;3m")
    }
}
