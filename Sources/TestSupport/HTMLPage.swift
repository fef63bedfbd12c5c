import Foundation

/// What a reader sees of a page tinge wrote: its body's text, its ids and its links. Read the
/// way a browser reads them, on the page's own terms: every `<` of content is escaped, so each
/// raw `<` starts a tag, and every `>` of an attribute is too, so each raw `>` ends one.
public enum HTMLPage {
    /// The body's text as a browser's `textContent` gives it: tags out, character references
    /// decoded, the newline right after `<pre>` dropped as the HTML parser drops it.
    public static func text(_ page: String) -> String {
        guard let open = page.range(of: "<body>"), let close = page.range(of: "</body>", options: .backwards) else {
            return ""
        }
        var body = String(page[open.upperBound..<close.lowerBound])
        if let pre = body.range(of: "<pre>\n") { body.replaceSubrange(pre, with: "<pre>") }
        var text = ""
        var inTag = false
        for c in body {
            if inTag {
                if c == ">" { inTag = false }
            } else if c == "<" {
                inTag = true
            } else {
                text.append(c)
            }
        }
        return decoded(text)
    }

    /// `text` with its character references (`&amp;`, `&#39;`, `&#x1F;`) as characters.
    public static func decoded(_ text: String) -> String {
        let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            let semicolon = after.firstIndex(of: ";")
            guard let semicolon, after.distance(from: after.startIndex, to: semicolon) <= 8 else {
                out += "&"
                rest = after
                continue
            }
            let name = String(after[..<semicolon])
            var scalar: Unicode.Scalar?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#") {
                scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
            }
            if let scalar {
                out.unicodeScalars.append(scalar)
            } else if let character = named[name] {
                out += character
            } else {
                out += "&" + name + ";"
            }
            rest = after[after.index(after: semicolon)...]
        }
        return out + rest
    }

    /// The values of every `name="…"` attribute, decoded, in page order.
    public static func attributes(_ name: String, in page: String) -> [String] {
        var values: [String] = []
        var rest = Substring(page)
        let opener = " \(name)=\""
        while let start = rest.range(of: opener) {
            let value = rest[start.upperBound...]
            guard let end = value.firstIndex(of: "\"") else { break }
            values.append(decoded(String(value[..<end])))
            rest = value[value.index(after: end)...]
        }
        return values
    }
}
