import Diff
import FuzzSupport

/// The diff parser on any input, read as items and as events.
///
/// Invariants: no line is dropped, repeated or reordered (the lines of the items, and of the
/// events, are the input's, byte for byte, with their newlines); the events follow their grammar
/// (a header, then hunks, each with its lines, then the file's end); items and events tell the
/// same story; lines fed as slices of one block and as arrays of their own read the same; a
/// hunk's lines agree with its header (kinds with markers, counts within the ranges, numbers
/// counting up from the starts; after the markers no more SGRs cut than git writes); a line's
/// color-free form is the line with only git's SGRs cut
/// (nothing at all cut from input git did not color), and its text is that form less its graph.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lines = inputLines(bytes)
    let items = parseItems(lines)
    let story = ParseStory(items)
    checkLines(story.lines, lines, "items")
    checkViews(story.lines, colored: GitSGR.inputIsColored(lines.map(\.line)))
    for case .file(let file) in items { checkHunks(file) }

    let events = parseEvents(lines)
    let fromEvents = ParseStory(events: events)
    checkLines(fromEvents.lines, lines, "events")
    Invariant.check(fromEvents.summary == story.summary, "events and items differ:\n\(fromEvents.summary)\n\(story.summary)")

    // As the pager reads: lines where they sit in the input, ordinary hunk lines by the run.
    let fromBlock = ParseStory(events: parseBlockEvents(bytes, lines))
    checkLines(fromBlock.lines, lines, "events by the run")
    Invariant.check(fromBlock.summary == story.summary, "events by the run and items differ:\n\(fromBlock.summary)\n\(story.summary)")

    // Each line an array of its own, as native diffs and tests feed them.
    let copied = ParseStory(parseItems(lines.map { (Array($0.line)[...], $0.hasNewline) }))
    Invariant.check(copied.summary == story.summary, "lines fed as arrays of their own read otherwise")
    return 0
}

func parseItems(_ lines: [(line: ArraySlice<UInt8>, hasNewline: Bool)]) -> [DiffItem] {
    var parser = DiffParser()
    var items: [DiffItem] = []
    for (line, hasNewline) in lines { parser.feed(line, hasNewline: hasNewline) { items.append($0) } }
    parser.finish { items.append($0) }
    return items
}

func parseEvents(_ lines: [(line: ArraySlice<UInt8>, hasNewline: Bool)]) -> [DiffEvent] {
    var parser = DiffParser()
    var events: [DiffEvent] = []
    for (line, hasNewline) in lines { parser.feedEvents(line, hasNewline: hasNewline) { events.append($0) } }
    parser.finishEvents { events.append($0) }
    return events
}

/// The events of `lines`, slices of `bytes`, read as the pager reads them (`BlockParser`).
func parseBlockEvents(_ bytes: [UInt8], _ lines: [(line: ArraySlice<UInt8>, hasNewline: Bool)]) -> [DiffEvent] {
    var parser = BlockParser(DiffParser())
    var events: [DiffEvent] = []
    for (line, hasNewline) in lines {
        parser.feed(bytes, line.startIndex..<line.endIndex, hasNewline: hasNewline) { events.append($0) }
    }
    parser.finish { events.append($0) }
    return events
}

/// The lines a parse handed on, in order, and a summary of everything it said about them.
struct ParseStory {
    var lines: [InputLine] = []
    var summary: [String] = []

    init(_ items: [DiffItem]) {
        for item in items {
            switch item {
            case .commit(let line, let commit): add(line, "commit \(commit)")
            case .text(let line): add(line, "text")
            case .file(let file):
                header(file.header)
                for hunk in file.hunks {
                    self.hunk(hunk)
                    for line in hunk.lines { self.line(line) }
                }
                summary.append("end of file")
            }
        }
    }

    /// The story of events, which must follow their grammar.
    init(events: [DiffEvent]) {
        enum Place { case outside, header, hunk }
        var place = Place.outside
        for event in events {
            switch event {
            case .commit(let line, let commit):
                Invariant.check(place == .outside, "a commit inside a file")
                add(line, "commit \(commit)")
            case .text(let line):
                Invariant.check(place == .outside, "text inside a file")
                add(line, "text")
            case .header(let h):
                Invariant.check(place == .outside, "a header inside a file")
                header(h)
                place = .header
            case .hunk(let h):
                Invariant.check(place != .outside, "a hunk outside a file")
                hunk(h)
                place = .hunk
            case .line(let l):
                Invariant.check(place == .hunk, "a hunk line outside a hunk")
                line(l)
            case .lines(let run):
                Invariant.check(place == .hunk && !run.bytes.isEmpty, "a run outside a hunk, or empty")
                run.forEachLine { l in line(l) }
            case .endOfFile:
                Invariant.check(place != .outside, "the end of a file that did not start")
                summary.append("end of file")
                place = .outside
            }
        }
        Invariant.check(place == .outside, "a file left open at the end")
    }

    mutating func add(_ line: InputLine, _ what: String) {
        lines.append(line)
        summary.append("\(what) \(quoted(line.raw)) plain \(quoted(line.plain)) graph \(line.graphCount) \(line.keepsColors)")
    }

    mutating func header(_ h: FileHeader) {
        summary.append("header \(String(reflecting: h.oldPath)) \(String(reflecting: h.newPath)) \(h.oldIds) \(String(reflecting: h.newId)) "
                       + "\(String(reflecting: h.oldMode)) \(String(reflecting: h.newMode)) \(h.status) \(h.isBinary) \(h.isPlainDiff)")
        for line in h.lines { add(line, "header line") }
    }

    mutating func hunk(_ h: Hunk) {
        add(h.headerLine, "hunk \(h.header.old.map { "\($0.start),\($0.count)" }) \(h.header.new.start),\(h.header.new.count) \(quoted(h.header.context))")
    }

    mutating func line(_ l: HunkLine) {
        add(l.line, "line \(l.kind) \(l.markerCount) \(String(reflecting: l.oldNumber)) \(String(reflecting: l.newNumber))")
    }
}

func checkLines(_ read: [InputLine], _ lines: [(line: ArraySlice<UInt8>, hasNewline: Bool)], _ how: String) {
    Invariant.check(read.count == lines.count, "\(how): \(read.count) lines handed on of \(lines.count)")
    for (k, (r, l)) in zip(read, lines).enumerated() {
        Invariant.check(r.raw.elementsEqual(l.line) && r.hasNewline == l.hasNewline,
                        "\(how): line \(k + 1) is \(quoted(r.raw)) (newline \(r.hasNewline)), not \(quoted(l.line)) (newline \(l.hasNewline))")
    }
}

/// The color-free form is the raw line with git's SGRs cut, and only those; the text is it less the graph.
func checkViews(_ read: [InputLine], colored: Bool) {
    for (k, line) in read.enumerated() {
        let raw = Array(line.raw)
        let plain = Array(line.plain)
        Invariant.check(line.text.elementsEqual(plain.dropFirst(line.graphCount)), "line \(k + 1): text is not the plain form less the graph")
        Invariant.check(line.graph.allSatisfy { [0x20, 0x7C, 0x2A, 0x2F, 0x5C, 0x5F, 0x2E, 0x2D].contains($0) },
                        "line \(k + 1): graph \(quoted(line.graph)) holds more than drawing")
        if !colored {
            Invariant.check(plain == raw, "line \(k + 1): input git did not color lost \(quoted(raw)) → \(quoted(plain))")
            continue
        }
        let sgrs = GitSGR.sequences(in: raw)
        Invariant.check(isCut(raw, plain, sgrs.map(\.range)), "line \(k + 1): \(quoted(plain)) is not \(quoted(raw)) with some of git's colors cut")
    }
}

/// After a hunk line's markers git writes its reset and one SGR, a reset and one SGR around each
/// stretch of whitespace it marks (only blanks lie between), and one reset at the end (issue 21):
/// no more SGRs than that are cut from the line's text, the rest are the file's.
func checkGitsShare(_ line: InputLine, markers: Int, _ what: String) {
    let raw = Array(line.raw)
    let plain = Array(line.plain)
    let cut = GitSGR.sequences(in: raw).count - GitSGR.sequences(in: plain).count
    // Those before the text: the graph's and the marker's, any number.
    let start = GitColors.offset(ofText: line.graphCount + markers, in: line.raw)
    let before = GitSGR.sequences(in: Array(line.raw[..<start])).count
    let blanks = line.text.dropFirst(markers).filter { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }.count
    Invariant.check(cut - before <= 3 + 2 * (blanks + 1), "\(what): \(cut - before) SGRs cut after the markers")
}

/// Whether `plain` is `raw` less some of the sequences at `removable`.
func isCut(_ raw: [UInt8], _ plain: [UInt8], _ removable: [Range<Int>]) -> Bool {
    var starts: [Int: Int] = [:]
    for r in removable { starts[r.lowerBound] = r.upperBound }
    var positions: Set<Int> = [0]
    var i = 0
    while i < raw.count {
        var next: Set<Int> = []
        if let end = starts[i] {
            for p in positions {
                next.insert(p)
                if p + (end - i) <= plain.count, plain[p..<(p + end - i)].elementsEqual(raw[i..<end]) { next.insert(p + end - i) }
            }
            i = end
        } else {
            for p in positions where p < plain.count && plain[p] == raw[i] { next.insert(p + 1) }
            i += 1
        }
        if next.isEmpty { return false }
        positions = next
    }
    return positions.contains(plain.count)
}

/// A hunk's lines agree with its header.
func checkHunks(_ file: FileDiff) {
    let parents = file.header.parents
    Invariant.check(parents >= 1, "a file with \(parents) parents")
    for hunk in file.hunks {
        let h = hunk.header
        Invariant.check(!h.old.isEmpty && h.old.count <= parents, "a hunk with \(h.old.count) old sides in a file of \(parents) parents")
        Invariant.check(hunk.headerLine.text.suffix(h.context.count).elementsEqual(h.context),
                        "the hunk's function \(quoted(h.context)) does not end its line \(quoted(hunk.headerLine.text))")
        var oldSeen = 0
        var newSeen = 0
        for line in hunk.lines {
            let markers = Array(line.markers)
            let what = "hunk line \(quoted(line.line.raw)) (\(line.kind), \(line.markerCount) markers) under \(quoted(hunk.headerLine.raw))"
            switch line.kind {
            case .noNewline:
                Invariant.check(line.line.text.first == 0x5C, "\(what): not a backslash line")
                continue
            case .context:
                Invariant.check(markers.allSatisfy { $0 == 0x20 } && (line.markerCount == h.old.count
                    || (line.markerCount == 0 && (line.line.text.isEmpty || line.line.text.elementsEqual([0x0D])))), "\(what): context markers")
            case .added:
                Invariant.check(line.markerCount == h.old.count && markers.contains(0x2B) && !markers.contains(0x2D), "\(what): added markers")
            case .removed:
                Invariant.check(line.markerCount == h.old.count && markers.contains(0x2D) && !markers.contains(0x2B), "\(what): removed markers")
            }
            // In the first old side: a single parent's context or removed line; in a combined
            // diff, a line whose first column says so (`-` for a removed line, a space otherwise).
            let inFirst = h.old.count == 1 || line.markerCount == 0 ? line.kind != .added
                : markers.first == (line.kind == .removed ? 0x2D : 0x20)
            let inNew = line.kind != .removed
            Invariant.check((line.oldNumber != nil) == inFirst, "\(what): old number \(String(reflecting: line.oldNumber))")
            Invariant.check((line.newNumber != nil) == inNew, "\(what): new number \(String(reflecting: line.newNumber))")
            if let n = line.oldNumber, h.old.count == 1 {
                Invariant.check(n == h.old[0].start + oldSeen, "\(what): old number \(n), not \(h.old[0].start + oldSeen)")
            }
            if let n = line.newNumber {
                Invariant.check(n == h.new.start + newSeen, "\(what): new number \(n), not \(h.new.start + newSeen)")
            }
            if line.oldNumber != nil { oldSeen += 1 }
            if inNew { newSeen += 1 }
            checkGitsShare(line.line, markers: line.markerCount, what)
        }
        Invariant.check(newSeen <= h.new.count, "a hunk with \(newSeen) new lines, over its count \(h.new.count): \(quoted(hunk.headerLine.raw))")
        if h.old.count == 1 {
            Invariant.check(oldSeen <= h.old[0].count, "a hunk with \(oldSeen) old lines, over its count \(h.old[0].count): \(quoted(hunk.headerLine.raw))")
        }
    }
}

@_cdecl("FuzzDiffParser_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzz(data ?? emptyInput, size) }
}
