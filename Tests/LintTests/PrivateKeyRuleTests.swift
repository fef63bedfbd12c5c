import Lint
import Testing

// Secrets are spelled in pieces here, so that tinge's own pre-commit check passes on this file.
private let begin = "-----" + "BEGIN"
private let end = "-----" + "END"
private let base64 = "MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun"
private let akia = "AK" + "IA", asia = "AS" + "IA"
private let ghp = "gh" + "p_", ghs = "gh" + "s_", pat = "github" + "_pat_"
private let token36 = String(repeating: "a1B2", count: 9)
private let token82 = String(repeating: "A1_b", count: 20) + "xy"

@Suite struct PrivateKeyRuleTests {
    @Test func pemBlocksOfEveryKind() {
        for kind in ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "DSA PRIVATE KEY", "OPENSSH PRIVATE KEY"] {
            expectFindings("private-key", in: "1️⃣\(begin) \(kind)-----\n\(base64)\n\(end) \(kind)-----\n", path: "id_key")
        }
    }

    @Test func encryptedAndPGPBlocksWithTheirHeaders() {
        expectFindings("private-key", in: """
            1️⃣\(begin) ENCRYPTED PRIVATE KEY-----
            \(base64)
            2️⃣\(begin) RSA PRIVATE KEY-----
            Proc-Type: 4,ENCRYPTED
            DEK-Info: AES-128-CBC,2A2E5FBA5D4D8B3F

            \(base64)

            """, path: "keys.pem")
        expectFindings("private-key", in: "1️⃣\(begin) PGP PRIVATE KEY BLOCK-----\nVersion: GnuPG v2\n\n\(base64)\n", path: "key.asc")
    }

    @Test func aKeyInAStringWithEscapedNewlines() {
        expectFindings("private-key", in: "KEY = \"1️⃣\(begin) PRIVATE KEY-----\\n\(base64)\\n\"\n")
    }

    @Test func codeThatNamesAHeaderIsNotAKey() {
        expectFindings("private-key", in: """
            if line.startswith("\(begin) RSA PRIVATE KEY-----"):
                kind = "rsa"
            elif line.startswith("\(begin) OPENSSH PRIVATE KEY-----"):
                kind = "openssh"

            """)
        // Public keys and certificates are not secrets.
        expectFindings("private-key", in: "\(begin) PUBLIC KEY-----\n\(base64)\n\(begin) CERTIFICATE-----\n\(base64)\n", path: "pub.pem")
    }

    @Test func puttyKeyFiles() {
        // Built from pieces, so tinge's own lint of this file finds no key.
        expectFindings("private-key", in: "1️⃣PuTTY-User-" + "Key-File-3: ssh-ed25519\nEncryption: none\n", path: "id.ppk")
        expectFindings("private-key", in: "if line.hasPrefix(\"PuTTY-User-Key-File-\") {}\n", path: "ppk.swift")
    }

    @Test func awsAccessKeyIDsAsWholeWords() {
        expectFindings("private-key", in: """
            aws_access_key_id = 1️⃣\(akia)Z7Q3J5X2K4M8N6P1
            token = "2️⃣\(asia)Z7Q3J5X2K4M8N6P1"
            longer = \(akia)Z7Q3J5X2K4M8N6P1X
            inside = X\(akia)Z7Q3J5X2K4M8N6P1
            lower = \(akia)z7q3j5x2k4m8n6p1
            documented = \(akia)IOSFODNN7EXAMPLE
            awscli = \(akia)EXAMPLE123456789

            """, path: "credentials")
    }

    @Test func githubTokens() {
        expectFindings("private-key", in: """
            GH_TOKEN=1️⃣\(ghp)\(token36)
            app = "2️⃣\(ghs)\(token36)"
            fine = "3️⃣\(pat)\(token82)"
            short = \(ghp)\(token36.dropLast())
            prefixed = x\(ghp)\(token36)

            """, path: ".env")
    }

    @Test func onlyAddedLinesCount() {
        expectFindings("private-key", in: "a = \(akia)Z7Q3J5X2K4M8N6P1\nb = 1️⃣\(akia)Z7Q3J5X2K4M8N6P2\n", added: [2])
    }

    @Test func theHelpSaysToRotate() {
        let text = Array("\(akia)Z7Q3J5X2K4M8N6P1\n".utf8)
        let file = LintFile(path: "x", text: text, oldText: nil, language: .plainText, added: [1])
        let help = Linter(only: ["private-key"]).run([file], context: LintContext()).first?.help ?? ""
        #expect(help.contains("remove") && help.contains("rotate"))
    }
}
