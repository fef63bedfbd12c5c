import Diff
import Render
import Terminal
import TestSupport
import Testing

/// Uncolored output paints runs of ordinary hunk lines by copying their bytes (`PlainRun`):
/// byte for byte what the same lines painted one by one make, whatever the lines hold and
/// whatever the layout's options.
@Suite struct PlainRunTests {
    /// Hunk lines of every kind of content the copy must leave to the layout, or get right.
    static let diff: [UInt8] = {
        var lines: [[UInt8]] = [
            Array(" plain context".utf8), Array("-\tone tab".utf8), Array("+\t\ttwo tabs\tand one inside".utf8),
            Array("+a\tb\tc\td".utf8),
            // Indentation of many tabs (more spaces than one store), tabs alone, and text past
            // sixteen bytes that holds a tab, a wide character or a control byte.
            Array("+\t\t\t\t\tfive tabs, then more than sixteen bytes\tand a tab".utf8), Array("+\t\t\t".utf8),
            Array(" \tsixteen bytes of text, then 中文 and é".utf8), Array("-\t\tsixteen bytes of text\u{7}bell".utf8),
            Array("+1234567".utf8), Array("+12345678".utf8), Array("+123456789abcdef0".utf8),
            Array("+".utf8), Array(" ".utf8), Array("-trailing blanks  \t".utf8), Array("+crlf\r".utf8), Array(" crlf\r".utf8),
            Array("+escape \u{1B}[31mred\u{1B}[0m".utf8), Array("+bell\u{07}".utf8), Array("+del\u{7F}x".utf8),
            Array("+café naïve — “quoted” …".utf8), Array("+中文 wide\tthen tab".utf8), Array("+e\u{301} combining".utf8),
            Array("+zero\u{200B}width".utf8), Array("+bidi \u{202E}reversed".utf8), Array("+c1 \u{85} next line".utf8),
            [0x2B, 0x62, 0x61, 0x64, 0xFF, 0xFE, 0x20, 0x78], [0x2B, 0xE4, 0xB8], Array("+emoji 🚀 rocket".utf8),
            Array(("+" + String(repeating: "x", count: 512)).utf8), Array(("+" + String(repeating: "y", count: 513)).utf8),
            Array(("+\t" + String(repeating: "z", count: 505)).utf8), Array(("+" + String(repeating: "é", count: 600)).utf8),
            // Three-byte sequences, learnt once and then known: the same ones again, a joiner
            // between two (excused where it stands), a separator, and ones that are not UTF-8
            // (a surrogate, an overlong form).
            Array("+中文 again 中文, wide ＡＢ".utf8), Array("+中\u{200D}文 joined".utf8), Array("+line\u{2028}separator".utf8),
            [0x2B, 0x61, 0xED, 0xA0, 0x80, 0x62], [0x2B, 0x61, 0xE0, 0x80, 0x80, 0x62],
        ]
        let old = lines.filter { $0.first != 0x2B }.count
        let new = lines.filter { $0.first != 0x2D }.count
        lines.insert(Array("@@ -1,\(old) +1,\(new) @@ func".utf8), at: 0)
        lines.insert(contentsOf: ["diff --git a/f.c b/f.c", "--- a/f.c", "+++ b/f.c"].map { Array($0.utf8) }, at: 0)
        lines.append(Array("\\ No newline at end of file".utf8))
        return Array(lines.joined(separator: [0x0A])) + [0x0A]
    }()

    /// The painter's uncolored output for `diff`, fed by the run (in blocks of `size`) or line by line.
    static func painted(_ diff: [UInt8], byRun: Bool, size: Int = 1 << 18, options: DiffPainter.Options) throws -> String {
        let bytes = try capturePipe { fd in
            let writer = OutputWriter(descriptor: fd)
            var painter = DiffPainter(backend: ANSIBackend(theme: .dark, depth: .none, to: writer), colored: false, options: options)
            var events: [DiffEvent] = []
            if byRun {
                var parser = BlockParser(DiffParser())
                for line in BlockLine.split(diff, blockSize: size) {
                    parser.feed(line.block, line.range, hasNewline: line.hasNewline) { events.append($0) }
                }
                parser.finish { events.append($0) }
                #expect(events.contains { if case .lines = $0 { true } else { false } }, "the lines came by the run")
            } else {
                var parser = DiffParser()
                for line in RawLine.split(diff) { parser.feedEvents(line.bytes[...], hasNewline: line.hasNewline) { events.append($0) } }
                parser.finishEvents { events.append($0) }
            }
            for event in events { try painter.paint(event) }
            try painter.finish()
            try writer.flush()
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func options(tabWidth: Int = 8, maxLineLength: Int = 512, lineNumbers: Bool = false, width: Int? = nil,
                        wrap: DiffPainter.Wrap = .auto) -> DiffPainter.Options {
        var o = DiffPainter.Options()
        o.tabWidth = tabWidth
        o.maxLineLength = maxLineLength
        o.lineNumbers = lineNumbers
        o.width = width
        o.wrap = wrap
        return o
    }

    @Test("runs paint as their lines do", arguments: [
        options(), options(tabWidth: 0), options(tabWidth: 4), options(tabWidth: 3), options(maxLineLength: 0),
        options(maxLineLength: 20), options(lineNumbers: true), options(width: 60), options(width: 60, wrap: .always),
        options(width: 60, wrap: .never),
    ])
    func runsPaintAsTheirLines(_ options: DiffPainter.Options) throws {
        let expected = try Self.painted(Self.diff, byRun: false, options: options)
        for size in [5, 64, 1 << 18] {
            #expect(try Self.painted(Self.diff, byRun: true, size: size, options: options) == expected, "blocks of \(size)")
        }
    }

    /// The copy is really taken: uncolored, a plain line is its bytes with the tab expanded
    /// relative to the content, and a control character is still shown, never copied.
    @Test func plainLinesAreTheirBytesAndControlsAreStillShown() throws {
        let out = try Self.painted(Self.diff, byRun: true, options: Self.options())
        #expect(out.contains("\n+                a       b       c       d\n") == false)
        #expect(out.contains("\n+a       b       c       d\n"))
        #expect(out.contains("\n-        one tab\n"))
        #expect(!out.contains("\u{1B}"))
        #expect(out.contains("escape ^[[31mred^[[0m"))
    }

    /// Commit lines, message lines and hunk headers of printable text are copied uncolored
    /// (`Canvas.plainWriter`): byte for byte the rows painted and written.
    @Test func textAndHunkHeadersCopiedAsTheyArePainted() throws {
        let diff = Array("""
            commit 1234567890abcdef1234567890abcdef12345678 (HEAD -> main)
            Author: A U Thor <a@example.com>
            Date:   Mon Jan 1 00:00:00 2024 +0000

                A subject\twith a tab
                caf\u{E9} \u{1B}[31m not a color\r
            \u{7}bell in text
            diff --git a/f.c b/f.c
            --- a/f.c
            +++ b/f.c
            @@ -1,2 +1,2 @@ int main(void)\t/* tab */
            -a
            +b
             c
            @@ -10,1 +10,1 @@ plain context
            -x
            +y
            @@ -20,1 +20,1 @@ caf\u{E9}\r
            -p
            +q

            """.utf8)
        for options in [Self.options(), Self.options(tabWidth: 4), Self.options(lineNumbers: true)] {
            func painted(copying: Bool) throws -> String {
                let bytes = try capturePipe { fd in
                    let writer = OutputWriter(descriptor: fd)
                    let ansi = ANSIBackend(theme: .dark, depth: .none, to: writer)
                    var painter = DiffPainter(backend: copying ? ansi : RowsOnly(ansi), colored: false, options: options)
                    var parser = BlockParser(DiffParser())
                    for line in BlockLine.split(diff, blockSize: 1 << 18) {
                        try parser.feed(line.block, line.range, hasNewline: line.hasNewline) { try painter.paint($0) }
                    }
                    try parser.finish { try painter.paint($0) }
                    try painter.finish()
                    try writer.flush()
                }
                return String(decoding: bytes, as: UTF8.self)
            }
            let copied = try painted(copying: true)
            #expect(copied == (try painted(copying: false)))
            #expect(copied.contains("@@ -10,1 +10,1 @@ plain context\n"))
            #expect(copied.contains("^G") && !copied.contains("\u{7}"), "a control is shown, not copied")
        }
    }
}
