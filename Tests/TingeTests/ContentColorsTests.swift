import Foundation
import TestSupport
import Testing
import Theme

/// Issue 21: colors git or the content asks for in a line tinge copies with its colors (a commit
/// subject in `git branch -v`, `git log --oneline`, `git show-branch`; a word diff) are painted
/// only where they can be read: every character has 3:1 contrast on the theme's background,
/// nothing is dim, concealed, reversed or on a background, and content's own reset does not
/// end git's color early.
@Suite struct ContentColorsTests {
    static let esc = "\u{1B}"
    /// Colors that hide text on one theme or the other, each around the word HIDDEN.
    static let hiding = ["38;5;17", "38;2;64;0;0", "93", "2", "30", "97", "1;34", "38;5;232", "38;5;255", "32;2", "33", "38;2;250;250;250"]

    /// A repository with a branch for each hiding color, its commit's subject in that color,
    /// and a file whose next change a word diff shows in those colors.
    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        _ = try dir.git("init", "-q", "-b", "main")
        _ = try dir.write("f.txt", hiding.map { _ in "alpha beta gamma" }.joined(separator: "\n") + "\n")
        _ = try dir.git("add", ".")
        _ = try dir.git("commit", "-qm", "first")
        for (k, color) in hiding.enumerated() {
            _ = try dir.git("checkout", "-q", "-b", "b\(k)", "main")
            _ = try dir.git("commit", "-q", "--allow-empty", "-m", "s\(k) \(esc)[\(color)mHIDDEN\(esc)[m tail")
        }
        _ = try dir.git("checkout", "-q", "main")
        _ = try dir.write("f.txt", hiding.map { "alpha b\(esc)[\($0)mHIDDEN\(esc)[meta NEW gamma" }.joined(separator: "\n") + "\n")
        return dir
    }

    static let themes: [(String, Theme)] = [("--dark", .dark), ("--light", .light)]
    /// 16, 256 and 24-bit colors.
    static let terminals: [[String: String]] = [["TERM": "xterm"], ["TERM": "xterm-256color"], ["TERM": "xterm-256color", "COLORTERM": "truecolor"]]

    /// What hides a character of `characters` in the rows that show HIDDEN.
    static func problems(_ output: [UInt8], _ theme: Theme, characters: Set<Character>) -> [String] {
        let page = theme.page.background!
        return String(decoding: output, as: UTF8.self).split(separator: "\n").filter { ANSIColors.text(String($0)).contains("HIDDEN") }.flatMap {
            ReadableColors.problems(in: String($0), on: (Int(page.r), Int(page.g), Int(page.b)), characters: characters)
        }
    }

    @Test func subjectsInGitsListsRead() throws {
        let dir = try Self.repository()
        for command in [["branch", "-v"], ["log", "--oneline", "--all"], ["show-branch"] + Self.hiding.indices.map { "b\($0)" }] {
            let colored = try ToolRun.run("git", ["-c", "color.ui=always"] + command, directory: dir.path)
            #expect(colored.status == 0)
            for (flag, theme) in Self.themes {
                for terminal in Self.terminals {
                    let run = try InProcessRun.tinge([flag, "--color=always", "--paging=never"], input: colored.stdout, directory: dir.path, environment: terminal)
                    #expect(run.status == 0)
                    #expect(ANSIColors.text(run.text).components(separatedBy: "HIDDEN").count > Self.hiding.count, "git \(command) \(flag) \(terminal)")
                    let problems = Self.problems(run.stdout, theme, characters: Set("HIDEN"))
                    #expect(problems.isEmpty, "git \(command) | tinge \(flag) \(terminal): \(problems.prefix(4))")
                }
            }
        }
    }

    @Test func aWordDiffsColorsRead() throws {
        let dir = try Self.repository()
        for words in [["--word-diff=color"], ["--color-words"]] {
            let colored = try ToolRun.run("git", ["-c", "color.ui=always", "diff"] + words, directory: dir.path)
            for (flag, theme) in Self.themes {
                for terminal in Self.terminals {
                    let run = try InProcessRun.tinge([flag, "--word-diff", "--color=always", "--paging=never"], input: colored.stdout, directory: dir.path,
                                                environment: terminal)
                    #expect(run.status == 0)
                    let view = "git diff \(words) | tinge \(flag) \(terminal)"
                    let problems = Self.problems(run.stdout, theme, characters: Set("HIDEN"))
                    #expect(problems.isEmpty, "\(view): \(problems.prefix(4))")
                    // The content's reset after HIDDEN is the file's: `eta NEW` is still git's added text, in its color.
                    let rows = run.text.split(separator: "\n").filter { $0.contains("HIDDEN") }
                    #expect(rows.count == Self.hiding.count, "\(view)")
                    for row in rows {
                        #expect(ANSIColors.text(String(row)).contains("HIDDEN^[[meta NEW"), "\(view): \(row.debugDescription)")
                        let cells = ANSIColors.cells(String(row))
                        let text = String(cells.map(\.character))
                        let added = text.distance(from: text.startIndex, to: text.range(of: "bHIDDEN")!.lowerBound)
                        let after = text.distance(from: text.startIndex, to: text.range(of: "eta NEW")!.lowerBound)
                        #expect(cells[after].foreground == cells[added].foreground, "\(view): \(row.debugDescription)")
                    }
                }
            }
        }
    }
}
