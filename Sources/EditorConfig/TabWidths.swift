import Synchronization

/// The tab width a project declares for each of its paths, first that says: `.editorconfig`
/// (`tab_width`, else `indent_size` when `indent_style = tab`), from the path's folder up to
/// the top or a `root = true` file, the nearest file winning; then the path's git attribute
/// `whitespace=…,tabwidth=N`; then the fallback (`tinge.tabs`, else 8, as git and less).
/// A `--tabs` on the command line is for the caller to apply before asking.
///
/// Each folder's `.editorconfig` is read and parsed once, and each path's answer is kept.
package final class TabWidths: Sendable {
    /// A width and where it came from, as `tinge config --path` tells it.
    package struct Answer: Sendable, Equatable {
        package let width: Int
        private let origin: Origin

        /// Where the width came from, told only when asked (`tinge config --path`): the pager
        /// asks a width of every path a log names, and never this.
        private enum Origin: Sendable {
            case told(String)
            case editorConfig(EditorConfigFile.Setting, key: String)
        }

        package init(width: Int, source: String) {
            self.width = width
            origin = .told(source)
        }

        fileprivate init(width: Int, setting: EditorConfigFile.Setting, key: String) {
            self.width = width
            origin = .editorConfig(setting, key: key)
        }

        package var source: String {
            switch origin {
            case .told(let source): source
            case .editorConfig(let setting, let key): "\(setting.file) [\(setting.section)] \(key) = \(setting.value)"
            }
        }

        package static func == (a: Answer, b: Answer) -> Bool {
            a.width == b.width && a.source == b.source
        }
    }

    /// The bytes of the `.editorconfig` file in `folder` (relative to the top, "" for the top
    /// itself), or nil when there is none to read.
    package typealias EditorConfigReader = @Sendable (_ folder: String) -> [UInt8]?
    /// The value of the `whitespace` attribute for `path` (nil when unspecified).
    package typealias AttributeLookup = @Sendable (_ path: String) -> String?

    private let read: EditorConfigReader?
    private let attribute: AttributeLookup?
    private let fallback: Answer
    private let folders = Mutex<[String: EditorConfigFile?]>([:])
    private let paths = Mutex<[String: Answer]>([:])
    private let chains = Mutex<[String: [(folder: String, file: EditorConfigFile)]]>([:])

    /// How many paths' answers are kept (a long log names many); past it they are asked again.
    static let pathsKept = 16_384
    /// The widths a project may declare (git's `tabwidth` takes 1 to 63).
    static let widths = 1...63

    package init(editorConfig read: EditorConfigReader?, attribute: AttributeLookup?, fallback: Answer) {
        self.read = read
        self.attribute = attribute
        self.fallback = fallback
    }

    /// The width of tabs in the file at `path` (relative to the top).
    package func width(forPath path: String) -> Answer {
        if let known = paths.withLock({ $0[path] }) { return known }
        let answer = editorConfigWidth(path) ?? attributeWidth(path) ?? fallback
        paths.withLock {
            if $0.count >= Self.pathsKept { $0.removeAll(keepingCapacity: true) }
            $0[path] = answer
        }
        return answer
    }

    // MARK: - .editorconfig

    private func editorConfigWidth(_ path: String) -> Answer? {
        guard read != nil, !path.hasPrefix("/") else { return nil }
        guard Self.namesAreProper(path) else { return nil }
        let chain = files(above: path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? "")
        guard !chain.isEmpty else { return nil }
        let scalars = Array(path.unicodeScalars)
        // Nearer files are read later, so their sections win; each matches the path as it
        // stands below the file's folder.
        var settings = [EditorConfigFile.Setting?](repeating: nil, count: Self.keys.count)
        for (folder, file) in chain.reversed() {
            let relative = folder.isEmpty ? scalars[...] : scalars[(folder.unicodeScalars.count + 1)...]
            file.apply(to: &settings, forPath: relative, file: folder.isEmpty ? ".editorconfig" : folder + "/.editorconfig")
        }
        func answer(_ key: Key) -> Answer? {
            guard let setting = settings[key.rawValue], let width = Int(setting.value), Self.widths.contains(width) else { return nil }
            return Answer(width: width, setting: setting, key: Self.keys[key.rawValue])
        }
        if let width = answer(.tabWidth) { return width }
        if settings[Key.indentStyle.rawValue]?.value.lowercased() == "tab" { return answer(.indentSize) }
        return nil
    }

    /// Whether no name in `path` is empty or `..` (which no `.editorconfig` below the top
    /// could be asked of). Read on the bytes: split, it cost more than the rest of the lookup.
    static func namesAreProper(_ path: String) -> Bool {
        var name = 0
        var dots = 0
        for b in path.utf8 {
            if b == UInt8(ascii: "/") {
                if name == 0 || (name == 2 && dots == 2) { return false }
                name = 0
                dots = 0
            } else {
                name += 1
                if b == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return name > 0 && !(name == 2 && dots == 2)
    }

    /// The properties a width comes from: sections without any (`charset`, `end_of_line`…)
    /// are not matched against paths at all. `Key` is each one's place.
    static let keys = ["tab_width", "indent_size", "indent_style"]

    private enum Key: Int {
        case tabWidth, indentSize, indentStyle
    }

    /// The `.editorconfig` files that apply in `folder` (relative to the top, "" for the top),
    /// nearest first, up to the top or the first `root = true`: found once a folder, since a
    /// change names many files of few folders.
    private func files(above folder: String) -> [(folder: String, file: EditorConfigFile)] {
        if let known = chains.withLock({ $0[folder] }) { return known }
        let names = folder.isEmpty ? [] : folder.split(separator: "/", omittingEmptySubsequences: false)
        var chain: [(folder: String, file: EditorConfigFile)] = []
        for depth in stride(from: names.count, through: 0, by: -1) {
            let above = names[..<depth].joined(separator: "/")
            guard let file = file(in: above) else { continue }
            chain.append((above, file))
            if file.isRoot { break }
        }
        chains.withLock {
            if $0.count >= Self.pathsKept { $0.removeAll(keepingCapacity: true) }
            $0[folder] = chain
        }
        return chain
    }

    /// The parsed `.editorconfig` of `folder`, read once.
    private func file(in folder: String) -> EditorConfigFile? {
        if let known = folders.withLock({ $0[folder] }) { return known }
        let file = read?(folder).map { EditorConfigFile($0, keeping: Self.keys) }
        folders.withLock { $0[folder] = .some(file) }
        return file
    }

    // MARK: - git attributes

    /// `tabwidth=N` in the `whitespace` attribute's list (`tab-in-indent,tabwidth=4`), read as
    /// git reads it: items between commas, blanks before an item skipped, 0 < N < 64.
    private func attributeWidth(_ path: String) -> Answer? {
        guard let value = attribute?(path), value != "true", value != "false" else { return nil }
        guard let width = Self.tabWidth(inWhitespaceRule: value) else { return nil }
        return Answer(width: width, source: "git attribute whitespace=\(value)")
    }

    static func tabWidth(inWhitespaceRule rule: String) -> Int? {
        var width: Int?
        for item in rule.split(separator: ",") {
            let trimmed = item.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            guard trimmed.hasPrefix("tabwidth=") else { continue }
            let digits = trimmed.dropFirst(9).prefix { $0.isASCII && $0.isNumber }
            if let n = Int(digits), widths.contains(n) { width = n }
        }
        return width
    }
}
