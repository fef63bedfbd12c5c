import Diff

/// The text a list of diff items stands for, and the check that the parser reads that text
/// back as the same items: what native diffs (made from libgit2's patches, not from text) owe.
public enum ItemText {
    /// Each line's raw bytes and its newline, in order.
    public static func bytes(_ items: [DiffItem]) -> [UInt8] {
        var out: [UInt8] = []
        func add(_ line: InputLine) {
            out += line.raw
            if line.hasNewline { out.append(0x0A) }
        }
        for item in items {
            switch item {
            case .commit(let line, _), .text(let line): add(line)
            case .file(let file):
                file.header.lines.forEach(add)
                for hunk in file.hunks {
                    add(hunk.headerLine)
                    hunk.lines.forEach { add($0.line) }
                }
            }
        }
        return out
    }

    /// The items the diff parser makes of `bytes(items)`.
    public static func reparsed(_ items: [DiffItem]) -> [DiffItem] {
        parsed(bytes(items))
    }

    /// The items the diff parser makes of `text`, each line fed as a slice of it, as the pager
    /// reads a block (a last line without its newline too).
    public static func parsed(_ text: [UInt8], movedColors: MovedColors? = .standard) -> [DiffItem] {
        var parser = DiffParser(movedColors: movedColors)
        var out: [DiffItem] = []
        var start = 0
        for i in text.indices where text[i] == 0x0A {
            parser.feed(text[start..<i], hasNewline: true) { out.append($0) }
            start = i + 1
        }
        if start < text.count { parser.feed(text[start...], hasNewline: false) { out.append($0) } }
        parser.finish { out.append($0) }
        return out
    }

    /// Nil when the parser reads the text of `items` back as the same items (blob ids compared
    /// on their first `idLength` digits, as the text abbreviates them); else both listings.
    public static func mismatch(_ items: [DiffItem], idLength: Int = 7) -> String? {
        let made = ItemListing.render(items, idLength: idLength)
        let read = ItemListing.render(reparsed(items), idLength: idLength)
        return made == read ? nil : "made:\n\(made)\nread back:\n\(read)"
    }

    /// The text of `items`.
    public static func text(_ items: [DiffItem]) -> String {
        String(decoding: bytes(items), as: UTF8.self)
    }
}
