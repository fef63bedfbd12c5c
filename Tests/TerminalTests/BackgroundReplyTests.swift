import Terminal
import Testing
import Theme

/// Reading the terminal's answer to OSC 11, and judging its background light or dark.
@Suite struct BackgroundReplyTests {
    static func color(_ text: String) -> RGB? {
        BackgroundReply.color(in: Array(text.utf8))
    }

    @Test(arguments: [
        ("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}", RGB(255, 255, 255)),
        ("\u{1B}]11;rgb:0000/2b2b/3636\u{1B}\\", RGB(0, 43, 54)),
        // One to four digits a channel, each a fraction of its own largest value.
        ("\u{1B}]11;rgb:f/8/0\u{07}", RGB(255, 136, 0)),
        ("\u{1B}]11;rgb:fd/f6/e3\u{07}", RGB(253, 246, 227)),
        ("\u{1B}]11;rgb:fff/000/800\u{07}", RGB(255, 0, 128)),
        // With the DA1 reply after it, and stray bytes before.
        ("x\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{07}\u{1B}[?1;2c", RGB(30, 30, 46)),
    ])
    func goodReplies(_ reply: String, _ expected: RGB) {
        #expect(Self.color(reply) == expected)
    }

    @Test(arguments: [
        "",
        "\u{1B}[?1;2c",  // only DA1: the terminal does not know OSC 11
        "\u{1B}]11;rgb:ffff/ffff/ffff",  // cut before its end
        "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}",  // ESC without the backslash of ST
        "\u{1B}]11;rgb:ffff/ffff\u{07}",  // two channels
        "\u{1B}]11;rgb:ffff/ffff/ffff/ffff\u{07}",
        "\u{1B}]11;rgb:fffff/0/0\u{07}",  // five digits
        "\u{1B}]11;rgb://0\u{07}",
        "\u{1B}]11;rgb:gg/00/00\u{07}",
        "\u{1B}]11;rgb:+f/-0/00\u{07}",
        "\u{1B}]11;rgba:ff/ff/ff/ff\u{07}",
        "\u{1B}]10;rgb:ffff/ffff/ffff\u{07}",  // the foreground, not the background
    ])
    func garbledOrPartialRepliesAreNoColor(_ reply: String) {
        #expect(Self.color(reply) == nil)
    }

    @Test func lightIsLighterThanMidGrey() {
        for light in [RGB(255, 255, 255), RGB(253, 246, 227), RGB(238, 232, 213), RGB(128, 128, 128)] {
            #expect(BackgroundReply.isLight(light), "\(light)")
        }
        for dark in [RGB(0, 0, 0), RGB(0, 43, 54), RGB(40, 42, 54), RGB(110, 110, 110), RGB(0, 0, 255)] {
            #expect(!BackgroundReply.isLight(dark), "\(dark)")
        }
    }
}
