/// `bidi-control`: Unicode bidirectional controls in added lines (Trojan Source, CVE-2021-42574).
///
/// Overrides, embeddings and isolates (U+202A–U+202E, U+2066–U+2069) and the marks U+200E,
/// U+200F and U+061C reorder how text shows, so code can read differently from how it
/// compiles. Found by their UTF-8 bytes (`E2 80 8E/8F/AA–AE`, `E2 81 A6–A9`, `D8 9C`); the
/// escapes that spell them (`\u{202E}`) are not flagged: writing them that way is the fix.
struct BidiControlRule: Rule {
    let id = "bidi-control"
    let defaultLevel = Level.error
    let summary = "Unicode bidirectional control characters (Trojan Source, CVE-2021-42574)"

    fileprivate static func message(_ scalar: UInt32) -> String {
        "bidirectional control character U+\(String(scalar, radix: 16, uppercase: true)) \(names[scalar] ?? "")"
    }
    fileprivate static let help = "remove it, or write it as an escape (\\u202E) where it is meant to be there"
    fileprivate static let names: [UInt32: String] = [
        0x061C: "ARABIC LETTER MARK",
        0x200E: "LEFT-TO-RIGHT MARK",
        0x200F: "RIGHT-TO-LEFT MARK",
        0x202A: "LEFT-TO-RIGHT EMBEDDING",
        0x202B: "RIGHT-TO-LEFT EMBEDDING",
        0x202C: "POP DIRECTIONAL FORMATTING",
        0x202D: "LEFT-TO-RIGHT OVERRIDE",
        0x202E: "RIGHT-TO-LEFT OVERRIDE",
        0x2066: "LEFT-TO-RIGHT ISOLATE",
        0x2067: "RIGHT-TO-LEFT ISOLATE",
        0x2068: "FIRST STRONG ISOLATE",
        0x2069: "POP DIRECTIONAL ISOLATE",
    ]

    func check(_ file: LintFile, context: LintContext, report: (Finding) -> Void) {
        for line in file.addedLines {
            line.bytes.withUnsafeBufferPointer { p in
                var i = 0
                while i + 1 < p.count {
                    defer { i += 1 }
                    let scalar: UInt32
                    switch (p[i], p[i + 1]) {
                    case (0xD8, 0x9C):
                        scalar = 0x061C
                    case (0xE2, 0x80) where i + 2 < p.count && ((0x8E...0x8F).contains(p[i + 2]) || (0xAA...0xAE).contains(p[i + 2])):
                        scalar = 0x2000 + UInt32(p[i + 2] - 0x80)
                    case (0xE2, 0x81) where i + 2 < p.count && (0xA6...0xA9).contains(p[i + 2]):
                        scalar = 0x2040 + UInt32(p[i + 2] - 0x80)
                    default:
                        continue
                    }
                    let length = scalar < 0x0800 ? 2 : 3
                    report(finding(file, line: line.number, column: i + 1, length: length, level: defaultLevel,
                                   Self.message(scalar), help: Self.help))
                }
            }
        }
    }
}
