import Clibgit2

/// A failure reported by libgit2, with its message.
package struct GitError: Error, CustomStringConvertible, Sendable {
    /// What failed, for callers to tell failures apart by type, never by their message.
    package enum Kind: Sendable, Equatable {
        /// libgit2 said no (`code` is its return code).
        case libgit2
        /// libgit2 cannot read the repository at all: it uses an extension libgit2 does not know
        /// (an `extensions.*` setting such as sha256 objects, a split or sparse index), which git can read.
        case unsupportedRepository
        /// The `git` program could not be started (none on PATH, no pipe).
        case cannotRunGit
        /// The `git` program ran and failed: the message is its first line of error.
        case gitFailed
        /// The request is wrong before anything is asked (a range that is not one, a second
        /// revision without a first, an object that is not a blob).
        case badRequest
    }

    package let kind: Kind
    /// libgit2's return code (`GIT_ENOTFOUND` and the like); -1 (`GIT_ERROR`) when not libgit2's.
    package let code: Int32
    /// libgit2's message for it, from `git_error_last`, git's, or tinge's own.
    package let message: String

    /// A failure of libgit2's, or of `kind` with no libgit2 code.
    package init(_ kind: Kind = .libgit2, code: Int32 = -1, message: String) {
        self.kind = kind
        self.code = code
        self.message = message
    }

    /// The same failure, said with `message` (which names what was asked for).
    package func saying(_ message: String) -> GitError {
        GitError(kind, code: code, message: message)
    }

    package var description: String { message }

    /// Whether libgit2 said the thing asked for does not exist.
    package var isNotFound: Bool { code == GIT_ENOTFOUND.rawValue }

    /// Whether an object's file is damaged (cut short, garbled): the message names the object
    /// and the file (`LooseObjectBackend`, which alone returns `GIT_EUSER`).
    package var isDamagedObject: Bool { code == GIT_EUSER.rawValue }
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
    throw GitError(unsupported(class: git_error_last()?.pointee.klass, message) ? .unsupportedRepository : .libgit2,
                   code: code, message: message)
}

/// Whether libgit2's error of class `klass` says the repository uses an extension it does not
/// know. libgit2 has no code of its own for that: its repository and index errors say
/// "unsupported extension name …" and "unsupported mandatory extension: …". This is the one
/// place its words are read; everyone else asks `GitError.kind`.
private func unsupported(class klass: Int32?, _ message: String) -> Bool {
    guard let klass, [GIT_ERROR_REPOSITORY.rawValue, GIT_ERROR_INDEX.rawValue].contains(UInt32(klass)) else { return false }
    return message.contains("extension")
}

/// libgit2's global state: initialized once, before the first call.
package enum LibGit2 {
    /// Calls `git_libgit2_init` the first time it is read.
    static let initialized: Bool = {
        git_libgit2_init()
        // tinge reads each blob once and keeps what it needs itself: small pack windows and a
        // small object cache keep memory flat (libgit2's defaults allow gigabytes).
        tinge_git_set_mwindow_size(1 << 20)
        tinge_git_set_mwindow_mapped_limit(8 << 20)
        tinge_git_set_cache_max_size(4 << 20)
        // A commit's trees are read where `TreeChanges` compares them and again where libgit2
        // makes the diff, and a large one (git's root: 22 KB, at the end of a chain of deltas)
        // is inflated at each read that does not find it cached: libgit2 keeps trees of up to
        // 4 KB by default.
        tinge_git_set_cache_object_limit(GIT_OBJECT_TREE, 256 << 10)
        // Reading is all tinge does: hashing each object again to check it (SHA-1 with collision
        // detection, slower than inflating) would cost more than reading it; git does not either.
        tinge_git_enable_strict_hash_verification(0)
        // Packs are asked for an object before tinge's loose objects (`LooseObjectBackend`),
        // which come before libgit2's own (1): a packed repository holds nearly every object
        // in its packs, and asking the loose objects first tried to open a file for each.
        tinge_git_set_odb_packed_priority(LooseObjectBackend.priority + 1)
        return true
    }()

    /// Lets libgit2 keep up to `bytes` of pack files mapped at once (8 MB otherwise). A log
    /// reads the trees and blobs of commit after commit, on a thread a core, from all over the
    /// pack: within 8 MB, 1 MB windows are unmapped and mapped again more than once a commit
    /// on git's history (167 times in 100 commits; 47 times within 32 MB), each unmapping
    /// interrupting every core the process runs on to flush its address translations.
    /// The corresponding C function is `git_libgit2_opts`.
    package static func mapPacks(upTo bytes: Int) {
        _ = initialized
        tinge_git_set_mwindow_mapped_limit(bytes)
    }

    /// Lets the object cache keep blobs up to `bytes` (it keeps none by default): a diff made
    /// through libgit2 has just read both sides of each file, which can then be taken from
    /// the cache rather than read again. The corresponding C function is `git_libgit2_opts`.
    package static func cacheBlobs(upTo bytes: Int) {
        _ = initialized
        tinge_git_set_cache_object_limit(GIT_OBJECT_BLOB, bytes)
    }
}
