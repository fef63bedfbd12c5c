/// One `.editorconfig` file, read as the EditorConfig specification describes it: lines of
/// `key = value` under `[glob]` section names, `root = true` before the first section, `#` and
/// `;` starting comment lines. A line that is none of these is skipped; a bad file is never an
/// error. Keys, and the values tinge reads, are taken without regard to case.
package struct EditorConfigFile: Sendable {
    /// One `[glob]` and its `key = value` lines.
    struct Section: Sendable {
        let name: String
        let glob: EditorConfigGlob
        /// Each property kept: its key's place in the file's `keys`, its value, and whether
        /// the value is `unset`.
        var properties: [(key: Int, value: String, unsets: Bool)] = []
    }

    /// A property's value for a path, and the file and section that set it.
    package struct Setting: Sendable, Equatable {
        package let value: String
        /// The file, as the caller names it.
        package let file: String
        /// The section's name as written (`*.c`).
        package let section: String
    }

    /// Whether the search for `.editorconfig` files stops at this one.
    package let isRoot: Bool
    /// The keys whose properties are kept, lower case, in the order settings are laid out.
    package let keys: [String]
    let sections: [Section]

    /// The longest line read, as the specification's limits for names and values allow.
    static let longestLine = 4096

    /// The file whose text is `bytes`, keeping only the properties named in `keys` (lower
    /// case): a section left with none is never matched against a path.
    package init(_ bytes: [UInt8], keeping keys: [String]) {
        self.keys = keys
        var root = false
        var sections: [Section] = []
        for raw in bytes.split(separator: 0x0A, omittingEmptySubsequences: true) where raw.count <= Self.longestLine {
            let line = Self.trimmed(String(decoding: raw, as: UTF8.self))
            guard let first = line.first, first != "#", first != ";" else { continue }
            if first == "[" {
                guard line.last == "]", line.count > 2 else { continue }
                let name = String(line.dropFirst().dropLast())
                sections.append(Section(name: name, glob: EditorConfigGlob(section: name)))
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = Self.trimmed(String(line[..<equals])).lowercased()
            let value = Self.trimmed(String(line[line.index(after: equals)...]))
            guard !key.isEmpty else { continue }
            if sections.isEmpty {
                if key == "root" { root = value.lowercased() == "true" }
            } else if let place = keys.firstIndex(of: key) {
                sections[sections.count - 1].properties.append((place, value, value.lowercased() == "unset"))
            }
        }
        isRoot = root
        self.sections = sections
    }

    /// The properties this file (named `file`) gives the path whose characters are `path`
    /// (relative to its folder), laid over `settings` (one for each of `keys`, in order):
    /// later sections win, and `unset` takes a property back.
    package func apply(to settings: inout [Setting?], forPath path: ArraySlice<Unicode.Scalar>, file: @autoclosure () -> String) {
        for section in sections where !section.properties.isEmpty && section.glob.matches(scalars: path) {
            let file = file()
            for (key, value, unsets) in section.properties {
                settings[key] = unsets ? nil : Setting(value: value, file: file, section: section.name)
            }
        }
    }

    private static func trimmed(_ s: String) -> String {
        var t = Substring(s)
        while let c = t.first, c == " " || c == "\t" || c == "\r" || c == "\u{FEFF}" { t = t.dropFirst() }
        while let c = t.last, c == " " || c == "\t" || c == "\r" { t = t.dropLast() }
        return String(t)
    }
}
