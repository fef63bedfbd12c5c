import Foundation
import TestSupport
import Testing

/// The README's count of languages is the count `tinge languages` lists.
@Suite struct LanguageDocumentationTests {
    static let top = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theReadmeCountsTheLanguagesTingeLists() throws {
        let listed = try InProcessRun.tinge(["languages"]).text.split(separator: "\n").dropFirst().count
        #expect(listed >= 75)
        let readme = try String(contentsOf: Self.top.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("\(listed) languages are known"), "the README should say \(listed) languages are known")
    }
}
