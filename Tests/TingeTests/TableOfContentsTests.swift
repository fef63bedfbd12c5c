import Foundation
import TestSupport
import Testing

/// `--toc` end to end, in throwaway repositories with the real git: each commit's table lists
/// what git's `--numstat` counts, piped, natively and on a page alike; a page links each entry
/// to its file; `--color-only` and a run without the option are what they were.
@Suite struct TableOfContentsTests {
    /// The rows of each table in `text`: from a row ` name | +N -N` or ` name | Bin` to the summary.
    static func tables(_ text: String) -> [[String]] {
        var tables: [[String]] = []
        var current: [String]?
        for line in ANSIColors.text(text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil, line.hasPrefix(" "), line.contains(" | +") || line.hasSuffix(" | Bin") { current = [] }
            guard current != nil else { continue }
            current!.append(line)
            if line.contains(" changed, ") {
                tables.append(current!)
                current = nil
            }
        }
        return tables
    }

    /// Each entry's name (its start), added and removed counts, or `Bin`.
    static func counts(_ table: [String]) -> [String] {
        table.dropLast().map { row in
            let parts = row.split(separator: "|", maxSplits: 1)
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            let numbers = parts[1].split(separator: " ").prefix(2).joined(separator: " ")
            return "\(name) \(numbers)"
        }
    }

    /// git's own counts of a commit: `--numstat`, renames as the table names them.
    static func numstat(_ dir: TemporaryDirectory, _ commit: String) throws -> [String] {
        let out = try dir.git("show", "--numstat", "--format=", "-M", commit)
        return out.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", maxSplits: 2).map(String.init)
            let name = fields[2].replacingOccurrences(of: " => ", with: " → ")
            return fields[0] == "-" ? "\(name) Bin" : "\(name) +\(fields[0]) -\(fields[1])"
        }
    }

    @Test func eachCommitsTableCountsWhatGitCounts() throws {
        let dir = try HTMLExportTests.repository()
        let commits = try dir.git("log", "--format=%H").split(separator: "\n").map(String.init)
        let native = try InProcessRun.tinge(["log", "-p", "--toc", "--color=never"], directory: dir.path)
        #expect(native.status == 0, "\(native.stderr)")
        let log = try ToolRun.run("git", ["log", "-p", "-M"], directory: dir.path)
        let piped = try InProcessRun.tinge(["--toc", "--color=never"], input: log.stdout, directory: dir.path)
        let colored = try ToolRun.run("git", ["-c", "color.ui=always", "log", "-p", "-M"], directory: dir.path)
        let paged = try InProcessRun.tinge(["--toc", "--paging=never"], input: colored.stdout, directory: dir.path,
                                           environment: ["COLORTERM": "truecolor"], screen: .terminal(columns: 100))
        for (what, run) in [("tinge log", native), ("git log | tinge", piped), ("colored, at 100 columns", paged)] {
            let tables = Self.tables(run.text)
            #expect(tables.count == commits.count, "\(what): \(run.text)")
            for (table, commit) in zip(tables, commits) {
                #expect(Self.counts(table) == (try Self.numstat(dir, commit)), "\(what), \(commit)")
            }
        }
        #expect(Self.tables(native.text) == Self.tables(piped.text), "natively and piped, the same tables")
        let summary = try dir.git("show", "--shortstat", "--format=", "HEAD~1").trimmingCharacters(in: .newlines)
        #expect(Self.tables(piped.text)[1].last == summary, "git's own summary line")
    }

    @Test func theTableComesAfterTheMessageAndBeforeTheFirstFile() throws {
        let dir = try HTMLExportTests.repository()
        let run = try InProcessRun.tinge(["show", "--toc", "--stat", "-p", "--color=never", "HEAD~1"], directory: dir.path)
        let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let summaries = lines.indices.filter { lines[$0].contains(" changed, ") }
        #expect(summaries.count == 2, "git's --stat, then the table: \(lines)")
        let table = try #require(lines.firstIndex { $0.contains(" | +") && $0.hasPrefix(" Sources/greet.swift ") })
        #expect(table > summaries[0] && lines.contains { $0.contains("second: <b>bold</b> & more") })
        #expect(lines[summaries[1] + 1] == "" && lines[summaries[1] + 2].hasPrefix("Sources/greet.swift"))
    }

    @Test func aPlainDiffGetsOneTableBeforeItsFirstFile() throws {
        let dir = try HTMLExportTests.repository()
        let diff = try ToolRun.run("git", ["diff", "-M", "HEAD~2"], directory: dir.path)
        let run = try InProcessRun.tinge(["--toc", "--side-by-side", "--color=never"], input: diff.stdout, directory: dir.path)
        let tables = Self.tables(run.text)
        #expect(tables.count == 1)
        #expect(run.text.hasPrefix(tables[0][0] + "\n"), "\(run.text)")
    }

    @Test func aPageLinksEachEntryToItsFile() throws {
        let dir = try HTMLExportTests.repository()
        for layout in [[], ["--side-by-side", "--line-numbers"]] {
            let page = try InProcessRun.tinge(["log", "-p", "--toc", "--format=html"] + layout, directory: dir.path)
            let plain = try InProcessRun.tinge(["log", "-p", "--toc", "--color=never"] + HTMLExportTests.unwrapped(layout),
                                               directory: dir.path)
            HTMLExportTests.expectSameText(page, plain, "tinge log --toc \(layout)", panes: HTMLExportTests.isSideBySide(layout))
            let ids = HTMLPage.attributes("id", in: page.text)
            // The entries' links (the files' list at the page's end links to each id too).
            let links = HTMLPage.attributes("href", in: page.text).filter { $0.hasPrefix("#") }.dropLast(ids.count)
            #expect(links.map { String($0.dropFirst()) } == ids, "\(layout)")
            // new.txt is in the first and third commits: the second entry for it links to its second title.
            #expect(ids.filter { $0.hasPrefix("file-new.txt") } == ["file-new.txt", "file-new.txt~2"])
        }
    }

    /// `git add -p` reads its filter's lines back: `--toc` and `tinge.toc` add none of them.
    @Test func colorOnlyNeverGetsATable() throws {
        let dir = try HTMLExportTests.repository()
        try dir.write("tool.py", "def main():\n\treturn 3\n")
        let diff = try ToolRun.run("git", ["-c", "color.diff=always", "diff"], directory: dir.path)
        let config = ["GIT_CONFIG_PARAMETERS": "'tinge.toc'='true'"]
        for options in [["--color-only", "--toc"], ["--color-only"]] {
            let run = try InProcessRun.tinge(options, input: diff.stdout, directory: dir.path, environment: config)
            #expect(run.status == 0)
            let inLines = ANSIColors.text(diff.text).split(separator: "\n", omittingEmptySubsequences: false)
            let outLines = run.text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(outLines.map { ANSIColors.text(String($0)) } == inLines.map(String.init), "\(options)")
        }
        // And through git itself, as its diff filter: the hunk is offered as it is.
        let add = try ToolRun.run("git", ["-c", "interactive.diffFilter=\(ToolRun.tinge) --color-only --toc",
                                          "-c", "tinge.toc=true", "-c", "color.ui=always", "add", "-p"],
                                  input: Array("y\n".utf8), directory: dir.path)
        #expect(add.status == 0, "\(add.stderr)")
        #expect(!add.stderr.contains("mismatched output"), "\(add.stderr)")
        #expect(try dir.git("diff", "--cached", "--stat").contains("tool.py"), "the hunk was staged")
    }

    @Test func withoutTheOptionTheOutputIsUnchanged() throws {
        let dir = try HTMLExportTests.repository()
        let log = try ToolRun.run("git", ["-c", "color.ui=always", "log", "-p", "--stat"], directory: dir.path)
        let env = ["COLORTERM": "truecolor"]
        let plain = try InProcessRun.tinge(["--color=always"], input: log.stdout, directory: dir.path, environment: env)
        #expect(Self.tables(plain.text).isEmpty)
        let turnedOff = [
            ["--color=always", "--no-toc"], ["--color=always", "--toc=false"], ["--color=always", "--toc", "--no-toc"],
        ]
        for options in turnedOff {
            let run = try InProcessRun.tinge(options, input: log.stdout, directory: dir.path,
                                             environment: env.merging(["GIT_CONFIG_PARAMETERS": "'tinge.toc'='true'"]) { $1 })
            #expect(run.stdout == plain.stdout, "\(options)")
        }
        let on = try InProcessRun.tinge(["--color=always"], input: log.stdout, directory: dir.path,
                                        environment: env.merging(["GIT_CONFIG_PARAMETERS": "'tinge.toc'='yes'"]) { $1 })
        #expect(Self.tables(on.text).count == 3, "tinge.toc takes git's booleans")
    }

    /// A word diff's lines carry no markers to count: it gets no table, rather than one of zeros.
    @Test func aWordDiffHasNoTable() throws {
        let dir = try HTMLExportTests.repository()
        let diff = try ToolRun.run("git", ["diff", "--word-diff", "HEAD~2"], directory: dir.path)
        let plain = try InProcessRun.tinge(["--word-diff", "--color=never"], input: diff.stdout, directory: dir.path)
        let run = try InProcessRun.tinge(["--word-diff", "--toc", "--color=never"], input: diff.stdout, directory: dir.path)
        #expect(run.status == 0 && run.stdout == plain.stdout)
        #expect(run.text.contains("[-String)-]{+String, times: Int)+}"), "a word diff: \(run.text)")
    }

    @Test func aBadSettingIsOneWarningAndTheDiffIsShown() throws {
        let dir = try HTMLExportTests.repository()
        let log = try ToolRun.run("git", ["log", "-p"], directory: dir.path)
        let plain = try InProcessRun.tinge(["--color=never"], input: log.stdout, directory: dir.path)
        let run = try InProcessRun.tinge(["--color=never"], input: log.stdout, directory: dir.path,
                                         environment: ["GIT_CONFIG_PARAMETERS": "'tinge.toc'='sometimes'"])
        #expect(run.status == 0)
        #expect(run.stdout == plain.stdout)
        #expect(run.stderr == "tinge: warning: git -c tinge.toc: 'sometimes' is not true or false; using false\n")
        let flag = try InProcessRun.tinge(["--toc=sometimes"], input: log.stdout, directory: dir.path)
        #expect(flag.status == 2 && flag.stderr.contains("option '--toc' takes true or false, not 'sometimes'"))
        #expect(flag.stdout == log.stdout, "a bad flag passes the input through")
    }

    /// Names are shown safely in the table too: no escape of a name reaches the terminal.
    @Test func hostileNamesAreShownNotObeyed() throws {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        let names = ["esc\u{1B}]52;c;aGk=\u{07}.sh", "bidi\u{202E}txt.exe", "tab\there.c"]
        for name in names { try dir.write(name, "one\n") }
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "names")
        let run = try InProcessRun.tinge(["show", "--toc", "--color=always"], directory: dir.path,
                                         environment: ["COLORTERM": "truecolor"])
        let table = try #require(Self.tables(run.text).first)
        #expect(table.count == 4, "\(table)")
        for row in table {
            #expect(!row.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E }, "\(row.debugDescription)")
        }
        #expect(table.contains { $0.contains("<U+202E>") } && table.contains { $0.contains("^[]52;c;aGk=^G.sh") })
        #expect(!run.text.contains("\u{1B}]52"))
    }
}
