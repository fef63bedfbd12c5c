import Clibgit2
import Diff
import Dispatch
import Synchronization
import Threads

/// The commits of a `git log`, read one at a time as the items of what git prints for each.
package final class CommitLog {
    private let native: NativeDiff
    private var repository: Repository { native.repository }
    private let walk: Owned<OpaquePointer>
    private let settings: ChangeSet.Settings
    private let patch: Bool
    private let stat: Bool
    private var remaining: Int?
    private var shownOne = false
    /// The walk in a shallow clone, used instead of libgit2's.
    private var shallowWalk: ShallowWalk?
    /// How many times in the last `run(makers:)` a thread took over the later files of a
    /// commit another was making (for the tests).
    package private(set) var partsTakenOver = 0

    /// Walks `range` (`REV`, `A..B` or `A...B`) in git's default order: newest first by commit
    /// date as the walk meets commits, not sorted as a whole (libgit2's unsorted walk, which
    /// streams; sorting by time would read every commit of the history before the first).
    /// The corresponding C functions are `git_revwalk_new`, `git_revwalk_push` and `git_revwalk_hide`.
    init(_ native: NativeDiff, range: String, maxCount: Int?, settings: ChangeSet.Settings,
         patch: Bool, stat: Bool) throws(GitError) {
        self.native = native
        let repository = native.repository
        self.settings = settings
        self.patch = patch
        self.stat = stat
        remaining = maxCount
        var walk: OpaquePointer?
        try check(git_revwalk_new(&walk, repository.pointer))
        self.walk = Owned(walk!, keepAlive: repository, free: git_revwalk_free)
        try check(git_revwalk_sorting(self.walk.pointer, GIT_SORT_NONE.rawValue))
        if !repository.shallowCommits.isEmpty {
            shallowWalk = try Self.shallowWalk(repository, range: range)
            return
        }
        if let (left, right, symmetric) = NativeDiff.splitRange(range) {
            var a = git_commit_id(try repository.commit(left).handle.pointer).pointee
            var b = git_commit_id(try repository.commit(right).handle.pointer).pointee
            try check(git_revwalk_push(self.walk.pointer, &b))
            if symmetric {
                try check(git_revwalk_push(self.walk.pointer, &a))
                var bases = git_oidarray()
                try check(git_merge_bases(&bases, repository.pointer, &a, &b))
                let owned = Owned(bases, free: { var array = $0; git_oidarray_dispose(&array) })
                for n in 0..<owned.pointer.count {
                    var base = owned.pointer.ids[n]
                    try check(git_revwalk_hide(self.walk.pointer, &base))
                }
            } else {
                try check(git_revwalk_hide(self.walk.pointer, &a))
            }
        } else {
            var id = git_commit_id(try repository.commit(range).handle.pointer).pointee
            try check(git_revwalk_push(self.walk.pointer, &id))
        }
    }

    /// Hands on the next commit's items; false at the end.
    /// The corresponding C function is `git_revwalk_next`.
    package func next(emit: NativeDiff.Emit) throws -> Bool {
        guard let commit = try repository.exclusively({ () throws(GitError) -> Commit? in try nextCommit() }) else { return false }
        if shownOne { try emit(.text(TextItems.lines([0x0A])[0])) }
        shownOne = true
        try native.items(of: commit, settings: settings, patch: patch, stat: stat, mergeDiff: false, emit: emit)
        return true
    }

    /// Hands on every remaining commit's items, in order, made on as many threads at once as
    /// there are `makers` (`NativeDiff`s of the same repository, each with a handle of its own,
    /// each used by one thread at a time): libgit2 makes one commit's diff on one thread.
    ///
    /// The calling thread walks the history, makes commits with the first maker, and hands on
    /// each item as soon as every one before it has been handed on: the items of the commit
    /// being handed on as they are made, by whichever thread makes it, so the pager paints a
    /// large commit's first files while its last are made (the last commits of a log, handed
    /// on whole, were painted after all of them were made, on one core). A thread of its own
    /// for each other maker makes the commits the walk left for it. A thread with no commit
    /// to take takes over the later half of the files another has not begun of the commit it
    /// makes (at least `MadeInParallel.smallestShare` each), making the commit's change set
    /// again on its own handle: a log's last large commit was made by one thread while the
    /// other waited. A commit's parts are handed on in order. The walk runs at most `ahead`
    /// commits past the one being handed on, so memory stays bounded.
    package func run(makers: [NativeDiff], emit: NativeDiff.Emit, ahead: Int = 32) throws {
        guard makers.count > 1 else {
            while try next(emit: emit) {}
            return
        }
        let work = MadeInParallel(makers: makers, settings: settings, patch: patch, stat: stat)
        for n in makers.indices.dropFirst() {
            OwnThread.start { work.help(n) }
        }
        defer {
            work.stop()
            partsTakenOver = work.takenOver
        }
        let ahead = max(ahead, makers.count)
        var handedOn = 0
        // Whether the first item of commit `handedOn` was handed on (a blank line goes before it).
        var started = false
        func handOn(_ item: DiffItem) throws {
            if !started {
                if shownOne { try emit(.text(TextItems.lines([0x0A])[0])) }
                shownOne = true
                started = true
            }
            try emit(item)
        }
        func moveOn() {
            handedOn += 1
            started = false
            work.handingOn(handedOn)
        }
        // Hands on what the commit being handed on has made so far, and each commit after it
        // made whole; the only thread that hands on is this one.
        func pump() throws {
            while true {
                let (items, end) = work.take(handedOn)
                for item in items { try handOn(item) }
                guard let end else { return }
                try end.get()
                moveOn()
            }
        }
        // At first the walk queues only what the helpers take at once and one more, so this
        // thread makes its first commit, and hands on the helpers', ~1 ms sooner than after
        // walking the whole `ahead` (about 40 µs a commit); from its second pass on, all of it.
        var room = min(ahead, MadeInParallel.helperRun * (makers.count - 1) + 1)
        while true {
            try pump()
            // Leave the helpers the commits there is room for.
            while work.taken - handedOn < room, !work.walkEnded {
                let next = Result { () throws(GitError) in try repository.exclusively { () throws(GitError) in try nextCommit() } }
                work.queue(next.map { $0.map { git_commit_id($0.handle.pointer).pointee } })
            }
            room = ahead
            if work.walkEnded, work.taken == handedOn { return }
            // A commit queued, else a share of one being made that its maker gives up.
            guard let (place, id, first) = work.next().map({ ($0.0, $0.1, 0) }) ?? work.steal() else {
                work.stored.wait()
                continue
            }
            // What is ready is handed on after each item made here, so this commit is
            // streamed once the one a helper makes before it is done. A failure to hand on
            // (the reader quit, an earlier commit failed) ends the run: it is not this commit's.
            var handingOnFailed: (any Error)?
            let made = Result { try work.make(id, from: first, at: place, with: 0) { item in
                work.add(item, at: place, part: first, waking: false)
                do { try pump() } catch {
                    handingOnFailed = error
                    throw error
                }
            } }
            if let handingOnFailed { throw handingOnFailed }
            work.end(place, part: first, made, waking: false)
        }
    }

    /// The commits being made on several threads at once, and what they made, until handed on.
    private final class MadeInParallel: @unchecked Sendable {
        let makers: [NativeDiff]
        /// How many threads besides the caller's make commits: one for each maker but the first.
        private var helpers: Int { makers.count - 1 }
        let settings: ChangeSet.Settings
        let (patch, stat): (Bool, Bool)
        /// Signalled once for each commit queued, and for each helper at the end.
        private let queued = DispatchSemaphore(value: 0)
        /// Signalled by a helper for each item of the commit being handed on, and as it ends a commit.
        let stored = DispatchSemaphore(value: 0)
        /// Signalled by each helper as it ends.
        private let ended = DispatchSemaphore(value: 0)
        private let state = Mutex(State())

        /// What a commit made, in parts: the first made by the thread that took the commit (its
        /// header and message, then its files), each other by a thread that took over the later
        /// half of the files the part before it had not yet begun.
        struct Made {
            var parts = [Part(first: 0)]
            /// The commit, for a thread that takes over some of its files.
            var id = git_oid()
            /// How many files the commit has, once its first part knows.
            var fileCount: Int?
        }

        /// What one thread makes of a commit: its items not yet handed on, the files it has
        /// begun and may begin, and once it is over, how it ended.
        struct Part {
            /// The first file it makes (0 for the commit's first part).
            let first: Int
            var items: [DiffItem] = []
            var end: Result<Void, any Error>?
            /// The next file to begin, and the one its share ends before.
            var next: Int
            var limit = 0
            /// Whether another thread may take over some of its files.
            var divisible = false

            init(first: Int) {
                self.first = first
                next = first
            }
        }

        private struct State {
            /// How many commits the walk gave (each one's number is its place).
            var taken = 0
            /// Whether the walk is over (or ended in an error, left as the last commit's result).
            var walkEnded = false
            var stopped = false
            /// The commits taken and not yet being made, and their places.
            var waiting: [(Int, git_oid)] = []
            var made: [Int: Made] = [:]
            /// The place of the commit being handed on.
            var handedOn = 0
            /// How many parts threads are making.
            var partsBeingMade = 0
            /// How many parts were taken over from another thread's commit.
            var takenOver = 0

            /// Where the part of the commit at `place` that begins at file `first` is.
            func part(_ place: Int, _ first: Int) -> Int? {
                made[place]?.parts.firstIndex { $0.first == first }
            }

            /// Whether every commit has been made, so a thread that finds nothing to do may end.
            var over: Bool { stopped || walkEnded && waiting.isEmpty && partsBeingMade == 0 }
        }

        init(makers: [NativeDiff], settings: ChangeSet.Settings, patch: Bool, stat: Bool) {
            self.makers = makers
            (self.settings, self.patch, self.stat) = (settings, patch, stat)
        }

        var taken: Int { state.withLock { $0.taken } }
        var walkEnded: Bool { state.withLock { $0.walkEnded } }
        var takenOver: Int { state.withLock { $0.takenOver } }

        /// Queues the walk's next commit for whichever thread is free; at the walk's end (nil, or
        /// an error) wakes the helpers to end.
        func queue(_ next: Result<git_oid?, GitError>) {
            let wake = state.withLock { state in
                switch next {
                case .success(let id?):
                    state.waiting.append((state.taken, id))
                    state.taken += 1
                    return 1
                case .success(nil):
                    state.walkEnded = true
                case .failure(let error):
                    var failed = Made()
                    failed.parts[0].end = .failure(error)
                    state.made[state.taken] = failed
                    state.taken += 1
                    state.walkEnded = true
                }
                return helpers
            }
            for _ in 0..<wake { queued.signal() }
        }

        /// The next commit queued, and its place.
        func next() -> (Int, git_oid)? {
            next(upTo: 1).first
        }

        /// The next `count` commits queued (fewer when fewer wait), and their places.
        func next(upTo count: Int) -> ArraySlice<(Int, git_oid)> {
            state.withLock { state in
                if state.stopped { return [] }
                let run = state.waiting.prefix(count)
                state.waiting.removeFirst(run.count)
                for (place, id) in run { state.made[place, default: Made()].id = id }
                state.partsBeingMade += run.count
                return run
            }
        }

        /// The later half of the files a thread has not begun of a commit it makes, when that
        /// is at least twice `smallestShare`: the most files left, the earliest commit among
        /// equals. The thread makes the first half; the caller makes the rest, as a part of
        /// its own that begins at the file given.
        func steal() -> (place: Int, id: git_oid, first: Int)? {
            state.withLock { state in
                if state.stopped { return nil }
                var best: (place: Int, part: Int, left: Int)?
                for (place, made) in state.made {
                    for (n, part) in made.parts.enumerated() where part.divisible && part.end == nil {
                        let left = part.limit - part.next
                        guard left >= 2 * Self.smallestShare else { continue }
                        if let found = best, left < found.left || left == found.left && place > found.place { continue }
                        best = (place, n, left)
                    }
                }
                guard let best else { return nil }
                let middle = state.made[best.place]!.parts[best.part].next + (best.left + 1) / 2
                var taken = Part(first: middle)
                taken.limit = state.made[best.place]!.parts[best.part].limit
                state.made[best.place]!.parts[best.part].limit = middle
                state.made[best.place]!.parts.insert(taken, at: best.part + 1)
                state.partsBeingMade += 1
                state.takenOver += 1
                return (best.place, state.made[best.place]!.id, middle)
            }
        }

        /// The fewest files a thread takes over from another's commit.
        static let smallestShare = 4

        /// Makes the part of commit `id` at `place` that begins at file `first` (the commit
        /// itself from 0) with maker `n`, each item handed to `emit` as it is made.
        func make(_ id: git_oid, from first: Int, at place: Int, with n: Int, emit: NativeDiff.Emit) throws {
            let maker = makers[n]
            let commit = try maker.repository.exclusively { () throws(GitError) in try maker.repository.commit(id: id) }
            let share = NativeDiff.FileShare(start: { [self] count, divisible in start(place, first, count, divisible) },
                                             claim: { [self] in claim(place, first) })
            if first == 0 {
                try maker.items(of: commit, settings: settings, patch: patch, stat: stat, mergeDiff: false, share: share, emit: emit)
            } else {
                try maker.files(of: commit, settings: settings, share: share, emit: emit)
            }
        }

        /// A part learns how many files its commit has (the first part says it; a later one
        /// checks it), and whether another thread may take over some of them. False when a
        /// later part finds another count. Wakes the threads that may take some over.
        private func start(_ place: Int, _ first: Int, _ count: Int, _ divisible: Bool) -> Bool {
            let (agrees, offered) = state.withLock { state in
                guard let n = state.part(place, first) else { return (false, false) }
                if first == 0 {
                    state.made[place]!.fileCount = count
                    state.made[place]!.parts[n].limit = count
                } else if state.made[place]!.fileCount != count {
                    return (false, false)
                }
                state.made[place]!.parts[n].divisible = divisible
                let part = state.made[place]!.parts[n]
                return (true, divisible && part.limit - part.next >= 2 * Self.smallestShare && state.waiting.isEmpty)
            }
            if offered {
                for _ in 0..<helpers { queued.signal() }
                stored.signal()
            }
            return agrees
        }

        /// The next file the part of the commit at `place` that begins at `first` makes, nil
        /// once its share is done (or the run stopped).
        private func claim(_ place: Int, _ first: Int) -> Int? {
            state.withLock { state in
                guard !state.stopped, let n = state.part(place, first) else { return nil }
                let next = state.made[place]!.parts[n].next
                guard next < state.made[place]!.parts[n].limit else { return nil }
                state.made[place]!.parts[n].next = next + 1
                return next
            }
        }

        /// Adds an item made for the part of the commit at `place` that begins at file `part`; a
        /// helper's wakes the caller's thread when it is the commit being handed on.
        func add(_ item: DiffItem, at place: Int, part first: Int = 0, waking: Bool = true) {
            let wake = state.withLock { state in
                guard let n = state.part(place, first) else { return false }
                state.made[place]!.parts[n].items.append(item)
                return waking && place == state.handedOn
            }
            if wake { stored.signal() }
        }

        /// Ends the part of the commit at `place` that begins at file `part`, as `result` says; a
        /// helper's wakes the caller's thread. Once nothing is left to queue, the helpers look
        /// again for files to take over, or end.
        func end(_ place: Int, part first: Int = 0, _ result: Result<Void, any Error>, waking: Bool = true) {
            let lookAgain = state.withLock { state in
                if let n = state.part(place, first) {
                    state.made[place]!.parts[n].end = result
                    state.made[place]!.parts[n].divisible = false
                }
                state.partsBeingMade -= 1
                return state.walkEnded && state.waiting.isEmpty
            }
            if waking { stored.signal() }
            if lookAgain { for _ in 0..<helpers { queued.signal() } }
        }

        /// The items of the commit at `place` made and not yet taken, its parts in order, and
        /// how it ended, once every part has.
        func take(_ place: Int) -> (items: [DiffItem], end: Result<Void, any Error>?) {
            state.withLock { state in
                guard var made = state.made.removeValue(forKey: place) else { return ([], nil) }
                var items: [DiffItem] = []
                while true {
                    // The first part's array itself, the others' appended to it.
                    if items.isEmpty {
                        swap(&items, &made.parts[0].items)
                    } else {
                        items += made.parts[0].items
                        made.parts[0].items = []
                    }
                    guard let end = made.parts[0].end else {
                        state.made[place] = made
                        return (items, nil)
                    }
                    guard case .success = end, made.parts.count > 1 else { return (items, end) }
                    made.parts.removeFirst()
                }
            }
        }

        /// Says which commit is being handed on, so its maker wakes the caller's thread for each item.
        func handingOn(_ place: Int) {
            state.withLock { $0.handedOn = place }
        }

        /// A helper's loop: makes queued commits with maker `n` until the walk is over, a run
        /// of `Self.helperRun` neighbours at a time. A commit's tree is its child's parent tree:
        /// made on one handle, neighbours find it in that handle's object cache, which another
        /// handle's does not share. With nothing queued, it takes over the later files of a
        /// commit another thread makes (the last large commit of a log was made by one thread
        /// while the other waited), until every commit is made.
        /// The caller's thread takes one at a time, to hand each on as soon as it can, and
        /// meets runs of its own while a helper makes one.
        func help(_ n: Int) {
            while true {
                queued.wait()
                let run = next(upTo: Self.helperRun)
                if !run.isEmpty {
                    // The signals of the run's other commits wake this loop later to find
                    // what is left, or nothing.
                    for (place, id) in run {
                        if state.withLock({ $0.stopped }) { break }
                        end(place, Result { try make(id, from: 0, at: place, with: n) { add($0, at: place) } })
                    }
                } else if let (place, id, first) = steal() {
                    end(place, part: first, Result { try make(id, from: first, at: place, with: n) { add($0, at: place, part: first) } })
                    // Look again at once: the part's end wakes this loop only near the end.
                    queued.signal()
                } else if state.withLock({ $0.over }) {
                    break
                }
            }
            ended.signal()
        }

        /// How many neighbouring commits a helper takes at once.
        static let helperRun = 4

        /// Stops the helpers and waits until each has ended (each finishes the part it makes).
        func stop() {
            state.withLock { $0.stopped = true }
            for _ in 0..<helpers { queued.signal() }
            for _ in 0..<helpers { ended.wait() }
        }
    }

    /// The handles to make commits through with `run(makers:)`, `count` of them (one a core:
    /// libgit2 makes each commit's diff on one thread), each reading the index only for its
    /// attributes files, which are read once. Where the index can be read, each is a handle
    /// without the work tree, whose attribute lookups touch no files (`WorkTreeAttributes`);
    /// else `native` and `count - 1` more, from `reopening`.
    package static func makers(_ native: NativeDiff, count: Int, reopening: () throws(GitError) -> Repository) -> [NativeDiff] {
        guard count > 1 else { return [native] }
        let repository = native.repository
        guard let bytes = IndexAttributeFiles.indexBytes(of: repository),
              let entries = IndexAttributeFiles.entries(in: bytes) else {
            return [native] + (1..<count).compactMap { _ in (try? reopening()).map { native.reading($0, workTree: nil) } }
        }
        let workTree = WorkTreeAttributes(repository, indexed: entries)
        var makers = workTree == nil ? [native] : []
        while makers.count < count {
            let handle = workTree == nil ? try? reopening() : try? Repository(withoutWorkTree: repository)
            guard let handle else { break }
            makers.append(native.reading(handle, workTree: workTree))
        }
        for maker in makers {
            maker.repository.useIndex(holdingOnly: entries)
            maker.repository.readConfigOnce()
        }
        return makers.isEmpty ? [native] : makers
    }

    /// Every remaining commit's items, collected: what `git log` prints.
    package func all() throws -> [DiffItem] {
        var items: [DiffItem] = []
        while try next(emit: { items.append($0) }) {}
        return items
    }

    /// The walk of `range` in a shallow clone: `A..B` leaves out what A reaches, `A...B` what both reach.
    private static func shallowWalk(_ repository: Repository, range: String) throws(GitError) -> ShallowWalk {
        func id(_ revision: String) throws(GitError) -> git_oid { git_commit_id(try repository.commit(revision).handle.pointer).pointee }
        guard let (left, right, symmetric) = NativeDiff.splitRange(range) else {
            return try ShallowWalk(repository, tips: [try id(range)], hide: [])
        }
        let (a, b) = (try id(left), try id(right))
        guard symmetric else { return try ShallowWalk(repository, tips: [b], hide: [a]) }
        let both = try ShallowWalk.reachable(repository, from: [a]).intersection(try ShallowWalk.reachable(repository, from: [b]))
        var common: [git_oid] = []
        for key in both {
            var oid = git_oid()
            if git_oid_fromstr(&oid, key) == 0 { common.append(oid) }
        }
        return try ShallowWalk(repository, tips: [b, a], hide: common)
    }

    private func nextCommit() throws(GitError) -> Commit? {
        while remaining.map({ $0 > 0 }) ?? true {
            var id = git_oid()
            if let shallowWalk {
                guard let next = try shallowWalk.next() else { return nil }
                id = next
            } else {
                let code = git_revwalk_next(&id, walk.pointer)
                if code == GIT_ITEROVER.rawValue { return nil }
                try check(code)
            }
            let commit = try repository.commit(id: id)
            guard try touchesPaths(commit) else { continue }
            remaining = remaining.map { $0 - 1 }
            return commit
        }
        return nil
    }

    /// Whether the commit changes the paths asked for (always, when none were): a commit
    /// differs from its parent there, a merge from every parent (git's default simplification
    /// would also drop side branches a merge ignored; this walk keeps them).
    private func touchesPaths(_ commit: Commit) throws(GitError) -> Bool {
        guard !settings.paths.isEmpty else { return true }
        var only = settings
        only.findRenames = false
        let tree = try commit.tree()
        if commit.parentCount == 0 {
            return try ChangeSet(repository, from: .tree(nil), to: .tree(tree), settings: only).fileCount > 0
        }
        for n in 0..<commit.parentCount {
            let parent = try commit.parent(n).tree()
            if try ChangeSet(repository, from: .tree(parent), to: .tree(tree), settings: only).fileCount == 0 { return false }
        }
        return true
    }
}
