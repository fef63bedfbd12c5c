#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Git

/// `tinge hook install [--force]` and `tinge hook uninstall`: tinge's pre-commit hook in the
/// folder git runs hooks from (`core.hooksPath`, else the git folder's `hooks`).
enum HookCommand {
    static let help = """
        Usage: tinge hook install [--force]
               tinge hook uninstall

        install writes a pre-commit hook that runs 'tinge lint --staged' before each commit:
        an error stops the commit, warnings do not. It goes where git looks for hooks
        (core.hooksPath, else .git/hooks). An existing pre-commit hook that tinge did not
        write is left alone unless --force is given. Installing again updates the hook.
        uninstall removes the hook, only when it is tinge's.

        In a commit: 'git commit --no-verify' skips the hook; TINGE_SKIP=rule,rule skips
        those lint rules once. When tinge lint cannot check a commit (a repository it
        cannot read), the hook says so and lets the commit through. With the pre-commit
        framework, use the hook id tinge-lint.

        Exit status: 0 when done; 1 when a hook that is not tinge's is in the way or a file
        cannot be written; 128 outside a git repository; 2 for a bad command line.

        """

    /// The line by which tinge knows a hook as its own.
    static let marker = "# tinge pre-commit hook"

    /// The hook, byte for byte the repository's `hooks/pre-commit` (a test keeps them equal).
    static let preCommitScript = #"""
        #!/bin/sh
        # tinge pre-commit hook
        #
        # Lints what the commit would add (tinge lint --hook, the staged change): an error stops
        # the commit, warnings are printed and let it through. When tinge cannot lint (a repository
        # it cannot read, a bad setting), it says why in one line and the commit goes on: tinge's
        # own limits never stop one.
        #   git commit --no-verify           skip this hook once
        #   TINGE_SKIP=rule,rule git commit  skip those lint rules once (tinge lint reads it)
        # `tinge hook install` wrote this file and `tinge hook uninstall` removes it; they know
        # it by the marker line above.

        if ! command -v tinge >/dev/null 2>&1; then
            echo "tinge pre-commit hook: tinge is not on PATH; install it, or commit with --no-verify" >&2
            exit 1
        fi

        tinge lint --hook
        status=$?
        if [ "$status" -eq 1 ]; then
            echo "tinge pre-commit hook: commit stopped; TINGE_SKIP=rule skips a rule, --no-verify the hook" >&2
            exit 1
        fi
        if [ "$status" -ne 0 ]; then
            echo "tinge pre-commit hook: tinge lint failed (status $status); committing unchecked" >&2
        fi
        exit 0

        """#

    static func run(_ arguments: [String], _ session: Session) throws -> Int32 {
        var force = false
        var help = false
        var list = ArgumentList(arguments)
        try list.parse { option, _ in
            switch option {
            case "-f", "--force": force = true
            case "-h", "--help": help = true
            default: return false
            }
            return true
        }
        if help {
            try session.printText(Self.help)
            return Failure.Status.success
        }
        switch list.operands {
        case ["install"]: return try install(force: force, session)
        case ["uninstall"] where !force: return try uninstall(session)
        case ["uninstall"]: throw Failure.usage("'hook uninstall' takes no --force")
        case []: throw Failure.usage("'hook' needs install or uninstall")
        case let words: throw Failure.usage("'hook' takes install or uninstall, not '\(words.joined(separator: " "))'")
        }
    }

    /// Writes the hook unless a hook that is not tinge's is there and `force` is off.
    private static func install(force: Bool, _ session: Session) throws -> Int32 {
        let path = try hookPath(session)
        if let existing = HookFile.contents(path) {
            if !force && !isTinges(existing) {
                session.printError("tinge: \(path) exists and is not tinge's hook; --force replaces it")
                return Failure.Status.inputFailed
            }
            if existing == Array(preCommitScript.utf8) && HookFile.isExecutable(path) {
                try session.printText("tinge: the pre-commit hook is installed already: \(path)\n")
                return Failure.Status.success
            }
        }
        try HookFile.save(Array(preCommitScript.utf8), to: path)
        try session.printText("tinge: installed the pre-commit hook: \(path)\n")
        return Failure.Status.success
    }

    /// Removes the hook when it is tinge's.
    private static func uninstall(_ session: Session) throws -> Int32 {
        let path = try hookPath(session)
        guard let existing = HookFile.contents(path) else {
            try session.printText("tinge: no pre-commit hook to remove at \(path)\n")
            return Failure.Status.success
        }
        guard isTinges(existing) else {
            session.printError("tinge: \(path) is not tinge's hook; left as it is")
            return Failure.Status.inputFailed
        }
        try HookFile.remove(path)
        try session.printText("tinge: removed the pre-commit hook: \(path)\n")
        return Failure.Status.success
    }

    /// `<hooks folder>/pre-commit` for the repository around the current folder, as libgit2
    /// finds it, else as git itself does (libgit2 cannot open a repository of sha256 objects).
    private static func hookPath(_ session: Session) throws(Failure) -> String {
        do {
            return try session.openRepository().hooksDirectory() + "/pre-commit"
        } catch {
            let asked = try? session.git.output(["rev-parse", "--path-format=absolute", "--git-path", "hooks"])
            if let folder = asked.map({ String(decoding: $0.filter { $0 != 0x0A }, as: UTF8.self) }), folder.hasPrefix("/") {
                return folder + "/pre-commit"
            }
            throw Failure.git("not a git repository (or any parent folder): \(error.message)")
        }
    }

    /// Whether a hook's content has tinge's marker line.
    static func isTinges(_ content: [UInt8]) -> Bool {
        content.split(separator: 0x0A).contains { line in
            String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self) == marker
        }
    }
}
