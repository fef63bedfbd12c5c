import Git
import Prepare
import Terminal
import Threads

/// `tinge diff`, `tinge show` and `tinge log`: the diff comes from libgit2, not from a git
/// process, and is rendered like the pager renders git's.
enum NativeCommand {
    /// Which command.
    enum Kind: String {
        case diff, show, log
    }

    /// The flags of git's diff, show and log that tinge takes, parsed by hand (`parse`), for the completions.
    static let ownFlags = [
        "--cached", "--staged", "-U", "--unified", "-M", "--find-renames", "--no-renames", "--stat", "-p",
        "--patch", "-s", "--no-patch", "-n", "--max-count", "--mailmap", "--no-mailmap", "--use-mailmap",
        "--no-use-mailmap", "--no-index",
    ]

    /// What the command line asks libgit2 for.
    struct Request {
        var cached = false
        var revisions: [String] = []
        var paths: [String] = []
        var context = 3
        var findRenames = true
        var renameThreshold = 50
        var stat = false
        /// `-p` or `-U` asked for a patch (true), `-s` or `--no-patch` took back every format
        /// asked for before it (false), or neither (nil: the command's default).
        var patch: Bool?
        var maxCount: Int?
        /// `--mailmap`, `--use-mailmap` (true) or `--no-mailmap`, `--no-use-mailmap` (false), the
        /// last given; nil: `log.mailmap` decides.
        var mailmap: Bool?
    }

    static func number(_ text: String, _ option: String, _ range: ClosedRange<Int>) throws(Failure) -> Int {
        guard let n = Int(text), range.contains(n) else {
            throw Failure.usage("option '\(option)' takes a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return n
    }

    /// A similarity as git reads `-M<n>`: `50%` is 50 percent; digits alone are a decimal
    /// fraction, so `5` is 50 percent and `05` is 5.
    static func renameScore(_ text: String, _ option: String) throws(Failure) -> Int {
        let digits = text.hasSuffix("%") ? text.dropLast() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), digits.count <= 9 else {
            throw Failure.usage("option '\(option)' takes a similarity such as 50% or 5, not '\(text)'")
        }
        let percent = text.hasSuffix("%") ? Int(digits)! : Int((Double("0." + digits)! * 100).rounded())
        guard percent <= 100 else { throw Failure.usage("option '\(option)' takes a similarity up to 100%, not '\(text)'") }
        return percent
    }

    static func run(_ kind: Kind, _ arguments: [String], _ session: Session) throws -> Int32 {
        let env = session.environment
        // Everything after `--` is a path, as in git.
        let split = arguments.firstIndex(of: "--")
        let words = split.map { Array(arguments[..<$0]) } ?? arguments
        var request = Request()
        request.paths = split.map { Array(arguments[($0 + 1)...]) } ?? []
        var options = PagerCommand.Options(settings: Settings(session))
        var help = false
        var noIndex = false
        var list = ArgumentList(words)
        try list.parse { (option, value, attached) throws(Failure) -> Bool in
            if option.count > 1, kind == .log, let n = Int(option.dropFirst()), n > 0 { request.maxCount = n; return true }
            // (A `where` after several patterns guards only the last one: these checks come first.)
            if kind == .diff, option == "--cached" || option == "--staged" { request.cached = true; return true }
            if kind == .diff, option == "--no-index" { noIndex = true; return true }
            if kind != .diff, ["--mailmap", "--use-mailmap", "--no-mailmap", "--no-use-mailmap"].contains(option) {
                request.mailmap = !option.hasPrefix("--no-")
                return true
            }
            if kind == .log, option == "-n" || option == "--max-count" {
                request.maxCount = try number(try value(), option, 1...Int(Int32.max))
                return true
            }
            switch option {
            case "-U", "--unified":
                request.context = try number(try value(), option, 0...1_000_000)
                request.patch = true  // "Implies --patch", as git documents
            case "-M", "--find-renames":
                request.findRenames = true
                if let score = attached() { request.renameThreshold = try renameScore(score, option) }
            case "--no-renames": request.findRenames = false
            case "--stat": request.stat = true
            case "-p", "--patch", "-u": request.patch = true
            case "-s", "--no-patch": (request.patch, request.stat) = (false, false)
            case "--help", "-h": help = true
            default: return try PagerCommand.take(option, value, attached: attached, scopes: [.rendered, .native], into: &options)
            }
            return true
        }
        if help {
            try session.printText(Help.native)
            return Failure.Status.success
        }
        request.revisions = list.operands
        // As git: two paths compared without a repository when asked, or when there is none.
        if kind == .diff, noIndex || (session.repository == nil && request.revisions.count + request.paths.count == 2) {
            return try NoIndexDiff.run(request.revisions + request.paths, request, options, environment: env, session)
        }
        let movedLines = options.settings.movedLines()
        // As in git: diff and show print a patch unless some other format (--stat) was asked for.
        let patch = request.patch ?? (kind != .log && !request.stat)
        if request.cached, request.revisions.count > 1 {
            throw Failure.usage("--cached compares the index with one revision, not with '\(request.revisions[1])'")
        }
        let limit = kind == .diff ? 2 : 1
        if request.revisions.count > limit {
            throw Failure.usage("'\(kind.rawValue)' takes at most \(limit) revision\(limit == 1 ? "" : "s"), not '\(request.revisions[limit])'")
        }
        guard let repository = session.repository else {
            let failure = session.repositoryFailure
            if let failure, let hint = Self.unreadable(failure, kind) { throw Failure.git(hint) }
            throw Failure.git("not a git repository (or any parent folder): \(failure?.message ?? "")")
        }
        if kind == .diff, repository.workingDirectory == nil, request.cached || request.revisions.count < 2 {
            // git would compare with an index a bare repository does not have: every file deleted.
            throw Failure.git(request.cached ? "diff --cached: a bare repository has no index to compare"
                                             : "this operation must be run in a work tree")
        }
        // As git log and git show: the flag, else `log.mailmap`, true when unset since git 2.29.
        var mapsAuthors = false
        if kind != .diff { mapsAuthors = request.mailmap ?? options.settings.git.bool("log.mailmap") ?? true }
        // Read once: each thread of `log` shares it.
        let mailmap = mapsAuthors ? Self.mailmap(repository, options.settings) : nil
        try DiffPipeline.run(options, environment: env, source: { needs, emit in
            // Making each patch reads both sides: the blob cache then hands them to the preparer.
            if needs.sides { LibGit2.cacheBlobs(upTo: needs.sizeLimit) }
            // Moved lines only show in colors.
            let moved = needs.colored ? movedLines : nil
            let native = NativeDiff(repository: repository, withSides: needs.sides, movedLines: moved,
                                    mailmap: mailmap)
            do {
                switch kind {
                case .diff:
                    try native.diff(cached: request.cached, from: request.revisions.first,
                                    to: request.revisions.dropFirst().first, paths: request.paths,
                                    context: request.context, findRenames: request.findRenames, renameThreshold: request.renameThreshold, stat: request.stat, patch: patch, emit: emit)
                case .show:
                    try native.show(request.revisions.first ?? "HEAD", paths: request.paths, context: request.context,
                                    findRenames: request.findRenames, renameThreshold: request.renameThreshold, stat: request.stat, patch: patch, emit: emit)
                case .log:
                    LibGit2.mapPacks(upTo: 32 << 20)
                    let log = try native.log(range: request.revisions.first, maxCount: request.maxCount, paths: request.paths,
                                             patch: patch, context: request.context,
                                             findRenames: request.findRenames, renameThreshold: request.renameThreshold, stat: request.stat)
                    // A commit without a diff to make is its header and message: quicker made
                    // on this thread than handed between threads.
                    let count = patch || request.stat ? ProcessorCount.online : 1
                    let makers = CommitLog.makers(native, count: count) { () throws(GitError) in try session.openRepository() }
                    for maker in makers { session.leaveToExit(maker.repository) }
                    try log.run(makers: makers, emit: emit)
                }
            } catch let error as GitError {
                throw Failure.git(Self.unreadable(error, kind) ?? error.message)
            }
        })
        return Failure.Status.success
    }

    /// The mailmap of `repository`, as git log and git show read it: `mailmap.file` and
    /// `mailmap.blob` from `git -c` or git config.
    private static func mailmap(_ repository: Repository, _ settings: Settings) -> Mailmap {
        Mailmap(repository, file: settings.git.value("mailmap.file")?.value, blob: settings.git.value("mailmap.blob")?.value)
    }

    /// What to say when libgit2 1.5 cannot read the repository (a sha256 repository, a split or
    /// sparse index): what it said, and that git itself can show it through tinge.
    static func unreadable(_ error: GitError, _ kind: Kind) -> String? {
        guard error.kind == .unsupportedRepository else { return nil }
        return UnreadableRepository.line(error.message, advice: "git can: git \(kind.rawValue) | tinge")
    }
}
