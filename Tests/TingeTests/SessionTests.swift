import Testing

@testable import TingeCLI

/// What a session keeps for the process's exit (`Session.leaveToExit`).
@Suite struct SessionTests {
    private final class Probe {}

    /// An object left to the exit lives as long as the session that holds it, and goes with it:
    /// a test's session, unlike the process's own, is released.
    @Test func whatIsLeftToExitGoesWithTheSession() {
        weak var kept: Probe?
        var session: Session? = Session(environment: [:])
        do {
            let probe = Probe()
            kept = probe
            session?.leaveToExit(probe)
        }
        #expect(kept != nil)
        session = nil
        #expect(kept == nil)
    }
}
