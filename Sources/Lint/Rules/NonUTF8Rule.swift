/// `non-utf8`: a text file that was valid UTF-8 (or is new) and no longer is.
///
/// Points at the first invalid byte of an added line: usually text pasted or saved in
/// Latin-1 or Windows-1252. Files that already held invalid bytes are left alone (they are in
/// some other encoding on purpose), and binary files are not text.
struct NonUTF8Rule: Rule {
    let id = "non-utf8"
    let defaultLevel = Level.warning
    let summary = "a UTF-8 file gets bytes that are not valid UTF-8"

    fileprivate static func message(_ byte: UInt8, wasUTF8: Bool) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "invalid UTF-8 byte 0x\(hex.count < 2 ? "0" + hex : hex)" + (wasUTF8 ? " in a file that was UTF-8" : "")
    }
    fileprivate static let help = "save the file as UTF-8 (the text may be in Latin-1 or Windows-1252)"

    func check(_ file: LintFile, context: LintContext, report: (Finding) -> Void) {
        guard !file.isBinary, Self.firstInvalid(file.text[...]) != nil else { return }
        if let old = file.oldText, Self.firstInvalid(old[...]) != nil { return }
        for line in file.addedLines {
            guard let offset = Self.firstInvalid(line.bytes) else { continue }
            let byte = line.bytes[line.bytes.startIndex + offset]
            report(finding(file, line: line.number, column: offset + 1, length: 1, level: defaultLevel,
                           Self.message(byte, wasUTF8: file.oldText != nil), help: Self.help))
            return
        }
    }

    /// The offset (from the slice's start) of the first byte that does not begin or continue a
    /// well-formed UTF-8 sequence (RFC 3629: no overlongs, no surrogates, nothing past U+10FFFF).
    static func firstInvalid(_ bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { p in
            var i = 0
            let n = p.count
            while i < n {
                let c = p[i]
                if c < 0x80 { i += 1; continue }
                // The sequence's length and the range its second byte must fall in.
                let (length, low, high): (Int, UInt8, UInt8) = switch c {
                case 0xC2...0xDF: (2, 0x80, 0xBF)
                case 0xE0: (3, 0xA0, 0xBF)
                case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80, 0xBF)
                case 0xED: (3, 0x80, 0x9F)
                case 0xF0: (4, 0x90, 0xBF)
                case 0xF1...0xF3: (4, 0x80, 0xBF)
                case 0xF4: (4, 0x80, 0x8F)
                default: (0, 0, 0)
                }
                guard length > 0, i + 1 < n, (low...high).contains(p[i + 1]) else { return i }
                for k in 2..<length where i + k >= n || p[i + k] & 0xC0 != 0x80 { return i }
                i += length
            }
            return nil
        }
    }
}
