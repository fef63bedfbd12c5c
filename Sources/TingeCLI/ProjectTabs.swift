#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diff
import EditorConfig
import Prepare
import Render

/// Each file's tab width, wired: `--tabs` on the command line for every file; else what the
/// project declares for the path (`TabWidths`: `.editorconfig`, then the `whitespace`
/// attribute), then `tinge.tabs` (git config), then 8.
enum ProjectTabs {
    /// The folder `.editorconfig` files are looked for up to, and never outside of: the work
    /// tree; the current folder outside any repository; none in a bare repository. Paths are
    /// relative to it, as git's diffs name them.
    /// Found without libgit2 where git's layout tells it (`GIT_WORK_TREE`, the nearest folder up
    /// holding a `.git`, or no folder up that could be a repository), so that a diff painted
    /// without colors, or `tinge highlight` of a file outside any repository, starts no libgit2
    /// (whose start reads every system certificate); else as the repository says.
    /// `workTree` gives the repository's work tree when libgit2 must be asked (`.none`: no
    /// repository; `.some(nil)`: a bare one). `Session.projectRoot` keeps the answer.
    /// `folder` is the run's and `environment` its environment.
    static func root(in folder: String, environment: [String: String], askingGit workTree: () -> String??) -> String? {
        switch plainWorkTree(in: folder, environment: environment) {
        case .top(let folder): return folder
        case .noRepository: return folder
        case .askGit: return workTree() ?? folder
        }
    }

    /// What the environment and the folders say plainly of the work tree.
    enum PlainWorkTree: Equatable {
        /// Its top: `GIT_WORK_TREE`, or the nearest folder up holding a `.git`.
        case top(String)
        /// None: no `GIT_DIR`, and no folder up holds a `.git` or looks like a repository itself.
        case noRepository
        /// Only libgit2 can tell: `GIT_DIR` without `GIT_WORK_TREE`, or a folder up that looks
        /// like a repository's own (a bare one, or inside a `.git`).
        case askGit
    }

    static func plainWorkTree(in start: String, environment: [String: String]) -> PlainWorkTree {
        if let tree = environment["GIT_WORK_TREE"], !tree.isEmpty { return .top(tree) }
        guard environment["GIT_DIR"] == nil, let absolute = absolute(start) else { return .askGit }
        var folder = absolute
        while true {
            if access(folder + "/.git", F_OK) == 0 { return .top(folder) }
            if access(folder + "/HEAD", F_OK) == 0, access(folder + "/objects", F_OK) == 0 { return .askGit }
            guard let slash = folder.lastIndex(of: "/"), folder != "/" else { return .noRepository }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
    }

    /// `folder` made absolute (from the current folder) as `getcwd` names it, links kept.
    private static func absolute(_ folder: String) -> String? {
        if folder.hasPrefix("/") { return folder }
        guard let cwd = getcwd(nil, 0) else { return nil }
        defer { free(cwd) }
        return folder == "." ? String(cString: cwd) : String(cString: cwd) + "/" + folder
    }

    /// The largest `.editorconfig` read; a larger one is not read at all.
    static let sizeLimit = 64 << 10

    /// The `.editorconfig` of `folder` (relative to `root`): a regular file whose real path is
    /// inside the root, as `DiskFiles.regularFile` admits it.
    static func editorConfig(_ session: Session) -> TabWidths.EditorConfigReader {
        { folder in editorConfig(folder, root: session.projectRoot) }
    }

    private static func editorConfig(_ folder: String, root: String?) -> [UInt8]? {
        guard let root else { return nil }
        let relative = folder.isEmpty ? ".editorconfig" : folder + "/.editorconfig"
        // Most folders have none: one stat says so, before any real path is resolved.
        var info = stat()
        guard PathBytes.withCString(root + "/" + relative, { stat($0, &info) }) == 0 else { return nil }
        guard let found = DiskFiles.regularFile(relative, inside: root),
              case .content(let bytes)? = DiskFiles.read(found, limit: sizeLimit) else { return nil }
        return bytes
    }

    /// The widths for the files of a diff; nil when `--tabs` sets one for all.
    static func widths(_ settings: Settings) throws(Failure) -> TabWidths? {
        guard !settings.flags.has(.tabs) else { return nil }
        // No attributes file naming `tabwidth` near the path: no repository is opened to ask.
        let session = settings.session
        let attribute: TabWidths.AttributeLookup = { path in
            guard let root = session.projectRoot, session.attributeFiles.mayMention("tabwidth", ofFile: root + "/" + path) else { return nil }
            return session.blobs?.attribute("whitespace", forPath: path)
        }
        return TabWidths(editorConfig: editorConfig(session), attribute: attribute, fallback: try fallback(settings))
    }

    /// `tinge.tabs` from git config, or 8, and where it came from.
    static func fallback(_ settings: Settings) throws(Failure) -> TabWidths.Answer {
        TabWidths.Answer(width: settings[.tabs], source: settings.resolve(OptionKeys.tabs).source)
    }

    /// The width of tabs in `path` (relative to the root) and where it came from.
    static func answer(forPath path: String, _ settings: Settings) throws(Failure) -> TabWidths.Answer {
        if settings.flags.has(.tabs) { return try fallback(settings) }
        return try widths(settings)!.width(forPath: path)
    }

    /// `path` (from the current folder, or absolute) as git's diffs name it: from the work
    /// tree's top. Its folders need not exist.
    static func relativePath(_ path: String, _ session: Session) throws(Failure) -> String {
        guard let root = session.projectRoot, let top = session.realPath(root) else {
            throw Failure.usage("--path needs a work tree (this repository is bare)")
        }
        var names: [Substring] = []
        let here = path.hasPrefix("/") ? "" : session.realPath(".") ?? "."
        for name in (here + "/" + path).split(separator: "/") {
            switch name {
            case ".": continue
            case "..": _ = names.popLast()
            default: names.append(name)
            }
        }
        let full = "/" + names.joined(separator: "/")
        let prefix = top == "/" ? "/" : top + "/"
        guard full.utf8.starts(with: prefix.utf8), full.utf8.count > prefix.utf8.count else {
            throw Failure.usage("'\(VisibleText.escaped(path))' is not inside the work tree \(VisibleText.escaped(top))")
        }
        return String(decoding: full.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
    }

    /// The width of tabs in the file at `path` (from the current folder, or absolute) as
    /// `tinge highlight` shows it: what `widths` says for it inside the root; `fallback` for
    /// standard input, for a file outside the root, and when `--tabs` set one width for all.
    static func width(forFile path: String, _ widths: TabWidths?, fallback: Int, _ session: Session) -> Int {
        guard path != "-", let widths, let relative = try? relativePath(path, session) else { return fallback }
        return widths.width(forPath: relative).width
    }
}
