import Clibgit2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Repository {
    /// The values of attributes `names` for `path` (its bytes, relative to the working tree), in
    /// the order of `names`, as `attribute(_:forPath:)` gives one: a string, "true" when set,
    /// "false" when unset, nil when unspecified. One lookup for them all.
    /// The corresponding C function is `git_attr_get_many`.
    package func attributes(_ names: [String], forPath path: [UInt8]) throws(GitError) -> [String?] {
        var cNames: [UnsafePointer<CChar>?] = names.map { UnsafePointer(strdup($0)) }
        defer { for name in cNames { free(UnsafeMutablePointer(mutating: name)) } }
        var values = [UnsafePointer<CChar>?](repeating: nil, count: names.count)
        try ChangedPath.withCPath(path) { (cPath) throws(GitError) in
            try check(git_attr_get_many(&values, pointer, 0, cPath, names.count, &cNames))
        }
        return values.map { value in
            switch git_attr_value(value) {
            case GIT_ATTR_VALUE_TRUE: return "true"
            case GIT_ATTR_VALUE_FALSE: return "false"
            case GIT_ATTR_VALUE_STRING: return value.map { String(cString: $0) }
            default: return nil
            }
        }
    }
}
