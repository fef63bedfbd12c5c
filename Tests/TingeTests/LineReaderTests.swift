#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TestSupport
import Testing
@testable import TingeCLI

/// The pager's reader hands on every line of its input, byte for byte, whatever its blocks'
/// size: by the run of a block's lines (what the parser is fed) and line by line.
@Suite struct LineReaderTests {
    /// The lines `forEachRun` hands on for `input`, read from a file in blocks of `size`, each
    /// run cut at its `\n`s.
    static func linesByRun(_ input: [UInt8], blockSize size: Int) throws -> [RawLine] {
        try withReader(input, blockSize: size) { reader in
            var lines: [RawLine] = []
            try reader.forEachRun { block, run, hasNewline in
                #expect(run.lowerBound >= 0 && run.upperBound <= block.count)
                LineReader.split(block, run) { line, last in
                    lines.append(RawLine(bytes: Array(block[line]), hasNewline: last ? hasNewline : true))
                }
            }
            return lines
        }
    }

    /// The lines `forEachLine` hands on for `input`, read in blocks of `size`.
    static func linesOneByOne(_ input: [UInt8], blockSize size: Int) throws -> [RawLine] {
        try withReader(input, blockSize: size) { reader in
            var lines: [RawLine] = []
            try reader.forEachLine { line, hasNewline in lines.append(RawLine(bytes: Array(line), hasNewline: hasNewline)) }
            return lines
        }
    }

    private static func withReader<T>(_ input: [UInt8], blockSize: Int, _ body: (LineReader) throws -> T) throws -> T {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tinge-lines-\(UUID().uuidString)").path
        defer { unlink(path) }
        try Data(input).write(to: URL(fileURLWithPath: path))
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        return try body(LineReader(descriptor: descriptor, blockSize: blockSize))
    }

    static let edgeCases: [String] = [
        "", "\n", "\n\n\n", "a", "a\n", "a\n\nb", "a\nb\n", "\n\nlast without a newline",
        String(repeating: "a line longer than any block here ", count: 20) + "\nshort\n",
    ]

    @Test("every line, and the last line's missing newline, by the run and one by one", arguments: edgeCases)
    func linesOfEdgeCases(_ text: String) throws {
        let input = Array(text.utf8)
        for size in [1, 2, 7, 100, 1 << 18] {
            #expect(try Self.linesByRun(input, blockSize: size) == RawLine.split(input), "blocks of \(size)")
            #expect(try Self.linesOneByOne(input, blockSize: size) == RawLine.split(input), "blocks of \(size)")
        }
    }

    @Test("every line of every diff fixture, by the run", arguments: DiffFixture.all)
    func linesOfFixtures(_ fixture: DiffFixture) throws {
        let input = fixture.bytes
        for size in [7, 4096] {
            #expect(try Self.linesByRun(input, blockSize: size) == RawLine.split(input), "blocks of \(size)")
        }
    }

    /// A block's lines come as one run: the parser is called once a block, not once a line.
    @Test func aBlocksLinesComeAsOneRun() throws {
        let input = Array("one\ntwo\nthree\nfour".utf8)
        var runs: [(String, Bool)] = []
        try Self.withReader(input, blockSize: 1 << 18) { reader in
            try reader.forEachRun { block, run, hasNewline in runs.append((String(decoding: block[run], as: UTF8.self), hasNewline)) }
        }
        #expect(runs.map(\.0) == ["one\ntwo\nthree", "four"])
        #expect(runs.map(\.1) == [true, false])
    }
}
