import Git

/// The repository of the current folder, opened once per process on first need and shared by
/// everything that reads it: settings, sides, attributes, native diffs.
enum Workspace {
    /// The repository (found as git finds it: `GIT_DIR`, `GIT_WORK_TREE`, then upward), or the
    /// error that says why there is none.
    nonisolated(unsafe) static let opened: Result<Repository, GitError> = Result { () throws(GitError) in
        try Repository(discoveringFrom: ".")
    }

    /// The repository, when the current folder is in one.
    static var repository: Repository? { try? opened.get() }

    /// Why there is no repository.
    static var failure: GitError? {
        if case .failure(let error) = opened { return error }
        return nil
    }

    /// Its objects and attributes for the threads that prepare files, made once.
    static let blobs: RepositoryBlobs? = repository.flatMap { try? RepositoryBlobs($0) }
}
