#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Terminal
import TestSupport
import Theme

@testable import TingeCLI

/// Runs the command line in this process (`Tinge.main` with a `Session` of its own): standard
/// input, output and error are temporary files; the folder is the one asked for, else an empty
/// one of its own; `HOME` is an empty folder of its own unless the environment names one; the
/// environment is `ToolRun.environment`'s clean one. Nothing process-wide (the current folder,
/// the environment) is changed, so runs never race. The terminal is a `Screen` (none by
/// default) and a pager's output is kept (`paged`). For what needs no real git around tinge
/// (as its pager or diff filter), no less, tmux or shell; those run the built binary
/// (`ToolRun.tinge`). libgit2's own look for the global git config follows the process's
/// `HOME`, not the run's (libgit2 keeps one search path a process).
struct InProcessRun {
    /// The exit status.
    let status: Int32
    /// Everything written to standard output.
    let stdout: [UInt8]
    /// Everything written to standard error, as text.
    let stderr: String
    /// The pager started, if any: its command, its search and what it was given to show.
    let pager: PagerRun?

    /// Standard output as text.
    var text: String { String(decoding: stdout, as: UTF8.self) }

    /// What a run's pager was started as and given.
    struct PagerRun {
        let command: String
        let search: String?
        let environment: [String: String]
        let input: [UInt8]
        var text: String { String(decoding: input, as: UTF8.self) }
    }

    /// The terminal a run sees: none (the default) or one at standard output (and input) of
    /// `columns`, answering the background query with `background`.
    struct Screen {
        var outputIsTerminal = false
        var inputIsTerminal = false
        var columns: Int?
        var background: RGB?

        static let none = Screen()

        /// A terminal at standard output (input a pipe), `columns` wide.
        static func terminal(columns: Int? = 80, background: RGB? = nil) -> Screen {
            Screen(outputIsTerminal: true, columns: columns, background: background)
        }
    }

    /// Runs `tinge` as `run` does, for what `ToolRun.tinge` would give (the same type, so a test
    /// can compare either).
    static func tinge(_ arguments: [String], input: [UInt8] = [], directory: String? = nil,
                      environment: [String: String] = [:], screen: Screen = .none) throws -> ToolRun {
        let run = try run(arguments, input: input, directory: directory, environment: environment, screen: screen)
        return ToolRun(status: run.status, stdout: run.stdout, stderr: run.stderr)
    }

    /// Runs `tinge` with `arguments`, `input` on its standard input, in `directory` (nil: an
    /// empty folder of its own), `environment` laid over a clean one, on `screen`.
    static func run(_ arguments: [String], input: [UInt8] = [], directory: String? = nil,
                    environment: [String: String] = [:], screen: Screen = .none) throws -> InProcessRun {
        let stdin = try Scratch(input), stdout = try Scratch([]), stderr = try Scratch([])
        let own = directory == nil ? try TemporaryDirectory() : nil
        let home = environment["HOME"] == nil ? try TemporaryDirectory() : nil
        var env = ToolRun.environment(environment)
        if let home { env["HOME"] = home.path }
        let terminal = FakeTerminal(terminals: Set((screen.inputIsTerminal ? [stdin.descriptor] : [])
                                                   + (screen.outputIsTerminal ? [stdout.descriptor, stderr.descriptor] : [])),
                                    width: screen.columns, color: screen.background)
        let pagers = CapturingPagers()
        let session = Session(environment: env, directory: directory ?? own!.path, standardInput: stdin.descriptor,
                              standardOutput: stdout.descriptor, standardError: stderr.descriptor,
                              terminal: terminal, pagers: pagers)
        let status = Tinge.main(arguments, session)
        return InProcessRun(status: status, stdout: try stdout.contents(),
                            stderr: String(decoding: try stderr.contents(), as: UTF8.self), pager: try pagers.run())
    }

    /// A terminal that is the descriptors it is told, `width` wide, with the background `color`.
    private struct FakeTerminal: TerminalProbe {
        let terminals: Set<Int32>
        let width: Int?
        let color: RGB?

        func isTerminal(_ descriptor: Int32) -> Bool { terminals.contains(descriptor) }
        func columns(_ descriptor: Int32) -> Int? { terminals.contains(descriptor) ? width : nil }
        func background() -> RGB? { color }
    }

    /// Starts no process: what would be paged is written to a temporary file, kept for the test.
    private final class CapturingPagers: PagerLauncher, @unchecked Sendable {
        /// Set once, by the run's one thread that starts the pager.
        private var started: (command: String, search: String?, environment: [String: String], file: Scratch)?

        func start(_ command: String, search: String?, environment: [String: String],
                   output: Int32, error: Int32) throws(OutputError) -> any RunningPager {
            let file: Scratch
            do { file = try Scratch([]) } catch { throw .failed(errno: EIO) }
            started = (command, search, environment, file)
            return Captured(descriptor: file.descriptor)
        }

        func run() throws -> PagerRun? {
            guard let started else { return nil }
            return PagerRun(command: started.command, search: started.search, environment: started.environment,
                            input: try started.file.contents())
        }
    }

    /// The pager's end of a capture: finishing it waits for no one.
    private final class Captured: RunningPager {
        let descriptor: Int32
        init(descriptor: Int32) { self.descriptor = descriptor }
        func finish() {}
    }

    /// A temporary file, open for reading and writing, removed at once (only its descriptor
    /// names it), closed when done with.
    private final class Scratch {
        let descriptor: Int32

        init(_ bytes: [UInt8]) throws {
            var template = Array((NSTemporaryDirectory() + "/tinge-run-XXXXXX").utf8CString)
            descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
            var written = 0
            while written < bytes.count {
                let n = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                guard n > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                written += n
            }
            lseek(descriptor, 0, SEEK_SET)
        }

        deinit { close(descriptor) }

        /// Everything in the file.
        func contents() throws -> [UInt8] {
            lseek(descriptor, 0, SEEK_SET)
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard n >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                if n == 0 { return bytes }
                bytes += chunk[..<n]
            }
        }
    }
}
