/// `large-file`: the new text is larger than `tinge.lint.maxFileKB` KB (500 unless configured).
///
/// Git keeps every version of a file forever, so a large one weighs on every clone. Git LFS
/// pointer files are exempt (they stand for the large file), and so is a file whose old
/// version was already over the limit (someone accepted it; each edit need not be refused).
/// `maxFileKB` 0 or less turns the check off. A whole-file finding.
struct LargeFileRule: Rule {
    let id = "large-file"
    let defaultLevel = Level.error
    let summary = "a file larger than tinge.lint.maxFileKB (500 KB)"

    fileprivate static func message(_ bytes: Int, limit: Int) -> String {
        "file is \(size(bytes)), over the \(limit) KB limit"
    }
    fileprivate static let help = "track it with Git LFS (git lfs track), keep it out of the repository, or raise tinge.lint.maxFileKB"
    fileprivate static let lfsPointer = Array("version https://git-lfs.github.com/spec/v1".utf8)

    func check(_ file: LintFile, context: LintContext, report: (Finding) -> Void) {
        let limit = context.maxFileKB * 1024
        guard context.maxFileKB > 0, file.text.count > limit, !file.text.starts(with: Self.lfsPointer) else { return }
        if !file.isWhole, let old = file.oldText, old.count > limit { return }
        report(finding(file, line: 0, column: 0, length: 0, level: defaultLevel,
                       Self.message(file.text.count, limit: context.maxFileKB), help: Self.help))
    }

    /// `1.5 MB`, `742 KB`: a size as people read it.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1024 * 1024 {
            let tenths = (bytes * 10 + 512 * 1024) / (1024 * 1024)
            return "\(tenths / 10).\(tenths % 10) MB"
        }
        return "\((bytes + 1023) / 1024) KB"
    }
}
