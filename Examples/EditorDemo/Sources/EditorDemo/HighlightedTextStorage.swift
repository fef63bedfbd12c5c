#if canImport(UIKit) || canImport(AppKit)
import Highlight
import HighlightAttributed
import Theme
#if canImport(UIKit)
import UIKit
typealias PlatformFont = UIFont
#else
import AppKit
typealias PlatformFont = NSFont
#endif

/// A TextKit text storage that keeps its text highlighted while it is edited.
///
/// Each edit goes to a `HighlightedText` as the NSRange TextKit gives; `processEditing` restyles
/// only the lines the edits since the last one changed. In a text view:
///
///     let storage = HighlightedTextStorage(text: source, language: .swift, theme: .dark,
///                                          font: .monospacedSystemFont(ofSize: 13, weight: .regular))
///     let layoutManager = NSLayoutManager()
///     storage.addLayoutManager(layoutManager)
///     let container = NSTextContainer()
///     layoutManager.addTextContainer(container)
///     let textView = UITextView(frame: .zero, textContainer: container)  // NSTextView on macOS
final class HighlightedTextStorage: NSTextStorage {
    let theme: Theme
    private let backing = NSMutableAttributedString()
    private var document: HighlightedText
    private var linesToRestyle = LinesToRestyle()
    /// The font, then bold, italic, and bold italic.
    private let fonts: [PlatformFont]

    init(text: String, language: Language, theme: Theme, font: PlatformFont) {
        document = HighlightedText("", language: language)
        self.theme = theme
        fonts = [(false, false), (true, false), (false, true), (true, true)].map { bold, italic in
            HighlightedTextStorage.font(font, bold: bold, italic: italic)
        }
        super.init()
        replaceCharacters(in: NSRange(location: 0, length: 0), with: text)
    }

    required init?(coder: NSCoder) {
        fatalError("HighlightedTextStorage is made in code")
    }

    #if !canImport(UIKit)
    required init?(pasteboardPropertyList propertyList: Any, ofType type: NSPasteboard.PasteboardType) {
        fatalError("HighlightedTextStorage is made in code")
    }
    #endif

    override var string: String { backing.string }

    override func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key: Any] {
        backing.attributes(at: location, effectiveRange: range)
    }

    override func replaceCharacters(in range: NSRange, with text: String) {
        beginEditing()
        backing.replaceCharacters(in: range, with: text)
        let oldLineCount = document.lineCount
        let changed = document.edit(replacing: range, with: text)
        linesToRestyle.add(changed, lineCountChange: document.lineCount - oldLineCount)
        edited(.editedCharacters, range: range, changeInLength: (text as NSString).length - range.length)
        endEditing()
    }

    override func setAttributes(_ attributes: [NSAttributedString.Key: Any]?, range: NSRange) {
        beginEditing()
        backing.setAttributes(attributes, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
        endEditing()
    }

    /// Restyles the lines the edits changed, before TextKit lays them out.
    override func processEditing() {
        let lines = linesToRestyle.take(lineCount: document.lineCount)
        for run in document.textKitRuns(inLines: lines, theme: theme) {
            var attributes = run.attributes
            let bold = attributes[.highlightBold] as? Bool ?? false
            let italic = attributes[.highlightItalic] as? Bool ?? false
            attributes[.font] = fonts[(bold ? 1 : 0) + (italic ? 2 : 0)]
            setAttributes(attributes, range: run.range)
        }
        super.processEditing()
    }

    private static func font(_ font: PlatformFont, bold: Bool, italic: Bool) -> PlatformFont {
        #if canImport(UIKit)
        var traits: UIFontDescriptor.SymbolicTraits = []
        if bold { traits.insert(.traitBold) }
        if italic { traits.insert(.traitItalic) }
        guard let descriptor = font.fontDescriptor.withSymbolicTraits(traits) else { return font }
        return UIFont(descriptor: descriptor, size: font.pointSize)
        #else
        var traits: NSFontTraitMask = []
        if bold { traits.insert(.boldFontMask) }
        if italic { traits.insert(.italicFontMask) }
        return NSFontManager.shared.convert(font, toHaveTrait: traits)
        #endif
    }
}
#endif
