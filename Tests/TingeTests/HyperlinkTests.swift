import Foundation
import Glibc
import TestSupport
import Testing

/// `--hyperlinks` end to end, through real git: files link to their absolute path on this
/// host, commits to their page at the remote's forge; hostile names never reach the terminal
/// as anything but percent escapes; no link in `--color-only` or uncolored output.
@Suite struct HyperlinkTests {
    /// Names with an escape, a bell, another control, a byte that is not UTF-8, and characters
    /// URLs give meaning to.
    static let names: [[UInt8]] = [
        Array("esc\u{1B}]8;;https:evil.test\u{7}x.txt\u{1B}\\".utf8), Array("ctl\u{1}.txt".utf8),
        Array("latin".utf8) + [0xE9, 0xFF] + Array(".txt".utf8), Array("sp ace%#?.txt".utf8), Array("plain.swift".utf8),
    ]

    /// A repository whose two commits change every file in `names`, with a GitHub remote.
    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        for name in names { try write(dir, name, "one\n") }
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        for name in names { try write(dir, name, "one\ntwo\n") }
        try dir.git("commit", "-qam", "second")
        try dir.git("remote", "add", "origin", "git@github.com:someone/project.git")
        return dir
    }

    /// Writes a file whose name is any bytes (Foundation's paths are strings).
    static func write(_ dir: TemporaryDirectory, _ name: [UInt8], _ text: String) throws {
        let path = Array(dir.path.utf8) + [0x2F] + name + [0]
        let fd = path.withUnsafeBufferPointer { p in
            p.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        #expect(fd >= 0)
        _ = text.utf8CString.withUnsafeBufferPointer { Glibc.write(fd, $0.baseAddress!, $0.count - 1) }
        close(fd)
    }

    static var hostName: String {
        var buffer = [CChar](repeating: 0, count: 256)
        gethostname(&buffer, 255)
        return String(cString: buffer)
    }

    static func realPath(_ path: String) -> String {
        let resolved = realpath(path, nil)!
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `bytes` percent-encoded as a link's path is: letters, digits, `-._~/` kept.
    static func encoded(_ bytes: [UInt8]) -> String {
        bytes.map { b in
            switch b {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x7E, 0x2F: String(UnicodeScalar(b))
            default: String(format: "%%%02X", b)
            }
        }.joined()
    }

    /// The target of every OSC 8 sequence in `output` (empty ones close a link), checking each
    /// is printable ASCII and ends with ST.
    static func targets(_ output: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        let opener: [UInt8] = [0x1B, 0x5D, 0x38, 0x3B, 0x3B]
        var found: [String] = []
        var i = 0
        while i + opener.count <= output.count {
            guard output[i..<(i + opener.count)].elementsEqual(opener) else { i += 1; continue }
            var j = i + opener.count
            while j < output.count, output[j] != 0x1B { j += 1 }
            let target = output[(i + opener.count)..<j]
            #expect(target.allSatisfy { $0 > 0x20 && $0 < 0x7F }, "a byte outside printable ASCII: \(Array(target))",
                    sourceLocation: sourceLocation)
            #expect(j + 1 < output.count && output[j + 1] == 0x5C, "no ST", sourceLocation: sourceLocation)
            if !target.isEmpty { found.append(String(decoding: target, as: UTF8.self)) }
            i = j
        }
        return found
    }

    @Test func thePagerLinksEveryFileAndCommitOfGitsOwnOutput() throws {
        let dir = try Self.repository()
        let top = Self.realPath(dir.path)
        for color in ["never", "always"] {
            let log = try ToolRun.run("git", ["-c", "color.ui=\(color)", "log", "-p"], directory: dir.path)
            let run = try InProcessRun.tinge(["--hyperlinks", "--color=always"], input: log.stdout, directory: dir.path)
            #expect(run.status == 0, "\(run.stderr)")
            let targets = Set(Self.targets(run.stdout))
            for name in Self.names {
                let file = "file://\(Self.hostName)" + Self.encoded(Array(top.utf8) + [0x2F] + name)
                #expect(targets.contains(file), "color \(color): no link to \(file)")
            }
            let ids = try dir.git("log", "--format=%H").split(separator: "\n")
            for id in ids { #expect(targets.contains("https://github.com/someone/project/commit/\(id)"), "color \(color)") }
            #expect(targets.count == Self.names.count + ids.count)
        }
    }

    @Test func gitConfigChoosesTheTemplatesForTheNativeCommands() throws {
        let dir = try Self.repository()
        try dir.git("config", "tinge.hyperlinks", "true")
        try dir.git("config", "tinge.hyperlinkFormat", "vscode://file/{path}:{line}")
        try dir.git("config", "tinge.commitLinkFormat", "https://review.test/{commit}?from={host}")
        let run = try InProcessRun.tinge(["show", "--color=always"], directory: dir.path)
        #expect(run.status == 0, "\(run.stderr)")
        let targets = Self.targets(run.stdout)
        let id = try dir.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(targets.contains("https://review.test/\(id)?from=\(Self.hostName)"))
        let plain = "vscode://file" + Self.encoded(Array(Self.realPath(dir.path).utf8)) + "/plain.swift"
        #expect(targets.filter { $0 == plain + ":1" }.count == 2, "the title, and the hunk header (@@ -1 +1,2 @@)")
        // Without a template and with a remote of no known forge, commits link nowhere.
        try dir.git("config", "--unset", "tinge.commitLinkFormat")
        try dir.git("remote", "set-url", "origin", "git@example.com:someone/project.git")
        let unknown = try InProcessRun.tinge(["show", "--color=always"], directory: dir.path)
        #expect(!Self.targets(unknown.stdout).contains { $0.contains(id) })
    }

    /// A plain `diff -u`, outside any repository: names are the current folder's.
    @Test func aPlainDiffLinksFromTheCurrentFolder() throws {
        let dir = try TemporaryDirectory()
        try dir.write("old.txt", "one\n")
        try dir.write("new.txt", "one\ntwo\n")
        let diff = try ToolRun.run("diff", ["-u", "old.txt", "new.txt"], directory: dir.path)
        let run = try InProcessRun.tinge(["--hyperlinks", "--color=always"], input: diff.stdout, directory: dir.path)
        #expect(Self.targets(run.stdout) == Array(repeating: "file://\(Self.hostName)\(Self.realPath(dir.path))/new.txt", count: 2))
    }

    @Test func noLinksInColorOnlyOrUncoloredOutput() throws {
        let dir = try Self.repository()
        try dir.git("config", "tinge.hyperlinks", "true")
        let log = try ToolRun.run("git", ["-c", "color.ui=always", "log", "-p"], directory: dir.path)
        for arguments in [["--color-only"], ["--color=never"], ["--color=auto"]] {
            let run = try InProcessRun.tinge(arguments, input: log.stdout, directory: dir.path)
            #expect(run.status == 0)
            #expect(!run.text.contains("\u{1B}]8"), "\(arguments)")
        }
        let native = try InProcessRun.tinge(["log", "-p", "--hyperlinks", "--color=never"], directory: dir.path)
        #expect(!native.text.contains("\u{1B}]"))
        let colored = try InProcessRun.tinge(["--color=always"], input: log.stdout, directory: dir.path)
        #expect(colored.text.contains("\u{1B}]8;;"), "tinge.hyperlinks=true turns them on")
    }

    /// A page carries the same links as `<a href>`: file and https kept, an editor's scheme
    /// when the user's template names it, a script's never.
    @Test func thePageCarriesTheSameLinks() throws {
        let dir = try Self.repository()
        let top = Self.realPath(dir.path)
        let page = try InProcessRun.tinge(["log", "-p", "--hyperlinks", "--format=html"], directory: dir.path)
        let hrefs = Set(HTMLPage.attributes("href", in: page.text).filter { !$0.hasPrefix("#") })
        let terminal = try InProcessRun.tinge(["log", "-p", "--hyperlinks", "--color=always"], directory: dir.path)
        #expect(hrefs == Set(Self.targets(terminal.stdout)))
        #expect(hrefs.contains("file://\(Self.hostName)\(Self.encoded(Array(top.utf8)))/sp%20ace%25%23%3F.txt"))
        try dir.git("config", "tinge.hyperlinkFormat", "vscode://file/{path}:{line}")
        let editor = try InProcessRun.tinge(["show", "--hyperlinks", "--format=html"], directory: dir.path)
        #expect(HTMLPage.attributes("href", in: editor.text).contains { $0.hasPrefix("vscode://file/") })
        try dir.git("config", "tinge.hyperlinkFormat", "javascript:alert('{path}')")
        let script = try InProcessRun.tinge(["show", "--hyperlinks", "--format=html"], directory: dir.path)
        #expect(!script.text.lowercased().contains("javascript"))
        #expect(HTMLPage.attributes("href", in: script.text).contains { $0.hasPrefix("https://github.com/") })
    }
}
