import Foundation

/// Golden files: expected output kept beside the test that checks it, re-recorded with `TINGE_RECORD=1`.
///
/// Recording writes the file and still counts as a failure, so a recorded golden file is
/// always looked at (and reviewed by eye) before a run can pass.
public enum Golden {
    /// Whether this run re-records golden files.
    public static var recording: Bool { ProcessInfo.processInfo.environment["TINGE_RECORD"] == "1" }

    /// Nil when `actual` equals the golden file at `path`; otherwise a message saying why not.
    public static func mismatch(_ actual: String, path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        if recording {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            return "recorded \(path); review it and run again without TINGE_RECORD"
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return "no golden file at \(path); record it with TINGE_RECORD=1"
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected == actual { return nil }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let n = zip(a, e).prefix(while: { $0 == $1 }).count
        let got = n < a.count ? String(a[n]) : "<end>"
        let want = n < e.count ? String(e[n]) : "<end>"
        return "\(path): first difference at line \(n + 1)\n  expected: \(want)\n  actual:   \(got)"
    }

    /// The directory that holds the file at `filePath` (pass `#filePath`).
    public static func directory(of filePath: String) -> String {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().path
    }
}
