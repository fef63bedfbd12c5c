/// `case-conflict`: two paths that differ only by case, which a case-insensitive file system
/// (macOS and Windows by default) cannot hold side by side.
///
/// Compares the file's path with every path the index will hold: ASCII paths byte by byte
/// with ASCII case folded, others by Unicode lowercasing, which also equates NFC and NFD
/// spellings (as macOS does). Judged for files the change adds or renames (no old text), or
/// all with `--all`: two paths that both stood before conflicted before. A whole-file finding.
struct CaseConflictRule: Rule {
    let id = "case-conflict"
    let defaultLevel = Level.error
    let summary = "two paths that differ only by case (they collide on macOS and Windows)"

    fileprivate static func message(_ other: String) -> String { "path differs only by case from '\(other)'" }
    fileprivate static let help = "rename one of them (git mv): on a case-insensitive file system one overwrites the other"

    func check(_ file: LintFile, context: LintContext, report: (Finding) -> Void) {
        guard file.oldText == nil || file.isWhole else { return }
        let path = file.path
        let ascii = path.utf8.allSatisfy { $0 < 0x80 }
        let folded = ascii ? "" : path.lowercased()
        for other in context.allPaths where !other.utf8.elementsEqual(path.utf8)
            && Self.foldedEqual(path, other, pathIsASCII: ascii, folded: folded) {
            report(finding(file, line: 0, column: 0, length: 0, level: defaultLevel, Self.message(other), help: Self.help))
            return
        }
    }

    /// Whether `path` and `other` are the same name to a case-insensitive file system.
    static func foldedEqual(_ path: String, _ other: String, pathIsASCII: Bool, folded: String) -> Bool {
        if pathIsASCII {
            // Byte by byte while both stay ASCII; a non-ASCII byte in `other` needs Unicode rules.
            var a = path.utf8.makeIterator(), b = other.utf8.makeIterator()
            while true {
                switch (a.next(), b.next()) {
                case (nil, nil): return true
                case let (x?, y?) where y < 0x80:
                    if lower(x) != lower(y) { return false }
                case (_, let y?) where y >= 0x80: return path.lowercased() == other.lowercased()
                default: return false
                }
            }
        }
        return folded == other.lowercased()
    }

    static func lower(_ c: UInt8) -> UInt8 { (0x41...0x5A).contains(c) ? c | 0x20 : c }
}
