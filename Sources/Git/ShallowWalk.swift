import Clibgit2

/// The walk of `git log` in a shallow clone (CI checks out at depth 1), which libgit2 1.5's
/// own walk cannot do: it reads the parents of the commits the clone ends at, and the clone
/// does not have them. Here those commits have no parents, as git takes them.
///
/// The order is git's default: newest commit date first among the commits met so far.
final class ShallowWalk {
    private let repository: Repository
    /// The commits met and not yet handed on: a max-heap by date, then by the order met.
    private var heap: [(time: Int64, order: Int, id: git_oid)] = []
    private var met: Set<String> = []
    private var hidden: Set<String> = []
    private var count = 0

    /// Walks from `tips`, leaving out every commit reachable from `hide`.
    init(_ repository: Repository, tips: [git_oid], hide: [git_oid]) throws(GitError) {
        self.repository = repository
        hidden = try Self.reachable(repository, from: hide)
        for tip in tips { try meet(tip) }
    }

    /// The next commit's id, or nil at the end.
    func next() throws(GitError) -> git_oid? {
        guard let top = pop() else { return nil }
        let commit = try repository.commit(id: top.id)
        for n in 0..<commit.parentCount {
            try meet(git_commit_parent_id(commit.handle.pointer, UInt32(n)).pointee)
        }
        return top.id
    }

    /// Every commit reachable from `tips` (each one included), by full hex id.
    static func reachable(_ repository: Repository, from tips: [git_oid]) throws(GitError) -> Set<String> {
        var found: Set<String> = []
        var stack = tips
        while let id = stack.popLast() {
            guard found.insert(hex(id)).inserted else { continue }
            let commit = try repository.commit(id: id)
            for n in 0..<commit.parentCount { stack.append(git_commit_parent_id(commit.handle.pointer, UInt32(n)).pointee) }
        }
        return found
    }

    private func meet(_ id: git_oid) throws(GitError) {
        let key = hex(id)
        guard !hidden.contains(key), met.insert(key).inserted else { return }
        let commit = try repository.commit(id: id)
        push((Int64(git_commit_time(commit.handle.pointer)), count, id))
        count += 1
    }

    // MARK: - The heap

    private static func before(_ a: (time: Int64, order: Int, id: git_oid), _ b: (time: Int64, order: Int, id: git_oid)) -> Bool {
        a.time != b.time ? a.time > b.time : a.order < b.order
    }

    private func push(_ entry: (time: Int64, order: Int, id: git_oid)) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.before(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private func pop() -> (time: Int64, order: Int, id: git_oid)? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < heap.count, Self.before(heap[left], heap[first]) { first = left }
            if right < heap.count, Self.before(heap[right], heap[first]) { first = right }
            if first == parent { break }
            heap.swapAt(parent, first)
            parent = first
        }
        return top
    }
}
