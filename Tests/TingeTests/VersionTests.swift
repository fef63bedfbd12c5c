import Foundation
import TestSupport
import Testing

@testable import TingeCLI

/// The version a build says it is: a plain `swift build` says the base version in development,
/// and `packaging/version` (what install.sh gives a release build, and the packages' names)
/// names a checkout as `git describe --tags` would, run in a real repository.
@Suite struct VersionTests {
    static let top = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The tests' build is a plain one: no version was given to it.
    @Test func aPlainBuildSaysTheBaseVersionInDevelopment() throws {
        let run = try InProcessRun.tinge(["--version"])
        #expect(run.text == "tinge \(Version.base)-dev\n")
        #expect(try InProcessRun.tinge(["--help"]).text.hasPrefix("tinge \(Version.base)-dev: "))
    }

    /// A repository holding the script and the one file it reads the base version from.
    static func checkout() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        for path in ["packaging/version", "Sources/TingeCLI/Version.swift"] {
            let bytes = try [UInt8](Data(contentsOf: top.appendingPathComponent(path)))
            _ = try dir.write(path, bytes: bytes)
        }
        try dir.git("init", "-q")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        return dir
    }

    static func version(_ dir: TemporaryDirectory, _ arguments: [String] = []) throws -> String {
        let run = try ToolRun.run("sh", [dir.path + "/packaging/version"] + arguments, directory: dir.path)
        #expect(run.status == 0, "\(run.stderr)")
        return run.text
    }

    @Test func aCheckoutIsNamedByItsCommitsSinceTheBaseVersionsTag() throws {
        let dir = try Self.checkout()
        let base = Version.base
        // No tag yet: every commit counts.
        var head = try dir.git("rev-parse", "--short=7", "HEAD").trimmingCharacters(in: .newlines)
        #expect(try Self.version(dir) == "\(base)-1-g\(head)\n")
        #expect(try Self.version(dir, ["--deb"]) == "\(base)+1.g\(head)\n")
        // On the tag: the release's own version.
        try dir.git("tag", "v\(base)")
        #expect(try Self.version(dir) == "\(base)\n")
        #expect(try Self.version(dir, ["--deb"]) == "\(base)\n")
        // Past it: the commits since, and the commit.
        _ = try dir.write("other", "x\n")
        try dir.git("add", "other")
        try dir.git("commit", "-qm", "second")
        head = try dir.git("rev-parse", "--short=7", "HEAD").trimmingCharacters(in: .newlines)
        #expect(try Self.version(dir) == "\(base)-1-g\(head)\n")
        // Changes not committed are said.
        _ = try dir.write("other", "y\n")
        #expect(try Self.version(dir) == "\(base)-1-g\(head)-dirty\n")
        #expect(try Self.version(dir, ["--deb"]) == "\(base)+1.g\(head).dirty\n")
    }

    /// Debian's form starts with a digit and sorts a build between its base and the next version.
    @Test func debiansFormSortsBuildsBetweenReleases() throws {
        let dir = try Self.checkout()
        #expect(try Self.version(dir, ["--deb", "0.2.0-14-gabc1234"]) == "0.2.0+14.gabc1234\n")
        #expect(try Self.version(dir, ["--deb", "0.2.0-dev"]) == "0.2.0+dev\n")
        for (lower, higher) in [("0.2.0", "0.2.0+14.gabc1234"), ("0.2.0+14.gabc1234", "0.2.0+15.g0000000"),
                                ("0.2.0+15.g0000000", "0.2.1")] {
            let run = try ToolRun.run("dpkg", ["--compare-versions", lower, "lt", higher], directory: dir.path)
            #expect(run.status == 0, "\(lower) < \(higher)")
        }
    }
}
