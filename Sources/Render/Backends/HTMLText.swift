import Terminal
import TextBytes

/// What an HTML page takes from the content: text with its markup characters escaped, names
/// made into ids, link targets made into safe addresses.
enum HTMLText {
    /// Writes `bytes` with `&`, `<`, `>`, `"` and `'` as character references: safe as text
    /// and inside a quoted attribute.
    static func write(escaping bytes: UnsafeBufferPointer<UInt8>, to out: OutputWriter) throws(OutputError) {
        var run = 0
        for i in 0..<bytes.count {
            guard let reference = reference(bytes[i]) else { continue }
            if i > run { try out.write(UnsafeBufferPointer(rebasing: bytes[run..<i])) }
            try out.write(reference)
            run = i + 1
        }
        if bytes.count > run { try out.write(UnsafeBufferPointer(rebasing: bytes[run...])) }
    }

    /// `text` escaped, as `write(escaping:to:)` does.
    static func escaped(_ text: some Sequence<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        for b in text {
            if let reference = reference(b) { out += reference } else { out.append(b) }
        }
        return out
    }

    private static let amp = Array("&amp;".utf8), lt = Array("&lt;".utf8), gt = Array("&gt;".utf8)
    private static let quot = Array("&quot;".utf8), apos = Array("&#39;".utf8)

    @inline(__always)
    private static func reference(_ b: UInt8) -> [UInt8]? {
        switch b {
        case 0x26: amp
        case 0x3C: lt
        case 0x3E: gt
        case 0x22: quot
        case 0x27: apos
        default: nil
        }
    }

    /// An id for `name` (a file's path, any bytes): `file-` and the name's UTF-8 with letters,
    /// digits, `.`, `/` and `-` kept and every other byte as `_XX`. Nothing in it needs escaping
    /// in an attribute or in a link's `#…`, and different names never give the same id.
    static func id(for name: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out = Array("file-".utf8)
        for b in name.utf8 {
            switch b {
            case _ where ASCII.isAlphanumeric(b): out.append(b)
            case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"): out.append(b)
            default: out += [0x5F, digits[Int(b >> 4)], digits[Int(b & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The schemes a link may name. A relative address (no scheme) is kept too; `javascript:`,
    /// `data:` and every other scheme are not, unless the page is told to keep it: a page must
    /// not run what a link holds.
    static let schemes: Set<String> = ["http", "https", "mailto", "file"]

    /// Schemes no page keeps, whoever asks: a link in them runs or holds what it says.
    static let refused: Set<String> = ["javascript", "vbscript", "data", "blob"]

    /// `target` percent-encoded as terminal links are (no byte outside printable ASCII, so no
    /// white space or control a browser would drop to find a scheme), or nil when it names a
    /// scheme not in `schemes` nor in `also` (the schemes of the user's own link templates,
    /// such as an editor's `vscode`), or one `refused`.
    static func href(_ target: String, also: Set<String> = []) -> [UInt8]? {
        let encoded = ANSIBackend.percentEncoded(target)
        if let name = Hyperlinks.scheme(of: encoded), refused.contains(name) || !(schemes.contains(name) || also.contains(name)) {
            return nil
        }
        return encoded
    }
}

/// The anchors of a page's file headers: an id each, unique on the page, and the list of
/// them the page's table of contents links to.
struct HTMLAnchors {
    /// Each anchor's id and the name it shows, in page order.
    private(set) var entries: [(id: String, label: String)] = []
    /// How many times each id was asked for.
    private var uses: [String: Int] = [:]
    /// How many links point ahead to anchors of each id not made yet (`upcoming`).
    private var promised: [String: Int] = [:]

    /// A new anchor for `name`: its id, with `~2`, `~3`… when the name came before (`~` is
    /// never in `HTMLText.id`, so a suffixed id cannot be another name's).
    mutating func add(_ name: String) -> String {
        var id = HTMLText.id(for: name)
        let n = uses[id, default: 0] + 1
        uses[id] = n
        if let ahead = promised[id] { promised[id] = ahead > 1 ? ahead - 1 : nil }
        if n > 1 { id += "~\(n)" }
        entries.append((id, VisibleText.escaped(name)))
        return id
    }

    /// The id the anchor for `name` that comes after every one promised so far will have: a
    /// table of contents links to its files' titles before they are written, each entry to
    /// the next title of its name, in order.
    mutating func upcoming(_ name: String) -> String {
        let id = HTMLText.id(for: name)
        let ahead = promised[id, default: 0] + 1
        promised[id] = ahead
        let n = uses[id, default: 0] + ahead
        return n > 1 ? id + "~\(n)" : id
    }
}
