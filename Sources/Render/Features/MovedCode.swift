import Diff
import Theme

/// Moved code (`--color-moved`): a line git marked as moved (read from its colors by the parser)
/// or that tinge's own detection marked (`MovedLines`, for `tinge diff/show/log`) sits on a tone
/// of its own, moved-removed or moved-added, in zebra's alternative for a block right after
/// another, dimmed inside a block by dimmed-zebra, and its marker takes the tone's face. The
/// painter asks here for every hunk line's tone and marker, so a line that was not moved is
/// painted as before.
extension LineTone {
    /// The tone of a hunk line of `kind`: the kind's, or a moved tone when it was marked moved.
    /// (The line's two fields, not the line: an initializer would take a copy of it.)
    init(_ kind: HunkLineKind, moved: MoveMark) {
        switch kind {
        case .added: self = Self.moved(moved, added: true) ?? .added
        case .removed: self = Self.moved(moved, added: false) ?? .removed
        case .context, .noNewline: self = .plain
        }
    }

    /// The moved tone of a changed line with `mark`; nil when it was not moved.
    private static func moved(_ mark: MoveMark, added: Bool) -> LineTone? {
        switch mark {
        case .notMoved: nil
        case .moved: added ? .movedAdded : .movedRemoved
        case .alternative: added ? .movedAddedAlternative : .movedRemovedAlternative
        // git's default dims both sides alike (its marker tells them apart).
        case .dimmed, .alternativeDimmed: .movedDimmed
        }
    }

    /// The face of the marker column (`+`, `-`) on a line of this tone; nil on a plain line.
    var markerRole: Role? {
        switch self {
        case .plain: nil
        case .added: .addedMarker
        case .removed: .removedMarker
        case .movedRemoved: .movedRemovedMarker
        case .movedAdded: .movedAddedMarker
        case .movedRemovedAlternative: .movedRemovedAlternativeMarker
        case .movedAddedAlternative: .movedAddedAlternativeMarker
        case .movedDimmed: .movedDimmedMarker
        }
    }
}
