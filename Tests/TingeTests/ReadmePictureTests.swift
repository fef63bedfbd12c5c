import Foundation
import TestSupport
import Testing

/// The README's pictures are there and small, and the converter `docs/screenshots.sh` makes them
/// with reads a terminal's colors right. (The script itself needs tmux, Chromium and the pinned
/// commits of a full clone, so it is run by hand: `docs/screenshots.sh`.)
@Suite struct ReadmePictureTests {
    static let top = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every image the README names: Markdown's `![alt](path)` and HTML's `src=` and `srcset=`.
    static func pictures(in readme: String) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: #"!\[[^\]]*\]\(([^)\s]+)\)|(?:src|srcset)="([^"]+)""#)
        let range = NSRange(readme.startIndex..., in: readme)
        return pattern.matches(in: readme, range: range).compactMap { match in
            (1...2).lazy.compactMap { Range(match.range(at: $0), in: readme) }.first.map { String(readme[$0]) }
        }
    }

    @Test func everyPictureTheReadmeNamesExistsAndIsUnder300KB() throws {
        let readme = try String(contentsOf: Self.top.appendingPathComponent("README.md"), encoding: .utf8)
        let pictures = try Self.pictures(in: readme)
        for name in ["pager", "side-by-side", "toc", "lint", "highlight"] {
            for theme in ["dark", "light"] {
                #expect(pictures.contains("docs/screenshot-\(name)-\(theme).png"), "the README shows no \(name) in \(theme)")
            }
        }
        for picture in pictures {
            let path = Self.top.appendingPathComponent(picture).path
            let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
            #expect(size != nil, "the README names \(picture), which is not there")
            #expect((size ?? 0) < 300 * 1024, "\(picture) is \(size ?? 0) bytes, over 300 KB")
            #expect((size ?? 0) > 1024, "\(picture) is \(size ?? 0) bytes: no picture")
        }
    }

    @Test func alwaysShowsEachPictureWithAltText() throws {
        let readme = try String(contentsOf: Self.top.appendingPathComponent("README.md"), encoding: .utf8)
        let images = readme.split(separator: "\n").filter { $0.contains("<img ") }
        #expect(images.count >= 5)
        for image in images { #expect(image.contains(#"alt=""#) && !image.contains(#"alt="""#), "\(image) has no alt text") }
    }

    @Test func theConverterPaintsTwentyFourBit256AndPlainAttributes() throws {
        let screen = "a\u{1B}[38;2;255;0;16mred\u{1B}[48;5;22m on\u{1B}[0m \u{1B}[1;3;4mb<i>\u{1B}[22;23;24m \u{1B}[7mrev\u{1B}[0m\nz"
        let run = try ToolRun.run("python3", [Self.top.appendingPathComponent("docs/ansi-to-html.py").path, "#eeeeee", "#111111"],
                                  input: Array(screen.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        let page = run.text
        #expect(page.contains("html,body{margin:0;background:#111111;color:#eeeeee}"))
        #expect(page.contains(#"<pre>a<span style="color:#ff0010">red</span><span style="color:#ff0010;background:#005f00"> on</span> "#))
        #expect(page.contains(#"<span style="font-weight:bold;font-style:italic;text-decoration:underline">b&lt;i&gt;</span> "#))
        #expect(page.contains(#"<span style="color:#111111;background:#eeeeee">rev</span>"#))
        #expect(page.contains("\nz</pre>"))
    }
}
