import Clibgit2
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a handle without a work tree (`Repository(withoutWorkTree:)`, its index holding the
/// index's `.gitattributes`) finds a changed file's attributes as the work tree's handle does.
///
/// libgit2 looks up each file's diff driver (its `diff` attribute) twice a patch. Through a
/// work tree every lookup resolves the file's path on disk (`realpath`: a call to the kernel for
/// each folder on the way) and checks each folder's `.gitattributes` again: about a hundred
/// calls a file, most of `tinge log`'s calls to the kernel. Without a work tree libgit2 reads the
/// index's `.gitattributes` only, which say the same when no folder from the top down to the
/// file's has one in the work tree that differs from the index's (or is not in it), and the
/// top's defines no macro (`[attr]`, taken from the top's file only through a work tree). A path
/// in a folder that fails that is made through the work tree, as before. Each folder is looked
/// at once a run, one `stat` when it has no `.gitattributes` (or no longer exists). The handle
/// is used under its lock (`Repository.exclusively`), as everywhere.
package final class WorkTreeAttributes: @unchecked Sendable {
    /// The handle that reads the work tree: what a change that fails the check is made through.
    package let repository: Repository
    /// The work tree's top, with a trailing `/`.
    private let top: [UInt8]
    /// The index's `.gitattributes` ids by path.
    private let indexed: [[UInt8]: git_oid]
    /// Per folder (relative to the top, no trailing `/`; the top is empty): whether it and the
    /// folders above it agree.
    private let known = Mutex<[[UInt8]: Bool]>([:])

    /// The check for `repository`'s work tree, whose index's `.gitattributes` are `entries`;
    /// nil when the top's file differs from the index's or defines a macro, where no path
    /// would agree. A repository without a work tree always agrees.
    package init?(_ repository: Repository, indexed entries: [IndexAttributeFiles.Entry]) {
        self.repository = repository
        top = repository.workingDirectory.map { Array($0.utf8) } ?? []
        indexed = Dictionary(entries.map { ($0.path, $0.oid) }, uniquingKeysWith: { _, last in last })
        guard !top.isEmpty else { return }
        guard agrees(folder: []) else { return nil }
        // Agreeing, the top's file in the work tree, if any, is the index's.
        if let id = indexed[Array(".gitattributes".utf8)],
           let text = try? repository.exclusively({ () throws(GitError) in try ObjectDatabase(repository).read(id)?.bytes }),
           Self.definesMacro(text) {
            return nil
        }
    }

    /// Whether every file `changes` names, on either side, has the same attributes without the
    /// work tree as with it.
    func agree(with changes: ChangeSet) -> Bool {
        guard !top.isEmpty else { return true }
        for n in 0..<changes.fileCount {
            guard let delta = git_diff_get_delta(changes.handle.pointer, n)?.pointee else { continue }
            for path in [delta.old_file.path, delta.new_file.path] {
                guard let path else { continue }
                let length = strlen(path)
                let bytes = UnsafeRawBufferPointer(start: path, count: length)
                let folder = bytes.lastIndex(of: UInt8(ascii: "/")).map { Array(bytes[..<$0]) } ?? []
                if !agreesAbove(folder) { return false }
            }
        }
        return true
    }

    /// Whether `folder` and every folder above it agree; found once a folder.
    private func agreesAbove(_ folder: [UInt8]) -> Bool {
        if let answer = known.withLock({ $0[folder] }) { return answer }
        let parent = folder.lastIndex(of: UInt8(ascii: "/")).map { Array(folder[..<$0]) } ?? []
        let answer = agrees(folder: folder) && (folder.isEmpty || agreesAbove(parent))
        known.withLock { $0[folder] = answer }
        return answer
    }

    /// Whether `folder`'s `.gitattributes` in the work tree is missing, or is a regular file
    /// whose bytes are the index's for that path.
    private func agrees(folder: [UInt8]) -> Bool {
        let relative = (folder.isEmpty ? [] : folder + [UInt8(ascii: "/")]) + Array(".gitattributes".utf8)
        let path = String(decoding: top + relative, as: UTF8.self)
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT || errno == ENOTDIR }
        guard (info.st_mode & S_IFMT) == S_IFREG, let bytes = FileBytes.read(path), var id = indexed[relative] else { return false }
        var hashed = git_oid()
        let status = bytes.withUnsafeBytes { git_odb_hash(&hashed, $0.baseAddress, $0.count, GIT_OBJECT_BLOB) }
        return status == 0 && git_oid_equal(&hashed, &id) != 0
    }

    /// Whether some line of an attributes file's `text` defines a macro.
    static func definesMacro(_ text: [UInt8]) -> Bool {
        text.split(separator: 0x0A).contains { line in
            line.drop { $0 == 0x20 || $0 == 0x09 }.starts(with: Array("[attr]".utf8))
        }
    }
}
