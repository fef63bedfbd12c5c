import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A throwaway repository whose history has what `--stat` must print as git does: names with
/// a newline, an ESC sequence, a tab, a quote, a backslash, a byte that is not UTF-8, CJK and
/// emoji; a name too long for its column; renames that share folders at either end; binary
/// files added, changed and moved; a mode change and a file become a link (no lines, or
/// both kinds); changes too large for their bar.
public final class StatRepository {
    /// The repository's folder.
    public let dir: TemporaryDirectory
    /// Its commits, oldest first: the nasty names; the renames and the rest; the wide names.
    public let revisions = ["HEAD~2", "HEAD~1", "HEAD"]

    /// A name that is not UTF-8 (`caf` and Latin-1's é).
    public static let latin1Name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".txt".utf8)

    public init() throws {
        dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        let long = "deep/path/with/many/levels/and/a/file-name-far-too-long-to-fit-in-its-column.txt"
        for name in ["new\nline.txt", "esc\u{1B}[2J.txt", "tab\there.txt", "q\"uote.txt", "back\\slash.txt",
                     "中文名字.txt", "😀 smile.txt", long, "lib/a/b/c/util.c", "old/readme.md", "link-me.txt"] {
            // Contents that differ, so each rename is found for the file that moved.
            try dir.write(name, "\(name.unicodeScalars.map(\.value))\n")
        }
        try create(Self.latin1Name, "Latin-1\n")
        try dir.write("script.sh", "echo hi\n")
        try dir.write("big.txt", (1...300).map { "line \($0)\n" }.joined())
        try dir.write("data.bin", bytes: [0, 1, 2, 3] + Array("binary".utf8))
        try dir.write("same.bin", bytes: [0, 9, 9, 9])
        try commit("Nasty names, a long one, binary files")

        let moves = [(long, long.replacingOccurrences(of: "many", with: "more")), ("lib/a/b/c/util.c", "lib/a/x/c/util.c"),
                     ("old/readme.md", "new/readme.md"), ("q\"uote.txt", "q\"uote2.txt"), ("same.bin", "moved/same.bin")]
        for (old, new) in moves { try move(old, to: new) }
        try FileManager.default.removeItem(atPath: dir.path + "/tab\there.txt")
        try dir.write("data.bin", bytes: [0, 1, 2, 3] + Array("binary, and longer now".utf8))
        try dir.write("big.txt", (1...800).map { $0 % 3 == 0 ? "changed \($0)\n" : "line \($0)\n" }.joined())
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.path + "/script.sh")
        try FileManager.default.removeItem(atPath: dir.path + "/link-me.txt")
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/link-me.txt", withDestinationPath: "script.sh")
        try commit("Renames, a binary change, a mode change, a link, a large change")

        // Names that fit, so the column is as wide as the widest by display width.
        for name in ["日本語のファイル名.txt", "한국어.md", "😀😀.txt", "é-accent.txt", "plain.txt"] {
            try dir.write("wide/" + name, "a\nb\n")
        }
        try commit("Wide names")
    }

    /// Nil when `made` is `expected`; else where they first differ, line by line, as text.
    public static func difference(_ made: [UInt8], _ expected: [UInt8]) -> String? {
        guard made != expected else { return nil }
        let a = made.split(separator: 0x0A, omittingEmptySubsequences: false)
        let e = expected.split(separator: 0x0A, omittingEmptySubsequences: false)
        let n = zip(a, e).prefix(while: { $0 == $1 }).count
        func line(_ lines: [ArraySlice<UInt8>]) -> String {
            n < lines.count ? String(reflecting: String(decoding: lines[n], as: UTF8.self)) : "<end>"
        }
        return "line \(n + 1) differs:\n  made:     \(line(a))\n  expected: \(line(e))\nexpected in whole:\n"
            + String(decoding: expected, as: UTF8.self)
    }

    /// Sets `core.quotePath` in the repository's configuration.
    public func quotePath(_ on: Bool) throws {
        try dir.git("config", "core.quotePath", on ? "true" : "false")
    }

    /// What `git <arguments>` prints, as bytes (with 7-digit abbreviations, as libgit2 prints them).
    public func git(_ arguments: [String]) throws -> [UInt8] {
        let run = try ToolRun.run("git", ["-c", "core.abbrev=7"] + arguments, directory: dir.path)
        guard run.status == 0 else { throw GitCommandFailed(arguments: arguments, stderr: run.stderr) }
        return run.stdout
    }

    private func commit(_ message: String) throws {
        try dir.git("add", "-A")
        try dir.git("commit", "-q", "-m", message)
    }

    private func move(_ old: String, to new: String) throws {
        let target = URL(fileURLWithPath: dir.path).appendingPathComponent(new)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: dir.path + "/" + old, toPath: target.path)
    }

    /// Writes a file whose name is raw bytes (FileManager takes only names that are text).
    private func create(_ name: [UInt8], _ contents: String) throws {
        let path = Array(dir.path.utf8) + [0x2F] + name
        let fd = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(fd) }
        let bytes = Array(contents.utf8)
        guard write(fd, bytes, bytes.count) == bytes.count else { throw CocoaError(.fileWriteUnknown) }
    }
}
