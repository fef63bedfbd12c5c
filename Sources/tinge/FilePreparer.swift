import Dispatch
import Diff
import Highlight
import Render
import Synchronization

/// What a file needs before it is painted: its language, its hunk lines' tokens, the words to emphasize.
struct PreparedFile: @unchecked Sendable {
    let language: Language
    let tokens: HunkTokens?
    let emphasis: [[[Range<Int>]]]?
}

/// Prepares files on all cores: each worker has its own repository handle (libgit2 objects are
/// not shared between threads); the lexed sides are shared through one locked cache.
final class FilePreparer: @unchecked Sendable {
    /// A window is prepared once it holds this many files, or this many lines.
    static let windowFiles = 4
    static let windowLines = 8_000

    private let workers: Mutex<[SideSource]>
    private let colored: Bool
    private let forced: Language?
    private let width: Int

    init(wholeFiles: Bool, colored: Bool, forced: Language?) {
        let cache = SideCache(limit: 64, byteLimit: 4 << 20)
        width = max(1, min(8, Self.processorCount()))
        workers = Mutex((0..<width).map { _ in SideSource(wholeFiles: wholeFiles, cache: cache) })
        self.colored = colored
        self.forced = forced
    }

    /// The prepared form of each file, in order.
    func prepare(_ files: [FileDiff]) -> [PreparedFile] {
        defer { workers.withLock { $0.forEach { $0.release() } } }
        if files.count <= 1 || width == 1 { return files.map { prepare($0) } }
        let results = Mutex([PreparedFile?](repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            let p = prepare(files[i])
            results.withLock { $0[i] = p }
        }
        return results.withLock { $0.map { $0! } }
    }

    private func prepare(_ file: FileDiff) -> PreparedFile {
        let sides = workers.withLock { $0.popLast() } ?? SideSource(wholeFiles: false, cache: SideCache(limit: 1))
        defer { workers.withLock { $0.append(sides) } }
        let language = sides.language(of: file.header, forced: forced) { Array(file.hunks.first?.lines.first?.content ?? []) }
        guard colored else { return PreparedFile(language: language, tokens: nil, emphasis: nil) }
        let (old, new) = sides.sides(of: file, language: language)
        let tokens = HunkTokens(file: file, language: language, old: old, new: new)
        return PreparedFile(language: language, tokens: tokens, emphasis: WordEmphasis.ranges(file: file, tokens: tokens))
    }

    private static func processorCount() -> Int {
        #if canImport(Glibc)
        return Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #else
        return 2
        #endif
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// A window's files being prepared in the background; `wait` hands over the result.
final class Preparation: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: [PreparedFile] = []

    /// Starts preparing `files` on another thread (at once, inline, when there are none).
    init(_ files: [FileDiff], _ preparer: FilePreparer) {
        if files.isEmpty {
            done.signal()
            return
        }
        DispatchQueue.global().async { [self] in
            result = preparer.prepare(files)
            done.signal()
        }
    }

    /// The prepared files, once they are ready.
    func wait() -> [PreparedFile] {
        done.wait()
        return result
    }
}
