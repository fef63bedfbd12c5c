import Diff
import Git
import Inputs
import Prepare

/// The file a blame was made of, found by its lines: a piped blame (`git blame apply.c | tinge`)
/// names no file, and a blame of some lines (`-L`) starts below its file's top. Its name gives
/// the language, its text the lexer's state at the blame's first line (whole-file context).
///
/// The file named, when one is (`--file-name`, git's command line), if its lines agree; else
/// the files below the current folder that have the blame's longest line at its number, as
/// `git grep -F` finds them: first in the work tree, then in HEAD's tree. The first whose lines
/// all agree with the blame's is taken; none (a blame of another revision), and nothing is.
struct BlamedFile {
    /// The path, relative to the current folder.
    let path: String
    let text: [UInt8]

    /// Candidates read at most, from each of the work tree and HEAD: a line found in more files
    /// than this is too common to tell them apart.
    static let candidates = 16

    static func find(_ lines: BlamedLines, named name: String?, limit: Int, _ session: Session) -> BlamedFile? {
        if let name, let text = GrepPipeline.contents(name, limit: limit, session), lines.agree(with: text) {
            return BlamedFile(path: name, text: text)
        }
        guard let key = lines.key else { return nil }
        let pattern = String(decoding: key.content, as: UTF8.self)
        for tree in [nil, "HEAD"] as [String?] {
            let arguments = ["grep", "-z", "-n", "-I", "-F", "--no-color", "-e", pattern] + (tree.map { [$0] } ?? []) + ["--"]
            guard let run = try? session.git.run(arguments), run.status == 0 else { continue }
            for path in paths(in: run.output, at: key.number, tree: tree).prefix(candidates) {
                let text = tree == nil ? GrepPipeline.contents(path, limit: limit, session) : blob(path, limit: limit, session)
                if let text, lines.agree(with: text) { return BlamedFile(path: path, text: text) }
            }
        }
        return nil
    }

    /// The paths `git grep -z -n` found the key at line `number` in: its lines are
    /// `PATH\0N\0TEXT\n`, a tree's paths prefixed `TREE:`.
    private static func paths(in output: [UInt8], at number: Int, tree: String?) -> [String] {
        var paths: [String] = []
        var rest = output[...]
        while let nul = rest.firstIndex(of: 0) {
            let path = rest[..<nul]
            let afterPath = rest[(nul + 1)...]
            guard let nul2 = afterPath.firstIndex(of: 0) else { break }
            let found = Int(String(decoding: afterPath[..<nul2], as: UTF8.self))
            let end = afterPath[nul2...].firstIndex(of: 0x0A) ?? afterPath.endIndex
            rest = afterPath[min(end + 1, afterPath.endIndex)...]
            guard found == number else { continue }
            var name = PathBytes.decode(path)
            if let tree, name.hasPrefix(tree + ":") { name.removeFirst(tree.count + 1) }
            if paths.last != name { paths.append(name) }
        }
        return paths
    }

    /// The blob HEAD has at `path` (relative to the current folder), when no larger than `limit`.
    private static func blob(_ path: String, limit: Int, _ session: Session) -> [UInt8]? {
        guard let run = try? session.git.run(["cat-file", "blob", "HEAD:./" + path]), run.status == 0,
              run.output.count <= limit else { return nil }
        return run.output
    }
}
