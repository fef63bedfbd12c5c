import Foundation
import TestSupport
import Testing

/// The first screen shows while git is still writing the rest: the pager writes out its first
/// files as soon as they are painted, not once a full buffer of what follows them is.
@Suite struct FirstScreenTests {
    /// A diff of `count` files of a few dozen lines each, about 2 KB a file.
    static func diff(files count: Int) -> String {
        (0..<count).map { n in
            let removed = (0..<20).map { "-old line \($0) of file \(n), long enough to fill a row\n" }.joined()
            let added = (0..<20).map { "+new line \($0) of file \(n), long enough to fill a row\n" }.joined()
            return "diff --git a/file\(n).txt b/file\(n).txt\nindex 1111111..2222222 100644\n--- a/file\(n).txt\n"
                + "+++ b/file\(n).txt\n@@ -1,20 +1,20 @@\n" + removed + added
        }.joined()
    }

    /// Feeds the first part of a diff and keeps the input open: the first file must reach the
    /// output within the wait, before the input ends. Then the input ends and the run finishes.
    @Test(arguments: ["--color=always", "--color=always --context=hunk", "--color=never", "--color=always --side-by-side --width=160"])
    func theFirstFilesAreWrittenBeforeTheInputEnds(mode: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ToolRun.tinge)
        process.arguments = mode.split(separator: " ").map(String.init) + ["--paging=never"]
        process.environment = ToolRun.environment(["COLORTERM": "truecolor"])
        let dir = try TemporaryDirectory()
        process.currentDirectoryURL = URL(fileURLWithPath: dir.path)
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        // Four files: beyond the first window (one file) and the first batch of lines (4 KB),
        // far below the 64 KB the writer otherwise waits for.
        try input.fileHandleForWriting.write(contentsOf: Data(Self.diff(files: 4).utf8))
        let early = Self.read(output.fileHandleForReading.fileDescriptor, until: "file0.txt", seconds: 20)
        #expect(ANSIColors.text(String(decoding: early, as: UTF8.self)).contains("file0.txt"),
                "\(mode): nothing of the first file came out while the input was open")

        try input.fileHandleForWriting.close()
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let all = ANSIColors.text(String(decoding: early + [UInt8](rest), as: UTF8.self))
        #expect(all.contains("file3.txt") && all.contains("new line 19 of file 3"), "\(mode): the end of the diff is missing")
    }

    /// What `descriptor` gives until its text holds `wanted` or `seconds` pass without it.
    static func read(_ descriptor: Int32, until wanted: String, seconds: Double) -> [UInt8] {
        var got: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while Date() < deadline, !ANSIColors.text(String(decoding: got, as: UTF8.self)).contains(wanted) {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 100) > 0 else { continue }
            let n = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            got += buffer[..<n]
        }
        return got
    }
}
