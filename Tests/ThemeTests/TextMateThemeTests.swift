import Glibc
import Highlight
import Testing
import Theme

/// TextMate themes read from small `.tmTheme` files written for these tests (`Fixtures/`).
struct TextMateThemeTests {
    static func fixture(_ name: String) throws -> [UInt8] {
        var folder = #filePath
        while folder.last != "/" { folder.removeLast() }
        return try Array(contentsOf: folder + "Fixtures/" + name)
    }

    static func theme(_ name: String) throws -> Theme {
        try TextMateTheme.theme(try fixture(name + ".tmTheme"), name: name)
    }

    @Test func scopesColorTheTokenKinds() throws {
        let theme = try Self.theme("night")
        #expect(theme.name == "night")
        #expect(theme.isDark)
        #expect(theme.page == Style(foreground: RGB(hex: 0xC0CAF5), background: RGB(hex: 0x1A1B26)))
        #expect(theme.style(.comment) == Style(foreground: RGB(hex: 0x7A83B0), italic: true))
        #expect(theme.style(.string).foreground == RGB(hex: 0x9ECE6A))
        #expect(theme.style(.number).foreground == RGB(hex: 0xFF9E64))
        #expect(theme.style(.keyword).foreground == RGB(hex: 0xBB9AF7))
        // `storage.type` is in the keyword rule: types take it when nothing names them better.
        #expect(theme.style(.type).foreground == RGB(hex: 0xBB9AF7))
        // The longer selector wins for operators; a descendant selector's last part counts.
        #expect(theme.style(.operator).foreground == RGB(hex: 0x89DDFF))
        #expect(theme.style(.function).foreground == RGB(hex: 0x7AA2F7))
        #expect(theme.style(.tag).foreground == RGB(hex: 0xF7768E))
        #expect(theme.style(.heading) == Style(foreground: RGB(hex: 0x89DDFF), bold: true))
        #expect(theme.diff.search.background == RGB(hex: 0x33467C))
        BuiltInThemeTests.expectMarks(theme)
    }

    /// With no `markup.inserted` or `markup.deleted`, the diff is the background tinted toward
    /// green and red, the emphasis stronger than the line.
    @Test func diffBackgroundsAreDerived() throws {
        let theme = try Self.theme("night")
        let background = RGB(hex: 0x1A1B26)
        let added = theme.diff.added.background!
        let removed = theme.diff.removed.background!
        #expect(added.g > background.g && added.g > added.r)
        #expect(removed.r > background.r && removed.r > removed.g)
        #expect(theme.diff.addedEmphasis.background!.g > added.g)
        #expect(theme.diff.removedEmphasis.background!.r > removed.r)
        #expect(theme.moved.removed.background != theme.diff.removed)
    }

    /// A theme's own diff scopes are taken: backgrounds (an alpha one laid over the page) and
    /// markers; `#RGB` is read as `#RRGGBB`.
    @Test func diffScopesAreTaken() throws {
        let theme = try Self.theme("paper")
        #expect(!theme.isDark)
        #expect(theme.page.background == RGB(hex: 0xFFFFFF))
        #expect(theme.diff.added.background == RGB(hex: 0xF0FFF4))
        #expect(
            theme.diff.removed.background == RGB(hex: 0xFFFFFF).mixed(with: RGB(hex: 0xB31D28), by: Double(0x20) / 255))
        #expect(theme.diff.addedMarker.foreground == RGB(hex: 0x22863A))
        // Its red keywords, bold, darkened where the derived emphasis would make them hard to read.
        let keyword = theme.style(.keyword)
        #expect(keyword.bold && keyword.foreground!.r > 2 * keyword.foreground!.g)
    }

    @Test(arguments: [
        ("bad-color", TextMateTheme.Problem.badColor(scope: "scope 'string'", value: "green")),
        ("no-settings", .noSettings),
        ("not-plist", .notPropertyList(line: 1, "not XML")),
    ])
    func badFilesSayWhatIsWrong(_ name: String, _ problem: TextMateTheme.Problem) throws {
        #expect(throws: problem) { try Self.theme(name) }
        #expect(!problem.description.contains("\n"))
    }
}

extension Array where Element == UInt8 {
    /// The bytes of the file at `path` (tests only; the binary reads files with system calls).
    init(contentsOf path: String) throws {
        guard let file = fopen(path, "rb") else { throw FixtureMissing(path: path) }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        self = bytes
    }
}

struct FixtureMissing: Error {
    let path: String
}
