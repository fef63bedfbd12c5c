/// One `.editorconfig` file, read as the EditorConfig specification describes it: lines of
/// `key = value` under `[glob]` section names, `root = true` before the first section, `#` and
/// `;` starting comment lines. A line that is none of these is skipped; a bad file is never an
/// error. Keys, and the values tinge reads, are taken without regard to case.
package struct EditorConfigFile: Sendable {
    /// One `[glob]` and its `key = value` lines.
    struct Section: Sendable {
        let name: String
        let glob: EditorConfigGlob
        var properties: [(key: String, value: String)] = []
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
    let sections: [Section]

    /// The longest line read, as the specification's limits for names and values allow.
    static let longestLine = 4096

    /// The file whose text is `bytes`, keeping only the properties named in `keys` (all when
    /// nil): a section left with none is never matched against a path.
    package init(_ bytes: [UInt8], keeping keys: Set<String>? = nil) {
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
            } else if keys?.contains(key) ?? true {
                sections[sections.count - 1].properties.append((key, value))
            }
        }
        isRoot = root
        self.sections = sections
    }

    /// The properties this file (named `file`) gives `path` (relative to its folder), laid
    /// over `settings`: later sections win, and `unset` takes a property back.
    package func apply(to settings: inout [String: Setting], forPath path: String, file: String) {
        let scalars = Array(path.unicodeScalars)
        for section in sections where !section.properties.isEmpty && section.glob.matches(scalars: scalars) {
            for (key, value) in section.properties {
                if value.lowercased() == "unset" {
                    settings[key] = nil
                } else {
                    settings[key] = Setting(value: value, file: file, section: section.name)
                }
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
