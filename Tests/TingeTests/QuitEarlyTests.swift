import Foundation
import TestSupport
import Testing

/// The reader quits early (`q` in less, `| head`): on a long history, with several windows of
/// files in flight, every stage stops in order: no crash, nothing on standard error, status 0.
@Suite(.serialized) struct QuitEarlyTests {
    /// One long history for the suite: 320 commits of 40 changed files each.
    static let made = Result { () throws -> (dir: TemporaryDirectory, log: String) in
        let dir = try TemporaryDirectory.forProcess()
        return (dir, try dir.write("log.txt", bytes: try LongHistory.make(in: dir)))
    }

    /// The history, or the error making it.
    static var history: (dir: TemporaryDirectory, log: String) { get throws { try made.get() } }

    /// What a run closed after `cut` (`head`'s argument: `-n 1`, `-c 4096`) did: tinge's status
    /// and what it wrote to standard error.
    static func closed(after cut: String, _ options: String = "--color=always --paging=never") throws -> (status: String, stderr: String) {
        let dir = try history.dir.path
        let script = "'\(ToolRun.tinge)' \(options) < '\(try history.log)' 2>'\(dir)/err' | head \(cut) >/dev/null; echo ${PIPESTATUS[0]}"
        let run = try ToolRun.run("bash", ["-c", script], directory: dir, environment: ["COLORTERM": "truecolor"])
        let stderr = (try? String(contentsOfFile: dir + "/err", encoding: .utf8)) ?? "(no stderr file)"
        return (run.text.trimmingCharacters(in: .whitespacesAndNewlines), stderr)
    }

    /// Where the painted output's file titles begin, in lines: what `head -n` closes at
    /// to stop at a window's edge. Files are titled by their path alone on a line.
    static func titleLines() throws -> [Int] {
        let prefix = try ToolRun.run("bash", ["-c", "head -n 12000 '\(try history.log)' | '\(ToolRun.tinge)' --color=always --paging=never"],
                                     directory: try history.dir.path, environment: ["COLORTERM": "truecolor"])
        let lines = ANSIColors.text(prefix.text).split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.filter { lines[$0].contains(/^\S*(src\/unit|lib\/module|docs\/page)\d+\.(c|py|md)\s*$/) }
    }

    @Test func theHistoryIsLongEnoughToHaveManyWindowsInFlight() throws {
        let size = (try FileManager.default.attributesOfItem(atPath: try Self.history.log)[.size] as? Int) ?? 0
        #expect(size > 20_000_000, "the log is \(size) bytes")
    }

    @Test(arguments: ["-n 1", "-c 1", "-n 2", "-n 40", "-n 400"])
    func closingAfterTheFirstLinesEndsQuietly(cut: String) throws {
        let run = try Self.closed(after: cut)
        #expect(run.status == "0", "closed after head \(cut): \(run.stderr)")
        #expect(run.stderr.isEmpty)
    }

    @Test func closingAtAWindowsEdgeAndInsideOneEndsQuietly() throws {
        // The 17th file starts the second window of 16; the 8th stands in the middle of the first.
        let titles = try Self.titleLines()
        try #require(titles.count > 40, "only \(titles.count) file titles in the first 12,000 lines")
        for line in [titles[16], titles[16] + 1, titles[8] + 3, titles[33], titles[40]] {
            let run = try Self.closed(after: "-n \(line)")
            #expect(run.status == "0", "closed after \(line) lines: \(run.stderr)")
            #expect(run.stderr.isEmpty)
        }
    }

    /// Closes at 60 random points of the first few megabytes, in every mode that has threads.
    @Test func closingAtRandomPointsEndsQuietly() throws {
        let seed = UInt64(Date().timeIntervalSince1970)
        var random = SeededGenerator(seed: seed)
        let modes = ["--color=always --paging=never", "--color=always --paging=never --context=hunk",
                     "--color=never --paging=never", "--color=always --paging=never --side-by-side --width=160"]
        for n in 0..<60 {
            let bytes = 1 + random.below(n < 30 ? 300_000 : 3_000_000)
            let mode = modes[n % modes.count]
            let run = try Self.closed(after: "-c \(bytes)", mode)
            #expect(run.status == "0", "seed \(seed), run \(n): \(mode) closed after \(bytes) bytes: \(run.stderr)")
            #expect(run.stderr.isEmpty, "seed \(seed), run \(n)")
        }
    }

    /// `tinge log -p` makes commits' diffs on every core (`CommitLog.run`), `tinge diff`
    /// reads the work tree, and a blame and a search on standard input have pipelines of their
    /// own: each closed early ends quietly too.
    @Test func closingTheOtherPipelinesEarlyEndsQuietly() throws {
        let seed = UInt64(Date().timeIntervalSince1970)
        var random = SeededGenerator(seed: seed)
        let dir = try Self.history.dir.path
        let tinge = "'\(ToolRun.tinge)' "
        let commands = [
            tinge + "log -p --color=always --paging=never",
            tinge + "log -p --stat --color=always --paging=never --side-by-side --width=160",
            tinge + "show HEAD --color=always --paging=never",
            "git blame src/unit1.c | " + tinge + "--color=always --paging=never",
            "git grep -n return | " + tinge + "--color=always --paging=never",
        ]
        for n in 0..<15 {
            let command = commands[n % commands.count]
            let cut = n < commands.count ? "-n 1" : "-c \(1 + random.below(400_000))"
            let script = "set -o pipefail; \(command) 2>'\(dir)/err' | head \(cut) >/dev/null; echo ${PIPESTATUS[-2]}"
            let run = try ToolRun.run("bash", ["-c", script], directory: dir, environment: ["COLORTERM": "truecolor"])
            let stderr = (try? String(contentsOfFile: dir + "/err", encoding: .utf8)) ?? "(no stderr file)"
            #expect(run.text == "0\n", "seed \(seed), run \(n): \(command) | head \(cut): \(stderr)")
            #expect(stderr.isEmpty, "seed \(seed), run \(n): \(command)")
        }
    }

    /// `q` pressed in less at random moments of `git log -p` through tinge as git's pager.
    /// (git itself then ends by SIGPIPE, status 141, as it does with less alone.)
    @Test func quittingLessAtRandomMomentsEndsQuietly() throws {
        let seed = UInt64(Date().timeIntervalSince1970)
        var random = SeededGenerator(seed: seed)
        let dir = try Self.history.dir
        for n in 0..<6 {
            try? FileManager.default.removeItem(atPath: dir.path + "/status")
            let pager = "'\(ToolRun.tinge)' 2>pager-err; echo $? >status"
            try dir.write("run.sh", "git -c core.pager=\"$1\" log -p\necho ended\nread x\n")
            let session = try TerminalSession("bash run.sh \"\(pager)\"", directory: dir.path,
                                              environment: ["HOME": dir.path, "COLORTERM": "truecolor"])
            // The first screen, then a moment of paging on into the history.
            _ = try session.wait { $0.contains { $0.contains("Change 40 files") } }
            Thread.sleep(forTimeInterval: Double(random.below(1500)) / 1000)
            if n % 2 == 1 { try session.press("Space") }
            try session.press("q")
            let screen = try session.wait(seconds: 30) { $0.contains("ended") }
            let status = (try? String(contentsOfFile: dir.path + "/status", encoding: .utf8)) ?? "none"
            let stderr = (try? String(contentsOfFile: dir.path + "/pager-err", encoding: .utf8)) ?? "none"
            #expect(screen.contains("ended"), "seed \(seed), run \(n): \(screen.joined(separator: "\n"))")
            #expect(status == "0\n", "seed \(seed), run \(n): tinge's status")
            #expect(stderr.isEmpty, "seed \(seed), run \(n): \(stderr)")
        }
    }
}
