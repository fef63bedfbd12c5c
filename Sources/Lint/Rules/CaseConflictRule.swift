import TextBytes

/// `case-conflict`: two paths that differ only by case, which a case-insensitive file system
/// (macOS and Windows by default) cannot hold side by side.
///
/// Each path is folded once to the name such a file system sees: ASCII paths with ASCII case
/// folded, other UTF-8 paths by Unicode lowercasing, which also equates NFC and NFD spellings
/// (as macOS does, and as `String`'s equality and hashing do); paths that are not UTF-8 byte
/// by byte, ASCII case folded. The index's paths are grouped by that name once
/// (`LintContext.pathsByFoldedName`), so each file costs one lookup: O(N) in all.
/// Judged for files the change adds or renames (no old text), or all with `--all`: two paths
/// that both stood before conflicted before. A whole-file finding.
struct CaseConflictRule: Rule {
    let id = "case-conflict"
    let defaultLevel = Level.error
    let summary = "two paths that differ only by case (they collide on macOS and Windows)"

    fileprivate static func message(_ other: RepositoryPath) -> Message { "path differs only by case from '\(other)'" }
    fileprivate static let help = "rename one of them (git mv): on a case-insensitive file system one overwrites the other"

    /// The name a case-insensitive file system sees.
    enum FoldedName: Hashable, Sendable {
        /// A UTF-8 path, lowercased.
        case text(String)
        /// A path that is not UTF-8, ASCII case folded.
        case bytes([UInt8])
    }

    func check(_ file: LintFile, context: LintContext, report: (Finding) -> Void) {
        guard file.oldText == nil || file.isWhole,
              let other = context.pathsByFoldedName[Self.folded(file.path)]?.first(where: { $0 != file.path }) else { return }
        report(finding(file, line: 0, column: 0, length: 0, level: defaultLevel, Self.message(other), help: Self.help))
    }

    /// `paths` by their folded names, each group in the order of `paths`.
    static func index(_ paths: [RepositoryPath]) -> [FoldedName: [RepositoryPath]] {
        var groups: [FoldedName: [RepositoryPath]] = [:]
        groups.reserveCapacity(paths.count)
        for path in paths { groups[folded(path), default: []].append(path) }
        return groups
    }

    /// The name `path` has on a case-insensitive file system.
    static func folded(_ path: RepositoryPath) -> FoldedName {
        if path.bytes.allSatisfy({ $0 < 0x80 }) { return .text(String(decoding: path.bytes.map(lower), as: UTF8.self)) }
        if let text = path.text { return .text(text.lowercased()) }
        return .bytes(path.bytes.map(lower))
    }

    static func lower(_ c: UInt8) -> UInt8 { ASCII.lower(c) }
}
