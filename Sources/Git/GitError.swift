import Clibgit2

/// A failure reported by libgit2, with its message.
public struct GitError: Error, CustomStringConvertible, Sendable {
    /// libgit2's return code (`GIT_ENOTFOUND` and the like).
    public let code: Int32
    /// libgit2's message for it, from `git_error_last`.
    public let message: String

    public var description: String { message }

    /// Whether libgit2 said the thing asked for does not exist.
    public var isNotFound: Bool { code == GIT_ENOTFOUND.rawValue }

    /// Whether an object's file is damaged (cut short, garbled): the message names the object
    /// and the file (`LooseObjectBackend`, which alone returns `GIT_EUSER`).
    public var isDamagedObject: Bool { code == GIT_EUSER.rawValue }
}

/// Turns a libgit2 return code into a thrown `GitError`; every libgit2 call goes through here.
@discardableResult
func check(_ code: Int32) throws(GitError) -> Int32 {
    guard code < 0 else { return code }
    let message: String
    if let error = git_error_last(), let text = error.pointee.message {
        message = String(cString: text)
    } else {
        message = "libgit2 error \(code)"
    }
    throw GitError(code: code, message: message)
}

/// libgit2's global state: initialized once, before the first call.
public enum LibGit2 {
    /// Calls `git_libgit2_init` the first time it is read.
    static let initialized: Bool = {
        git_libgit2_init()
        // tinge reads each blob once and keeps what it needs itself: small pack windows and a
        // small object cache keep memory flat (libgit2's defaults allow gigabytes).
        tinge_git_set_mwindow_size(1 << 20)
        tinge_git_set_mwindow_mapped_limit(8 << 20)
        tinge_git_set_cache_max_size(4 << 20)
        // Reading is all tinge does: hashing each object again to check it (SHA-1 with collision
        // detection, slower than inflating) would cost more than reading it; git does not either.
        tinge_git_enable_strict_hash_verification(0)
        return true
    }()

    /// Lets the object cache keep blobs up to `bytes` (it keeps none by default): a diff made
    /// through libgit2 has just read both sides of each file, which can then be taken from
    /// the cache rather than read again. The corresponding C function is `git_libgit2_opts`.
    public static func cacheBlobs(upTo bytes: Int) {
        _ = initialized
        tinge_git_set_cache_object_limit(GIT_OBJECT_BLOB, bytes)
    }
}
