/// `conflict-marker`: merge conflict markers left in the file.
///
/// `<<<<<<<`, `|||||||` and `>>>>>>>`, then a space, a tab or the line's end; and a lone
/// `=======` only where it sits between the markers of a block — so a Markdown or
/// reStructuredText heading underline is not a conflict. Markers are seven characters long
/// unless the path's `conflict-marker-size` attribute says otherwise, as git's merge writes
/// them and `git diff --check` finds them: a file that shows conflicts (git's own
/// documentation and tests set 32) is not flagged for the seven-character ones it shows.
struct ConflictMarkerRule: Rule {
    let id = "conflict-marker"
    let defaultLevel = Level.error
    let summary = "merge conflict markers (<<<<<<<, =======, |||||||, >>>>>>>) left in the file"

    fileprivate static let message = "merge conflict marker"
    fileprivate static let help = "resolve the conflict and remove the markers"

    func check(_ file: LintFile, context: LintContext, report: (Finding) -> Void) {
        let size = Self.markerSize(context.attribute("conflict-marker-size", of: file.path))
        var open = false  // inside <<<<<<< … >>>>>>>
        for line in file.lines {
            guard let marker = Self.marker(line.bytes, size: size) else { continue }
            switch marker {
            case 0x3C: open = true
            case 0x3E: open = false
            case 0x3D where !open: continue  // a heading underline, not a conflict
            default: break
            }
            if line.isAdded {
                report(finding(file, line: line.number, column: 1, length: size, level: defaultLevel,
                               "\(Self.message) '\(String(repeating: Character(UnicodeScalar(marker)), count: min(size, 7)))\(size > 7 ? "…" : "")'",
                               help: Self.help))
            }
        }
    }

    /// The marker length an attribute value gives, as git's `ll_merge_marker_size` reads it:
    /// the number it starts with (C's `atoi`), 7 when there is none or it is not positive.
    static func markerSize(_ attribute: String?) -> Int {
        guard let attribute else { return 7 }
        let size = CNumber.atoi(attribute.utf8)
        return size > 0 ? size : 7
    }

    /// The marker byte (`<`, `=`, `|`, `>`) when the line starts with `size` of it as a marker does.
    static func marker(_ b: ArraySlice<UInt8>, size: Int = 7) -> UInt8? {
        guard b.count >= size, let first = b.first, [0x3C, 0x3D, 0x7C, 0x3E].contains(first),
              b.prefix(size).allSatisfy({ $0 == first }) else { return nil }
        let rest = b.dropFirst(size)
        if first == 0x3D {
            // A lone `=======`: nothing after it but a line end.
            return rest.allSatisfy { $0 == 0x0D } ? first : nil
        }
        return rest.isEmpty || rest.first == 0x20 || rest.first == 0x09 || rest.first == 0x0D ? first : nil
    }
}
