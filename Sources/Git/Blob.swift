import Clibgit2
import Diff
import TextBytes

extension Repository {
    /// The content of the blob whose id starts with `abbreviatedID` (4 to 40 hex digits), or nil
    /// when no object, several objects or a non-blob has that id.
    /// The corresponding C function is `git_odb_read_prefix`.
    package func blob(abbreviatedID: String) throws(GitError) -> [UInt8]? {
        let digits = abbreviatedID.utf8
        guard (4...40).contains(digits.count), digits.allSatisfy(ASCII.isHexDigit) else { return nil }
        var prefix = git_oid()
        try check(git_oid_fromstrn(&prefix, abbreviatedID, digits.count))
        guard let object = try ObjectDatabase(self).read(prefix: prefix, length: digits.count),
              object.type == GIT_OBJECT_BLOB
        else { return nil }
        return object.bytes
    }

    /// The full hex id git would give the work-tree file at `relativePath` if it were added now,
    /// after git's filters (CRLF conversion and the like); nil when it cannot be read or the
    /// repository is bare. The corresponding C function is `git_repository_hashfile`.
    package func blobID(ofWorkTreeFile relativePath: String) -> String? {
        guard let top = workingDirectory else { return nil }
        var id = git_oid()
        let hashed = PathBytes.withCString(top + relativePath) { full in
            PathBytes.withCString(relativePath) { path in try? check(git_repository_hashfile(&id, pointer, full, GIT_OBJECT_BLOB, path)) }
        }
        return hashed == nil ? nil : hex(id)
    }
}
