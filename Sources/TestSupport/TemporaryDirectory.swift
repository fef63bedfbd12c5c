import Foundation

/// A fresh folder under the system's temporary directory, removed when the value goes away.
public final class TemporaryDirectory: Sendable {
    /// Its absolute path.
    public let path: String

    public init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("tinge-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        path = base.path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A folder for a whole suite, held by a `static let` and so never deinitialized: it is
    /// removed when the test process exits instead (a suite's 20 MB history was otherwise left
    /// in the temporary directory by every run).
    public static func forProcess() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        ExitRemovals.shared.add(dir.path)
        return dir
    }

    /// Writes `contents` to `name` (creating folders), returning the file's path.
    @discardableResult
    public func write(_ name: String, _ contents: String) throws -> String {
        try write(name, bytes: Array(contents.utf8))
    }

    /// Writes raw `bytes` to `name` (creating folders), returning the file's path.
    @discardableResult
    public func write(_ name: String, bytes: [UInt8]) throws -> String {
        let url = URL(fileURLWithPath: path).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// A fresh repository holding `path` committed as `first`, then changed to `second` in the
    /// work tree, and committed too when `commitsChange`: the smallest history a diff needs.
    public static func repository(_ path: String, first: String, second: String, commitsChange: Bool = false) throws
        -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q")
        try dir.write(path, first)
        try dir.git("add", path)
        try dir.git("commit", "-qm", "first")
        try dir.write(path, second)
        if commitsChange { try dir.git("commit", "-qam", "second") }
        return dir
    }

    /// Runs `git` with `arguments` in this folder and fails when git does.
    @discardableResult
    public func git(_ arguments: String...) throws -> String {
        let run = try ToolRun.run("git", Array(arguments), directory: path)
        guard run.status == 0 else {
            throw GitCommandFailed(arguments: arguments, stderr: run.stderr)
        }
        return run.text
    }
}

/// A `git` command a test ran failed.
public struct GitCommandFailed: Error, CustomStringConvertible {
    public let arguments: [String]
    public let stderr: String
    public var description: String { "git \(arguments.joined(separator: " ")) failed: \(stderr)" }
}

/// Folders to remove when the process exits (`atexit`), for `TemporaryDirectory.forProcess`.
private final class ExitRemovals: @unchecked Sendable {
    static let shared = ExitRemovals()
    private let lock = NSLock()
    private var paths: [String] = []

    private init() {
        atexit { ExitRemovals.shared.removeAll() }
    }

    func add(_ path: String) {
        lock.withLock { paths.append(path) }
    }

    private func removeAll() {
        for path in lock.withLock({ paths }) { try? FileManager.default.removeItem(atPath: path) }
    }
}
