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

    static let plain = Language.plainText.name
}
