import Glibc
import Terminal
import Theme
import Testing

@Suite struct ColorDepthTests {
    @Test(arguments: [
        (["COLORTERM": "truecolor", "TERM": "xterm"], ColorDepth.trueColor),
        (["COLORTERM": "24bit"], .trueColor),
        (["TERM": "xterm-256color"], .ansi256),
        (["TERM": "xterm"], .ansi16),
        (["TERM": "dumb"], .none),
        (["NO_COLOR": "1", "COLORTERM": "truecolor"], .none),
        (["NO_COLOR": "", "TERM": "xterm-256color"], .ansi256),
    ])
    func detect(_ env: [String: String], _ expected: ColorDepth) {
        #expect(ColorDepth.detect(environment: env) == expected)
    }
}

@Suite struct ANSITests {
    @Test func reducesTo256() {
        #expect(ANSI.index256(RGB(255, 0, 0)) == 196)
        #expect(ANSI.index256(RGB(0, 0, 0)) == 16)
        #expect(ANSI.index256(RGB(128, 128, 128)) == 244)
    }

    @Test func reducesTo16ByHue() {
        #expect(ANSI.index16(RGB(hex: 0xA5D68A)) == 10)  // a soft green stays green
        #expect(ANSI.index16(RGB(hex: 0x2E6B1F)) == 2)
        #expect(ANSI.index16(RGB(hex: 0xD09AF0)) == 13)  // lilac → bright magenta
        #expect(ANSI.index16(RGB(hex: 0x8A93A0)) == 8)  // gray comment → bright black
    }

    @Test func sequences() {
        let style = Style(foreground: RGB(1, 2, 3), bold: true)
        #expect(ANSI(depth: .trueColor).sequence(for: style) == Array("\u{1B}[1;38;2;1;2;3m".utf8))
        #expect(ANSI(depth: .none).sequence(for: style).isEmpty)
        #expect(ANSI(depth: .ansi256).sequence(for: .plain).isEmpty)
    }
}

@Suite struct OutputWriterTests {
    @Test func aClosedPipeIsReportedAsSuch() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        close(fds[0])
        let writer = OutputWriter(descriptor: fds[1], capacity: 16)
        #expect(throws: OutputError.closedPipe) {
            try writer.write(Array(repeating: 0x41, count: 64))
        }
        close(fds[1])
    }

    @Test func writesEverythingOnFlush() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let writer = OutputWriter(descriptor: fds[1])
        try writer.write("hello ")
        try writer.write(Array("world".utf8))
        try writer.flush()
        close(fds[1])
        var buffer = [UInt8](repeating: 0, count: 64)
        let n = read(fds[0], &buffer, 64)
        close(fds[0])
        #expect(Array(buffer[0..<n]) == Array("hello world".utf8))
    }
}

@Suite struct PagerTests {
    @Test func choosesThePager() {
        #expect(Pager.command(environment: [:]) == "less -R -F -X")
        #expect(Pager.command(environment: ["PAGER": "more"]) == "more")
        #expect(Pager.command(environment: ["PAGER": "more", "TINGE_PAGER": "most"]) == "most")
        #expect(Pager.command(environment: ["PAGER": "/usr/local/bin/tinge"]) == "less -R -F -X")
        #expect(Pager.command(environment: ["PAGER": "cat"]) == nil)
        #expect(Pager.command(environment: ["TINGE_PAGER": ""]) == nil)
    }
}
