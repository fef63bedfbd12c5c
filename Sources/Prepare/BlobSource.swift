/// Where the whole text of a diff's sides comes from: a repository's objects and work tree
/// (through libgit2, in the executable), the files on disk, or memory (in tests).
///
/// Files are prepared on several threads at once, so every method may be called from any
/// thread at any time.
public protocol BlobSource: Sendable {
    /// The blob whose id is `id` or starts with it (4 to 40 hex digits): its content, or its
    /// size alone when that is over `limit` bytes, or why it is damaged; nil when no blob, or
    /// several, have that id.
    func blob(_ id: String, limit: Int) -> SideText?

    /// The work-tree file at `path` (relative to the top of the work tree), when git would give
    /// it a blob id starting with `id` if it were added now (an unstaged change's new side).
    func workTreeFile(_ path: String, matching id: String, limit: Int) -> SideText?

    /// The work-tree file at `path` (relative to the top of the work tree) as it is now, whatever
    /// its hash: the result side of `git diff` mid-merge, a combined diff whose result id is
    /// `0000000`, conflict markers and all.
    func workTreeFile(_ path: String, limit: Int) -> SideText?

    /// The file at `path` as it is on disk, relative to the current folder (the sides of a
    /// plain `diff -u a b`).
    func file(atPath path: String, limit: Int) -> SideText?

    /// The value git gives attribute `name` for `path` (relative to the top of the work tree):
    /// a string, "true" when set, "false" when unset, nil when unspecified.
    func attribute(_ name: String, of path: String) -> String?
}

/// A side's whole text, or only its size when it is too large to be read for context, or why
/// it cannot be read.
public enum SideText: Sendable, Equatable {
    case content([UInt8])
    case tooLarge(size: Int)
    /// The object's file is damaged (cut short, garbled): one line naming the object and the file.
    case damaged(String)
}
