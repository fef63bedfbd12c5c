#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Clibgit2

/// The names and emails a repository's authors are shown by, read and matched as git does
/// (`mailmap.c`): `git log` and `git show` map authors through it unless told not to
/// (`log.mailmap`, true since git 2.29; `--no-mailmap`).
///
/// libgit2 1.5 has a mailmap of its own, but it reads some lines otherwise than git: git.git's
/// `René Scharfe <l.s.r@web.de> Rene Scharfe` (a name where the second email would be) is a
/// name for every commit of `l.s.r@web.de` to git and nothing to libgit2. So the lines are read
/// here, by git's rules; libgit2 only finds the texts.
package struct Mailmap: Sendable {
    /// What an entry maps to: a name, an email, or both.
    struct Replacement: Sendable {
        var name: [UInt8]?
        var email: [UInt8]?
    }

    /// The entries for one email (as a commit has it): the replacement for any name, and those
    /// for particular names (`byName`, folded as `fold` folds), which come first.
    struct Entry: Sendable {
        var any = Replacement()
        var byName: [[UInt8]: Replacement] = [:]
    }

    /// The entries by email, folded: git compares emails and names without ASCII case.
    private var entries: [[UInt8]: Entry] = [:]

    /// The mailmap of `texts`, read in order: a later line for the same email (and name)
    /// replaces what an earlier one said of it.
    package init(texts: [[UInt8]]) {
        for text in texts {
            for line in text.split(separator: 0x0A) { take(line) }
        }
    }

    /// Whether no line maps anybody.
    package var isEmpty: Bool { entries.isEmpty }

    /// The name and email the author `name <email>` is shown by (each as it is when no entry
    /// replaces it). git's `map_user`: the entry for the email, and in it the one for the name
    /// if there is one, else the one for any name.
    package func resolve(name: [UInt8], email: [UInt8]) -> (name: [UInt8], email: [UInt8]) {
        guard let entry = entries[Self.fold(email[...])] else { return (name, email) }
        let replacement = entry.byName[Self.fold(name[...])] ?? entry.any
        return (replacement.name ?? name, replacement.email ?? email)
    }

    /// One line, as git's `read_mailmap_line` reads it: `Proper Name <commit@email>`,
    /// `<proper@email> <commit@email>`, `Proper Name <proper@email> <commit@email>` or
    /// `Proper Name <proper@email> Commit Name <commit@email>`; a `#` first makes it a comment,
    /// and what does not fit these forms is read as far as it fits.
    private mutating func take(_ line: ArraySlice<UInt8>) {
        guard line.first != 0x23, let first = Self.nameAndEmail(line, emptyEmail: false) else { return }
        let second = first.rest.flatMap { Self.nameAndEmail($0, emptyEmail: true) }
        var (newName, newEmail) = (first.name, Optional(first.email))
        var oldEmail = second?.email
        if oldEmail == nil { (oldEmail, newEmail) = (newEmail, nil) }
        var entry = entries[Self.fold(oldEmail![...])] ?? Entry()
        if let oldName = second?.name {
            let replacement = Replacement(name: newName.map(Array.init), email: newEmail.map(Array.init))
            entry.byName[Self.fold(oldName[...])] = replacement
        } else {
            if let newName { entry.any.name = Array(newName) }
            if let newEmail { entry.any.email = Array(newEmail) }
        }
        entries[Self.fold(oldEmail![...])] = entry
    }

    /// git's `parse_name_and_email`: the name before `<` (white space trimmed; nil when empty),
    /// the email between `<` and `>` (not empty unless `emptyEmail`), and what follows the `>`
    /// (nil when nothing does).
    private static func nameAndEmail(_ text: ArraySlice<UInt8>, emptyEmail: Bool)
        -> (name: ArraySlice<UInt8>?, email: ArraySlice<UInt8>, rest: ArraySlice<UInt8>?)?
    {
        guard let left = text.firstIndex(of: 0x3C), let right = text[(left + 1)...].firstIndex(of: 0x3E) else {
            return nil
        }
        if !emptyEmail, right == left + 1 { return nil }
        var name = text[..<left]
        while let c = name.first, isSpace(c) { name = name.dropFirst() }
        while let c = name.last, isSpace(c) { name = name.dropLast() }
        let rest = text[(right + 1)...]
        return (name.isEmpty ? nil : name, text[(left + 1)..<right], rest.isEmpty ? nil : rest)
    }

    /// C's `isspace` in the C locale.
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    /// ASCII letters lowercased, as `strcasecmp` compares.
    static func fold(_ text: ArraySlice<UInt8>) -> [UInt8] {
        text.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
    }
}

extension Mailmap {
    /// The mailmap of `repository`, from git's three sources in git's order: the work tree's
    /// `.mailmap` (not followed if it is a symbolic link), the blob `blob` names (`mailmap.blob`;
    /// `HEAD:.mailmap` in a bare repository when it is not set), the file `file` names
    /// (`mailmap.file`; `~/` is the home folder, a relative path is from the top of the work
    /// tree). A source that cannot be read is left out, as git leaves it out.
    package init(_ repository: Repository, file: String?, blob: String?) {
        var texts: [[UInt8]] = []
        let top = repository.workingDirectory
        if let top, let text = FileBytes.read(top + ".mailmap", followingLinks: false) { texts.append(text) }
        if let name = blob ?? (top == nil ? "HEAD:.mailmap" : nil),
           let text = repository.exclusively({ Self.blob(name, in: repository) }) {
            texts.append(text)
        }
        if var path = file {
            if path.hasPrefix("~/"), let home = repository.variable("HOME") { path = home + path.dropFirst() }
            if !path.hasPrefix("/"), let top { path = top + path }
            if let text = FileBytes.read(path) { texts.append(text) }
        }
        self.init(texts: texts)
    }

    /// The content of the blob `revision` names (`HEAD:.mailmap`), or nil.
    /// The corresponding C functions are `git_revparse_single` and `git_blob_rawcontent`.
    private static func blob(_ revision: String, in repository: Repository) -> [UInt8]? {
        var object: OpaquePointer?
        guard git_revparse_single(&object, repository.pointer, revision) == 0, let object else { return nil }
        let owned = Owned(object, free: git_object_free)
        guard git_object_type(owned.pointer) == GIT_OBJECT_BLOB else { return nil }
        let size = Int(git_blob_rawsize(owned.pointer))
        guard size > 0, let start = git_blob_rawcontent(owned.pointer) else { return [] }
        return Array(UnsafeRawBufferPointer(start: start, count: size))
    }
}
