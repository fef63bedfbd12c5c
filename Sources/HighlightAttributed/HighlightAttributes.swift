import Foundation
import Highlight
import Theme

extension AttributeScopes {
    /// The attributes a highlighted run carries: its token kind, and how the theme paints it, in
    /// 24-bit RGB so that any renderer (a terminal, a web page, a platform color) can use them.
    public struct HighlightAttributes: AttributeScope {
        public let tokenKind: TokenKindAttribute
        public let foregroundRGB: ForegroundRGBAttribute
        public let backgroundRGB: BackgroundRGBAttribute
        public let bold: BoldAttribute
        public let italic: ItalicAttribute
        public let underline: UnderlineAttribute
        public let mark: MarkAttribute
        public let foundation: FoundationAttributes

        /// What the run's bytes are.
        public enum TokenKindAttribute: AttributedStringKey {
            public typealias Value = TokenKind
            public static let name = "tinge.tokenKind"
        }

        /// The theme's text color for the run.
        public enum ForegroundRGBAttribute: AttributedStringKey {
            public typealias Value = RGB
            public static let name = "tinge.foregroundRGB"
        }

        /// The theme's background for the run, where it has one.
        public enum BackgroundRGBAttribute: AttributedStringKey {
            public typealias Value = RGB
            public static let name = "tinge.backgroundRGB"
        }

        /// Set (true) where the theme makes the run bold.
        public enum BoldAttribute: AttributedStringKey {
            public typealias Value = Bool
            public static let name = "tinge.bold"
        }

        /// Set (true) where the theme makes the run italic.
        public enum ItalicAttribute: AttributedStringKey {
            public typealias Value = Bool
            public static let name = "tinge.italic"
        }

        /// Set (true) where the theme underlines the run (links, in the built-in themes).
        public enum UnderlineAttribute: AttributedStringKey {
            public typealias Value = Bool
            public static let name = "tinge.underline"
        }

        /// The mark that shows on the run (`Marks`: a search match, a finding), where one does.
        public enum MarkAttribute: AttributedStringKey {
            public typealias Value = Mark
            public static let name = "tinge.mark"
        }
    }

    /// The highlighter's attributes: `AttributedString(…, including: \.highlight)`.
    public var highlight: HighlightAttributes.Type { HighlightAttributes.self }
}

extension AttributeDynamicLookup {
    /// `run.tokenKind`, `string.foregroundRGB` and the rest, as for Foundation's own attributes.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.HighlightAttributes, T>
    ) -> T {
        self[T.self]
    }
}

extension NSAttributedString.Key {
    /// The `HighlightAttributes` under the same names in an attribute dictionary (for TextKit):
    /// a `TokenKind`, `RGB`s, `Bool`s and a `Mark`. Prefixed, so that no other library's key
    /// named `.bold` or `.mark` clashes with them in an app.
    public static let highlightTokenKind = Self(AttributeScopes.HighlightAttributes.TokenKindAttribute.name)
    public static let highlightForegroundRGB = Self(AttributeScopes.HighlightAttributes.ForegroundRGBAttribute.name)
    public static let highlightBackgroundRGB = Self(AttributeScopes.HighlightAttributes.BackgroundRGBAttribute.name)
    public static let highlightBold = Self(AttributeScopes.HighlightAttributes.BoldAttribute.name)
    public static let highlightItalic = Self(AttributeScopes.HighlightAttributes.ItalicAttribute.name)
    public static let highlightUnderline = Self(AttributeScopes.HighlightAttributes.UnderlineAttribute.name)
    public static let highlightMark = Self(AttributeScopes.HighlightAttributes.MarkAttribute.name)
}
