import TextBytes

/// Guessing a file's language from its name and its first and last lines, never failing: unknown is plain text.
public enum Detection {
    /// The language for a file, by (in order) its file name, extension, shebang and modeline;
    /// `head` is the file's start (a few KB is enough), `tail` its end when known.
    /// Languages are looked up in `languages`: the built-in ones unless an app adds its own.
    public static func language(path: String?, head: [UInt8], tail: [UInt8] = [],
                                in languages: LanguageRegistry = .builtIn) -> Language {
        if let path, let language = language(forPath: path, in: languages) { return language }
        if let language = language(forShebang: head, in: languages) { return language }
        if let language = language(forModeline: head, tail: tail, in: languages) { return language }
        return .plainText
    }

    /// The language a path's file name or extension names, if any.
    public static func language(forPath path: String, in languages: LanguageRegistry = .builtIn) -> Language? {
        // Paths are split on their bytes: splitting a String by characters cost about 15,000
        // instructions a path, three times over, for every file of a log.
        let fileName = Self.lastComponent(path)
        if let language = languages.forFileName(fileName) ?? languages.forPathPattern(path) { return language }
        if let language = helmTemplate(path, fileName, in: languages) { return language }
        var name = Substring(fileName)
        // Backup and template suffixes hide the real extension: x.py.orig, x.conf.in
        // Compared as bytes: a String's `hasSuffix` compares characters, a few hundred
        // instructions for each suffix of each path.
        for suffix in [".orig", ".bak", ".in", ".dist", ".sample", ".example", ".tmpl", "~"]
        where name.utf8.count > suffix.utf8.count && name.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) {
            name = Substring(name.utf8.dropLast(suffix.utf8.count))
            if let language = languages.forFileName(String(name)) { return language }
            break
        }
        if let dot = name.lastIndex(of: "."), dot != name.startIndex || name.count > 1 {
            let ext = name[name.index(after: dot)...]
            if !ext.isEmpty, let language = languages.forExtension(String(ext)) { return language }
        }
        // A suffix that hid nothing known is the extension: `page.tmpl` is a Go template.
        if name.count < fileName.count, let dot = fileName.lastIndex(of: "."),
           let language = languages.forExtension(String(fileName[fileName.index(after: dot)...])) {
            return language
        }
        return languages.forFileNamePattern(fileName)
    }

    /// A Helm chart's templates: YAML (and `_helpers.tpl`) in a `templates` folder, as charts keep them.
    static func helmTemplate(_ path: String, _ fileName: String, in languages: LanguageRegistry) -> Language? {
        let folders = path.utf8.split(separator: UInt8(ascii: "/")).dropLast()
        guard folders.contains(where: { $0.elementsEqual("templates".utf8) }) else { return nil }
        let lower = fileName.lowercased()
        if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") { return languages.named("helm") }
        if lower.hasSuffix(".tpl") { return languages.named("gotmpl") }
        return nil
    }

    /// The part of `path` after its last `/` (all of it when it has none).
    static func lastComponent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// The language a `#!` first line names: `#!/bin/sh`, `#!/usr/bin/env python3`, `#!/usr/bin/env -S python3 -u`.
    public static func language(forShebang head: [UInt8], in languages: LanguageRegistry = .builtIn) -> Language? {
        guard head.count > 2, head[0] == UInt8(ascii: "#"), head[1] == UInt8(ascii: "!") else { return nil }
        let end = head.firstIndex(of: UInt8(ascii: "\n")) ?? head.count
        let line = String(decoding: head[2..<end], as: UTF8.self)
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
        guard !words.isEmpty else { return nil }
        var program = words.removeFirst().split(separator: "/").last.map(String.init) ?? ""
        if program == "env" {
            // Skip env's options (-S, -i, -u NAME) and VAR=value assignments.
            while let word = words.first, word.hasPrefix("-") || word.contains("=") {
                words.removeFirst()
                if word == "-u" || word == "-C" { if !words.isEmpty { words.removeFirst() } }
            }
            guard let first = words.first else { return nil }
            program = first.split(separator: "/").last.map(String.init) ?? first
        }
        let language = languages.forInterpreter(program)
        if language?.name == "bash", let restarted = restartedInterpreter(head[min(end + 1, head.count)...]) {
            // A shell script that restarts itself at once in another program is that program's.
            return languages.forInterpreter(restarted)
        }
        return language
    }

    /// The program a shell script restarts itself in, Tcl's way (git's `gitk`, Tk's demos):
    ///
    ///     #!/bin/sh
    ///     # the next line restarts using wish \
    ///     exec wish "$0" -- "$@"
    ///
    /// A comment ending in `\` continues onto the next line for Tcl, which skips the `exec`,
    /// and not for the shell, which runs it. Looked for among the lines after the shebang.
    static func restartedInterpreter(_ rest: ArraySlice<UInt8>) -> String? {
        let following = rest.prefix(1024).split(separator: 0x0A, omittingEmptySubsequences: false).prefix(8)
            .map { String(decoding: $0, as: UTF8.self) }
        var continued = false
        for line in following {
            let text = line.trimmingSpaces
            if continued, text.hasPrefix("exec ") {
                let program = text.dropFirst(5).split(separator: " ").first ?? ""
                return program.split(separator: "/").last.map(String.init)
            }
            continued = text.hasPrefix("#") && text.hasSuffix("\\")
        }
        return nil
    }

    /// The language a Vim modeline (`vim: set ft=ruby:`) or Emacs mode line (`-*- mode: ruby -*-`) names,
    /// looked for in the first and last five lines.
    public static func language(forModeline head: [UInt8], tail: [UInt8] = [],
                                       in languages: LanguageRegistry = .builtIn) -> Language? {
        // Split on bytes, and only the ten lines read made Strings.
        let first = head.prefix(4096).split(separator: 0x0A, maxSplits: 5, omittingEmptySubsequences: false).prefix(5)
        let last = (tail.isEmpty ? head.suffix(4096) : tail.suffix(4096)).split(separator: 0x0A, omittingEmptySubsequences: false).suffix(5)
        for bytes in Array(first) + Array(last) where Self.mayHoldModeline(bytes) {
            let line = String(decoding: bytes, as: UTF8.self)
            if let name = vimFileType(line) ?? emacsMode(line), let language = languages.named(name) {
                return language
            }
        }
        return nil
    }

    /// Whether a line has what a modeline needs, by its bytes: `vi:`, `vim:`, `vim600:` or
    /// `ex:` (all end in `i:`, `m:`, `0:` or `x:`), or `-*-`. Nearly every line has neither,
    /// and searching a String for each form cost about 20,000 instructions a line.
    static func mayHoldModeline(_ line: ArraySlice<UInt8>) -> Bool {
        var previous: UInt8 = 0
        var twoBack: UInt8 = 0
        for byte in line {
            if byte == UInt8(ascii: ":"), previous == UInt8(ascii: "i") || previous == UInt8(ascii: "m")
                || previous == UInt8(ascii: "0") || previous == UInt8(ascii: "x") {
                return true
            }
            if byte == UInt8(ascii: "-"), previous == UInt8(ascii: "*"), twoBack == UInt8(ascii: "-") { return true }
            twoBack = previous
            previous = byte
        }
        return false
    }

    private static func vimFileType(_ line: String) -> String? {
        var marker: Range<String.Index>?
        for word in ["vim:", "vi:", "ex:", "vim600:"] {
            if let r = firstRange(of: word, in: line[...]) { marker = r; break }
        }
        guard let marker else { return nil }
        let rest = line[marker.upperBound...]
        for key in ["filetype=", "ft=", "syntax=", "syn="] {
            if let r = firstRange(of: key, in: rest) {
                let value = rest[r.upperBound...].prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "+" })
                if !value.isEmpty { return String(value) }
            }
        }
        return nil
    }

    /// Where `word` first is in `text` (`ByteSearch`: no `_StringProcessing`).
    private static func firstRange(of word: String, in text: Substring) -> Range<String.Index>? {
        ByteSearch.firstRange(of: Array(word.utf8), in: text.utf8)
    }

    private static func emacsMode(_ line: String) -> String? {
        guard let open = firstRange(of: "-*-", in: line[...]), let close = firstRange(of: "-*-", in: line[open.upperBound...]) else { return nil }
        let inside = line[open.upperBound..<close.lowerBound].trimmingSpaces
        if !inside.contains(":") { return inside.isEmpty ? nil : inside.lowercased() }
        for part in inside.split(separator: ";") {
            let pair = part.split(separator: ":", maxSplits: 1)
            if pair.count == 2, pair[0].trimmingSpaces.lowercased() == "mode" {
                return pair[1].trimmingSpaces.lowercased()
            }
        }
        return nil
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s = s.dropLast() }
        return String(s)
    }
}
