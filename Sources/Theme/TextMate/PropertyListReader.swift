/// The parser behind `PropertyList.parse`: a cursor over the bytes that reads one element at a
/// time, skipping what a plist may hold between elements (declarations, comments, spaces).
struct PropertyListReader {
    private let bytes: [UInt8]
    private var at = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private var line: Int { bytes[..<min(at, bytes.count)].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 } }

    private func fail(_ problem: String) -> PropertyList.ParseError {
        PropertyList.ParseError(line: line, problem: problem)
    }

    /// `<plist>` (or a bare value) with nothing but declarations around it.
    mutating func document() throws(PropertyList.ParseError) -> PropertyList {
        skipMisc()
        guard at < bytes.count else { throw fail("empty, no XML") }
        guard bytes[at] == UInt8(ascii: "<") else { throw fail("not XML") }
        var tag = try openTag()
        var inPlist = false
        if tag.name == "plist" {
            inPlist = true
            skipMisc()
            tag = try openTag()
        }
        let value = try value(tag)
        if inPlist {
            skipMisc()
            try closeTag("plist")
        }
        return value
    }

    private struct Tag {
        let name: String
        let empty: Bool
    }

    /// Spaces, `<?…?>`, `<!DOCTYPE…>` and comments.
    private mutating func skipMisc() {
        while at < bytes.count {
            if isSpace(bytes[at]) {
                at += 1
            } else if starts("<?") {
                skip(past: "?>")
            } else if starts("<!--") {
                skip(past: "-->")
            } else if starts("<!") && !starts("<![CDATA[") {
                skip(past: ">")
            } else {
                return
            }
        }
    }

    private func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    private func starts(_ s: String) -> Bool {
        let u = Array(s.utf8)
        return at + u.count <= bytes.count && bytes[at..<at + u.count].elementsEqual(u)
    }

    private mutating func skip(past s: String) {
        while at < bytes.count && !starts(s) { at += 1 }
        at = min(bytes.count, at + s.utf8.count)
    }

    /// `<name attributes…>` or `<name/>`.
    private mutating func openTag() throws(PropertyList.ParseError) -> Tag {
        guard at < bytes.count, bytes[at] == UInt8(ascii: "<"), !starts("</") else { throw fail("expected an element") }
        at += 1
        let start = at
        while at < bytes.count, !isSpace(bytes[at]), bytes[at] != UInt8(ascii: ">"), bytes[at] != UInt8(ascii: "/") {
            at += 1
        }
        let name = String(decoding: bytes[start..<at], as: UTF8.self)
        while at < bytes.count, bytes[at] != UInt8(ascii: ">") { at += 1 }
        guard at < bytes.count else { throw fail("unclosed <\(name)>") }
        let empty = bytes[at - 1] == UInt8(ascii: "/")
        at += 1
        return Tag(name: name, empty: empty)
    }

    private mutating func closeTag(_ name: String) throws(PropertyList.ParseError) {
        guard starts("</\(name)") else { throw fail("expected </\(name)>") }
        skip(past: ">")
    }

    /// The text up to the next tag, entities and CDATA decoded.
    private mutating func text() throws(PropertyList.ParseError) -> String {
        var out: [UInt8] = []
        while at < bytes.count {
            if starts("<![CDATA[") {
                at += 9
                while at < bytes.count && !starts("]]>") { out.append(bytes[at]); at += 1 }
                at += 3
            } else if starts("<!--") {
                skip(past: "-->")
            } else if bytes[at] == UInt8(ascii: "<") {
                break
            } else if bytes[at] == UInt8(ascii: "&") {
                out += try entity()
            } else {
                out.append(bytes[at])
                at += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func entity() throws(PropertyList.ParseError) -> [UInt8] {
        let start = at + 1
        while at < bytes.count, bytes[at] != UInt8(ascii: ";") { at += 1 }
        guard at < bytes.count else { throw fail("unfinished entity") }
        let name = String(decoding: bytes[start..<at], as: UTF8.self)
        at += 1
        switch name {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default:
            let number =
                name.hasPrefix("#x")
                ? UInt32(name.dropFirst(2), radix: 16)
                : name.hasPrefix("#") ? UInt32(name.dropFirst(), radix: 10) : nil
            guard let number, let scalar = Unicode.Scalar(number) else { throw fail("unknown entity &\(name);") }
            return Array(String(Character(scalar)).utf8)
        }
    }

    /// The value `tag` opens, through its closing tag.
    private mutating func value(_ tag: Tag) throws(PropertyList.ParseError) -> PropertyList {
        switch tag.name {
        case "true", "false":
            if !tag.empty { try closeTag(tag.name) }
            return .bool(tag.name == "true")
        case "string", "integer", "real", "date", "data", "key":
            let content = tag.empty ? "" : try text()
            if !tag.empty { try closeTag(tag.name) }
            switch tag.name {
            case "integer":
                guard let n = Int(content.trimmed) else { throw fail("not an integer: '\(content)'") }
                return .integer(n)
            case "real":
                guard let x = Double(content.trimmed) else { throw fail("not a number: '\(content)'") }
                return .real(x)
            case "date": return .date(content.trimmed)
            case "data": return .data(content.trimmed)
            default: return .string(content)
            }
        case "array":
            var items: [PropertyList] = []
            if tag.empty { return .array(items) }
            while true {
                skipMisc()
                if starts("</") { break }
                items.append(try value(try openTag()))
            }
            try closeTag("array")
            return .array(items)
        case "dict":
            var entries: [String: PropertyList] = [:]
            if tag.empty { return .dictionary(entries) }
            while true {
                skipMisc()
                if starts("</") { break }
                let keyTag = try openTag()
                guard keyTag.name == "key", case .string(let key) = try value(keyTag) else {
                    throw fail("expected <key> in <dict>")
                }
                skipMisc()
                entries[key] = try value(try openTag())
            }
            try closeTag("dict")
            return .dictionary(entries)
        default:
            throw fail("unknown element <\(tag.name)>")
        }
    }
}

extension String {
    fileprivate var trimmed: String {
        var s = Substring(self)
        while let first = s.first, first.isWhitespace { s.removeFirst() }
        while let last = s.last, last.isWhitespace { s.removeLast() }
        return String(s)
    }
}
