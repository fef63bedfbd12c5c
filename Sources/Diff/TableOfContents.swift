/// A commit's files as its table of contents lists them (`--toc`): each file's header and how
/// many lines its patch adds and removes. Counted from the patch itself, as `--stat` would count
/// them, so it needs no repository and works on a diff read from a pipe.
package struct TableOfContents: Sendable {
    /// One file of the list.
    public struct Entry: Sendable {
        /// The file's header: its names, its status, whether it is binary.
        public var header: FileHeader
        /// Lines its hunks add.
        public var added: Int
        /// Lines its hunks remove.
        public var removed: Int

        public init(header: FileHeader, added: Int, removed: Int) {
            self.header = header
            self.added = added
            self.removed = removed
        }

        /// The file's lines counted: in a combined diff of a merge, a line is added or removed
        /// as its kind says (against the parents together), as the painter shows it.
        public init(_ file: FileDiff) {
            var added = 0, removed = 0
            for hunk in file.hunks {
                for line in hunk.lines {
                    switch line.kind {
                    case .added: added += 1
                    case .removed: removed += 1
                    case .context, .noNewline: break
                    }
                }
            }
            self.init(header: file.header, added: added, removed: removed)
        }

        /// Whether git said the file is binary: its lines are not counted.
        public var isBinary: Bool { header.isBinary }
    }

    /// The files, in the order their diffs come.
    package var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    public init(_ files: some Sequence<FileDiff>) {
        entries = files.map(Entry.init)
    }

    /// Lines added in all the files (binary ones count none).
    public var added: Int { entries.reduce(0) { $0 + $1.added } }
    /// Lines removed in all the files.
    public var removed: Int { entries.reduce(0) { $0 + $1.removed } }

    /// git's summary line, without its leading space: `3 files changed, 12 insertions(+), 4
    /// deletions(-)`; a count of none is left out, unless both are none.
    public var summary: String {
        let files = entries.count
        var text = "\(files) file\(files == 1 ? "" : "s") changed"
        let (added, removed) = (self.added, self.removed)
        if added > 0 || removed == 0 { text += ", \(added) insertion\(added == 1 ? "" : "s")(+)" }
        if removed > 0 || added == 0 { text += ", \(removed) deletion\(removed == 1 ? "" : "s")(-)" }
        return text
    }
}
