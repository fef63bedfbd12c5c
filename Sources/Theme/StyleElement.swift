import Highlight

/// One of a theme's parts a user may restyle (`tinge.style.ELEMENT`, `--style ELEMENT=STYLE`),
/// by the name the user gives it: delta's where delta has the element (`minus`, `plus-emph`,
/// `file`, `hunk-header`, `line-number`, `commit`, `whitespace-error`), else tinge's own.
public struct StyleElement: Hashable, Sendable {
    /// What of the theme it restyles.
    public enum Part: Hashable, Sendable {
        /// The lines of a tone: their background, and the color of their code.
        case line(LineTone)
        /// Changed words on lines of a tone, laid over the line.
        case emphasis(LineTone)
        /// One of tinge's own parts.
        case role(Role)
        /// A search match, or the match a find is at.
        case mark(Mark)
    }

    public let name: String
    public let part: Part
    /// What it is, for `tinge help styles`.
    public let summary: String

    /// Whether its text is code, whose syntax colors `syntax` keeps.
    package var isCode: Bool {
        switch part {
        case .line, .emphasis: true
        case .role, .mark: false
        }
    }

    /// The element named `name` (in any case), if any.
    public static func named(_ name: String) -> StyleElement? {
        let lower = name.lowercased()
        return all.first { $0.name == lower }
    }

    /// Whether `spec` is one this element takes: `syntax` is for code lines alone.
    public func check(_ spec: StyleSpec) -> String? {
        spec.foreground == .syntax && !isCode ? "'syntax' is for code lines (minus, plus, …), not \(name)" : nil
    }

    /// Every element, in the order `tinge help styles` lists them.
    public static let all: [StyleElement] = {
        var all: [StyleElement] = []
        func add(_ name: String, _ part: Part, _ summary: String) { all.append(StyleElement(name: name, part: part, summary: summary)) }
        let tones: [(String, LineTone, Role, String)] = [
            ("minus", .removed, .removedMarker, "removed lines"),
            ("plus", .added, .addedMarker, "added lines"),
            ("moved-minus", .movedRemoved, .movedRemovedMarker, "moved code where it moved from"),
            ("moved-minus-alt", .movedRemovedAlternative, .movedRemovedAlternativeMarker, "the same, a block right after another"),
            ("moved-plus", .movedAdded, .movedAddedMarker, "moved code where it moved to"),
            ("moved-plus-alt", .movedAddedAlternative, .movedAddedAlternativeMarker, "the same, a block right after another"),
            ("moved-dimmed", .movedDimmed, .movedDimmedMarker, "moved code inside its block (dimmed-zebra)"),
        ]
        for (name, tone, marker, summary) in tones {
            add(name, .line(tone), summary)
            add(name + "-emph", .emphasis(tone), "changed words on them")
            add(name + "-marker", .role(marker), "their marker column")
        }
        let roles: [(String, Role, String)] = [
            ("file", .fileTitle, "a file's title line"),
            ("file-rule", .fileRule, "the rule under it"),
            ("file-meta", .fileMeta, "header lines kept under it (index, modes)"),
            ("hunk-header", .hunkHeader, "@@ -a,b +c,d @@ (the function after it stays code)"),
            ("line-number", .gutter, "line numbers and the gutter's bar"),
            ("commit", .commitID, "a commit's id"),
            ("commit-refs", .commitRefs, "its refs"),
            ("commit-meta", .commitMeta, "its Author: and Date: lines"),
            ("whitespace-error", .trailingWhitespace, "trailing whitespace on added lines"),
            ("no-newline", .noNewline, "\\ No newline at end of file"),
            ("notice", .notice, "tinge's notices and made-visible control characters"),
            ("line-marker", .lineMarker, "the marker of a line cut (→) or wrapped (↪)"),
            ("tab-marker", .tabMarker, "the → a changed tab starts with"),
            ("divider", .divider, "the rule between side-by-side panes"),
            ("conflict-marker", .conflictMarker, "a merge conflict's marker lines"),
            ("conflict-ours", .conflictOurs, "the marker column of our side"),
            ("conflict-base", .conflictBase, "of the merge base (diff3)"),
            ("conflict-theirs", .conflictTheirs, "of their side"),
            ("repeated-meta", .repeatedMeta, "a blame's author and date repeated from above"),
            ("uncommitted", .uncommitted, "a blame's id of a line not committed yet"),
            ("match-number", .matchNumber, "a search's number of a matching line"),
            ("error", .error, "a lint error's level word, caret and span"),
            ("warning", .warning, "a lint warning's"),
        ]
        for (name, role, summary) in roles { add(name, .role(role), summary) }
        add("search", .mark(.search), "a search's match, and highlight --mark")
        add("current-match", .mark(.currentMatch), "the match a find is at")
        return all
    }()
}
