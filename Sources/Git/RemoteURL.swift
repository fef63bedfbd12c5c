/// A remote's URL in the forms git takes (`git@host:owner/repo.git`, `ssh://git@host:22/owner/repo`,
/// `https://host/owner/repo`), read for the web pages of the forge that hosts it.
package struct RemoteURL: Equatable, Sendable {
    /// The web address of the host: `https://host`, or `http://host:port` for a remote that is
    /// on the web already. Never the URL's user name or password.
    package let web: String
    /// The host, lowercased.
    package let host: String
    /// The repository's path on the host (`owner/repo`, `group/sub/repo`, `~user/repo`), without
    /// `.git`, each part percent-encoded.
    package let path: String

    /// Reads `url`; nil for a local path, a scheme git's forges do not use, or a name that is
    /// not a host and an `owner/repo` path.
    package init?(_ url: String) {
        let isSpace = { (c: Character) in c == " " || c == "\t" || c == "\n" || c == "\r" }
        let text = url.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
        let trimmed = String(text)
        var web = "https"
        // Whether a port in the URL is the web's: not an ssh or git port.
        var webPort = false
        var authority: Substring
        var path: Substring
        if let separator = trimmed.firstRange(of: "://") {
            let scheme = trimmed[..<separator.lowerBound].lowercased()
            guard ["https", "http", "ssh", "git", "git+ssh", "ssh+git"].contains(scheme) else { return nil }
            let rest = trimmed[separator.upperBound...]
            let slash = rest.firstIndex(of: "/") ?? rest.endIndex
            authority = rest[..<slash]
            path = rest[slash...]
            if scheme == "https" || scheme == "http" {
                web = scheme
                webPort = true
            }
        } else {
            // scp-like `[user@]host:path`: a colon before any slash.
            guard let colon = trimmed.firstIndex(of: ":"), !trimmed[..<colon].contains("/") else { return nil }
            authority = trimmed[..<colon]
            path = trimmed[trimmed.index(after: colon)...]
        }
        // Never the user name or password (a token in an https URL).
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        var host = authority.lowercased()
        var port = ""
        if let colon = host.firstIndex(of: ":") {
            port = String(host[host.index(after: colon)...])
            host = String(host[..<colon])
            guard port.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            // The web's own port is said only when it is not the usual one.
            if !webPort || web == "https" && port == "443" || web == "http" && port == "80" { port = "" }
        }
        guard !host.isEmpty, host.utf8.allSatisfy(Self.isHostByte) else { return nil }
        var parts = path.split(separator: "/")
        if let last = parts.last, last.hasSuffix(".git") { parts[parts.count - 1] = last.dropLast(4) }
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { return nil }
        self.host = Self.aliases[host] ?? host
        self.web = web + "://" + self.host + (port.isEmpty ? "" : ":" + port)
        self.path = parts.map { Self.encoded($0) }.joined(separator: "/")
    }

    /// The template of a commit's page (`{commit}` for its id) at the forge the host is:
    /// GitHub, GitLab, Bitbucket, Codeberg or a Gitea or Forgejo, sourcehut; nil for a host
    /// that is none of them (its pages cannot be known).
    package var commitPageFormat: String? {
        let page: String
        switch forge {
        case .github?, .gitea?: page = "/commit/"
        case .gitlab?: page = "/-/commit/"
        case .bitbucket?: page = "/commits/"
        case .sourcehut?: page = "/commit/"
        case nil: return nil
        }
        return web + "/" + path + page + "{commit}"
    }

    /// The kinds of forge whose pages tinge knows.
    enum Forge {
        case github, gitlab, bitbucket, gitea, sourcehut
    }

    /// The forge the host is: by its name (`github.com`), or a name a company's own gives it
    /// (`github.example.com`, `gitlab.example.org`).
    var forge: Forge? {
        switch host {
        case "github.com": return .github
        case "gitlab.com": return .gitlab
        case "bitbucket.org": return .bitbucket
        case "codeberg.org": return .gitea
        case "git.sr.ht": return .sourcehut
        default: break
        }
        let first = host.split(separator: ".").first ?? ""
        guard host.contains(".") else { return nil }
        switch first {
        case "github": return .github
        case "gitlab": return .gitlab
        case "bitbucket": return .bitbucket
        case "gitea", "forgejo", "codeberg": return .gitea
        default: return nil
        }
    }

    /// Hosts that serve ssh for a forge whose pages are at another name.
    private static let aliases = ["ssh.github.com": "github.com", "altssh.gitlab.com": "gitlab.com",
                                  "altssh.bitbucket.org": "bitbucket.org"]

    private static func isHostByte(_ b: UInt8) -> Bool {
        (0x30...0x39).contains(b) || (0x61...0x7A).contains(b) || b == 0x2D || b == 0x2E
    }

    /// A path's part percent-encoded: letters, digits, `-._~` and `%XX` escapes kept.
    private static func encoded(_ part: Substring) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        let isHex = { (b: UInt8) in (0x30...0x39).contains(b) || (0x41...0x46).contains(b) || (0x61...0x66).contains(b) }
        let bytes = Array(part.utf8)
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x7E: out.append(b)
            case 0x25 where i + 2 < bytes.count && isHex(bytes[i + 1]) && isHex(bytes[i + 2]): out.append(b)
            default: out += [0x25, digits[Int(b >> 4)], digits[Int(b & 15)]]
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
