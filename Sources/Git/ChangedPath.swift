import Clibgit2

/// One file a change touches.
package struct ChangedPath: Sendable, Equatable {
    /// Where the file is on the new side, relative to the top of the work tree: the bytes git
    /// has (a name need not be UTF-8).
    package var path: [UInt8]
    /// Where it was before, when it was renamed or copied; nil otherwise.
    package var oldPath: [UInt8]?
    /// The old content; nil when the file is new.
    package var oldBlob: [UInt8]?
    /// The new content (a symlink's target; empty for a submodule).
    package var newBlob: [UInt8]
    /// The old mode as git stores it (0o100644, 0o100755, 0o120000, 0o160000); nil when new.
    package var oldMode: UInt32?
    /// The new mode as git stores it.
    package var newMode: UInt32
    /// The 1-based numbers in `newBlob` of the lines added or changed (none for a binary file).
    package var addedLines: Set<Int>
    /// Whether the new side is a submodule (a commit, not a blob).
    package var isSubmodule: Bool
    /// Whether the new side is a symbolic link.
    package var isSymlink: Bool
    /// Whether git counts the new content as binary (a NUL byte, or the `binary`/`-diff` attribute).
    package var isBinary: Bool

    /// A changed file from its parts, for callers that build changes themselves (tests).
    package init(path: [UInt8], oldPath: [UInt8]? = nil, oldBlob: [UInt8]? = nil, newBlob: [UInt8],
                oldMode: UInt32? = nil, newMode: UInt32 = 0o100644, addedLines: Set<Int>,
                isSubmodule: Bool = false, isSymlink: Bool = false, isBinary: Bool = false) {
        self.path = path
        self.oldPath = oldPath
        self.oldBlob = oldBlob
        self.newBlob = newBlob
        self.oldMode = oldMode
        self.newMode = newMode
        self.addedLines = addedLines
        self.isSubmodule = isSubmodule
        self.isSymlink = isSymlink
        self.isBinary = isBinary
    }
}

/// One side of a changed file as the diff names it: where, which object, which mode.
struct FileSide {
    var path: [UInt8]
    var id: git_oid
    var mode: UInt32

    /// The side libgit2 describes in a delta.
    init(_ file: git_diff_file) {
        path = bytes(file.path)
        id = file.id
        mode = UInt32(file.mode)
    }

    init(path: [UInt8], id: git_oid, mode: UInt32) {
        self.path = path
        self.id = id
        self.mode = mode
    }

    var isSubmodule: Bool { mode == 0o160000 }
}

extension ChangedPath {
    /// Reads both sides' blobs (none for a submodule) and numbers the new side's added lines
    /// from a zero-context patch between them; `old` is nil for a new file.
    /// The corresponding C function is `git_patch_from_blobs`.
    init(_ repository: Repository, old: FileSide?, new: FileSide) throws(GitError) {
        let oldBlob = try old.flatMap { (side) throws(GitError) in
            side.isSubmodule ? nil : try repository.blob(id: side.id)
        }
        let newBlob = new.isSubmodule ? nil : try repository.blob(id: new.id)
        var added = Set<Int>()
        var binary = false
        if newBlob != nil {
            var options = git_diff_options()
            try check(git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION)))
            options.context_lines = 0
            options.interhunk_lines = 0
            var patch: OpaquePointer?
            try Self.withCPath(old?.path ?? new.path) { (oldPath) throws(GitError) in
                try Self.withCPath(new.path) { (newPath) throws(GitError) in
                    try check(git_patch_from_blobs(&patch, oldBlob?.pointer, old == nil ? nil : oldPath, newBlob?.pointer, newPath, &options))
                }
            }
            let owned: Owned<OpaquePointer> = Owned(patch!, free: { git_patch_free($0) })
            binary = git_patch_get_delta(owned.pointer).pointee.flags & GIT_DIFF_FLAG_BINARY.rawValue != 0
            added = try Self.addedLines(owned)
        }
        self.init(path: new.path, oldPath: old.flatMap { $0.path == new.path ? nil : $0.path },
                  oldBlob: old == nil ? nil : oldBlob.map(Self.bytes) ?? [],
                  newBlob: newBlob.map(Self.bytes) ?? [], oldMode: old?.mode, newMode: new.mode,
                  addedLines: added, isSubmodule: new.isSubmodule, isSymlink: new.mode == 0o120000, isBinary: binary)
    }

    /// A changed file from its sides' modes and contents (nil for a submodule, or for an old
    /// side that is not there: a new file); the added lines from a zero-context diff of the two
    /// texts, which needs no repository. The corresponding C function is `git_patch_from_buffers`.
    init(path: [UInt8], oldPath: [UInt8]?, old: (mode: UInt32, blob: [UInt8]?)?, new: (mode: UInt32, blob: [UInt8]?))
        throws(GitError) {
        _ = LibGit2.initialized
        var added = Set<Int>()
        var binary = false
        if let newBlob = new.blob {
            var options = git_diff_options()
            try check(git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION)))
            options.context_lines = 0
            options.interhunk_lines = 0
            var patch: OpaquePointer?
            let oldBlob = old?.blob ?? []
            let code = Self.withCPath(oldPath ?? path) { cOld in
                Self.withCPath(path) { cNew in
                    oldBlob.withUnsafeBytes { o in
                        newBlob.withUnsafeBytes { n in
                            git_patch_from_buffers(&patch, o.baseAddress, o.count, old == nil ? nil : cOld,
                                                   n.baseAddress, n.count, cNew, &options)
                        }
                    }
                }
            }
            try check(code)
            let owned: Owned<OpaquePointer> = Owned(patch!, free: { git_patch_free($0) })
            binary = git_patch_get_delta(owned.pointer).pointee.flags & GIT_DIFF_FLAG_BINARY.rawValue != 0
            added = try Self.addedLines(owned)
        }
        self.init(path: path, oldPath: oldPath, oldBlob: old == nil ? nil : old?.blob ?? [], newBlob: new.blob ?? [],
                  oldMode: old?.mode, newMode: new.mode, addedLines: added, isSubmodule: new.mode == 0o160000,
                  isSymlink: new.mode == 0o120000, isBinary: binary)
    }

    /// The new-side numbers of a patch's `+` lines.
    /// The corresponding C function is `git_patch_get_line_in_hunk`.
    private static func addedLines(_ patch: Owned<OpaquePointer>) throws(GitError) -> Set<Int> {
        var added = Set<Int>()
        for hunk in 0..<git_patch_num_hunks(patch.pointer) {
            let count = Int(try check(git_patch_num_lines_in_hunk(patch.pointer, hunk)))
            for n in 0..<count {
                var line: UnsafePointer<git_diff_line>?
                try check(git_patch_get_line_in_hunk(&line, patch.pointer, hunk, n))
                if let line, line.pointee.origin == CChar(UInt8(ascii: "+")) {
                    added.insert(Int(line.pointee.new_lineno))
                }
            }
        }
        return added
    }

    /// Calls `body` with `path` as a NUL-terminated C string of its bytes.
    static func withCPath<T, E: Error>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) throws(E) -> T) throws(E) -> T {
        var c = path.map { CChar(bitPattern: $0) }
        c.append(0)
        return try c.withUnsafeBufferPointer { (p) throws(E) -> T in try body(p.baseAddress!) }
    }

    /// A copy of a blob's content. The corresponding C functions are `git_blob_rawcontent` and
    /// `git_blob_rawsize`.
    private static func bytes(_ blob: Owned<OpaquePointer>) -> [UInt8] {
        let size = Int(git_blob_rawsize(blob.pointer))
        guard size > 0, let start = git_blob_rawcontent(blob.pointer) else { return [] }
        return Array(UnsafeRawBufferPointer(start: start, count: size))
    }
}

extension Repository {
    /// The blob with this id. The corresponding C function is `git_blob_lookup`.
    func blob(id: git_oid) throws(GitError) -> Owned<OpaquePointer> {
        var id = id
        var blob: OpaquePointer?
        try check(git_blob_lookup(&blob, pointer, &id))
        return Owned(blob!, keepAlive: self, free: git_blob_free)
    }
}
