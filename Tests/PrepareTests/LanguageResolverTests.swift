import Highlight
import Prepare
import Testing

/// One resolver chooses every file's language: attributes, then the path, then the diff driver, then content.
@Suite struct LanguageResolverTests {
    @Test func attributesWinOverThePathAndTheDriverComesAfterIt() {
        let resolver = LanguageResolver(attribute: { name, path in
            switch (name, path) {
            case ("linguist-language", "build/rules.txt"): "Python"
            case ("diff", "scripts/tool"), ("diff", "lib/x.c"): "ruby"
            default: nil
            }
        })
        #expect(resolver.language(forPath: "build/rules.txt", head: { [] }).name == "python")
        #expect(resolver.language(forPath: "scripts/tool", head: { [] }).name == "ruby")
        #expect(resolver.language(forPath: "lib/x.c", head: { [] }).name == "c")
        #expect(resolver.language(forPath: "notes", head: { Array("#!/usr/bin/env bash\n".utf8) }).name == "bash")
        #expect(resolver.language(forPath: nil, head: { Array("# vim: set ft=lua:\n".utf8) }).name == "lua")
        #expect(resolver.language(forPath: "README", head: { [] }).name == LanguageResolverTests.plain)
    }

    /// The registry made ahead on another thread is the one every lookup meets: lookups made on
    /// several threads meanwhile all find their languages.
    @Test func languagesMadeAheadAnswerLookupsOnEveryThread() async {
        LanguageResolver.makeLanguagesAhead()
        let resolver = LanguageResolver()
        let paths = ["a.swift": "swift", "b/c.json": "json", "Makefile": "make", "x.yml": "yaml", "README.md": "markdown"]
        let found = await withTaskGroup(of: (String, String).self) { group in
            for path in paths.keys {
                group.addTask { (path, resolver.language(forPath: path, head: { [] }).name) }
            }
            return await group.reduce(into: [String: String]()) { $0[$1.0] = $1.1 }
        }
        #expect(found == paths)
    }

    static let plain = Language.plainText.name
}
