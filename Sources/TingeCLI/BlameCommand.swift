import Diff
import Inputs
import Git
import Terminal

/// `tinge blame [OPTIONS] [REV] [--] FILE`: git's own blame, painted as the pager paints it.
///
/// git blames (`git blame`, with git blame's options given here): every line is attributed as
/// git attributes it, and as fast, on any history. libgit2's blame was not: it took minutes
/// where git takes seconds, and gave some lines to other commits than git. What git prints is
/// read whole (git prints only once it has blamed every line) and handed to `BlamePipeline`,
/// so `tinge blame ARGS` shows what `git blame ARGS | tinge` shows.
enum BlameCommand {
    static func run(_ arguments: [String], _ session: Session) throws -> Int32 {
        let env = session.environment
        var options = PagerCommand.Options(settings: Settings(session))
        var help = false
        var gitOptions: [String] = []
        // `--` keeps its place for git: `blame REV -- FILE`, or git's old `blame -- FILE REV`.
        let split = arguments.firstIndex(of: "--")
        var list = ArgumentList(split.map { Array(arguments[..<$0]) } ?? arguments)
        try list.parse { (option, value, attached) throws(Failure) -> Bool in
            if option == "--help" || option == "-h" { help = true; return true }
            if let words = try BlameOptions.take(option, value, attached) {
                gitOptions += words
                return true
            }
            return try PagerCommand.take(option, value, attached: attached, into: &options)
        }
        if help {
            try session.printText(Help.blame)
            return Failure.Status.success
        }
        let afterDashes = split.map { Array(arguments[($0 + 1)...]) }
        let operands = list.operands + (afterDashes.map { ["--"] + $0 } ?? [])
        guard let file = afterDashes?.first ?? blamedFile(list.operands, session) else {
            throw Failure.usage("'blame' needs a file")
        }
        if afterDashes == nil, list.operands.count > 2 {
            throw Failure.usage("'blame' takes a revision and a file, not '\(list.operands[2])'")
        }
        let arguments = ["blame"] + gitOptions + operands
        // `--contents -`: git reads the file's text from its standard input, which is ours.
        let input = gitOptions.contains("--contents=-") ? FileInput.read(session.standardInput, atMost: Int.max) ?? [] : []
        let run: GitCommand.Run
        do {
            run = try session.git.run(arguments, input: input)
        } catch {
            throw Failure.git(error.message)
        }
        guard run.status == 0 else { throw Failure.git(damagedObject(named: run.error, session) ?? run.failure(arguments).message) }
        // What git warned of, before the blame (and before the pager, which starts with it).
        for line in run.error.split(separator: 0x0A) { session.printError(String(decoding: line, as: UTF8.self)) }
        let output = run.output
        let form: BlameParser.Form = BlameOptions.asksForPorcelain(gitOptions) ? .porcelain : .text
        try BlamePipeline.run(options, form: form, fileName: file, environment: env) { feed in
            var start = 0
            while start < output.count {
                let end = output[start...].firstIndex(of: 0x0A)
                try feed(output[start..<(end ?? output.count)], end != nil)
                start = (end ?? output.count) + 1
            }
        }
        return Failure.Status.success
    }

    /// The file among operands given without `--`: the last (`blame REV FILE`), or the first
    /// when only it is on disk (git's older `blame FILE REV`).
    private static func blamedFile(_ operands: [String], _ session: Session) -> String? {
        guard operands.count == 2, session.realPath(operands[1]) == nil, session.realPath(operands[0]) != nil else {
            return operands.last
        }
        return operands[0]
    }

    /// When git's error names an object whose file is damaged (cut short, garbled), tinge's own
    /// line for it, which names the object's file too (`LooseObject`); nil otherwise.
    private static func damagedObject(named error: [UInt8], _ session: Session) -> String? {
        let text = String(decoding: error, as: UTF8.self)
        let ids = text.split { !$0.isHexDigit }.filter { $0.count == 40 }
        for id in ids {
            do {
                _ = try session.repository?.blob(abbreviatedID: String(id))
            } catch where error.isDamagedObject {
                return error.message
            } catch {}
        }
        return nil
    }
}
