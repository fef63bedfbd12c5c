/// A renamed or copied file's name as git's stat prints it (`pprint_rename` in `diff.c`): the
/// folders both paths start with and the part from a `/` they both end with are written once,
/// around the part that changed: `src/{old => new}/main.c`, `{a => b}/x.c`, `a/{x.c => y.c}`.
/// When either path needs quotes, both are printed whole and quoted: `"a\tb" => c`.
enum RenameName {
    static func make(from old: [UInt8], to new: [UInt8], quotesFully: Bool) -> [UInt8] {
        if QuotedPath.needsQuotes(old, fully: quotesFully) || QuotedPath.needsQuotes(new, fully: quotesFully) {
            return QuotedPath.quoted(old, fully: quotesFully) + Array(" => ".utf8)
                + QuotedPath.quoted(new, fully: quotesFully)
        }
        let prefix = commonFolders(old, new)
        let suffix = commonEnd(old, new, prefix: prefix)
        guard prefix + suffix > 0 else { return old + Array(" => ".utf8) + new }
        var name = Array(old[..<prefix])
        name.append(0x7B)  // {
        name += old[prefix..<max(prefix, old.count - suffix)]
        name += Array(" => ".utf8)
        name += new[prefix..<max(prefix, new.count - suffix)]
        name.append(0x7D)  // }
        name += old[(old.count - suffix)...]
        return name
    }

    /// The length of the leading folders the paths share: up to and with their last common `/`.
    private static func commonFolders(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var length = 0
        for (i, (x, y)) in zip(a, b).enumerated() {
            guard x == y else { break }
            if x == 0x2F { length = i + 1 }
        }
        return length
    }

    /// The length of the end the paths share from a `/` on (the `/` included). When they share
    /// leading folders, the search may reach back to the `/` that ends those, so `a/x/c` and
    /// `a/c` give `a/{x => }/c`; it never reaches further into them.
    private static func commonEnd(_ a: [UInt8], _ b: [UInt8], prefix: Int) -> Int {
        let floor = prefix > 0 ? prefix - 1 : 0
        var i = a.count - 1, j = b.count - 1
        var length = 0
        while i >= floor, j >= floor, a[i] == b[j] {
            if a[i] == 0x2F { length = a.count - i }
            i -= 1
            j -= 1
        }
        return length
    }
}
