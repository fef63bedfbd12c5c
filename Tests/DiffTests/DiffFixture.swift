import Diff
import TestSupport

/// Runs the parser over whole inputs.
enum Parse {
    /// The items the parser hands on for `input`, fed one line at a time.
    static func items(_ input: [UInt8]) -> [DiffItem] {
        items(lines: RawLine.split(input))
    }

    static func items(_ text: String) -> [DiffItem] {
        items(Array(text.utf8))
    }

    static func items(lines: [RawLine]) -> [DiffItem] {
        var parser = DiffParser()
        var items: [DiffItem] = []
        for line in lines { parser.feed(line.bytes, hasNewline: line.hasNewline) { items.append($0) } }
        parser.finish { items.append($0) }
        return items
    }

    /// Every input line the items hold, in the order they hold them.
    static func lines(of items: [DiffItem]) -> [InputLine] {
        var out: [InputLine] = []
        for item in items {
            switch item {
            case .commit(let line, _), .text(let line):
                out.append(line)
            case .file(let file):
                out += file.header.lines
                for hunk in file.hunks {
                    out.append(hunk.headerLine)
                    out += hunk.lines.map(\.line)
                }
            }
        }
        return out
    }

    /// The files among `items`.
    static func files(_ items: [DiffItem]) -> [FileDiff] {
        items.compactMap { if case .file(let f) = $0 { f } else { nil } }
    }
}
