#!/usr/bin/env swift
// A small inventory tool.
import Foundation
import RegexBuilder

/// An item in stock.
/// - Parameter name: what it is called.
//// Four slashes: a plain comment.
public struct Item: Hashable, Sendable {
    public let name: String
    public var count: Int = 0
}

/**
 A block doc comment.
 /* Nested comments nest in Swift. */ still doc.
 */
/* outer /* nested
   across lines */ still a comment */
/**/

@main
struct Tool {
    @MainActor static var items: [Item] = []
    @available(macOS 13, *)
    static let pattern = /(\w+)\s*=\s*(\d+)/
    static let extended = #/
        (?<key> [a-z]+ )   # a key
        \s* = \s*
        (?<value> \d+ )    # a number
        /#
    static let single = #/a/b/#
    static let ratio = 10 / 2 / 5

    static func main() async throws {
        let name = "Swift"
        let greeting = "Hello, \(name)! Count: \(items.count + 1)\n"
        let nested = "outer \(items.map { "\($0.name)" }.joined(separator: ", ")) end"
        let raw = #"no \n escape, but \#(name) interpolates and "quotes" stay"#
        let deeper = ##"a "# inside \##t tab"##
        let block = """
            Dear \(name),
              "quoted" and \t escaped
            \(items.isEmpty ? "none" : "\(items.count) items")
            """
        let rawBlock = #"""
            raw \(not interpolated) but \#(name) is
            """#
        let unicode = "\u{1F600} é"
        print(greeting, nested, raw, deeper, block, rawBlock, unicode)

        #if os(macOS) && DEBUG // a trailing comment
        print(#file, #line)
        #elseif canImport(UIKit)
        #warning("untested platform")
        #else
        let selector = #selector(Tool.run)
        #endif

        for i in 0..<10 where i % 2 == 0 {
            let values = (1...3).map { $0 * i }
            _ = values
        }
        let numbers = [1_000, 0xFF, 0b1010, 0o17, 1.5e-3, 0x1p-2]
        let `default` = numbers.reduce(0.0) { $0 + Double($1) } / 2
        if let match = "a=1".firstMatch(of: pattern), `default` > 0 {
            print(match.1, match.2)
        }
        let optional: Int? = nil
        guard let value = optional ?? items.first?.count else { return }
        await run(value, flag: true && !false)
    }

    @discardableResult
    static func run(_ value: Int, flag: Bool) async -> Bool {
        defer { print("done") }
        return value > 0 || flag
    }
}

extension Item: CustomStringConvertible {
    public var description: String { "\(name) × \(count)" }
}

/// Declaration kinds as a plugin reports them.
enum DeclarationKind: String, CaseIterable {
    case actor = "actor"
    case macro = "macro"
    case `extension` = "extension"

    var isType: some Equatable { self == .actor }
}
