#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diff
import Prepare

/// Each file's tab width, wired: `--tabs` on the command line for every file; else what the
/// project declares for the path (`TabWidths`: `.editorconfig`, then the `whitespace`
/// attribute), then `tinge.tabs` (git config), then 8.
enum ProjectTabs {
    /// The folder `.editorconfig` files are looked for up to, and never outside of: the work
    /// tree; the current folder outside any repository; none in a bare repository. Paths are
    /// relative to it, as git's diffs name them.
    static let root: String? = Workspace.repository.map { $0.workingDirectory } ?? "."

    /// The largest `.editorconfig` read; a larger one is not read at all.
    static let sizeLimit = 64 << 10

    /// The `.editorconfig` of `folder` (relative to `root`): a regular file whose real path is
    /// inside the root, as `DiskFiles.regularFile` admits it.
    static let editorConfig: TabWidths.EditorConfigReader = { folder in
        guard let root else { return nil }
        let relative = folder.isEmpty ? ".editorconfig" : folder + "/.editorconfig"
        // Most folders have none: one stat says so, before any real path is resolved.
        var info = stat()
        guard PathBytes.withCString(root + "/" + relative, { stat($0, &info) }) == 0 else { return nil }
        guard let found = DiskFiles.regularFile(relative, inside: root),
              case .content(let bytes)? = DiskFiles.read(found, limit: sizeLimit) else { return nil }
        return bytes
    }

    /// The repository's attributes, asked only when an attributes file mentions `tabwidth`.
    private static let attributes = Workspace.blobs.map(RepositorySource.init)

    /// The widths for the files of a diff; nil when `--tabs` sets one for all.
    static func widths(_ settings: Settings) throws(Failure) -> TabWidths? {
        guard settings.flags["tabs"] == nil else { return nil }
        return TabWidths(editorConfig: editorConfig, attribute: { attributes?.attribute("whitespace", of: $0, mentioning: "tabwidth") },
                         fallback: try fallback(settings))
    }

    /// `tinge.tabs` from git config, or 8, and where it came from.
    static func fallback(_ settings: Settings) throws(Failure) -> TabWidths.Answer {
        TabWidths.Answer(width: try settings.number("tabs"), source: settings.resolve("tabs").source)
    }

    /// The width of tabs in `path` (relative to the root) and where it came from.
    static func answer(forPath path: String, _ settings: Settings) throws(Failure) -> TabWidths.Answer {
        if settings.flags["tabs"] != nil { return try fallback(settings) }
        return try widths(settings)!.width(forPath: path)
    }
}
