import CMalloc
import Dispatch
import Diff
import Prepare
import Render
import Terminal
import Synchronization
import Threads

/// Prepares and paints windows of parsed items on a thread of its own, in order, while the
/// parser reads on: a window's files are prepared on every core while the one before is painted.
/// With nothing to prepare (no colors), it paints runs of the parser's events instead.
final class PaintingStage: @unchecked Sendable {
    /// Thrown into the parser's loop when the stage has stopped taking windows.
    struct Stopped: Error {}

    /// What the parser hands over at once.
    enum Batch {
        case window(Window)
        /// Events of a diff read line by line, when nothing is prepared.
        case events(EventBatch)
    }

    /// A large window is painted before the parser goes on: were the next one as large (a
    /// commit that updates every translation), two would be held at once.
    private let handoff = Handoff<Batch>(capacity: 1, holds: PaintingStage.isLarge)
    private let done = DispatchSemaphore(value: 0)
    /// Batches of events painted, for the parser to fill again: their memory is mapped and
    /// touched already, where a fresh batch of a few hundred kilobytes was mapped, faulted in a
    /// page at a time and unmapped, each time.
    private let spareBatches = Mutex<[EventBatch]>([])
    private var painter: DiffPainter
    private let preparer: Preparer?
    private let output: Output
    private var failure: Error?

    init(painter: DiffPainter, preparer: Preparer?, output: Output) {
        self.painter = painter
        self.preparer = preparer
        self.output = output
        OwnThread.start { [self] in
            do {
                try run()
            } catch {
                failure = error
                // The parser's next send (or the one it waits in) returns false: it stops.
                handoff.cancel()
            }
            done.signal()
        }
    }

    /// Hands a window on; false once the stage has stopped (the reader went away).
    @discardableResult
    func send(_ window: Window) -> Bool {
        handoff.send(.window(window))
    }

    /// An empty batch of events to fill: one painted already when there is one, its events
    /// dropped here, by the thread that fills it (`EventBatch`).
    func emptyBatch() -> EventBatch {
        guard let painted = spareBatches.withLock({ $0.popLast() }) else { return EventBatch(capacity: DiffPipeline.eventRun) }
        painted.removeAll()
        return painted
    }

    /// Hands a run of events on; false once the stage has stopped.
    @discardableResult
    func send(_ events: EventBatch) -> Bool {
        handoff.send(.events(events))
    }

    /// Ends the input, waits for everything to be painted and written, and reports how it
    /// went: a closed pipe (the user quit the pager) ends quietly.
    func finish() throws {
        handoff.send(nil)
        done.wait()
        switch failure {
        case nil:
            try output.finish()
        case OutputError.closedPipe?:
            // A git command feeding us then ends as it does when less is quit early, rather than
            // running on to produce unread output.
            output.abandon()
        case let error?:
            output.abandon()
            throw error
        }
    }

    private func run() throws {
        guard let preparer else {
            while let batch = handoff.receive() {
                switch batch {
                case .window(let window): try paint(window, nil)
                case .events(let events): try paint(events)
                }
                if Self.isLarge(batch) { handoff.vacate() }
            }
            return try painter.finish()
        }
        // A few windows are prepared at once: one large file then does not leave the other
        // cores idle until the next window starts; how many, `WindowsInFlight` says.
        var inFlight: [(window: Window, prepared: Preparation)] = []
        var budget = WindowsInFlight()
        while true {
            // While the output is young, a window is painted as soon as nothing waits behind it,
            // not kept in preparation beside the next: the first screen shows while git (or
            // libgit2) still makes the rest. Past the first screens, up to `depth` are kept.
            while output.writer.isStarting, !inFlight.isEmpty, handoff.isEmpty {
                let oldest = inFlight.removeFirst()
                budget.paintedOldest()
                try paint(oldest.window, oldest.prepared)
            }
            guard let batch = handoff.receive() else { break }
            guard case .window(let window) = batch else { continue }
            // The windows the budget lets go of are painted before the next is prepared, not
            // while it is: a window of 40,000 lines (a translation's update) is then never
            // held, prepared, beside another being prepared.
            for _ in 0..<budget.take(window.lines) {
                let oldest = inFlight.removeFirst()
                try paint(oldest.window, oldest.prepared)
            }
            inFlight.append((window, Preparation(window.files, preparer)))
            // A large window (a file of over 8,000 lines, a translation's update) is painted
            // before the next is received, and holds its place in the handoff meanwhile: the
            // parser waits until it is painted (`handoff`), so no second of that size is read.
            if Self.isLarge(batch) {
                for (window, prepared) in inFlight { try paint(window, prepared) }
                inFlight.removeAll()
                budget = WindowsInFlight()
                tinge_malloc_give_back()
                handoff.vacate()
            }
        }
        for (window, prepared) in inFlight { try paint(window, prepared) }
        try painter.finish()
    }

    /// Whether a batch is a large window: twice the lines a window is full at, which only a
    /// large file makes (files go whole into windows). Three of them at once, prepared, waiting
    /// and being parsed, made a long log's peak.
    private static func isLarge(_ batch: Batch) -> Bool {
        if case .window(let window) = batch { window.lines > 2 * Window.lineLimit } else { false }
    }

    /// Paints a batch of events with the painter held in a local for the loop: a stored
    /// property of a class is checked for exclusive access at each use, a local is not.
    private func paint(_ events: EventBatch) throws {
        var local = painter
        defer { painter = local }
        try events.forEach { (event) throws(OutputError) in try local.paint(event) }
        try output.writer.flushWhileStarting()
        // The handoff holds one batch, the parser fills another: two are ever wanted again.
        spareBatches.withLock { if $0.count < 2 { $0.append(events) } }
    }

    /// Paints a window, each file with what `prepared` made of it (none: uncolored), waiting
    /// for each file in turn.
    private func paint(_ window: Window, _ prepared: Preparation?) throws {
        var n = 0
        for item in window.items {
            try painter.paint(item) {
                defer { n += 1 }
                return prepared?.take(n) ?? .uncolored
            }
        }
        try output.writer.flushWhileStarting()
    }
}

extension DiffPainter {
    /// Paints one item of a diff; a file with what `prepared` gives for it (the files' in order).
    mutating func paint(_ item: DiffItem, prepared: () -> PreparedFile) throws {
        switch item {
        case .commit(let line, let commit): try paintCommit(line, commit)
        case .text(let line): try paintText(line)
        case .file(let file): try paintFile(file, prepared())
        }
    }
}
