import Diff
import TextBytes

/// Where a diff's headers link to: a file's title and each hunk header to the file at that
/// line, a commit's id to the commit's page at the remote. The painter gives each header's
/// spans its target (`StyledLine.link(to:)`); a terminal gets OSC 8 hyperlinks, a page
/// `<a href>`. Asked for with `--hyperlinks`, and never in `--color-only` output or without
/// colors (`DiffPainter` leaves them out; `ANSIBackend` writes no OSC 8 at depth none).
///
/// A target is a template with its values filled in, and every value is percent-encoded before
/// it goes in (`encoded`): a name's bytes, whatever they are, cannot end the path, start a
/// query or a fragment, or bring a control byte into the escape sequence.
public struct Hyperlinks: Sendable {
    /// A file's target: `{path}` (absolute), `{line}`, `{host}`.
    package var fileFormat: String
    /// A commit's target: `{commit}` (its id as the diff wrote it), `{host}`; nil for none.
    package var commitFormat: String?
    /// This machine's name, for `file://` targets.
    package var host: String
    /// The folder paths in a git diff are relative to: the repository's work tree.
    package var repositoryRoot: String
    /// The folder paths in a plain `diff -u` are relative to: the current one.
    package var currentDirectory: String

    /// `file://HOST/absolute/path`: what a terminal opens as a file.
    public static let defaultFileFormat = "file://{host}{path}"

    public init(fileFormat: String = Hyperlinks.defaultFileFormat, commitFormat: String?, host: String,
                repositoryRoot: String, currentDirectory: String) {
        self.fileFormat = fileFormat
        self.commitFormat = commitFormat
        self.host = host
        self.repositoryRoot = Self.withoutTrailingSlash(repositoryRoot)
        self.currentDirectory = Self.withoutTrailingSlash(currentDirectory)
    }

    /// The target of the file `header` names, at `line`; nil for a deleted file (there is
    /// nothing to open).
    public func file(_ header: FileHeader, line: Int) -> String? {
        guard let path = header.unprefixedPath ?? header.newPath, !path.isEmpty else { return nil }
        let base = header.isPlainDiff ? currentDirectory : repositoryRoot
        let absolute = path.hasPrefix("/") ? path : base + "/" + path
        return Self.expand(fileFormat, [
            "path": Self.encoded(PathBytes.encode(absolute), keepingSlashes: true),
            "line": String(max(1, line)),
            "host": Self.encoded(Array(host.utf8)),
        ])
    }

    /// The target of commit `id`; nil when there is no commit format.
    public func commit(_ id: String) -> String? {
        guard let commitFormat, !commitFormat.isEmpty else { return nil }
        return Self.expand(commitFormat, ["commit": Self.encoded(Array(id.utf8)), "host": Self.encoded(Array(host.utf8))])
    }

    /// The schemes the templates name (`file`, `vscode`, `https`), lowercased: a page keeps
    /// links in them, since the user chose them (`HTMLBackend`).
    package var schemes: Set<String> {
        Set([fileFormat, commitFormat ?? ""].compactMap(Self.scheme))
    }

    /// The scheme `target` starts with (RFC 3986: a letter, then letters, digits, `+`, `-`,
    /// `.`, then `:`), lowercased; nil for none.
    package static func scheme(_ target: String) -> String? {
        scheme(of: Array(target.utf8))
    }

    /// `scheme(_:)` of a target's bytes.
    static func scheme(of bytes: some Collection<UInt8>) -> String? {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), let first = bytes.first, ASCII.isLetter(first) else { return nil }
        let scheme = bytes[..<colon]
        guard scheme.allSatisfy({ ASCII.isAlphanumeric($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
        else { return nil }
        return String(decoding: scheme, as: UTF8.self).lowercased()
    }

    /// `template` with each `{name}` of `values` replaced, in one pass (a value is never read
    /// again for names); other braces stay as they are. A `{path}` that starts with `/` right
    /// after a single `/` of the template loses one of the two (`vscode://file/{path}` gives
    /// `vscode://file/home/…`; `file://{path}` keeps `file:///home/…`).
    static func expand(_ template: String, _ values: [String: String]) -> String {
        var out = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"), let value = values[String(rest[rest.index(after: open)..<close])]
            else {
                out.append("{")
                rest = rest[rest.index(after: open)...]
                continue
            }
            if out.hasSuffix("/"), !out.hasSuffix("//"), value.hasPrefix("/") { out += value.dropFirst() } else { out += value }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// `bytes` with everything but letters, digits, `-`, `.`, `_`, `~` (and `/`, when
    /// `keepingSlashes`) as `%XX`: spaces, `%`, `#`, `?`, controls, bytes that are not UTF-8.
    static func encoded(_ bytes: [UInt8], keepingSlashes: Bool = false) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for b in bytes {
            switch b {
            case _ where ASCII.isAlphanumeric(b): out.append(b)
            case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): out.append(b)
            case UInt8(ascii: "/") where keepingSlashes: out.append(b)
            default: out += [0x25, digits[Int(b >> 4)], digits[Int(b & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func withoutTrailingSlash(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path == "/" ? "" : path
    }
}
