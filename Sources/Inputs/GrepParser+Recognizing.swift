import Diff

extension GrepParser {
    /// Whether `lines`, the first of an input, are a search's output, and in which form.
    ///
    /// Prefixed and heading lines must look like what they are (a path that is one: not blank,
    /// no NUL or CR, not a number; with a `/`, an extension, or on disk), with numbers
    /// rising through each file; three such lines, or two that are the whole input, or one that
    /// `check` finds in its file. A line that `check` finds otherwise in its file says the lines
    /// are not a search of these files. JSON: two of rg's messages, or one that is the whole input.
    package static func recognize(_ lines: [ArraySlice<UInt8>], atEnd: Bool,
                                 check: (_ path: String, _ number: Int, _ content: ArraySlice<UInt8>) -> FileAgreement)
        -> (Recognition, Form) {
        guard let first = lines.first else { return (.no, .prefixed) }
        if first.first == 0x7B {
            let messages = lines.prefix(2).map { JSONValue.parse($0)?["type"]?.text }
            guard messages.allSatisfy({ ["begin", "match", "context", "end", "summary"].contains($0 ?? "") }) else {
                return (.no, .json)
            }
            return (messages.count == 2 || atEnd ? .yes : .needMore, .json)
        }
        let colored = GitColors.startsColored(first)
        let texts = lines.prefix(6).map { colored && $0.contains(0x1B) ? GrepColors.uncolor($0).text[...] : $0 }
        // Uncolored, a file's own escapes are cut with the tool's colors: a line that differs
        // from its file proves nothing then.
        let check = { (path: String, number: Int, content: ArraySlice<UInt8>) -> FileAgreement in
            let agreement = check(path, number, content)
            return colored && agreement == .differs ? .absent : agreement
        }
        let prefixed = recognizePrefixed(texts, atEnd: atEnd || lines.count > 6, check: check)
        if prefixed != .no { return (prefixed, .prefixed) }
        return (recognizeHeading(texts, atEnd: atEnd || lines.count > 6, check: check), .heading)
    }

    private static func recognizePrefixed(_ texts: [ArraySlice<UInt8>], atEnd: Bool,
                                          check: (String, Int, ArraySlice<UInt8>) -> FileAgreement) -> Recognition {
        var lines = 0
        var confirmed = false
        var last: (path: ArraySlice<UInt8>, number: Int)?
        for text in texts {
            if text.elementsEqual("--".utf8), lines > 0 { continue }
            guard let fields = prefixed(text, knownPath: last.map { Array($0.path) }) else { return .no }
            let path = text.prefix(fields.pathEnd)
            let number = fields.number
            if let last, last.path.elementsEqual(path), number <= last.number { return .no }
            guard plausiblePath(path) else { return .no }
            switch check(PathBytes.decode(path), number, text.dropFirst(fields.contentStart)) {
            case .differs: return .no
            case .agrees: confirmed = true
            case .absent: guard plausibleName(path) else { return .no }
            }
            last = (path, number)
            lines += 1
            if lines >= 3 || confirmed { return .yes }
        }
        return atEnd ? (lines >= 2 ? .yes : .no) : .needMore
    }

    private static func recognizeHeading(_ texts: [ArraySlice<UInt8>], atEnd: Bool,
                                         check: (String, Int, ArraySlice<UInt8>) -> FileAgreement) -> Recognition {
        var path: ArraySlice<UInt8>?
        var lastNumber = 0
        var lines = 0
        var confirmed = false
        for (n, text) in texts.enumerated() {
            if text.isEmpty || text.elementsEqual("--".utf8) {
                guard n > 0 else { return .no }
                continue
            }
            if let fields = headed(text) {
                guard let current = path, fields.number > lastNumber else { return .no }
                switch check(PathBytes.decode(current), fields.number, text.dropFirst(fields.contentStart)) {
                case .differs: return .no
                case .agrees: confirmed = true
                case .absent: guard plausibleName(current) else { return .no }
                }
                lastNumber = fields.number
                lines += 1
                if lines >= 2 && n >= 2 || confirmed { return .yes }
                continue
            }
            // A heading must be followed by a line of its file.
            guard plausiblePath(text), path == nil || lastNumber > 0 else { return .no }
            path = text
            lastNumber = 0
        }
        return atEnd ? (lines >= 1 ? .yes : .no) : .needMore
    }

    /// Whether `path` could be a file's path as a search tool prints it: not empty, not
    /// starting with a blank or a diff's marker, no NUL or CR, not a number alone. (Other
    /// control characters can be in a name; grep and rg print them as they are.)
    static func plausiblePath(_ path: ArraySlice<UInt8>) -> Bool {
        guard let first = path.first, ![0x20, 0x09, 0x2B, 0x2D, 0x40, 0x7B].contains(first),
              path.last != 0x20, !path.contains(0), !path.contains(0x0D),
              !path.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return false }
        return true
    }

    /// Whether `path` names a file the way paths usually do: with a folder or an extension.
    static func plausibleName(_ path: ArraySlice<UInt8>) -> Bool {
        guard plausiblePath(path), !path.contains(0x20) || path.contains(0x2F) else { return false }
        if path.contains(0x2F) { return true }
        guard let dot = path.lastIndex(of: 0x2E), dot > path.startIndex else { return false }
        let ext = path[(dot + 1)...]
        return (1...10).contains(ext.count)
            && ext.allSatisfy { (($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) }
    }
}
