import Highlight

/// What a pattern matches in a search's lines, for output that did not say (`tinge -e PATTERN`):
/// `git grep -n`, `grep -rn` and `rg -n` print the lines, but not where in them the match is
/// unless they color it.
///
/// The pattern is the standard library's `Regex` (Perl-like: `\b`, `\d`, `(?i)`), matched
/// against each line that is UTF-8; a line that is not is left unmarked.
///
/// A pattern of plain ASCII characters (no `\`, `^`, `$`, `.`, `|`, `?`, `*`, `+`, brackets
/// or braces: a word, a name) is looked for byte by byte in lines of ASCII, where `Regex`,
/// which reads a line as characters, finds the same matches ten times slower.
public struct MatchFinder {
    private let regex: Regex<AnyRegexOutput>
    /// The pattern's bytes when it is a plain ASCII literal.
    private let literal: [UInt8]?

    /// A finder for `pattern`; throws when it is not a regular expression.
    public init(pattern: String) throws {
        regex = try Regex(pattern)
        let bytes = Array(pattern.utf8)
        literal = !bytes.isEmpty && bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && !Self.special.contains($0) } ? bytes : nil
    }

    /// What makes a pattern more than its own characters.
    private static let special = Set("\\^$.|?*+()[]{}".utf8)

    /// The byte ranges of `line` the pattern matches, in order; empty matches left out.
    public func matches(in line: ArraySlice<UInt8>) -> [Range<Int>] {
        if let literal, line.allSatisfy({ $0 < 0x80 }) { return Self.occurrences(of: literal, in: line) }
        guard let text = String(validating: line, as: UTF8.self) else { return [] }
        let utf8 = text.utf8
        return text.matches(of: regex).compactMap { match in
            let range = match.range
            let start = utf8.distance(from: utf8.startIndex, to: range.lowerBound)
            let end = utf8.distance(from: utf8.startIndex, to: range.upperBound)
            return end > start ? start..<end : nil
        }
    }

    /// Where `needle` stands in `line`, from its start, each match after the one before it
    /// (as a regex's matches are): offsets from the line's start.
    static func occurrences(of needle: [UInt8], in line: ArraySlice<UInt8>) -> [Range<Int>] {
        var found: [Range<Int>] = []
        let first = needle[0]
        var i = line.startIndex
        let last = line.endIndex - needle.count
        while i <= last {
            if line[i] == first, line[i..<i + needle.count].elementsEqual(needle) {
                found.append(i - line.startIndex..<i - line.startIndex + needle.count)
                i += needle.count
            } else {
                i += 1
            }
        }
        return found
    }
}

extension MatchFinder {
    /// What any of `finders` matches in each line of `text` (its `\n`, and a `\r` before it,
    /// left out), under `mark`: `tinge highlight --mark`. Offsets are into `text`; a match never
    /// splits a character, since a `Regex` matches whole characters.
    public static func marks(of finders: [MatchFinder], inLinesOf text: [UInt8], as mark: Mark) -> Marks {
        var marks = Marks()
        guard !finders.isEmpty else { return marks }
        var found: [Range<Int>] = []
        var start = 0
        while start < text.count {
            let newline = text[start...].firstIndex(of: 0x0A) ?? text.count
            let end = newline > start && text[newline - 1] == 0x0D ? newline - 1 : newline
            found.removeAll(keepingCapacity: true)
            for finder in finders { found += finder.matches(in: text[start..<end]) }
            // In order, each is added at the end of the marks so far: no copying.
            if finders.count > 1 { found.sort { $0.lowerBound < $1.lowerBound } }
            for range in found { marks.add(start + range.lowerBound..<start + range.upperBound, as: mark) }
            start = newline + 1
        }
        return marks
    }
}
