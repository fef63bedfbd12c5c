import Diff
import Inputs
import Highlight

/// The files a search's lines are in, each read once: a line is lexed from the state its file
/// has there (the file lexed from its top, `LexedSide`), so a match inside a comment or a
/// string is colored as one. When the file cannot be read, or no longer has that line there
/// (the search was of another revision), the line is lexed alone.
///
/// Search tools print a file's lines together, so only the last few files are kept.
package final class SearchedFiles {
    /// The bytes of the file at `path` as the tool named it; nil when it cannot be read (or is
    /// too large to be read for context).
    public typealias Reader = (_ path: String) -> [UInt8]?
    /// The language of the file at `path`, whose text starts with `head` (the matched line
    /// alone when the file cannot be read).
    public typealias LanguageLookup = (_ path: String, _ head: [UInt8]) -> Language

    private struct File {
        let path: String
        let language: Language
        /// The file's text, lexed as far as asked, and where each line starts; nil when unread.
        let side: LexedSide?
        let lineStarts: [Int]
    }

    private let read: Reader
    private let languageOf: LanguageLookup
    private let wholeFiles: Bool
    private var files: [File] = []
    /// How many files are kept.
    public static let kept = 8

    /// Files read with `read`, their languages chosen by `language`; with `wholeFiles` false
    /// (`--context=hunk`) every line is lexed alone, though its file is still read.
    public init(read: @escaping Reader, language: @escaping LanguageLookup, wholeFiles: Bool = true) {
        self.read = read
        languageOf = language
        self.wholeFiles = wholeFiles
    }

    /// The tokens of `line`'s content (offsets into it) and the language of its file.
    package func tokens(_ line: GrepLine) -> (tokens: [Token], language: Language) {
        let file = self.file(line.path, head: Array(line.content))
        var lexer = LineLexer(language: file.language)
        let content = line.content
        guard wholeFiles, let side = file.side,
              Self.line(line.number, of: side.text, starts: file.lineStarts).map({ $0.elementsEqual(content) }) == true,
              let state = side.state(atLine: line.number) else {
            return (lexer.tokens(content), file.language)
        }
        return (lexer.tokens(content, from: state), file.language)
    }

    /// `line` with its content as its file has it, when the tool colored the line and the file
    /// holds escape sequences of its own there, which the line alone cannot tell from the
    /// tool's colors (`GrepLine.recolored(byFile:)`).
    package func withFilesEscapes(_ line: GrepLine) -> GrepLine {
        guard line.coloredContent != nil else { return line }
        let file = self.file(line.path, head: Array(line.content))
        guard let text = file.side?.text, let found = Self.line(line.number, of: text, starts: file.lineStarts),
              found.contains(0x1B) else { return line }
        return line.recolored(byFile: found) ?? line
    }

    /// What the file at `path` has at line `number`, compared with `content`.
    package static func agreement(_ text: [UInt8]?, number: Int, content: ArraySlice<UInt8>) -> FileAgreement {
        guard let text else { return .absent }
        guard let found = line(number, of: text, starts: starts(of: text)) else { return .differs }
        return found.elementsEqual(content) ? .agrees : .differs
    }

    /// Line `number` (1-based, without its `\n`) of `text`, whose lines start at `starts`.
    private static func line(_ number: Int, of text: [UInt8], starts: [Int]) -> ArraySlice<UInt8>? {
        guard number >= 1, number <= starts.count else { return nil }
        let start = starts[number - 1]
        let end = number < starts.count ? starts[number] - 1 : (text.last == 0x0A ? text.count - 1 : text.count)
        return start <= end ? text[start..<end] : nil
    }

    /// Where each line of `text` starts (no line after a last `\n`).
    private static func starts(of text: [UInt8]) -> [Int] {
        var starts = text.isEmpty ? [] : [0]
        for i in text.indices where text[i] == 0x0A && i + 1 < text.count { starts.append(i + 1) }
        return starts
    }

    private func file(_ path: String, head: @autoclosure () -> [UInt8]) -> File {
        if let k = files.firstIndex(where: { $0.path == path }) {
            let found = files.remove(at: k)
            files.append(found)
            return found
        }
        let text = read(path)
        let language = languageOf(path, text.map { Array($0.prefix(4096)) } ?? head())
        let file = File(path: path, language: language, side: text.map { LexedSide(text: $0, language: language) },
                        lineStarts: text.map(Self.starts) ?? [])
        files.append(file)
        if files.count > Self.kept { files.removeFirst() }
        return file
    }
}
