import Diff
import Prepare
import Synchronization

/// Blobs, work-tree files, files on disk and attributes held in memory, counting the reads,
/// so the preparation is tested in-process without a repository.
final class MemoryBlobSource: BlobSource {
    private struct State {
        var blobs: [String: [UInt8]] = [:]
        var workTree: [String: (id: String, text: [UInt8])] = [:]
        var files: [String: [UInt8]] = [:]
        var attributes: [String: String] = [:]
        var reads: [String: Int] = [:]
    }

    private let state = Mutex(State())

    /// Adds a blob with this full id.
    func add(blob id: String, _ text: String) { state.withLock { $0.blobs[id] = Array(text.utf8) } }

    /// Adds a work-tree file whose blob id (were it added) is `id`.
    func add(workTree path: String, id: String, _ text: String) { state.withLock { $0.workTree[path] = (id, Array(text.utf8)) } }

    /// Adds a file on disk.
    func add(file path: String, _ text: String) { state.withLock { $0.files[path] = Array(text.utf8) } }

    /// Sets attribute `name` of `path`.
    func set(attribute name: String, of path: String, to value: String) { state.withLock { $0.attributes[name + " " + path] = value } }

    /// How often the blob with this full id was read whole.
    func reads(of id: String) -> Int { state.withLock { $0.reads[id] ?? 0 } }

    func blob(_ id: String, limit: Int) -> SideText? {
        state.withLock { s in
            let matches = s.blobs.keys.filter { $0.hasPrefix(id) }
            guard matches.count == 1, let text = s.blobs[matches[0]] else { return nil }
            if text.count > limit { return .tooLarge(size: text.count) }
            s.reads[matches[0], default: 0] += 1
            return .content(text)
        }
    }

    func workTreeFile(_ path: String, matching id: String, limit: Int) -> SideText? {
        state.withLock { s in
            guard let file = s.workTree[path], file.id.hasPrefix(id) else { return nil }
            return file.text.count > limit ? .tooLarge(size: file.text.count) : .content(file.text)
        }
    }

    func workTreeFile(_ path: String, limit: Int) -> SideText? {
        state.withLock { s in
            s.workTree[path].map { $0.text.count > limit ? .tooLarge(size: $0.text.count) : .content($0.text) }
        }
    }

    func file(atPath path: String, limit: Int) -> SideText? {
        state.withLock { s in
            s.files[path].map { $0.count > limit ? .tooLarge(size: $0.count) : .content($0) }
        }
    }

    func attribute(_ name: String, of path: String) -> String? {
        state.withLock { $0.attributes[name + " " + path] }
    }
}

/// The files of a diff text, as the parser reads them.
func parsedFiles(_ text: String) -> [FileDiff] {
    var parser = DiffParser()
    var files: [FileDiff] = []
    let collect: (DiffItem) -> Void = { if case .file(let f) = $0 { files.append(f) } }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    for line in lines { parser.feed(Array(line.utf8), emit: collect) }
    parser.finish(emit: collect)
    return files
}
