/// What tinge says when libgit2 1.5 cannot read a repository at all: sha256 objects, a split
/// or sparse index (each an `extensions.*` setting or an index extension it does not know;
/// `GitError.Kind.unsupportedRepository`).
enum UnreadableRepository {
    /// One line: libgit2's reason, then `advice` (what works instead, how to skip).
    static func line(_ message: String, advice: String) -> String {
        "cannot read this repository (\(message)); \(advice)"
    }
}
