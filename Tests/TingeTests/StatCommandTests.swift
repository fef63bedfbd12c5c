import Foundation
import TestSupport
import Testing

/// `tinge show --stat` and `tinge log --stat` print git's stat block byte for byte, and no
/// file name can split a line of it or reach the terminal as an escape sequence.
@Suite struct StatCommandTests {
    static let plain = ["--color=never", "--paging=never"]

    /// git's output as tinge shows it: the same bytes, except that tinge shows a byte that is
    /// not UTF-8 as `\xNN` in all it prints (only git's own output with `core.quotePath` false
    /// has such bytes; quoted names are ASCII).
    static func asTingeShows(_ git: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var rest = git[...]
        while !rest.isEmpty {
            if let character = validLength(rest) {
                out += rest.prefix(character)
                rest = rest.dropFirst(character)
            } else {
                out += Array(String(format: "\\x%02x", rest.first!).utf8)
                rest = rest.dropFirst()
            }
        }
        return out
    }

    /// The length of the UTF-8 sequence `bytes` start with, nil when it is not one.
    private static func validLength(_ bytes: ArraySlice<UInt8>) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return UTF8.width(scalar)
    }

    @Test(arguments: [true, false])
    func showAndLogPrintGitsStat(quotePath: Bool) throws {
        let repository = try StatRepository()
        try repository.quotePath(quotePath)
        let path = repository.dir.path
        for revision in repository.revisions {
            // The block alone, with the patch after it: between the `---` and the blank line.
            let block = Self.asTingeShows(try repository.git(["show", "--stat", "--format=", revision]))
            let show = try InProcessRun.tinge(["show", "--stat", "-p", revision] + Self.plain, directory: path)
            #expect(show.status == 0)
            #expect(show.stdout.firstRange(of: Array("\n---\n".utf8) + block + [0x0A]) != nil,
                    "\(revision), core.quotePath=\(quotePath): git's block is not in\n\(show.text)")
            let statOnly = try InProcessRun.tinge(["show", "--stat", revision] + Self.plain, directory: path)
            let git = Self.asTingeShows(try repository.git(["show", "--stat", revision]))
            let difference = StatRepository.difference(statOnly.stdout, git)
            #expect(difference == nil, "show --stat \(revision), core.quotePath=\(quotePath): \(difference ?? "")")
        }
        let log = try InProcessRun.tinge(["log", "--stat"] + Self.plain, directory: path)
        let difference = StatRepository.difference(log.stdout, Self.asTingeShows(try repository.git(["log", "--stat"])))
        #expect(difference == nil, "log --stat, core.quotePath=\(quotePath): \(difference ?? "")")
    }

    /// Every line of a stat block is one file's (` name | …`) until the totals, however the
    /// names are made, and no ESC byte of a name is printed, with colors or without.
    @Test(arguments: ["--color=never", "--color=always"])
    func namesCannotBreakTheBlock(color: String) throws {
        let repository = try StatRepository()
        for revision in repository.revisions {
            let run = try InProcessRun.tinge(["show", "--stat", "-p", revision, color, "--paging=never"], directory: repository.dir.path)
            #expect(run.status == 0)
            // (With colors, tinge's own codes follow the `esc`, and the name's ESC is shown as `^[`.)
            #expect(run.stdout.firstRange(of: Array("\u{1B}[2J".utf8)) == nil)
            if color == "--color=never" { #expect(!run.stdout.contains(0x1B)) }
            let lines = ANSIColors.text(run.text).split(separator: "\n", omittingEmptySubsequences: false)
            guard let start = lines.firstIndex(of: "---"),
                  let end = lines[start...].firstIndex(where: { $0.hasSuffix("(-)") || $0.hasSuffix("(+)") })
            else {
                Issue.record("no stat block in\n\(run.text)")
                continue
            }
            let fileLines = lines[(start + 1)..<end]
            let files = try repository.git(["show", "--stat", "--format=", revision]).filter { $0 == 0x0A }.count - 1
            #expect(fileLines.count == files, "\(revision): \(fileLines.joined(separator: "\n"))")
            for line in fileLines {
                #expect(line.hasPrefix(" ") && line.contains(" | "), "a name split the line: \(line)")
            }
        }
    }
}
