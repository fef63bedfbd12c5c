import Foundation
import TestSupport
import Testing

/// `tinge completions bash|zsh|fish` in the real shells (Debian's bash, bash-completion, zsh
/// and fish; `.ci/run` installs them): commands, options, values, and revisions from a
/// throwaway repository, with and without git's own completion loaded.
@Suite struct CompletionTests {
    /// A repository with branches `main`, `topic-one` and `app-branch` and a tag `v1`, files
    /// `a.txt`, `app.swift` and `apps/main.c`, and the three scripts.
    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q", "-b", "main")
        try dir.write("a.txt", "a\n")
        try dir.write("app.swift", "let app = 1\n")
        try dir.write("apps/main.c", "int main(void) { return 0; }\n")
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "first")
        try dir.git("branch", "topic-one")
        try dir.git("branch", "app-branch")
        try dir.git("tag", "v1")
        for shell in ["bash", "zsh", "fish"] {
            let script = try InProcessRun.tinge(["completions", shell])
            #expect(script.status == 0 && script.text.contains("tinge"))
            try dir.write(shell == "zsh" ? "_tinge" : "tinge.\(shell)", script.text)
        }
        return dir
    }

    /// `PATH` with the built tinge first, as the scripts call `tinge themes --list`.
    static let environment = [
        "PATH": URL(fileURLWithPath: ToolRun.tinge).deletingLastPathComponent().path + ":"
            + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    ]

    /// What bash's completion function offers for the command line `words` (the last one
    /// being completed, split as bash splits it), optionally with git's completion sourced.
    static func bash(_ words: [String], _ dir: TemporaryDirectory, gitCompletion: Bool = false) throws -> [String] {
        let git = gitCompletion ? "source /usr/share/bash-completion/completions/git; " : ""
        let script =
            git + #"source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _tinge; "#
            + #"printf '%s\n' "${COMPREPLY[@]}""#
        let run = try ToolRun.run(
            "bash", ["-c", script, "bash", dir.path + "/tinge.bash"] + words, directory: dir.path,
            environment: environment)
        #expect(run.status == 0, "\(words): \(run.stderr)")
        return run.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// What fish offers for `line` (`complete -C`), candidates without their descriptions.
    static func fish(_ line: String, _ dir: TemporaryDirectory, gitCompletion: Bool = false) throws -> [String] {
        let git = gitCompletion ? "source /usr/share/fish/completions/git.fish; " : ""
        let run = try ToolRun.run(
            "fish",
            [
                "--no-config", "-c", git + "source $argv[1]; complete -C $argv[2]",
                dir.path + "/tinge.fish", line,
            ], directory: dir.path, environment: environment)
        #expect(run.status == 0, "\(line): \(run.stderr)")
        return run.text.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
    }

    @Test func bashCompletesCommandsOptionsAndValues() throws {
        let dir = try Self.repository()
        #expect(try Self.bash(["tinge", "di"], dir) == ["diff"])
        #expect(try Self.bash(["tinge", "--th"], dir) == ["--theme"])
        #expect(try Self.bash(["tinge", "--theme", "dra"], dir) == ["dracula"])
        // bash splits `--wrap=ne` at the `=`; and `--wrap ne` is no value of it.
        #expect(try Self.bash(["tinge", "--wrap", "=", "ne"], dir) == ["never"])
        #expect(try Self.bash(["tinge", "--side-by-side=a"], dir) == ["auto"])
        #expect(try Self.bash(["tinge", "--color", ""], dir) == ["auto", "always", "never"])
        #expect(try Self.bash(["tinge", "-l", "pytho"], dir).contains("python"))
        #expect(try Self.bash(["tinge", "highlight", "--format", ""], dir) == ["terminal", "tokens", "html"])
        #expect(try Self.bash(["tinge", "diff", "--color-moved", "=", "dimmed"], dir) == ["dimmed-zebra"])
        #expect(try Self.bash(["tinge", "diff", "--no-ren"], dir) == ["--no-renames"])
        // A flag's value is not the command: `--theme diff` still completes the pager's flags.
        #expect(try Self.bash(["tinge", "--theme", "dark", "--cach"], dir) == [])
        #expect(try Self.bash(["tinge", "completions", ""], dir) == ["bash", "zsh", "fish"])
        // -s is side by side only in the pager: git's --no-patch in diff, git blame's in blame.
        #expect(try Self.bash(["tinge", "-s"], dir) == ["-s"])
        #expect(try Self.bash(["tinge", "blame", "-s"], dir) == ["-s"])
        #expect(try Self.bash(["tinge", "blame", "--ignore-rev"], dir) == ["--ignore-rev", "--ignore-revs-file"])
        #expect(try Self.bash(["tinge", "highlight", "a."], dir) == ["a.txt"])
        // A style's element, then its `=` (with no space after it).
        #expect(try Self.bash(["tinge", "--style", "hunk-h"], dir) == ["hunk-header="])
        #expect(try Self.bash(["tinge", "show", "--style", "=", "minus-e"], dir) == ["minus-emph="])
    }

    @Test func bashCompletesRevisionsWithAndWithoutGitsCompletion() throws {
        let dir = try Self.repository()
        #expect(try Self.bash(["tinge", "diff", "top"], dir) == ["topic-one"])
        #expect(try Self.bash(["tinge", "log", "--stat", "v"], dir) == ["v1"])
        #expect(try Self.bash(["tinge", "show", "top"], dir, gitCompletion: true) == ["topic-one"])
        #expect(try Self.bash(["tinge", "diff", "ma"], dir, gitCompletion: true) == ["main"])
    }

    @Test func fishCompletesCommandsOptionsValuesAndRevisions() throws {
        let dir = try Self.repository()
        #expect(try Self.fish("tinge di", dir) == ["diff"])
        #expect(try Self.fish("tinge --th", dir) == ["--theme"])
        #expect(try Self.fish("tinge --theme dra", dir) == ["dracula"])
        #expect(try Self.fish("tinge --wrap=ne", dir) == ["--wrap=never"])
        #expect(try Self.fish("tinge --paging ", dir) == ["always", "auto", "never"])
        #expect(try Self.fish("tinge -l pytho", dir).contains("python"))
        #expect(try Self.fish("tinge highlight --format ", dir) == ["html", "terminal", "tokens"])
        #expect(try Self.fish("tinge lint --rule private-", dir) == ["private-key"])
        #expect(try Self.fish("tinge diff top", dir) == ["topic-one"])
        #expect(try Self.fish("tinge show top", dir, gitCompletion: true).contains("topic-one"))
        #expect(try Self.fish("tinge log -n ", dir) == [])
        #expect(try Self.fish("tinge --style hunk-h", dir) == ["hunk-header="])
    }

    /// After `--`, diff, show, log and blame take paths, and complete files and folders as git's
    /// completion does (no revisions there); before it, revisions as ever.
    @Test func bashAndFishCompletePathsAfterDashes() throws {
        let dir = try Self.repository()
        #expect(try Self.bash(["tinge", "log", "-p", "--", "app"], dir).sorted() == ["app.swift", "apps"])
        #expect(try Self.bash(["tinge", "log", "-p", "app"], dir) == ["app-branch"])
        #expect(try Self.bash(["tinge", "show", "HEAD", "--", "apps/"], dir) == ["apps/main.c"])
        #expect(try Self.bash(["tinge", "diff", "main", "--", "a"], dir).sorted() == ["a.txt", "app.swift", "apps"])
        #expect(try Self.bash(["tinge", "blame", "--", "app."], dir) == ["app.swift"])
        #expect(try Self.bash(["tinge", "diff", "--", "app", "app."], dir) == ["app.swift"], "every word after --")
        #expect(try Self.bash(["tinge", "log", "-p", "--", "app"], dir, gitCompletion: true).sorted() == ["app.swift", "apps"])
        // The pager and highlight are as they were: `--` takes nothing new there.
        #expect(try Self.bash(["tinge", "highlight", "--", "app."], dir) == ["app.swift"])
        #expect(try Self.fish("tinge log -p -- app", dir).sorted() == ["app.swift", "apps/"])
        #expect(try Self.fish("tinge log -p app", dir) == ["app-branch"])
        #expect(try Self.fish("tinge show HEAD -- apps/", dir) == ["apps/main.c"])
        #expect(try Self.fish("tinge diff -- app", dir, gitCompletion: true).sorted() == ["app.swift", "apps/"])
    }

    /// zsh completes only in its line editor: a real one, in tmux, with `compinit` and the
    /// script in `fpath` as `site-functions/_tinge` would be.
    @Test func zshCompletesInItsLineEditor() throws {
        let dir = try Self.repository()
        var env = Self.environment
        env["HOME"] = dir.path
        let session = try TerminalSession("zsh -f", directory: dir.path, width: 100, height: 20, environment: env)
        try session.press("PS1='> '; fpath=(\(dir.path) $fpath); autoload -U compinit; compinit -u -D; clear", "Enter")
        try session.wait { $0.first == ">" }  // (the prompt's space trimmed, as every line's)
        func complete(_ typed: String, _ expected: String) throws {
            try session.press("C-u", typed, "Tab")
            // (The screen's lines come without trailing spaces: the space completing adds is not seen.)
            let screen = try session.wait { $0.contains("> " + expected) }
            #expect(screen.contains("> " + expected), "\(typed): \(screen.filter { !$0.isEmpty })")
        }
        try complete("tinge --the", "tinge --theme")
        try complete("tinge --theme drac", "tinge --theme dracula")
        try complete("tinge --wrap=ne", "tinge --wrap=never")
        try complete("tinge comp", "tinge completions")
        try complete("tinge diff top", "tinge diff topic-one")
        try complete("tinge highlight --format tok", "tinge highlight --format tokens")
        try complete("tinge log -p -- app.", "tinge log -p -- app.swift")
        try complete("tinge diff main -- apps/m", "tinge diff main -- apps/main.c")
        try complete("tinge log -p app-", "tinge log -p app-branch")
        try complete("tinge --style hunk-h", "tinge --style hunk-header=")
    }

    @Test func aShellTingeHasNoScriptForIsAUsageError() throws {
        for (arguments, message) in [
            ([], "'completions' needs a shell: bash, zsh or fish"),
            (["tcsh"], "no completions for shell 'tcsh' (bash, zsh or fish)"),
            (["bash", "zsh"], "'completions' takes one shell, not 'zsh'"),
        ] {
            let run = try InProcessRun.tinge(["completions"] + arguments)
            #expect(run.status == 2 && run.stdout.isEmpty, "\(arguments)")
            #expect(run.stderr.hasPrefix("tinge: \(message)\n"), "\(arguments): \(run.stderr)")
        }
    }

    /// `install.sh --completions` puts each shell's script where the shell looks (under
    /// `$PREFIX` for root, the user's folders otherwise), and `--uninstall` takes them away.
    @Test func installPutsEachScriptWhereItsShellLooks() throws {
        let home = try TemporaryDirectory()
        let installer = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("install.sh").path
        var env = Self.environment
        env["HOME"] = home.path
        env["PREFIX"] = home.path + "/prefix"
        env["XDG_DATA_HOME"] = nil
        env["XDG_CONFIG_HOME"] = nil
        let root = getuid() == 0
        let places = [
            "bash": root
                ? "prefix/share/bash-completion/completions/tinge" : ".local/share/bash-completion/completions/tinge",
            "zsh": root ? "prefix/share/zsh/site-functions/_tinge" : ".local/share/zsh/site-functions/_tinge",
            "fish": root ? "prefix/share/fish/vendor_completions.d/tinge.fish" : ".config/fish/completions/tinge.fish",
        ]
        let install = try ToolRun.run("sh", [installer, "--completions"], directory: home.path, environment: env)
        #expect(install.status == 0, "\(install.stderr)")
        for (shell, place) in places {
            let installed = FileManager.default.contents(atPath: home.path + "/" + place)
            #expect(
                installed.map { [UInt8]($0) } == (try InProcessRun.tinge(["completions", shell])).stdout,
                "\(shell): \(place)")
        }
        let uninstall = try ToolRun.run("sh", [installer, "--uninstall"], directory: home.path, environment: env)
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        for place in places.values {
            #expect(!FileManager.default.fileExists(atPath: home.path + "/" + place), "\(place)")
        }
    }
}
