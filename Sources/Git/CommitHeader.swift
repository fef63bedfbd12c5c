import Diff
import Clibgit2

/// A commit's header and message as `git log` and `git show` print them by default
/// (`--pretty=medium`, `--date=default`, no decorations), the author through the mailmap when
/// there is one.
enum CommitHeader {
    /// `commit <id>`, `Merge:` for merges, `Author:` (as `mailmap` maps it), `Date:`, a blank
    /// line and the message indented by four spaces with tabs expanded, trailing white space
    /// trimmed.
    static func text(of commit: Commit, mailmap: Mailmap? = nil) throws(GitError) -> [UInt8] {
        var out = Array("commit \(commit.id)\n".utf8)
        if commit.parentCount > 1 {
            var parents: [String] = []
            for n in 0..<commit.parentCount { parents.append(commit.repository.uniqueAbbreviation(of: commit.parentID(n))) }
            out += Array("Merge: \(parents.joined(separator: " "))\n".utf8)
        }
        let author = commit.author
        let shown = mailmap?.resolve(name: author.name, email: author.email) ?? (name: author.name, email: author.email)
        out += Array("Author: ".utf8) + shown.name + Array(" <".utf8) + shown.email + Array(">\n".utf8)
        out += Array("Date:   \(date(author.time, offset: author.offset))\n\n".utf8)
        out += message(commit.message)
        return out
    }

    /// What `git show` prints for each annotated tag `revision` names before what it tags:
    /// `tag <name>`, `Tagger:` and `Date:` when the tag has a tagger, a blank line, the message
    /// as it is, and a blank line; a tag of a tag gives both. Empty when `revision` is no tag.
    /// The corresponding C functions are `git_revparse_single`, `git_tag_name`, `git_tag_tagger`,
    /// `git_tag_message` and `git_tag_target`.
    static func tags(_ revision: String, in repository: Repository) -> [UInt8] {
        var object: OpaquePointer?
        guard git_revparse_single(&object, repository.pointer, revision) == 0 else { return [] }
        var current = Owned(object!, keepAlive: repository, free: git_object_free)
        var out: [UInt8] = []
        while git_object_type(current.pointer) == GIT_OBJECT_TAG {
            out += Array("tag ".utf8) + bytes(git_tag_name(current.pointer)) + [0x0A]
            if let tagger = git_tag_tagger(current.pointer)?.pointee {
                out += Array("Tagger: ".utf8) + bytes(tagger.name) + Array(" <".utf8) + bytes(tagger.email) + Array(">\n".utf8)
                out += Array("Date:   \(date(tagger.when.time, offset: Int(tagger.when.offset)))\n".utf8)
            }
            out.append(0x0A)
            if let message = git_tag_message(current.pointer) {
                let text = bytes(message)
                out += text
                if !text.isEmpty, text.last != 0x0A { out.append(0x0A) }
            }
            out.append(0x0A)
            var target: OpaquePointer?
            guard git_tag_target(&target, current.pointer) == 0 else { break }
            current = Owned(target!, keepAlive: repository, free: git_object_free)
        }
        return out
    }

    /// The message as git's `pp_remainder` writes it: leading blank lines dropped, each line
    /// right-trimmed, indented and tab-expanded, then the whole right-trimmed plus one newline.
    static func message(_ raw: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        // The indent of each line besides the text: a long message is then never copied to grow.
        out.reserveCapacity(raw.count + raw.count / 8 + 8)
        var seenText = false
        for line in raw.split(separator: 0x0A, omittingEmptySubsequences: false) {
            var end = line.endIndex
            while end > line.startIndex, isSpace(line[end - 1]) { end -= 1 }
            let text = line[line.startIndex..<end]
            if text.isEmpty && !seenText { continue }
            seenText = true
            out.append(contentsOf: repeatElement(0x20, count: 4))
            // A line without tabs as it is, at once: most are.
            guard text.contains(0x09) else {
                out.append(contentsOf: text)
                out.append(0x0A)
                continue
            }
            // Tab stops every 8 columns of the message itself; one column per UTF-8 sequence.
            var column = 0
            for byte in text {
                if byte == 0x09 {
                    let spaces = 8 - column % 8
                    out.append(contentsOf: repeatElement(0x20, count: spaces))
                    column += spaces
                } else {
                    out.append(byte)
                    if byte & 0xC0 != 0x80 { column += 1 }
                }
            }
            out.append(0x0A)
        }
        while let last = out.last, isSpace(last) { out.removeLast() }
        out.append(0x0A)
        return out
    }

    /// git's default date: `Wed Jan 1 10:00:00 2020 +0100`, in the author's own zone.
    static func date(_ time: Int64, offset: Int) -> String {
        let date = CivilDate(time, zone: offset)
        let weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][date.weekday]
        let month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][date.month - 1]
        return "\(weekday) \(month) \(date.day) \(date.time) \(date.year) \(CivilDate.zone(offset))"
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
