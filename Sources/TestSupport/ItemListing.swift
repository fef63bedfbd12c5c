import Diff

/// A readable listing of parsed items, one line per item, hunk and hunk line, for golden files.
public enum ItemListing {
    /// The listing of `items`; blob ids cut to `idLength` digits when given (to compare full ids
    /// with the abbreviated ones a diff's text has).
    public static func render(_ items: [DiffItem], idLength: Int? = nil) -> String {
        var out = ""
        for item in items {
            switch item {
            case .commit(let line, let c):
                var s = "commit \(c.id)"
                if let refs = c.refs { s += " refs=" + quote(Array(refs.utf8)) }
                if let subject = c.subject { s += " subject=" + quote(Array(subject.utf8)) }
                if c.oneline { s += " oneline" }
                out += s + suffix(line) + "\n"
            case .text(let line):
                out += "text " + quote(line.text) + suffix(line) + "\n"
            case .file(let file):
                out += fileLine(file.header, idLength) + "\n"
                for line in file.header.lines { out += "  header " + quote(line.text) + suffix(line) + "\n" }
                for hunk in file.hunks {
                    out += "  " + hunkLine(hunk) + suffix(hunk.headerLine) + "\n"
                    for l in hunk.lines { out += "    " + hunkLineText(l) + "\n" }
                }
            }
        }
        return out
    }

    private static func fileLine(_ h: FileHeader, _ idLength: Int?) -> String {
        var s = "file old=\(h.oldPath.map { quote(Array($0.utf8)) } ?? "-") new=\(h.newPath.map { quote(Array($0.utf8)) } ?? "-")"
        let cut = { (id: String) in idLength.map { String(id.prefix($0)) } ?? id }
        if !h.oldIds.isEmpty || h.newId != nil { s += " ids=\(h.oldIds.map(cut).joined(separator: ","))..\(h.newId.map(cut) ?? "")" }
        if h.oldMode != nil || h.newMode != nil { s += " modes=\(h.oldMode ?? "-")..\(h.newMode ?? "-")" }
        s += " status=" + status(h.status)
        if h.isBinary { s += " binary" }
        if h.isSubmodule { s += " submodule" }
        if h.parents != 1 { s += " parents=\(h.parents)" }
        if h.isPlainDiff { s += " plain" }
        return s + " header=\(h.lines.count)"
    }

    private static func status(_ s: FileStatus) -> String {
        switch s {
        case .modified: "modified"
        case .added: "added"
        case .deleted: "deleted"
        case .renamed(let n): "renamed(\(n.map(String.init) ?? "-"))"
        case .copied(let n): "copied(\(n.map(String.init) ?? "-"))"
        }
    }

    private static func hunkLine(_ hunk: Hunk) -> String {
        let h = hunk.header
        let olds = h.old.map { "-\($0.start),\($0.count)" }.joined(separator: " ")
        return "hunk \(olds) +\(h.new.start),\(h.new.count) ctx=" + quote(Array(h.context))
    }

    private static func hunkLineText(_ l: HunkLine) -> String {
        let kind: String
        switch l.kind {
        case .context: kind = "ctx "
        case .added: kind = "add "
        case .removed: kind = "del "
        case .noNewline: kind = "nonl"
        }
        let old = l.oldNumber.map(String.init) ?? "-"
        let new = l.newNumber.map(String.init) ?? "-"
        return "\(kind) [\(String(decoding: l.markers, as: UTF8.self))] old=\(old) new=\(new) " + quote(Array(l.content)) + suffix(l.line)
    }

    /// What the listing adds after a line: its graph prefix, and a missing newline.
    private static func suffix(_ line: InputLine) -> String {
        var s = ""
        if !line.graph.isEmpty { s += " graph=" + quote(line.graph) }
        if !line.hasNewline { s += " no-newline" }
        return s
    }

    /// `bytes` in double quotes: valid UTF-8 kept, controls and bad bytes escaped.
    /// `bytes` in double quotes: valid UTF-8 kept, controls and bad bytes escaped.
    public static func quote(_ bytes: ArraySlice<UInt8>) -> String { quote(Array(bytes)) }

    /// `bytes` in double quotes: valid UTF-8 kept, controls and bad bytes escaped.
    public static func quote(_ bytes: [UInt8]) -> String {
        var s = "\""
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let width = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC2 ? 2 : 0
            if width > 1, i + width <= bytes.count,
               let scalar = String(validating: bytes[i..<(i + width)], as: UTF8.self) {
                s += scalar
                i += width
                continue
            }
            switch b {
            case 0x22: s += "\\\""
            case 0x5C: s += "\\\\"
            case 0x09: s += "\\t"
            case 0x0D: s += "\\r"
            case 0x1B: s += "\\e"
            case 0x20..<0x7F: s += String(UnicodeScalar(b))
            default: s += "\\x" + String(b, radix: 16, uppercase: true).leftPadded(to: 2)
            }
            i += 1
        }
        return s + "\""
    }
}

extension String {
    fileprivate func leftPadded(to n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
