// Editing speed of `HighlightedText`: `HighlightBenchmark edits FILE [EDITS]`.
//
// Opens FILE (Swift), lexes it whole, then applies EDITS (1,000) seeded random single-character
// inserts and deletes, each timed with the tokens of the lines it changed fetched, and prints
// the median and worst time per edit and the median number of lines re-lexed (the document's
// `relexedLineCount`). Then it opens a `/*` at the top, which re-lexes the whole file, and prints
// that re-lex's MB/s.
import Highlight

/// A SplitMix64 generator, so every run makes the same edits.
struct EditRandom {
    var state: UInt64 = 0x5EED

    mutating func below(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
    }
}

func median<T: Comparable>(_ values: [T]) -> T { values.sorted()[values.count / 2] }

func runEditBenchmark(_ path: String, edits: Int) {
    let bytes = readFile(path)
    var document = HighlightedText(bytes, language: .swift)
    _ = document.tokens(inLine: document.lineCount - 1)
    let characters = Array("/*\"'\n ax{}();.".utf8)
    var random = EditRandom()
    var times: [Double] = []
    var relexed: [Int] = []
    for _ in 0..<edits {
        let count = document.bytes.count
        let at = random.below(count)
        let insert = random.below(2) == 0
        let start = now()
        let changed = insert
            ? document.edit(replacing: at..<at, with: [characters[random.below(characters.count)]])
            : document.edit(replacing: at..<at + 1, with: [])
        for line in changed { _ = document.tokens(inLine: line) }
        times.append(now() - start)
        relexed.append(document.relexedLineCount)
    }
    let lines = document.lineCount
    // The `/*` goes into the file as it was, lexed whole; it re-lexes down to the first `*/`.
    var fresh = HighlightedText(bytes, language: .swift)
    _ = fresh.tokens(inLine: fresh.lineCount - 1)
    let start = now()
    let changed = fresh.edit(replacing: 0..<0, with: "/*")
    let reopen = now() - start
    let size = Double(fresh.byteRange(ofLine: changed.upperBound - 1).upperBound) / 1_000_000
    // For comparison, in the same run: a whole lex of the same text, tokens kept.
    let wholeStart = now()
    _ = fresh.highlighter.tokens(in: fresh.bytes)
    let whole = now() - wholeStart
    print("\(path)\t\(lines) lines\t\(edits) edits\tmedian \(fixed(median(times) * 1e6, 1)) µs\t"
        + "worst \(fixed(times.max()! * 1e6, 1)) µs\tmedian \(median(relexed)) lines re-lexed")
    print("opening /* at the top\t\(changed.count) lines re-lexed\t\(fixed(size, 2)) MB\t\(fixed(reopen * 1e3, 2)) ms\t"
        + "\(fixed(size / reopen, 0)) MB/s\t(a whole lex of it: \(fixed(Double(fresh.bytes.count) / 1e6 / whole, 0)) MB/s)")
}
