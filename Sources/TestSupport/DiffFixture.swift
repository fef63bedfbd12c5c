import Foundation

/// A diff fixture made by `Tests/DiffTests/Fixtures/make-fixtures.sh`, with its golden item
/// listing at `Tests/DiffTests/Golden/<name>.items`: the diff parser's tests read them, and the
/// other inputs' parsers' tests (InputsTests) check that none of them is taken for their input.
public struct DiffFixture: CustomStringConvertible, Sendable {
    public let name: String

    public init(name: String) {
        self.name = name
    }

    public var description: String { name }
    public var path: String { DiffFixture.root + "/Fixtures/" + name }
    public var goldenPath: String { DiffFixture.root + "/Golden/" + name + ".items" }
    public var bytes: [UInt8] { [UInt8](FileManager.default.contents(atPath: path) ?? Data()) }

    /// `Tests/DiffTests`, where the fixtures and their listings are.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/DiffTests").path

    /// Every fixture but the script that makes them, sorted.
    public static let all: [DiffFixture] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/Fixtures")) ?? []
        return names.filter { !$0.hasSuffix(".sh") }.sorted().map(DiffFixture.init(name:))
    }()
}

/// An input cut into lines the way a line reader hands them to the parser.
public struct RawLine: Equatable {
    public var bytes: [UInt8]
    public var hasNewline: Bool

    public init(bytes: [UInt8], hasNewline: Bool) {
        self.bytes = bytes
        self.hasNewline = hasNewline
    }

    /// `input` split at each `\n`; the last line has no newline when the input does not end with one.
    public static func split(_ input: [UInt8]) -> [RawLine] {
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

/// A line where it sits in a block of input, as the pager's reader hands lines on: `block[range]`.
public struct BlockLine {
    public var block: [UInt8]
    public var range: Range<Int>
    public var hasNewline: Bool

    /// `input` read in blocks of `size` bytes: each line in the block it ends in, or in an array
    /// of its own when it spans blocks (what `LineReader` does).
    public static func split(_ input: [UInt8], blockSize size: Int) -> [BlockLine] {
        var lines: [BlockLine] = []
        var pending: [UInt8] = []
        var offset = 0
        while offset < input.count {
            let block = Array(input[offset..<min(offset + size, input.count)])
            offset += block.count
            var start = 0
            for (i, b) in block.enumerated() where b == 0x0A {
                if pending.isEmpty {
                    lines.append(BlockLine(block: block, range: start..<i, hasNewline: true))
                } else {
                    pending += block[start..<i]
                    lines.append(BlockLine(block: pending, range: 0..<pending.count, hasNewline: true))
                    pending = []
                }
                start = i + 1
            }
            pending += block[start...]
        }
        if !pending.isEmpty { lines.append(BlockLine(block: pending, range: 0..<pending.count, hasNewline: false)) }
        return lines
    }

    /// `input` read in blocks of `size` bytes, by the run (what `LineReader.forEachRun` hands
    /// on): the lines `split` finds in one block, joined, `\n` between each two; a line that
    /// spans blocks, alone.
    public static func runs(_ input: [UInt8], blockSize size: Int) -> [BlockLine] {
        var runs: [BlockLine] = []
        for line in split(input, blockSize: size) {
            if let last = runs.last, last.hasNewline, last.range.upperBound + 1 == line.range.lowerBound,
               last.block.withUnsafeBufferPointer({ p in line.block.withUnsafeBufferPointer { p.baseAddress == $0.baseAddress } }) {
                runs[runs.count - 1] = BlockLine(block: last.block, range: last.range.lowerBound..<line.range.upperBound,
                                                 hasNewline: line.hasNewline)
            } else {
                runs.append(line)
            }
        }
        return runs
    }
}
