import Foundation
@testable import Git
import TestSupport
import Testing

@Suite struct ConfigTests {
    @Test func readsTypedValuesAndMissingKeysAreNil() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.git("config", "tinge.theme", "dracula")
        try dir.git("config", "tinge.sideBySide", "yes")
        try dir.git("config", "tinge.lineNumbers", "off")
        try dir.git("config", "tinge.width", "2k")
        try dir.write(".git/config", String(decoding: FileManager.default.contents(atPath: dir.path + "/.git/config")!, as: UTF8.self) + "[tinge]\n\tbare\n")
        let config = try Repository(discoveringFrom: dir.path).config()
        #expect(try config.string("tinge.theme") == "dracula")
        #expect(try config.string("TINGE.Theme") == "dracula")
        #expect(try config.bool("tinge.sideBySide") == true)
        #expect(try config.bool("tinge.lineNumbers") == false)
        #expect(try config.bool("tinge.bare") == true)
        #expect(try config.int("tinge.width") == 2048)
        #expect(try config.string("tinge.missing") == nil)
        #expect(try config.bool("tinge.missing") == nil)
        #expect(try config.int("tinge.missing") == nil)
        #expect(throws: GitError.self) { try config.bool("tinge.theme") }
        #expect(throws: GitError.self) { try config.int("tinge.theme") }
    }

    /// A handle that reads its configuration once keeps what the files said then: a value set
    /// afterwards is not seen through it, and is through a handle opened again.
    @Test func aHandleThatReadsItsConfigurationOnceKeepsIt() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.git("config", "tinge.theme", "dracula")
        let repository = try Repository(discoveringFrom: dir.path)
        #expect(repository.readConfigOnce())
        try dir.git("config", "tinge.theme", "nord")
        try dir.git("config", "tinge.width", "90")
        #expect(try repository.config().string("tinge.theme") == "dracula")
        #expect(try repository.config().int("tinge.width") == nil)
        #expect(try Repository(discoveringFrom: dir.path).config().string("tinge.theme") == "nord")
    }

    @Test func includedFilesCount() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        let extra = try dir.write("extra.gitconfig", "[tinge]\n\ttheme = from-include\n")
        try dir.git("config", "include.path", extra)
        let config = try Repository(discoveringFrom: dir.path).config()
        #expect(try config.string("tinge.theme") == "from-include")
        let entry = try #require(try config.entries().first { $0.name == "tinge.theme" })
        #expect(entry.level == "local")
        #expect(entry.path == nil)
    }

    @Test func entriesSayWhereEachCameFromLowestLevelFirst() throws {
        let dir = try TemporaryDirectory()
        let system = try dir.write("system", "[tinge]\n\ttheme = a\n")
        let xdg = try dir.write("xdg", "[tinge]\n\ttheme = b\n[user]\n\tname = x\n")
        let global = try dir.write("global", "[tinge]\n\tpager = less\n")
        let local = try dir.write("local", "[TINGE]\n\tTheme = c\n")
        let config = try Config(files: [
            ("local", local),
            ("system", system),
            ("global", global),
            ("xdg", xdg),
        ])
        let entries = try config.entries(prefix: "tinge.")
        #expect(entries == [
            Config.Entry(name: "tinge.theme", value: "a", level: "system", path: system),
            Config.Entry(name: "tinge.theme", value: "b", level: "xdg", path: xdg),
            Config.Entry(name: "tinge.pager", value: "less", level: "global", path: global),
            Config.Entry(name: "tinge.theme", value: "c", level: "local", path: local),
        ])
        #expect(try config.string("tinge.theme") == "c")
    }

    @Test func theDefaultConfigurationOpensOutsideARepository() throws {
        let config = try Config.default()
        #expect(try config.string("tinge.no-such-key-\(UUID().uuidString.prefix(8))") == nil)
        _ = try config.entries(prefix: "user.")
    }
}
