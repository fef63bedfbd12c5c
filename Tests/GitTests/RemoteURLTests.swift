import Git
import Testing

/// Remote URLs in the forms git takes, read for their forge's commit pages.
@Suite struct RemoteURLTests {
    @Test(arguments: [
        // GitHub: ssh (scp-like and ssh://), https, with and without `.git`.
        ("git@github.com:owner/repo.git", "https://github.com/owner/repo/commit/{commit}"),
        ("git@github.com:owner/repo", "https://github.com/owner/repo/commit/{commit}"),
        ("ssh://git@github.com/owner/repo.git", "https://github.com/owner/repo/commit/{commit}"),
        ("ssh://git@ssh.github.com:443/owner/repo", "https://github.com/owner/repo/commit/{commit}"),
        ("https://github.com/owner/repo", "https://github.com/owner/repo/commit/{commit}"),
        ("https://github.com/owner/repo.git/", "https://github.com/owner/repo/commit/{commit}"),
        ("  https://GitHub.com/owner/repo.git\n", "https://github.com/owner/repo/commit/{commit}"),
        // A token in the URL never reaches a link.
        ("https://user:s3cret@github.com/owner/repo.git", "https://github.com/owner/repo/commit/{commit}"),
        ("git@github.example.com:team/tool.git", "https://github.example.com/team/tool/commit/{commit}"),
        // GitLab, subgroups too.
        ("git@gitlab.com:group/sub/repo.git", "https://gitlab.com/group/sub/repo/-/commit/{commit}"),
        ("ssh://git@gitlab.example.org:2222/group/repo.git", "https://gitlab.example.org/group/repo/-/commit/{commit}"),
        ("https://gitlab.example.org:8443/group/repo", "https://gitlab.example.org:8443/group/repo/-/commit/{commit}"),
        // Bitbucket.
        ("git@bitbucket.org:team/repo.git", "https://bitbucket.org/team/repo/commits/{commit}"),
        ("https://someone@bitbucket.org/team/repo.git", "https://bitbucket.org/team/repo/commits/{commit}"),
        // Codeberg, Gitea, Forgejo.
        ("git@codeberg.org:owner/repo.git", "https://codeberg.org/owner/repo/commit/{commit}"),
        ("https://gitea.example.com/owner/repo", "https://gitea.example.com/owner/repo/commit/{commit}"),
        ("http://forgejo.lan/owner/repo.git", "http://forgejo.lan/owner/repo/commit/{commit}"),
        // sourcehut.
        ("git@git.sr.ht:~user/repo", "https://git.sr.ht/~user/repo/commit/{commit}"),
        ("https://git.sr.ht/~user/repo", "https://git.sr.ht/~user/repo/commit/{commit}"),
        // Names are encoded; escapes in the URL kept.
        ("https://github.com/owner/my%20repo", "https://github.com/owner/my%20repo/commit/{commit}"),
        ("git@github.com:owner/{commit}\"x", "https://github.com/owner/%7Bcommit%7D%22x/commit/{commit}"),
    ])
    func commitPages(_ url: String, _ page: String) {
        #expect(RemoteURL(url)?.commitPageFormat == page, "\(url)")
    }

    @Test(arguments: [
        "/srv/git/repo.git", "../repo", "file:///srv/repo.git", "C:/repos/x", "git@github.com:repo.git",
        "https://github.com/", "ftp://github.com/a/b", "git@git hub.com:a/b", "git@evil\u{1B}.com:a/b",
        "https://github.com/a/../b", "",
    ])
    func notARemoteOfAForge(_ url: String) {
        #expect(RemoteURL(url)?.commitPageFormat == nil, "\(url)")
    }

    @Test func aHostOfNoKnownForgeHasNoPages() {
        let remote = RemoteURL("git@example.com:owner/repo.git")
        #expect(remote?.host == "example.com")
        #expect(remote?.path == "owner/repo")
        #expect(remote?.commitPageFormat == nil)
        // An ssh alias says nothing of the forge behind it.
        #expect(RemoteURL("git@github-work:owner/repo.git")?.commitPageFormat == nil)
    }
}
