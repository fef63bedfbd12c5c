import Testing
import Theme

@testable import Terminal

/// Reduced to 256 or 16 colors, every built-in theme's diff keeps its meaning: added, removed
/// and context lines apart, changed words apart from their line, and backgrounds in their hue.
struct BackgroundPaletteTests {
    static let depths: [ColorDepth] = [.trueColor, .ansi256, .ansi16]

    /// The color `c` takes at a depth, as text: its RGB at 24 bits, else its palette number.
    static func look(_ c: RGB, _ ansi: ANSI) -> String {
        ansi.depth == .trueColor ? "\(c)" : "\(ansi.index(c, background: true))"
    }

    @Test(arguments: Theme.all.map(\.name))
    func linesStayApart(_ name: String) {
        let theme = Theme.named(name)!
        for depth in Self.depths {
            let ansi = ANSI(depth: depth, theme: theme)
            let page = Self.look(theme.page.background!, ansi)
            let added = Self.look(theme.diff.added.background!, ansi)
            let removed = Self.look(theme.diff.removed.background!, ansi)
            #expect(
                Set([page, added, removed]).count == 3,
                "\(name) \(depth): context \(page), added \(added), removed \(removed)")
            for tone in LineTone.allCases where tone != .plain {
                let line = Self.look(theme.background(tone).background!, ansi)
                let words = Self.look(theme.emphasis(tone).background!, ansi)
                #expect(line != words, "\(name) \(depth): \(tone.name) emphasis is its line's \(line)")
            }
        }
    }

    /// Added and removed backgrounds and their emphasis stay in their hue: within 50° in OKLab at
    /// 256 colors, the line's family at 16; green-ish and red-ish (blue and orange for the
    /// color-blind pair).
    @Test(arguments: Theme.all.map(\.name))
    func backgroundsKeepTheirHue(_ name: String) {
        let theme = Theme.named(name)!
        let colorblind = name.hasPrefix("colorblind")
        let added = [theme.diff.added, theme.diff.addedEmphasis].map { $0.background! }
        let removed = [theme.diff.removed, theme.diff.removedEmphasis].map { $0.background! }
        for c in added {
            let hue = OKLab(c).hue
            #expect(colorblind ? (200...280).contains(hue) : (90...185).contains(hue), "\(name): added \(c) hue \(hue)")
        }
        for c in removed {
            let hue = OKLab(c).hue
            #expect(colorblind ? (45...100).contains(hue) : hue < 50 || hue > 330, "\(name): removed \(c) hue \(hue)")
        }
        let wide = ANSI(depth: .ansi256, theme: theme)
        let sixteen = ANSI(depth: .ansi16, theme: theme)
        for c in added + removed {
            let lab = OKLab(c)
            let reduced = OKLab(Palette256.rgb(wide.index(c, background: true)))
            #expect(
                reduced.chroma > 0.025 && OKLab.hueDifference(reduced.hue, lab.hue) <= 50,
                "\(name): \(c) (hue \(lab.hue)) became \(wide.index(c, background: true)) (hue \(reduced.hue))")
        }
        // At 16 colors a line is its hue's normal color, its changed words the bright one of it.
        for (line, words) in [(added[0], added[1]), (removed[0], removed[1])] {
            #expect(sixteen.index(line, background: true) == ANSI.family16(line), "\(name): \(line) at 16 colors")
            #expect(sixteen.index(words, background: true) == sixteen.index(line, background: true) + 8, "\(name): \(words)")
        }
        #expect(sixteen.index(added[0], background: true) % 8 != sixteen.index(removed[0], background: true) % 8)
    }

    /// The bug this fixed: the dark theme's added and removed lines were both gray 235.
    @Test func darkAddedAndRemovedAreNotOneGray() {
        let ansi = ANSI(depth: .ansi256, theme: .dark)
        #expect(ansi.index(Theme.dark.diff.added.background!, background: true) == 22)
        #expect(ansi.index(Theme.dark.diff.removed.background!, background: true) == 52)
    }

    /// Foregrounds go to their nearest color in OKLab, one by one.
    @Test func foregroundsTakeTheNearest() {
        #expect(ANSI.index256(RGB(255, 0, 0)) == 196)
        #expect(ANSI.index256(RGB(0, 0, 0)) == 16)
        #expect(ANSI.index256(RGB(hex: 0x808080)) == 244)
        #expect(Palette256.rgb(196) == RGB(255, 0, 0))
        #expect(Palette256.rgb(244) == RGB(128, 128, 128))
    }
}
