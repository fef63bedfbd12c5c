import Diff
import Inputs
import Foundation
import Highlight
import Prepare
import Testing

/// A search's lines lexed with their files as context: the file's state at the line when the
/// file has that line there, the line alone when it does not; and a pattern's matches.
@Suite struct SearchedFilesTests {
    static let c = Languages.named("c")!
    static let file = Array("int main() {\n  /* hi there\n   hi inside */\n  return hi;\n}\n".utf8)

    static func line(_ path: String, _ number: Int, _ content: String) -> GrepLine {
        GrepLine(line: InputLine(raw: Array(content.utf8)), path: path, number: number, isMatch: true, contentStart: 0)
    }

    @Test func aLineInsideAFilesCommentIsComment() {
        let files = SearchedFiles(read: { $0 == "a.c" ? Self.file : nil }, language: { _, _ in Self.c })
        let inside = files.tokens(Self.line("a.c", 3, "   hi inside */"))
        #expect(inside.language.name == "c")
        #expect(inside.tokens.map(\.kind) == [.comment])
        // Without its file (or when the file has another line there), the line is lexed alone.
        let alone = files.tokens(Self.line("b.c", 3, "   hi inside */")).tokens
        #expect(alone.map(\.kind) != [.comment])
        let moved = files.tokens(Self.line("a.c", 2, "   hi inside */")).tokens
        #expect(moved.map(\.kind) != [.comment])
    }

    @Test func eachFileIsReadOnce() {
        nonisolated(unsafe) var reads: [String] = []
        let files = SearchedFiles(read: { path in reads.append(path); return path == "a.c" ? Self.file : nil },
                                  language: { _, _ in Self.c })
        for n in 1...4 { _ = files.tokens(Self.line("a.c", n, String(decoding: LexedSide.lines(of: Self.file)[n - 1], as: UTF8.self))) }
        _ = files.tokens(Self.line("b.c", 1, "x"))
        _ = files.tokens(Self.line("a.c", 5, "}"))
        #expect(reads == ["a.c", "b.c"])
    }

    @Test func agreement() {
        #expect(SearchedFiles.agreement(Self.file, number: 2, content: Array("  /* hi there".utf8)[...]) == .agrees)
        #expect(SearchedFiles.agreement(Self.file, number: 2, content: Array("other".utf8)[...]) == .differs)
        #expect(SearchedFiles.agreement(Self.file, number: 9, content: []) == .differs)
        #expect(SearchedFiles.agreement(nil, number: 1, content: []) == .absent)
        #expect(SearchedFiles.agreement(Array("a\r\nb".utf8), number: 2, content: Array("b".utf8)[...]) == .agrees)
    }

    @Test func patternMatches() throws {
        let finder = try MatchFinder(pattern: #"h\w"#)
        #expect(finder.matches(in: Array("  /* hi there".utf8)[...]) == [5..<7, 9..<11])
        #expect(finder.matches(in: Array("é hi".utf8)[...]) == [3..<5], "byte offsets")
        #expect(finder.matches(in: [0xFF, 0x68, 0x69][...]).isEmpty, "a line that is not UTF-8 is left unmarked")
        #expect(try MatchFinder(pattern: "x*").matches(in: Array("abc".utf8)[...]).isEmpty, "empty matches are left out")
        #expect(throws: (any Error).self) { try MatchFinder(pattern: "(") }
    }

    @Test func linesLexedInOrderAreTheWholeText() {
        var lexer = LineLexer(language: Self.c)
        let kinds = LexedSide.lines(of: Self.file).map { lexer.tokens($0).map(\.kind) }
        #expect(kinds[2] == [.comment])
        #expect(kinds[3].contains(.keyword))
    }
}
