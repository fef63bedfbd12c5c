#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Git
import Render

/// `--hyperlinks` from the settings: the templates, and what fills them in (this machine's
/// name, the work tree's and the current folder's absolute paths, the remote's commit pages).
enum LinkSettings {
    /// The painter's links, or nil when `tinge.hyperlinks` is off.
    static func hyperlinks(_ s: Settings) throws(Failure) -> Hyperlinks? {
        guard s[.hyperlinks] else { return nil }
        let here = s.session.realPath(".") ?? "/"
        let top = s.session.repository?.workingDirectory.flatMap(FileInput.realPath)
        let commit = s[.commitLinkFormat]
        let commitFormat = commit.lowercased() == "auto" ? originCommitPages(s.session) : commit
        return Hyperlinks(fileFormat: s[.hyperlinkFormat], commitFormat: commitFormat, host: hostName,
                          repositoryRoot: top ?? here, currentDirectory: here)
    }

    /// The commit pages of the forge `remote.origin.url` names, when it is one tinge knows.
    static func originCommitPages(_ session: Session) -> String? {
        guard let url = try? session.repository?.config().string("remote.origin.url") else { return nil }
        return RemoteURL(url)?.commitPageFormat
    }

    /// This machine's name, as `file://` URLs name it (`localhost` when it has none).
    /// The corresponding C function is `gethostname`.
    static var hostName: String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0, buffer[0] != 0 else { return "localhost" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
