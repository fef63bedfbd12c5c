import Prepare
import Testing

@Suite struct WindowsInFlightTests {
    /// Windows of `sizes` lines taken in turn: how many were painted at each.
    private func painted(_ sizes: [Int]) -> [Int] {
        var budget = WindowsInFlight()
        return sizes.map { budget.take($0) }
    }

    @Test func smallWindowsArePreparedDepthAhead() {
        let small = Window.lineLimit / 4
        #expect(painted(Array(repeating: small, count: 6)) == [0, 0, 0, 1, 1, 1])
    }

    @Test func fullWindowsFillTheLinesThenGoOneByOne() {
        let full = Window.lineLimit
        #expect(painted([full, full, full, full, full]) == [0, 0, 0, 1, 1])
    }

    @Test func aWindowOverTheLinesIsPreparedAlone() {
        let small = 100, huge = 40_000
        // The three before it are painted first; the next waits for it.
        #expect(painted([small, small, small, huge, small, small]) == [0, 0, 0, 3, 1, 0])
        // Two huge ones never are in preparation together.
        #expect(painted([huge, huge, huge]) == [0, 1, 1])
    }

    @Test func linesOverTheBudgetAreLetGoOfOldestFirst() {
        let half = WindowsInFlight.lines / 2 + 1
        #expect(painted([half, half, 10, half]) == [0, 1, 0, 1])
    }

    /// A window painted early (the output's first screens) leaves the budget: its lines and its
    /// place among the `depth` no longer count.
    @Test func aWindowPaintedEarlyIsLetGoOf() {
        let half = WindowsInFlight.lines / 2 + 1
        var budget = WindowsInFlight()
        #expect(budget.take(half) == 0)
        budget.paintedOldest()
        #expect(budget.take(half) == 0)
        #expect(budget.take(10) == 0)
        #expect(budget.take(10) == 0)
        // Three held (half, 10, 10): a fourth lets the oldest go.
        #expect(budget.take(10) == 1)
    }
}
