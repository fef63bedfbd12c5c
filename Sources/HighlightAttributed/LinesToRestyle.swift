/// The lines a batch of edits changed, gathered until they are restyled. TextKit can replace
/// text several times between `beginEditing()` and `endEditing()`, then asks for styling once
/// (`processEditing`); by then the lines an earlier edit changed may have moved.
public struct LinesToRestyle: Sendable {
    /// The lines gathered so far, in the numbering of the text after the last edit.
    public private(set) var lines: Range<Int>?

    public init() {}

    /// Adds the lines an edit changed (`changed`, as `edit` returned it) to those gathered;
    /// `lineCountChange` is how many lines the edit added (negative: removed).
    public mutating func add(_ changed: Range<Int>, lineCountChange: Int) {
        guard let old = lines else {
            lines = changed
            return
        }
        // Lines below the edit moved with it; those between are restyled too, which is harmless.
        let oldEnd = old.upperBound > changed.lowerBound
            ? max(old.upperBound + lineCountChange, changed.lowerBound) : old.upperBound
        lines = min(old.lowerBound, changed.lowerBound)..<max(oldEnd, changed.upperBound)
    }

    /// The lines gathered, no further than `lineCount`, and forgets them.
    public mutating func take(lineCount: Int) -> Range<Int> {
        defer { lines = nil }
        guard let lines else { return 0..<0 }
        return min(lines.lowerBound, lineCount)..<min(lines.upperBound, lineCount)
    }
}
