import Diff
import Foundation

/// A diff fixture made by `Fixtures/make-fixtures.sh`, with its golden item listing at `Golden/<name>.items`.
struct DiffFixture: CustomStringConvertible, Sendable {
    let name: String

    var description: String { name }
    var path: String { DiffFixture.root + "/Fixtures/" + name }
    var goldenPath: String { DiffFixture.root + "/Golden/" + name + ".items" }
    var bytes: [UInt8] { [UInt8](FileManager.default.contents(atPath: path) ?? Data()) }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

    /// Every fixture but the script that makes them, sorted.
    static let all: [DiffFixture] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/Fixtures")) ?? []
        return names.filter { !$0.hasSuffix(".sh") }.sorted().map(DiffFixture.init(name:))
    }()
}

/// An input cut into lines the way a line reader hands them to the parser.
struct RawLine: Equatable {
    var bytes: [UInt8]
    var hasNewline: Bool

    /// `input` split at each `\n`; the last line has no newline when the input does not end with one.
    static func split(_ input: [UInt8]) -> [RawLine] {
        var lines: [RawLine] = []
        var start = 0
        for (i, b) in input.enumerated() where b == 0x0A {
            lines.append(RawLine(bytes: Array(input[start..<i]), hasNewline: true))
            start = i + 1
        }
        if start < input.count { lines.append(RawLine(bytes: Array(input[start...]), hasNewline: false)) }
        return lines
    }
}

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
