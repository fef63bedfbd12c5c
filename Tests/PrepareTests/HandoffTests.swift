import Dispatch
import Diff
import Prepare
import Synchronization
import Testing
import Threads

/// The handoff between the parsing thread and the painting one, and the windows it carries.
@Suite struct HandoffTests {
    @Test func valuesArriveInOrderAndTheSenderWaitsWhenTheReceiverIsBehind() {
        let handoff = Handoff<Int>(capacity: 2)
        let sent = Atomic<Int>(0)
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            for n in 0..<100 {
                handoff.send(n)
                sent.add(1, ordering: .relaxed)
            }
            handoff.send(nil)
            finished.signal()
        }
        // Nothing received yet: the sender stops two values ahead.
        while sent.load(ordering: .relaxed) < 2 {}
        usleepish()
        #expect(sent.load(ordering: .relaxed) == 2)
        var received: [Int] = []
        while let n = handoff.receive() { received.append(n) }
        finished.wait()
        #expect(received == Array(0..<100))
    }

    /// A large value is held in its slot, and its sender waits, until the receiver is done with
    /// it: the next value is not made meanwhile (a window of 40,000 lines is not followed by a
    /// second in memory).
    @Test func aHeldValueKeepsTheSenderWaitingUntilVacated() {
        let handoff = Handoff<Int>(capacity: 1, holds: { $0 >= 1000 })
        let sent = Atomic<Int>(0)
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            for n in [1, 1000, 2, 3] {
                handoff.send(n)
                sent.add(1, ordering: .relaxed)
            }
            handoff.send(nil)
            finished.signal()
        }
        #expect(handoff.receive() == 1)
        #expect(handoff.receive() == 1000)
        // 1000 is held: its sending has not ended, and 2 is not sent.
        while sent.load(ordering: .relaxed) < 1 {}
        usleepish()
        #expect(sent.load(ordering: .relaxed) == 1)
        handoff.vacate()
        var rest: [Int] = []
        while let n = handoff.receive() { rest.append(n) }
        finished.wait()
        #expect(rest == [2, 3])
        #expect(sent.load(ordering: .relaxed) == 4)
    }

    /// The sender of a held value is let go when the receiver is done with it, and when the
    /// receiver gives up instead (told so).
    @Test func aHeldValuesSenderIsLetGoByVacatingOrCancelling() {
        let handoff = Handoff<Int>(capacity: 1, holds: { $0 >= 1000 })
        let returned = Atomic<Int>(0)
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            #expect(handoff.send(1000))
            returned.add(1, ordering: .relaxed)
            #expect(!handoff.send(2000))
            returned.add(1, ordering: .relaxed)
            finished.signal()
        }
        #expect(handoff.receive() == 1000)
        usleepish()
        #expect(returned.load(ordering: .relaxed) == 0)
        handoff.vacate()
        #expect(handoff.receive() == 2000)
        while returned.load(ordering: .relaxed) < 1 {}
        usleepish()
        #expect(returned.load(ordering: .relaxed) == 1)
        // The receiver gives up instead of vacating: the sender is let go, and told so.
        handoff.cancel()
        finished.wait()
        #expect(returned.load(ordering: .relaxed) == 2)
    }

    @Test func aCancelledHandoffRefusesTheSenderAtOnce() {
        let handoff = Handoff<Int>(capacity: 1)
        #expect(handoff.send(1))
        handoff.cancel()
        #expect(!handoff.send(2))
        #expect(!handoff.send(3))
        #expect(handoff.receive() == 1)
    }

    /// The pipeline torn down early (the reader quit) drops a handoff with values still in it,
    /// and with its sender refused: that is no misuse (libdispatch traps on a semaphore released
    /// below the count it was made with).
    @Test func aHandoffDroppedWithValuesInFlightGoesQuietly() {
        for capacity in 1...3 {
            var handoff: Handoff<Int>? = Handoff<Int>(capacity: capacity)
            for n in 0..<capacity { #expect(handoff!.send(n)) }
            handoff!.cancel()
            #expect(!handoff!.send(99))
            handoff = nil
        }
    }

    @Test func aWindowOfFilesToPrepareIsFullAtItsFileLimitAndAnyWindowAtItsLineLimit() {
        let file = parsedFiles("diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n")[0]
        var prepared = Window(prepared: true)
        var painted = Window(prepared: false)
        for _ in 0..<Window.preparedFiles {
            #expect(!prepared.isFull)
            prepared.take(.file(file))
            painted.take(.file(file))
        }
        #expect(prepared.isFull)
        #expect(!painted.isFull)
        #expect(prepared.files.count == Window.preparedFiles)
        let line = InputLine(raw: Array("text".utf8))
        while !painted.isFull { painted.take(.text(line)) }
        #expect(painted.items.count == Window.lineLimit - Window.preparedFiles * (file.lineCount - 1))
    }

    /// A run's first window holds one file to prepare, or `firstLines` lines, so the first
    /// screen is painted early; each after it twice the one before, up to the steady limits.
    @Test func theFirstWindowsOfARunAreSmallAndGrowToTheSteadyLimits() {
        let file = parsedFiles("diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n")[0]
        #expect(Self.itemsPerWindow(prepared: true, .file(file)) == [1, 2, 4, 8, 16, 16, 16])
        // Windows only painted grow by lines alone.
        let linesPerWindow = Self.itemsPerWindow(prepared: false, .text(InputLine(raw: Array("text".utf8))))
        let first = Window.firstLines
        #expect(linesPerWindow == [first, 2 * first, 4 * first, 8 * first, Window.lineLimit, Window.lineLimit, Window.lineLimit])
    }

    /// How many of `item` each of a run's first seven windows takes before it is full.
    static func itemsPerWindow(prepared: Bool, _ item: DiffItem) -> [Int] {
        var window = Window.first(prepared: prepared)
        var counts: [Int] = []
        for _ in 0..<7 {
            var count = 0
            while !window.isFull {
                window.take(item)
                count += 1
            }
            counts.append(count)
            window = window.next()
        }
        return counts
    }

    /// Long enough for a sender that would not wait to run past its capacity.
    private func usleepish() {
        let until = DispatchTime.now().uptimeNanoseconds + 20_000_000
        while DispatchTime.now().uptimeNanoseconds < until {}
    }
}
