import Foundation
import Theme

#if canImport(SwiftUI)
import SwiftUI
#endif
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// The platform's own color attributes for a style, where SwiftUI, UIKit or AppKit exist (none on Linux).
enum PlatformColors {
    /// Adds SwiftUI's, and UIKit's or AppKit's, foreground and background colors to `container`.
    static func add(_ style: Style, to container: inout AttributeContainer) {
        #if canImport(SwiftUI)
        container[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] = style.foreground.map(Color.init)
        container[AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self] = style.background.map(Color.init)
        #endif
        #if canImport(UIKit)
        container[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] = style.foreground.map(UIColor.init)
        container[AttributeScopes.UIKitAttributes.BackgroundColorAttribute.self] = style.background.map(UIColor.init)
        #elseif canImport(AppKit)
        container[AttributeScopes.AppKitAttributes.ForegroundColorAttribute.self] = style.foreground.map(NSColor.init)
        container[AttributeScopes.AppKitAttributes.BackgroundColorAttribute.self] = style.background.map(NSColor.init)
        #endif
    }

    /// Adds UIKit's or AppKit's color and underline keys to a TextKit attribute dictionary.
    static func add(_ style: Style, to attributes: inout [NSAttributedString.Key: Any]) {
        #if canImport(UIKit)
        attributes[.foregroundColor] = style.foreground.map(UIColor.init)
        attributes[.backgroundColor] = style.background.map(UIColor.init)
        #elseif canImport(AppKit)
        attributes[.foregroundColor] = style.foreground.map(NSColor.init)
        attributes[.backgroundColor] = style.background.map(NSColor.init)
        #endif
        #if canImport(UIKit) || canImport(AppKit)
        if style.underline { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
        #endif
    }
}

#if canImport(SwiftUI)
extension Color {
    /// The sRGB color `rgb`.
    public init(_ rgb: RGB) {
        self.init(.sRGB, red: Double(rgb.r) / 255, green: Double(rgb.g) / 255, blue: Double(rgb.b) / 255)
    }
}
#endif

#if canImport(UIKit)
extension UIColor {
    /// The sRGB color `rgb`.
    public convenience init(_ rgb: RGB) {
        self.init(red: CGFloat(rgb.r) / 255, green: CGFloat(rgb.g) / 255, blue: CGFloat(rgb.b) / 255, alpha: 1)
    }
}
#elseif canImport(AppKit)
extension NSColor {
    /// The sRGB color `rgb`.
    public convenience init(_ rgb: RGB) {
        self.init(srgbRed: CGFloat(rgb.r) / 255, green: CGFloat(rgb.g) / 255, blue: CGFloat(rgb.b) / 255, alpha: 1)
    }
}
#endif
