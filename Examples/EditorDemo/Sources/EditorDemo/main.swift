// `EditorDemo FILE`: opens FILE as an editor would, makes 1,000 random single-character edits,
// checks after each that the document's tokens are a fresh lex's, and prints what they cost and
// one line of the result as attributed-string runs.
//
// Exit status: 0 when every edit's tokens were right, 1 when one's were not, 2 for bad input.
import Foundation
import Highlight
import HighlightAttributed
import Theme

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("EditorDemo: \(message)\n".utf8))
    exit(status)
}

func median<T: Comparable>(_ values: [T]) -> T { values.sorted()[values.count / 2] }

func formatted(_ microseconds: Double) -> String {
    String(format: "%.1f µs", microseconds)
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let path = arguments.first else {
    fail("usage: EditorDemo FILE", status: 2)
}
var isFolder: ObjCBool = false
guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
    fail("\(path): no such file", status: 2)
}
guard !isFolder.boolValue else {
    fail("\(path): is a folder, not a file", status: 2)
}
guard let data = FileManager.default.contents(atPath: path) else {
    fail("\(path): cannot be read", status: 2)
}
guard let language = Detection.language(forPath: path) else {
    fail("\(path): no language known for this file name", status: 2)
}
// Decoding repairs invalid UTF-8, so the document's text is what a String or an NSString would hold.
let text = String(decoding: data, as: UTF8.self)
let theme = Theme.dark
var session = EditSession(text, language: language, theme: theme)
let edits = 1000
print("\(path): \(language.name), \(session.document.lineCount) lines, \(text.utf8.count) bytes")
for edit in 0..<edits {
    if let wrong = session.editAndCheck() {
        fail("edit \(edit + 1) (\(wrong)) left tokens that differ from a fresh lex of the whole text", status: 1)
    }
}
print("\(edits) single-character edits, each checked against a fresh lex of the whole text: all equal")
print("per edit, tokens of the changed lines updated: median \(formatted(median(session.times))), "
    + "worst \(formatted(session.times.max() ?? 0))")
print("per edit as TextKit makes it (NSRange in, TextKit runs of the changed lines out): "
    + "median \(formatted(median(session.textKitTimes))), worst \(formatted(session.textKitTimes.max() ?? 0))")
print("lines re-lexed per edit: median \(median(session.relexed)), most \(session.relexed.max() ?? 0); "
    + "lines whose tokens may have changed: median \(median(session.changedLines))")
var document = session.document
let line = RunListing.showcaseLine(&document)
print("line \(line + 1) as attributed-string runs (text, token kind, \(theme.name) theme's RGB):")
for row in RunListing.rows(of: line, in: &document, theme: theme) { print(row) }
// For comparison: the whole text as one AttributedString, as a small file's view might keep it.
let wholeStart = ContinuousClock.now
let whole = document.attributedString(theme: theme)
let wholeTime = ContinuousClock.now - wholeStart
print("the whole text as one AttributedString: \(whole.runs.count) runs in "
    + String(format: "%.1f ms", wholeTime.microseconds / 1000))
