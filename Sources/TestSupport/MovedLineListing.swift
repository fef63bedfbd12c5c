import Diff

/// The changed lines of a diff with how each was moved, one line of text each (`-moved  text`),
/// so a test compares git's classification with tinge's line by line and a difference shows
/// as a changed line.
public enum MovedLineListing {
    /// git's classification, read from `git diff --color-moved --color=always` made with git's
    /// default colors, decoded here on their own (not by the parser under test): the exact SGR
    /// git writes before each changed line's marker. A line painted in another color (a
    /// whitespace error's) is listed as `?`. (No `--graph`.)
    public static func git(_ colored: [UInt8]) -> [String] {
        let marks: [String: String] = [
            "31": "plain", "32": "plain", "1;35": "moved", "1;36": "moved", "1;34": "alternative", "1;33": "alternative",
            "2": "dimmed", "2;3": "alternativeDimmed",
        ]
        var listing: [String] = []
        var inHunk = false
        for raw in colored.split(separator: 0x0A, omittingEmptySubsequences: false) {
            var line = String(decoding: raw, as: UTF8.self)[...]
            var sgr = ""
            if line.hasPrefix("\u{1B}["), let m = line.firstIndex(of: "m") {
                sgr = String(line[line.index(line.startIndex, offsetBy: 2)..<m])
                line = line[line.index(after: m)...]
            }
            let text = ANSIColors.text(String(line))
            if text.hasPrefix("@@") { inHunk = true; continue }
            if text.hasPrefix("diff ") || text.hasPrefix("commit ") { inHunk = false; continue }
            guard inHunk, let sign = text.first, sign == "+" || sign == "-" else { continue }
            listing.append("\(sign)\(marks[sgr] ?? "?") \(text.dropFirst())")
        }
        return listing
    }

    /// tinge's classification: the changed lines of `items`' files with their `moved` marks.
    public static func items(_ items: [DiffItem]) -> [String] {
        items.flatMap { item -> [String] in
            guard case .file(let file) = item else { return [] }
            return file.hunks.flatMap(\.lines).compactMap(line)
        }
    }

    /// One changed line as listed; nil for any other line.
    public static func line(_ line: HunkLine) -> String? {
        let sign: String
        switch line.kind {
        case .added: sign = "+"
        case .removed: sign = "-"
        default: return nil
        }
        return "\(sign)\(name(line.moved)) \(String(decoding: line.content, as: UTF8.self))"
    }

    /// A mark's name as listed.
    public static func name(_ mark: MoveMark) -> String {
        switch mark {
        case .notMoved: "plain"
        case .moved: "moved"
        case .alternative: "alternative"
        case .dimmed: "dimmed"
        case .alternativeDimmed: "alternativeDimmed"
        }
    }

    /// `listing` with the lines git painted in another color (`?`) taken from `other`: their
    /// classification cannot be read, so they are not compared.
    public static func unreadable(in listing: [String], takenFrom other: [String]) -> [String] {
        guard listing.count == other.count else { return listing }
        return zip(listing, other).map { mine, theirs in theirs.dropFirst().hasPrefix("?") ? theirs : mine }
    }
}
