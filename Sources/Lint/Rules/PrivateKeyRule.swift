import TextBytes

/// `private-key`: private keys and access tokens in added lines, in code, strings or comments alike.
///
/// PEM and OpenSSH and PGP blocks (`-----BEGIN … PRIVATE KEY…-----` followed within a few
/// lines by base64: a parser that names the header is not a key), PuTTY key files, AWS access
/// key ids (`AKIA`/`ASIA` and 16 more, a whole word; AWS's documented `…EXAMPLE` ids exempt)
/// and GitHub tokens (`ghp_`/`gho_`/`ghu_`/`ghs_`/`ghr_` and 36, `github_pat_` and 82).
struct PrivateKeyRule: Rule {
    let id = "private-key"
    let defaultLevel = Level.error
    let summary = "private keys (PEM, OpenSSH, PGP, PuTTY), AWS access key ids and GitHub tokens"

    fileprivate static let key = "private key"
    fileprivate static let aws = "AWS access key id"
    fileprivate static let github = "GitHub token"
    fileprivate static let help = "remove it from the change and rotate it: treat a secret that was ever staged as leaked"

    fileprivate static let begin = Array("-----BEGIN ".utf8)
    fileprivate static let dashes = Array("-----".utf8)
    fileprivate static let privateKey = Array("PRIVATE KEY".utf8)
    fileprivate static let putty = Array("PuTTY-User-Key-File-".utf8)
    fileprivate static let example = Array("EXAMPLE".utf8)
    fileprivate static let githubPrefixes = ["ghp_", "gho_", "ghu_", "ghs_", "ghr_"].map { Array($0.utf8) }
    fileprivate static let githubPAT = Array("github_pat_".utf8)

    func check(_ file: LintFile, context: LintContext, report: (Finding) -> Void) {
        var material = KeyMaterial(file)
        for line in file.addedLines {
            var i = 0
            while i < line.bytes.count {
                let (kind, length) = match(line, at: i, material: &material)
                if let kind {
                    report(finding(file, line: line.number, column: i + 1, length: length, level: defaultLevel, kind, help: Self.help))
                    i += length
                } else {
                    i += 1
                }
            }
        }
    }

    /// What secret, if any, starts at byte `i` of `line`, and its length.
    private func match(_ line: LintFile.Line, at i: Int, material: inout KeyMaterial) -> (String?, Int) {
        switch line.byte(at: i) {
        case 0x2D where line.matches(Self.begin, at: i):  // -----BEGIN
            var j = i + Self.begin.count
            while let c = line.byte(at: j), c == 0x20 || ASCII.isUpper(c) { j += 1 }
            guard line.matches(Self.dashes, at: j),
                  line.bytes[(line.bytes.startIndex + i)...].prefix(j - i).firstRange(of: Self.privateKey) != nil,
                  material.follows(line: line.number, from: j + 5) else { return (nil, 0) }
            return (Self.key, j + 5 - i)
        case 0x50 where line.matches(Self.putty, at: i):  // PuTTY-User-Key-File-<version>: <algorithm>
            let j = i + Self.putty.count
            guard let d = line.byte(at: j), ASCII.isDigit(d), line.byte(at: j + 1) == 0x3A,
                  line.byte(at: j + 2) == 0x20, line.byte(at: j + 3).map(Self.isAlnum) == true else { return (nil, 0) }
            return (Self.key, j + 2 - i)
        case 0x41 where !Self.isWord(line.byte(at: i - 1)):  // AKIA…, ASIA…
            guard line.byte(at: i + 2) == 0x49, line.byte(at: i + 3) == 0x41,
                  line.byte(at: i + 1) == 0x4B || line.byte(at: i + 1) == 0x53,
                  (4..<20).allSatisfy({ line.byte(at: i + $0).map(Self.isUpperAlnum) == true }),
                  !Self.isWord(line.byte(at: i + 20)),
                  // AWS's documented AKIAIOSFODNN7EXAMPLE, and the AKIAEXAMPLE123456789 of awscli's examples.
                  !(4...13).contains(where: { line.matches(Self.example, at: i + $0) }) else { return (nil, 0) }
            return (Self.aws, 20)
        case 0x67 where !Self.isWord(line.byte(at: i - 1)):  // ghp_…, github_pat_…
            if Self.githubPrefixes.contains(where: { line.matches($0, at: i) }),
               (4..<40).allSatisfy({ line.byte(at: i + $0).map(Self.isAlnum) == true }), !Self.isWord(line.byte(at: i + 40)) {
                return (Self.github, 40)
            }
            let n = Self.githubPAT.count + 82
            if line.matches(Self.githubPAT, at: i),
               (Self.githubPAT.count..<n).allSatisfy({ Self.isWord(line.byte(at: i + $0)) }), !Self.isWord(line.byte(at: i + n)) {
                return (Self.github, n)
            }
            return (nil, 0)
        default:
            return (nil, 0)
        }
    }

    /// Whether key material (a run of 40 base64 characters) follows a PEM header within five
    /// lines, or on its own line after it, `\n` escapes and all when the key sits in a string.
    ///
    /// Each line is read once, however many headers ask about it: a line of repeated headers
    /// would otherwise be read again from each, quadratic in its length.
    struct KeyMaterial {
        let file: LintFile
        /// Per line number read, the offset of the last 40 base64 characters in a row, nil when none.
        private var lastRun: [Int: Int?] = [:]

        init(_ file: LintFile) { self.file = file }

        /// Whether a run of 40 base64 characters starts at or after byte `offset` of line `number`,
        /// or stands in one of the five lines below it.
        mutating func follows(line number: Int, from offset: Int) -> Bool {
            if let start = lastRunStart(number), start >= offset { return true }
            return (number + 1...number + 5).contains { $0 <= file.lines.count && lastRunStart($0) != nil }
        }

        private mutating func lastRunStart(_ number: Int) -> Int? {
            if let known = lastRun[number] { return known }
            var (run, last): (Int, Int?) = (0, nil)
            for (k, c) in file.lines[number - 1].bytes.enumerated() {
                run = PrivateKeyRule.isAlnum(c) || c == 0x2B || c == 0x2F ? run + 1 : 0
                if run >= 40 { last = k - 39 }
            }
            lastRun[number] = last
            return last
        }
    }

    static func isAlnum(_ c: UInt8) -> Bool { ASCII.isAlphanumeric(c) }
    static func isUpperAlnum(_ c: UInt8) -> Bool { ASCII.isDigit(c) || ASCII.isUpper(c) }
    static func isWord(_ c: UInt8?) -> Bool { c.map { isAlnum($0) || $0 == 0x5F } ?? false }
}
