/// A section name of an `.editorconfig` file, compiled, and matched against paths relative to
/// that file's folder. EditorConfig's glob syntax: `*` any characters but `/`, `**` any
/// characters, `?` one character but `/`, `[name]` and `[!name]` one character in (or not in)
/// the set (ranges `a-z` too), `{s1,s2}` any of the strings (nested), `{num1..num2}` an integer
/// from num1 to num2, `\` escapes a special character. A name without `/` matches the file's
/// name at any depth below the folder; one with `/` matches from the folder (a leading `/` only
/// says so). `/**/` also matches a single `/`. A brace or bracket that is not closed, and a
/// brace with one string (`{single}`), stand for themselves.
package struct EditorConfigGlob: Sendable {
    indirect enum Element: Sendable, Equatable {
        case literal(Unicode.Scalar)
        /// `?`: one character, not `/`.
        case one
        /// `*`: any characters, not `/`.
        case anyName
        /// `**`: any characters.
        case anyPath
        /// `**/` at the start or after `/`: nothing, or any characters ending with `/`.
        case anyFolders
        case set([ClosedRange<Unicode.Scalar>], negated: Bool)
        case choice([[Element]])
        case number(ClosedRange<Int>)
    }

    let elements: [Element]
    /// Whether the glob matches a file's name alone (no `/` in it, no `**`): then only the
    /// path's last name is matched, with no try at each folder along the path.
    private let namesOnly: Bool

    /// Matching gives up (no match) after this many steps: a hostile glob costs little.
    static let stepLimit = 20_000

    /// The glob of section `name`.
    package init(section name: String) {
        var scalars = Array(name.unicodeScalars)[...]
        let anchored = scalars.contains("/")
        if scalars.first == "/" { scalars = scalars.dropFirst() }
        var parsed = Self.parse(scalars)
        namesOnly = !anchored && !Self.crossesFolders(parsed)
        if !anchored { parsed.insert(.anyFolders, at: 0) }
        elements = parsed
    }

    /// Whether any of `elements` may match a `/` (`**`, at any depth of braces).
    private static func crossesFolders(_ elements: [Element]) -> Bool {
        elements.contains { element in
            switch element {
            case .anyPath, .anyFolders: true
            case .literal(let c): c == "/"
            case .choice(let alternatives): alternatives.contains(where: crossesFolders)
            case .one, .anyName, .set, .number: false
            }
        }
    }

    /// Whether `path` (relative to the `.editorconfig` file's folder, with `/` between names) matches.
    package func matches(_ path: String) -> Bool {
        matches(scalars: Array(path.unicodeScalars)[...])
    }

    /// Whether the path whose scalars are `scalars` matches.
    func matches(scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        scalars.withUnsafeBufferPointer { path in
            elements.withUnsafeBufferPointer { elements in
                // A glob of a name: what follows its leading `**/` matches the last name or
                // nothing, since none of it matches a `/`.
                if namesOnly {
                    let name = (path.lastIndex(of: "/") ?? -1) + 1
                    var run = Run(path: UnsafeBufferPointer(rebasing: path[name...]))
                    return run.match(UnsafeBufferPointer(rebasing: elements[1...]), 0, 0) { run, end in end == run.path.count }
                }
                var run = Run(path: path)
                return run.match(elements, 0, 0) { run, end in end == run.path.count }
            }
        }
    }

    // MARK: - Parsing

    static func parse(_ s: ArraySlice<Unicode.Scalar>) -> [Element] {
        var out: [Element] = []
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            switch c {
            case "\\" where i + 1 < s.endIndex:
                out.append(.literal(s[i + 1]))
                i += 2
                continue
            case "*":
                if i + 1 < s.endIndex, s[i + 1] == "*" {
                    let atFolderStart = i == s.startIndex || s[i - 1] == "/"
                    if atFolderStart, i + 2 < s.endIndex, s[i + 2] == "/" {
                        out.append(.anyFolders)
                        i += 3
                    } else {
                        out.append(.anyPath)
                        i += 2
                    }
                    continue
                }
                out.append(.anyName)
            case "?":
                out.append(.one)
            case "[":
                if let (set, end) = bracket(s, from: i) {
                    out.append(set)
                    i = end
                    continue
                }
                out.append(.literal(c))
            case "{":
                if let (choice, end) = brace(s, from: i) {
                    out.append(choice)
                    i = end
                    continue
                }
                out.append(.literal(c))
            default:
                out.append(.literal(c))
            }
            i += 1
        }
        return out
    }

    /// `[…]` at `start`: the set and the index after its `]`; nil when it is not closed (or
    /// holds a `/`, which no set matches: the bracket is then taken as it is written).
    private static func bracket(_ s: ArraySlice<Unicode.Scalar>, from start: Int) -> (Element, Int)? {
        var i = start + 1
        let negated = i < s.endIndex && (s[i] == "!" || s[i] == "^")
        if negated { i += 1 }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var first = true
        while i < s.endIndex {
            var c = s[i]
            if c == "]" && !first { return (.set(ranges, negated: negated), i + 1) }
            if c == "/" { return nil }
            if c == "\\", i + 1 < s.endIndex {
                i += 1
                c = s[i]
            }
            first = false
            if i + 2 < s.endIndex, s[i + 1] == "-", s[i + 2] != "]", s[i + 2] >= c {
                ranges.append(c...s[i + 2])
                i += 3
            } else {
                ranges.append(c...c)
                i += 1
            }
        }
        return nil
    }

    /// `{…}` at `start`: a choice of strings or a number range, and the index after its `}`;
    /// nil when it is not closed or holds one string only.
    private static func brace(_ s: ArraySlice<Unicode.Scalar>, from start: Int) -> (Element, Int)? {
        var depth = 0
        var commas: [Int] = []
        var i = start
        var end: Int?
        while i < s.endIndex, end == nil {
            switch s[i] {
            case "\\": i += 1
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { end = i }
            case "," where depth == 1: commas.append(i)
            default: break
            }
            i += 1
        }
        guard let end else { return nil }
        let inner = s[(start + 1)..<end]
        if commas.isEmpty {
            guard let range = numberRange(inner) else { return nil }
            return (.number(range), end + 1)
        }
        var alternatives: [[Element]] = []
        var from = start + 1
        for comma in commas + [end] {
            alternatives.append(parse(s[from..<comma]))
            from = comma + 1
        }
        return (.choice(alternatives), end + 1)
    }

    /// `num1..num2` (each with an optional sign), lowest first.
    private static func numberRange(_ s: ArraySlice<Unicode.Scalar>) -> ClosedRange<Int>? {
        guard let dots = s.indices.first(where: { $0 + 1 < s.endIndex && s[$0] == "." && s[$0 + 1] == "." }),
              let a = Int(String(String.UnicodeScalarView(s[..<dots]))),
              let b = Int(String(String.UnicodeScalarView(s[(dots + 2)...]))) else { return nil }
        return min(a, b)...max(a, b)
    }

    // MARK: - Matching

    /// One match of a path: backtracking over the elements, each step counted. Elements and
    /// path are read through buffers, by index: a slice made at each step (each character is
    /// one) took and dropped references enough to be a tenth of the uncolored pager's time on
    /// a log of a thousand paths.
    private struct Run {
        let path: UnsafeBufferPointer<Unicode.Scalar>
        var steps = 0

        /// The character `elements[k]` is, when it is one: a `*` before it can end only where
        /// that character stands (`*.c` tries each `.` of a name, not each of its characters).
        private func literal(_ elements: UnsafeBufferPointer<Element>, _ k: Int) -> Unicode.Scalar? {
            guard k < elements.count, case .literal(let c) = elements[k] else { return nil }
            return c
        }

        /// Whether a star may end at `end`: anywhere, or where the character `needed` stands.
        private func mayEnd(at end: Int, before needed: Unicode.Scalar?) -> Bool {
            guard let needed else { return true }
            return end < path.count && path[end] == needed
        }

        /// Whether `elements[k...]` match from `at`, with `then` matching what follows.
        mutating func match(_ elements: UnsafeBufferPointer<Element>, _ k: Int, _ at: Int, then: (inout Run, Int) -> Bool) -> Bool {
            steps += 1
            guard steps < EditorConfigGlob.stepLimit else { return false }
            guard k < elements.count else { return then(&self, at) }
            let next = k + 1
            let n = path.count
            switch elements[k] {
            case .literal(let c):
                return at < n && path[at] == c && match(elements, next, at + 1, then: then)
            case .one:
                return at < n && path[at] != "/" && match(elements, next, at + 1, then: then)
            case .set(let ranges, let negated):
                guard at < n, path[at] != "/" else { return false }
                return ranges.contains { $0.contains(path[at]) } != negated && match(elements, next, at + 1, then: then)
            case .anyName:
                let needed = literal(elements, next)
                var end = at
                while true {
                    if mayEnd(at: end, before: needed), match(elements, next, end, then: then) { return true }
                    if end == n || path[end] == "/" { return false }
                    end += 1
                }
            case .anyPath:
                let needed = literal(elements, next)
                for end in at...n where mayEnd(at: end, before: needed) {
                    if match(elements, next, end, then: then) { return true }
                }
                return false
            case .anyFolders:
                if match(elements, next, at, then: then) { return true }
                for slash in at..<n where path[slash] == "/" {
                    if match(elements, next, slash + 1, then: then) { return true }
                }
                return false
            case .choice(let alternatives):
                for alternative in alternatives {
                    let matched = alternative.withUnsafeBufferPointer { alternative in
                        match(alternative, 0, at) { run, end in run.match(elements, next, end, then: then) }
                    }
                    if matched { return true }
                }
                return false
            case .number(let range):
                var digits = at
                if digits < n, path[digits] == "-" || path[digits] == "+" { digits += 1 }
                var end = digits
                while end < n, ("0"..."9").contains(path[end]) {
                    end += 1
                    let text = String(String.UnicodeScalarView(path[at..<end]))
                    if let value = Int(text), range.contains(value), match(elements, next, end, then: then) { return true }
                }
                return false
            }
        }
    }
}
