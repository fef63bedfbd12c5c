import Foundation
import Highlight

/// The language fixtures: `Fixtures/<language>/<file>`, each with a golden listing at `Golden/<language>/<file>.tokens`.
struct FixtureFile: CustomStringConvertible, Sendable {
    let language: String
    let name: String

    var description: String { "\(language)/\(name)" }
    var path: String { FixtureFile.root + "/Fixtures/\(language)/\(name)" }
    var goldenPath: String { FixtureFile.root + "/Golden/\(language)/\(name).tokens" }
    var bytes: [UInt8] { [UInt8](FileManager.default.contents(atPath: path) ?? Data()) }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

    /// Every fixture, sorted.
    static let all: [FixtureFile] = {
        let fm = FileManager.default
        let base = root + "/Fixtures"
        var files: [FixtureFile] = []
        for language in ((try? fm.contentsOfDirectory(atPath: base)) ?? []).sorted() {
            for name in ((try? fm.contentsOfDirectory(atPath: base + "/" + language)) ?? []).sorted() {
                files.append(FixtureFile(language: language, name: name))
            }
        }
        return files
    }()
}
