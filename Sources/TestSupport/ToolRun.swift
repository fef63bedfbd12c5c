import Foundation

/// Runs the built `tinge` (or any program) as a child process and captures what it did.
public struct ToolRun {
    /// The exit status.
    public let status: Int32
    /// Everything written to standard output.
    public let stdout: [UInt8]
    /// Everything written to standard error, as text.
    public let stderr: String

    /// Standard output as text.
    public var text: String { String(decoding: stdout, as: UTF8.self) }

    /// A run's result, from a process or from a run in this process (TingeTests' `InProcessRun`).
    public init(status: Int32, stdout: [UInt8], stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }

    /// The `tinge` binary built beside the test bundle.
    public static var tinge: String {
        var url = Bundle.main.bundleURL
        // swift test runs <bin>/<package>PackageTests.xctest; the products sit beside it.
        for _ in 0..<3 {
            let candidate = url.appendingPathComponent("tinge").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            url = url.deletingLastPathComponent()
        }
        let fromSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug/tinge").path
        return fromSource
    }

    /// Runs `tinge` with `arguments`, feeding `input` on stdin, in `directory`, with `environment`
    /// laid over a clean one (no color or pager settings from the caller's terminal leak in).
    public static func tinge(_ arguments: [String], input: [UInt8] = [], directory: String? = nil,
                             environment: [String: String] = [:]) throws -> ToolRun {
        try run(tinge, arguments, input: input, directory: directory, environment: environment)
    }

    /// The clean environment runs get, with `overrides` laid over it: no color or pager
    /// settings from the caller's terminal, a 256-color `TERM`, git's identity set.
    public static func environment(_ overrides: [String: String] = [:]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        for key in ["NO_COLOR", "COLORTERM", "PAGER", "TINGE_PAGER", "LESS", "COLORFGBG", "COLUMNS", "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE"] {
            env[key] = nil
        }
        env["TERM"] = "xterm-256color"
        env["GIT_AUTHOR_NAME"] = "Test Author"
        env["GIT_AUTHOR_EMAIL"] = "author@example.com"
        env["GIT_COMMITTER_NAME"] = "Test Committer"
        env["GIT_COMMITTER_EMAIL"] = "committer@example.com"
        env["GIT_CONFIG_NOSYSTEM"] = "1"
        for (k, v) in overrides { env[k] = v }
        return env
    }

    /// A program that exits before reading its input must not take the test run down with
    /// SIGPIPE: writing to it then fails (and is ignored) instead.
    private static let brokenPipesAreErrors: Void = { signal(SIGPIPE, SIG_IGN) }()

    /// Runs `program` (a path, or a name looked up on PATH) and waits for it.
    public static func run(_ program: String, _ arguments: [String], input: [UInt8] = [], directory: String? = nil,
                           environment: [String: String] = [:]) throws -> ToolRun {
        let process = Process()
        if program.contains("/") {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [program] + arguments
        }
        process.environment = Self.environment(environment)
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        _ = Self.brokenPipesAreErrors
        let inPipe = Pipe(), outPipe = Pipe()
        // Standard error goes to a file, so reading it needs no second reader thread.
        let errPath = FileManager.default.temporaryDirectory.appendingPathComponent("tinge-stderr-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        guard FileManager.default.createFile(atPath: errPath, contents: nil),
              let errHandle = FileHandle(forWritingAtPath: errPath) else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: errPath]) }
        defer { try? errHandle.close() }
        process.standardInput = inPipe
        process.standardOutput = outPipe
        process.standardError = errHandle
        try process.run()
        // Feed stdin and drain both outputs at once, so neither side blocks on a full pipe.
        // A program may stop reading early (it failed, or had enough): a closed pipe is no failure here.
        let writer = Thread {
            try? inPipe.fileHandleForWriting.write(contentsOf: Data(input))
            try? inPipe.fileHandleForWriting.close()
        }
        writer.start()
        let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errData = FileManager.default.contents(atPath: errPath) ?? Data()
        return ToolRun(status: process.terminationStatus, stdout: [UInt8](outData),
                       stderr: String(decoding: errData, as: UTF8.self))
    }
}
