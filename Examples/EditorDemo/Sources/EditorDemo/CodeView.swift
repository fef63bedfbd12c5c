#if canImport(SwiftUI)
import Highlight
import HighlightAttributed
import SwiftUI
import Theme

/// A highlighted document for SwiftUI: each line's `AttributedString`, made when the line is
/// first shown and kept until an edit changes it.
@MainActor
final class CodeModel: ObservableObject {
    let theme: Theme
    @Published private(set) var lineCount: Int
    private var document: HighlightedText
    private var styledLines: [Int: AttributedString] = [:]

    init(text: String, language: Language, theme: Theme) {
        document = HighlightedText(text, language: language)
        lineCount = document.lineCount
        self.theme = theme
    }

    /// Line `line` with its `\n`, styled (and lexed, with the lines above it, if it never was).
    func styledLine(_ line: Int) -> AttributedString {
        if let styled = styledLines[line] { return styled }
        let styled = document.attributedString(lines: line..<line + 1, theme: theme)
        styledLines[line] = styled
        return styled
    }

    /// Replaces `range` of `text` (the document's text) with `replacement`; only the lines whose
    /// tokens changed are styled again, and the lines below keep theirs, moved.
    func edit(replacing range: Range<String.Index>, in text: String, with replacement: String) {
        let oldLineCount = document.lineCount
        let changed = document.edit(replacing: range, in: text, with: replacement)
        let moved = document.lineCount - oldLineCount
        var kept: [Int: AttributedString] = [:]
        for (line, styled) in styledLines {
            if line < changed.lowerBound {
                kept[line] = styled
            } else if line + moved >= changed.upperBound {
                kept[line + moved] = styled
            }
        }
        styledLines = kept
        lineCount = document.lineCount
    }
}

/// A read-only code view: a lazy stack of lines on the theme's page color, so a long file costs
/// only the lines on screen.
struct CodeView: View {
    @ObservedObject var model: CodeModel

    var body: some View {
        ScrollView([.vertical, .horizontal]) {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<model.lineCount, id: \.self) { line in
                    Text(model.styledLine(line))
                        .font(.system(.body, design: .monospaced))
                        .fixedSize()
                }
            }
            .padding(8)
        }
        .background(model.theme.page.background.map(Color.init) ?? Color.clear)
    }
}
#endif
