import Highlight
import Testing
import Theme

/// Every built-in theme: named once, complete, and readable.
struct BuiltInThemeTests {
    @Test func namesAreUniqueAndFound() {
        let names = Theme.all.map(\.name)
        #expect(names.count >= 14)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(name == name.lowercased() && !name.contains(" "))
            #expect(Theme.named(name)?.name == name)
            #expect(Theme.named(name.uppercased())?.name == name)
        }
        for name in [
            "dark", "light", "github-light", "github-dark", "solarized-light", "solarized-dark", "dracula", "nord",
            "gruvbox-dark", "gruvbox-light", "monokai", "one-dark", "colorblind-dark", "colorblind-light",
        ] {
            #expect(Theme.named(name) != nil, "\(name)")
        }
        #expect(Theme.named("neon") == nil)
    }

    /// Code is readable on the page and on added and removed lines (4.5:1, WCAG's AA for text;
    /// comments 3:1, as most themes keep them quieter), and on changed words, short spans on a
    /// stronger background (2.5:1; comments 2:1).
    @Test(arguments: Theme.all.map(\.name))
    func codeIsReadable(_ name: String) {
        let theme = Theme.named(name)!
        let lines = [theme.page.background!, theme.diff.added.background!, theme.diff.removed.background!]
        let words = [theme.diff.addedEmphasis.background!, theme.diff.removedEmphasis.background!]
        for kind in TokenKind.allCases where kind != .plain {
            let color = theme.style(kind).foreground ?? theme.page.foreground!
            let quiet = kind == .comment || kind == .doc
            for background in lines {
                let ratio = color.contrast(with: background)
                #expect(ratio >= (quiet ? 3 : 4.5), "\(name): \(kind.name) \(color) on \(background) is \(ratio):1")
            }
            for background in words {
                let ratio = color.contrast(with: background)
                #expect(
                    ratio >= (quiet ? 2 : 2.5), "\(name): \(kind.name) \(color) on emphasis \(background) is \(ratio):1"
                )
            }
        }
    }

    /// Every part of a diff, conflict, blame and moved code has its style, readable where it is.
    @Test(arguments: Theme.all.map(\.name))
    func everyPartIsStyled(_ name: String) {
        let theme = Theme.named(name)!
        let page = theme.page.background!
        for role in Role.allCases {
            let style = theme.style(role)
            #expect(!style.isPlain, "\(name): \(role.name)")
            if let fg = style.foreground {
                // Rules are lines to see, not text to read; repeated metadata is dimmed on purpose.
                let least = [.fileRule, .divider].contains(role) ? 1.5 : role == .repeatedMeta ? 2.5 : 3
                let ratio = fg.contrast(with: style.background ?? page)
                #expect(ratio >= least, "\(name): \(role.name) \(fg) is \(ratio):1")
            }
        }
        for tone in LineTone.allCases where tone != .plain {
            #expect(
                theme.background(tone).background != nil && theme.emphasis(tone).background != nil,
                "\(name): \(tone.name)")
        }
        #expect(!theme.diff.graph.isEmpty && !theme.diff.commits.isEmpty)
        let search = theme.diff.search
        #expect(search.foreground!.contrast(with: search.background!) >= 4.5, "\(name): search")
        Self.expectMarks(theme)
    }

    /// Every mark changes the look; the current match is readable and apart from the other matches.
    static func expectMarks(_ theme: Theme) {
        for mark in Mark.allCases where mark != .none { #expect(!theme.style(mark).isPlain, "\(theme.name): \(mark.name)") }
        let current = theme.style(.currentMatch)
        #expect(current.foreground!.contrast(with: current.background!) >= 4.5, "\(theme.name): current match")
        #expect(current.background != theme.style(.search).background, "\(theme.name): current match")
        #expect(current.bold && current.underline, "\(theme.name): told from the others where hues are few")
    }
}
