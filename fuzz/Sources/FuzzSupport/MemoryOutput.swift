#if canImport(Glibc)
import Glibc
#endif
import Terminal

/// An `OutputWriter` whose output can be read back: it writes to a file of its own that no
/// name points to, emptied before each use.
public final class MemoryOutput {
    private let descriptor: Int32

    public init() {
        var template = Array("/tmp/tinge-fuzz-XXXXXX".utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        Invariant.check(descriptor >= 0, "cannot make a scratch file")
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    }

    deinit { close(descriptor) }

    /// A fresh writer into the emptied file.
    public func writer() -> OutputWriter {
        _ = ftruncate(descriptor, 0)
        _ = lseek(descriptor, 0, SEEK_SET)
        return OutputWriter(descriptor: descriptor)
    }

    /// Everything `writer` wrote (it is flushed first).
    public func bytes(of writer: OutputWriter) -> [UInt8] {
        do { try writer.flush() } catch { Invariant.fail("writing to the scratch file failed: \(error)") }
        let size = Int(lseek(descriptor, 0, SEEK_END))
        _ = lseek(descriptor, 0, SEEK_SET)
        var out = [UInt8](repeating: 0, count: size)
        var done = 0
        while done < size {
            let n = out.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + done, size - done) }
            if n <= 0 { break }
            done += n
        }
        return out
    }

    /// What `body` writes to a fresh writer.
    public func capture(_ body: (OutputWriter) throws -> Void) -> [UInt8] {
        let w = writer()
        do { try body(w) } catch { Invariant.fail("painting failed: \(error)") }
        return bytes(of: w)
    }
}
