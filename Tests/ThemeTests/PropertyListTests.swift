import Testing

@testable import Theme

/// The XML property-list reader behind TextMate themes.
struct PropertyListTests {
    static func parse(_ text: String) throws(PropertyList.ParseError) -> PropertyList {
        try PropertyList.parse(Array(text.utf8))
    }

    @Test func readsEveryKindOfValue() throws {
        let list = try Self.parse(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <!-- a comment -->
            <dict>
                <key>text</key><string>a &lt;b&gt; &amp; &#x263A; &#65;<![CDATA[ <raw> ]]></string>
                <key>empty</key><string/>
                <key>n</key><integer> 42 </integer>
                <key>x</key><real>1.5</real>
                <key>yes</key><true/>
                <key>list</key><array><string>one</string><dict/><array/></array>
            </dict>
            </plist>
            """)
        #expect(
            list
                == .dictionary([
                    "text": .string("a <b> & ☺ A <raw> "), "empty": .string(""), "n": .integer(42), "x": .real(1.5),
                    "yes": .bool(true), "list": .array([.string("one"), .dictionary([:]), .array([])]),
                ]))
    }

    @Test(arguments: [
        ("", 1, "empty, no XML"),
        ("{ \"json\": 1 }", 1, "not XML"),
        ("<plist>\n<dict>\n<string>no key</string>\n</dict></plist>", 3, "expected <key> in <dict>"),
        ("<plist><dict><key>a</key><string>x</dict></plist>", 1, "expected </string>"),
        ("<plist>\n<integer>many</integer></plist>", 2, "not an integer: 'many'"),
        ("<plist><blob/></plist>", 1, "unknown element <blob>"),
        ("bplist00\u{0}\u{1}", 1, "a binary property list, not XML"),
    ])
    func saysWhatIsWrongAndWhere(_ text: String, _ line: Int, _ problem: String) {
        #expect(throws: PropertyList.ParseError(line: line, problem: problem)) { try Self.parse(text) }
    }
}
