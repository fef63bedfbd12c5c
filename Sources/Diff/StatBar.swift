/// A `--stat` bar as git draws it: `columns` wide for the largest change, `largest` lines (added
/// and removed), every other change scaled to it. `git diff --stat` (Git's `DiffStat`) and the
/// table of contents (Render's `ContentsTable`) both draw theirs with it.
package struct StatBar: Sendable, Equatable {
    /// The bar's columns.
    public let columns: Int
    /// The largest change of a text file; bars are scaled to it.
    package let largest: Int

    public init(columns: Int, largest: Int) {
        self.columns = columns
        self.largest = largest
    }

    /// How many `+` and `-` a file's bar has: its counts as they are when the largest change
    /// fits, else scaled down so it does, each count that is not zero keeping one at least.
    public func split(added: Int, removed: Int) -> (plus: Int, minus: Int) {
        guard largest > columns else { return (added, removed) }
        var total = scaled(added + removed)
        if total < 2, added > 0, removed > 0 { total = 2 }
        if added < removed {
            let plus = scaled(added)
            return (plus, total - plus)
        }
        let minus = scaled(removed)
        return (total - minus, minus)
    }

    /// `count` scaled from `0...largest` to `0...columns`, as if one column shorter and then one
    /// added, so any change shows.
    private func scaled(_ count: Int) -> Int {
        count == 0 ? 0 : 1 + count * (columns - 1) / largest
    }
}
