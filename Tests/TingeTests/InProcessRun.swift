#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TestSupport

@testable import TingeCLI

/// Runs the command line in this process (`Tinge.main` with a `Session` of its own): standard
/// input, output and error are temporary files, the environment is `ToolRun.environment`'s clean
/// one. For what needs no real git, less, tmux or shell around tinge; those run the built binary
/// (`ToolRun.tinge`).
struct InProcessRun {
    /// The exit status.
    let status: Int32
    /// Everything written to standard output.
    let stdout: [UInt8]
    /// Everything written to standard error, as text.
    let stderr: String

    /// Standard output as text.
    var text: String { String(decoding: stdout, as: UTF8.self) }

    /// Runs `tinge` with `arguments`, `input` on its standard input, `environment` laid over a
    /// clean one, in the current folder.
    static func tinge(_ arguments: [String], input: [UInt8] = [], environment: [String: String] = [:]) throws -> InProcessRun {
        let stdin = try Scratch(input), stdout = try Scratch([]), stderr = try Scratch([])
        let session = Session(environment: ToolRun.environment(environment), standardInput: stdin.descriptor,
                              standardOutput: stdout.descriptor, standardError: stderr.descriptor)
        let status = Tinge.main(arguments, session)
        return InProcessRun(status: status, stdout: try stdout.contents(),
                            stderr: String(decoding: try stderr.contents(), as: UTF8.self))
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
