import Diff

extension DiffStat {
    /// How a stat's columns are shared out, as git shares them: the names get what the longest
    /// needs and the bars what the largest change needs, when that fits in the width; when it
    /// does not, the bars get at most 3/8 of it (6 columns at least) and the names the rest.
    struct Layout {
        /// The columns of the name part (longer names are cut, shorter ones padded).
        let nameWidth: Int
        /// The columns of the bar part.
        let graphWidth: Int
        /// The columns of the count (at least 3 when a binary file's `Bin` is shown).
        let numberWidth: Int
        /// The largest count of changed lines in a text file; bars are scaled to it.
        let maxChange: Int

        init(files: [File], names: [[UInt8]], width: Int) {
            var maxChange = 0, numberWidth = 0
            // The widest of `Unmerged` and `Bin 123 -> 456 bytes`, which take the bars' place.
            var wordsWidth = 0
            for file in files {
                switch file.change {
                case .unmerged:
                    wordsWidth = max(wordsWidth, 8)
                case .binary(let sizes):
                    // git counts the digits of the sizes even when it prints `Bin` alone (0 -> 0).
                    let digits = sizes.map { DiffStat.digits($0.old) + DiffStat.digits($0.new) } ?? 2
                    wordsWidth = max(wordsWidth, 14 + digits)
                    numberWidth = 3
                case .lines(let added, let deleted):
                    maxChange = max(maxChange, added + deleted)
                }
            }
            numberWidth = max(numberWidth, DiffStat.digits(maxChange))
            let longestName = names.map { DiffStat.columns($0[...]) }.max() ?? 0
            // At least 16 columns for the name and bars, and 6 for ` | `, the count's space
            // and the empty column at the end.
            let width = max(width, 16 + 6 + numberWidth)

            var graphWidth = maxChange + 4 > wordsWidth ? maxChange : wordsWidth - 4
            var nameWidth = longestName
            if nameWidth + numberWidth + 6 + graphWidth > width {
                let barShare = width * 3 / 8 - numberWidth - 6
                if graphWidth > barShare { graphWidth = max(6, barShare) }
                if nameWidth > width - numberWidth - 6 - graphWidth {
                    nameWidth = width - numberWidth - 6 - graphWidth
                } else {
                    graphWidth = width - numberWidth - 6 - nameWidth
                }
            }
            self.nameWidth = nameWidth
            self.graphWidth = graphWidth
            self.numberWidth = numberWidth
            self.maxChange = maxChange
        }

        /// How many `+` and `-` a file's bar has (`StatBar`).
        func bar(added: Int, deleted: Int) -> (plus: Int, minus: Int) {
            StatBar(columns: graphWidth, largest: maxChange).split(added: added, removed: deleted)
        }
    }
}
