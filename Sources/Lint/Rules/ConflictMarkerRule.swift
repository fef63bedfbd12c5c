/// `conflict-marker`: merge conflict markers left in the file.
///
/// `<<<<<<< ` and `>>>>>>> ` (seven, then a space or the line's end), `|||||||`, and a lone
/// `=======` only where it sits between the markers of a block — so a Markdown or
/// reStructuredText heading underline is not a conflict.
struct ConflictMarkerRule: Rule {
    let id = "conflict-marker"
    let defaultLevel = Level.error
    let summary = "merge conflict markers (<<<<<<<, =======, |||||||, >>>>>>>) left in the file"

    fileprivate static let message = "merge conflict marker"
    fileprivate static let help = "resolve the conflict and remove the markers"

    func check(_ file: LintFile, context: LintContext, report: (Finding) -> Void) {
        var open = false  // inside <<<<<<< … >>>>>>>
        for line in file.lines {
            let b = line.bytes
            guard let marker = Self.marker(b) else { continue }
            switch marker {
            case 0x3C: open = true
            case 0x3E: open = false
            case 0x3D where !open: continue  // a heading underline, not a conflict
            default: break
            }
            if line.isAdded {
                report(finding(file, line: line.number, column: 1, length: 7, level: defaultLevel,
                               "\(Self.message) '\(String(repeating: Character(UnicodeScalar(marker)), count: 7))'", help: Self.help))
            }
        }
    }

    /// The marker byte (`<`, `=`, `|`, `>`) when the line starts with seven of it as a marker does.
    static func marker(_ b: ArraySlice<UInt8>) -> UInt8? {
        guard b.count >= 7, let first = b.first, [0x3C, 0x3D, 0x7C, 0x3E].contains(first),
              b.prefix(7).allSatisfy({ $0 == first }) else { return nil }
        let rest = b.dropFirst(7)
        if first == 0x3D {
            // A lone `=======`: nothing after it but a line end.
            return rest.allSatisfy { $0 == 0x0D } ? first : nil
        }
        return rest.isEmpty || rest.first == 0x20 || rest.first == 0x0D ? first : nil
    }
}
