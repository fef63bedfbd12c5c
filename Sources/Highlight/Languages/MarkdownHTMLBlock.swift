/// How a Markdown HTML block ends, by how it starts ([CommonMark 4.6](https://spec.commonmark.org/0.31.2/#html-blocks)):
/// `<script>`, `<pre>`, `<style>` and `<textarea>` at the line that closes them, a comment at
/// the line holding `-->`, `<?` at `?>`, a declaration at `>`, CDATA at `]]>`; every other
/// block at a blank line. A comment with blank lines in it is one comment, and the text after
/// a one-line comment is Markdown again.
enum MarkdownHTMLBlock {
    /// The end condition, kept in the Markdown host's `form` while the block is embedded.
    enum End {
        static let blankLine: UInt8 = 0
        static let rawTag: UInt8 = 1
        static let comment: UInt8 = 2
        static let instruction: UInt8 = 3
        static let declaration: UInt8 = 4
        static let cdata: UInt8 = 5
    }

    private static let rawTags = ["script", "pre", "style", "textarea"].map { Array($0.utf8) }
    private static let markers: [UInt8: [UInt8]] = [
        End.comment: Array("-->".utf8), End.instruction: Array("?>".utf8), End.declaration: Array(">".utf8),
        End.cdata: Array("]]>".utf8),
    ]

    /// How the block starting with the `<` at `i` of `line` ends.
    static func end(of line: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt8 {
        let rest = line[(i + 1)...]
        if rest.starts(with: "!--".utf8) { return End.comment }
        if rest.starts(with: "![CDATA[".utf8) { return End.cdata }
        if rest.first == UInt8(ascii: "!") { return End.declaration }
        if rest.first == UInt8(ascii: "?") { return End.instruction }
        for tag in rawTags where rest.count >= tag.count {
            let after = rest.dropFirst(tag.count).first
            guard after == nil || after == UInt8(ascii: ">") || ASCII.isBlank(after!) else { continue }
            if zip(rest, tag).allSatisfy({ $0 | 0x20 == $1 }) { return End.rawTag }
        }
        return End.blankLine
    }

    /// Whether `line` is the block's last line; a blank line ending a block is not part of it.
    static func ends(_ line: UnsafeBufferPointer<UInt8>, _ end: UInt8) -> Bool {
        if let marker = markers[end] { return contains(line, marker, ignoringCase: false) }
        return rawTags.contains { contains(line, [UInt8(ascii: "<"), UInt8(ascii: "/")] + $0 + [UInt8(ascii: ">")], ignoringCase: true) }
    }

    /// Whether `needle` (lowercase where case is ignored) stands anywhere in `line`.
    private static func contains(_ line: UnsafeBufferPointer<UInt8>, _ needle: [UInt8], ignoringCase: Bool) -> Bool {
        guard line.count >= needle.count else { return false }
        var i = 0
        while i <= line.count - needle.count {
            var k = 0
            while k < needle.count, (ignoringCase ? line[i + k] | 0x20 : line[i + k]) == needle[k] { k += 1 }
            if k == needle.count { return true }
            i += 1
        }
        return false
    }
}
