import Testing
import TextBytes

/// Byte searches in place of `_StringProcessing`'s: ranges in the searched collection's own
/// indices, the first match, none for an empty or a missing needle.
@Suite struct ByteSearchTests {
    @Test func theFirstMatchIsFoundInTheCollectionsOwnIndices() {
        let line = "# vim: set ft=perl: vim: ft=c"
        let range = ByteSearch.firstRange(of: Array("vim:".utf8), in: line.utf8)
        #expect(range.map { String(line[$0]) } == "vim:")
        #expect(range.map { line.distance(from: line.startIndex, to: $0.lowerBound) } == 2)
        // A slice's indices are the whole's.
        let rest = line.dropFirst(10)
        let ft = ByteSearch.firstRange(of: Array("ft=".utf8), in: rest.utf8)
        #expect(ft.map { line.distance(from: line.startIndex, to: $0.lowerBound) } == 11)
        // Bytes that are not ASCII around the match, and a match at the very end.
        let term = "é-xterm-256color"
        #expect(ByteSearch.firstRange(of: Array("256color".utf8), in: term.utf8).map { String(term[$0]) } == "256color")
    }

    @Test func aMissingOrEmptyNeedleIsNotFound() {
        #expect(ByteSearch.firstRange(of: Array("direct".utf8), in: "xterm-256col".utf8) == nil)
        #expect(ByteSearch.firstRange(of: Array("longer than it".utf8), in: "short".utf8) == nil)
        #expect(ByteSearch.firstRange(of: [], in: "anything".utf8) == nil)
        #expect(ByteSearch.firstRange(of: [0x61], in: [UInt8]()) == nil)
    }
}
