#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diff
import Git

/// Two files or folders compared, no repository needed: `tinge diff --no-index A B`, `tinge A B`,
/// and `tinge diff A B` outside any repository, as git compares them.
///
/// `git diff --no-index` makes the diff (it pairs a folder's files by name, finds renames, tells
/// binary files), and each file's sides are read from the files themselves, so the context is
/// the whole of each file as it is on disk. The exit status is git's for `--no-index`: 1 when
/// they differ, 0 when they do not.
enum NoIndexDiff {
    /// Whether `arguments` (a command line whose first word is no subcommand) are the pager's
    /// options around exactly two operands, one at least on disk: `tinge A B` is
    /// `diff --no-index A B` (which says which one is missing).
    static func namesTwoPaths(_ arguments: [String], _ session: Session) -> Bool {
        guard arguments.count(where: { !$0.hasPrefix("-") }) >= 2 else { return false }
        var options = PagerCommand.Options(settings: Settings(session))
        var list = ArgumentList(arguments)
        do {
            try list.parse { (option, value, attached) throws(Failure) -> Bool in
                // git's diff flags `diff` takes (`-U1`, `-M50%`), whose values are read as it reads them.
                if ["-U", "--unified"].contains(option) { _ = try value(); return true }
                if NativeCommand.ownFlags.contains(option) { _ = attached(); return true }
                return try PagerCommand.take(option, value, attached: attached, scopes: [.rendered, .native], into: &options)
            }
        } catch {
            return false
        }
        return list.operands.count == 2 && list.operands.contains { exists(session.path($0)) }
    }

    /// Compares `paths` (two), with `request`'s context, renames and formats, rendered with
    /// `options`; returns the exit status.
    static func run(_ paths: [String], _ request: NativeCommand.Request, _ options: PagerCommand.Options,
                    environment env: [String: String], _ session: Session) throws -> Int32 {
        guard paths.count == 2 else {
            throw Failure.usage("diff --no-index compares two paths, not \(paths.count)")
        }
        for path in paths where !exists(session.path(path)) {
            throw Failure.missingPath("cannot compare '\(path)': no such file or folder")
        }
        var arguments = ["-c", "core.quotePath=false", "diff", "--no-index", "--no-color", "--no-ext-diff", "--no-textconv",
                         "--src-prefix=a/", "--dst-prefix=b/", "-U\(request.context)"]
        arguments.append(request.findRenames ? "-M\(request.renameThreshold)%" : "--no-renames")
        if request.stat { arguments.append("--stat") }
        if request.patch ?? !request.stat { arguments.append("--patch") }
        arguments += ["--"] + paths
        let run: GitCommand.Run
        do {
            run = try session.git.run(arguments)
        } catch {
            throw Failure.git(error.message)
        }
        guard run.status <= 1 else { throw Failure.git(run.failure(["diff"]).message) }
        // git says "differ" (1) too when it could not read a path (a file against a folder that
        // has no file of its name): nothing printed but its error.
        if run.status == 1, run.output.isEmpty, !run.error.isEmpty {
            throw Failure.missingPath(run.failure(["diff"]).message)
        }
        let roots = paths.compactMap(session.realPath)
        try DiffPipeline.run(options, environment: env) { needs, emit in
            var parser = DiffParser(movedColors: nil)
            let send = { (item: DiffItem) throws in
                guard case .file(var file) = item else { return try emit(item) }
                let old = file.header.oldPath.flatMap { compared($0, roots, session) }
                let new = file.header.newPath.flatMap { compared($0, roots, session) }
                // git writes `/tmp/x` as `a/tmp/x`: the title names the file as it was given.
                if let old { file.header.oldPath = old }
                if let new { file.header.newPath = new }
                if needs.sides { file.sides = (text(old, needs.sizeLimit, session), text(new, needs.sizeLimit, session)) }
                try emit(.file(file))
            }
            var start = 0
            let output = run.output
            while start < output.count {
                let end = output[start...].firstIndex(of: 0x0A)
                try parser.feed(output[start..<(end ?? output.count)], hasNewline: end != nil, emit: send)
                start = (end ?? output.count) + 1
            }
            try parser.finish(emit: send)
        }
        return run.status
    }

    /// The file a diff's path names, when it is one of the compared files or in one of the
    /// compared folders (`roots`, real paths): git writes `/tmp/x` as `a/tmp/x`, so the path is
    /// tried as written, then from `/`.
    private static func compared(_ path: String, _ roots: [String], _ session: Session) -> String? {
        for candidate in [path, "/" + path] {
            guard let real = session.realPath(candidate),
                  roots.contains(where: { real == $0 || real.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else { continue }
            return candidate
        }
        return nil
    }

    /// The text of the regular file at `path`, no larger than `limit`. An added file has no
    /// old side, a deleted one no new.
    private static func text(_ path: String?, _ limit: Int, _ session: Session) -> [UInt8]? {
        guard let path, let real = session.realPath(path), case .content(let bytes)? = DiskFiles.read(real, limit: limit) else {
            return nil
        }
        return bytes
    }

    /// Whether something is at `path` (a link that leads nowhere is not).
    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return PathBytes.withCString(path) { stat($0, &info) } == 0
    }
}
