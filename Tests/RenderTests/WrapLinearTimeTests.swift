import Render
import TestSupport
import Testing

/// Issue 21: wrapping a long line took time quadratic in its color runs, each row reading the
/// line's spans from the first (a 1 MB line 4 s, 2 MB 20 s, 10 MB over two minutes). A line of
/// many runs four times as long now wraps in about four times the time, side by side and
/// unified alike. The quickest of three runs is kept; the bound lies between linear and quadratic
/// growth, with slack for a shared machine.
@Suite(.serialized) struct WrapLinearTimeTests {
    static let scaling = 10.0
    static let slack = 0.05
    static let bytes = 64 * 1024

    /// Units whose lexing makes a run every byte or few, repeated along one added line.
    static let units: [(path: String, unit: String)] = [("a.py", "a+1*"), ("a.c", "x[0]=\"s\";"), ("a.txt", "\t\u{202E}é")]

    static let layouts: [(name: String, options: DiffPainter.Options)] = {
        var sideBySide = DiffPainter.Options()
        (sideBySide.sideBySide, sideBySide.width, sideBySide.wrap) = (true, 160, .always)
        var unified = DiffPainter.Options()
        (unified.width, unified.wrap, unified.maxLineLength) = (80, .always, 0)
        return [("side by side", sideBySide), ("unified", unified)]
    }()

    @Test("a long line of many color runs wraps in linear time", arguments: units.indices, layouts.indices)
    func wrapsInLinearTime(_ unit: Int, _ layout: Int) throws {
        let (path, text) = Self.units[unit]
        let (name, options) = Self.layouts[layout]
        let small = try Self.time(path, text, bytes: Self.bytes, options)
        let large = try Self.time(path, text, bytes: 4 * Self.bytes, options)
        #expect(large < Self.scaling * small + Self.slack, "\(name), \(path): \(small) s, four times as long \(large) s")
    }

    static func diff(_ path: String, _ unit: String, bytes: Int) -> String {
        let line = String(repeating: unit, count: bytes / unit.utf8.count)
        return "diff --git a/\(path) b/\(path)\n--- a/\(path)\n+++ b/\(path)\n@@ -1 +1 @@\n-x\n+\(line)\n"
    }

    /// The quickest of three paintings, in seconds of this thread's CPU.
    static func time(_ path: String, _ unit: String, bytes: Int, _ options: DiffPainter.Options) throws -> Double {
        let text = diff(path, unit, bytes: bytes)
        return try (0..<3).map { _ in
            try ThreadTime.measure { try DiffPainter.paint(text, to: RecordingBackend(), colored: true, options: options) }
        }.min()!
    }
}
