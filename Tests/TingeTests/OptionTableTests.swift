import Foundation
import Testing

@testable import tinge

/// The man page's option list is in step with `Option.all`: every flag of the table is
/// documented in man/tinge.1, and every flag the man page lists under PAGER OPTIONS is in the
/// table.
@Suite struct OptionTableTests {
    static let manPage: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("man/tinge.1")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// A flag as troff spells it (`\-\-no\-wrap`).
    static func troff(_ flag: String) -> String {
        flag.split(separator: "-", omittingEmptySubsequences: false).joined(separator: "\\-")
    }

    @Test func everyFlagOfTheTableIsInTheManPage() {
        #expect(!Self.manPage.isEmpty)
        for option in Option.all {
            for flag in option.flags {
                // Followed by what may end a flag in troff: a space, a quote, a bracket, `=`, a comma.
                let found = [" ", "\"", "[", "=", ",", "\n", ")", "."].contains {
                    Self.manPage.contains(Self.troff(flag) + $0)
                }
                #expect(found, "\(flag) (tinge.\(option.name)) is not in man/tinge.1")
            }
        }
    }

    @Test func everyFlagOfThePagerOptionsSectionIsInTheTable() throws {
        let start = try #require(Self.manPage.range(of: "\n.SH PAGER OPTIONS\n"))
        let rest = Self.manPage[start.upperBound...]
        let section = rest[..<(rest.range(of: "\n.SH ")?.lowerBound ?? rest.endIndex)]
        let lines = section.split(separator: "\n", omittingEmptySubsequences: false)
        var listed: [String] = []
        for (i, line) in lines.enumerated() where line == ".TP" && i + 1 < lines.count {
            let header = lines[i + 1].replacingOccurrences(of: "\\-", with: "-")
            listed += header.matches(of: /(?:^|[\s"\[,])(--?[a-z][a-z-]*)/).map { String($0.output.1) }
        }
        #expect(listed.count > 20)
        let known = Set(Option.all.flatMap(\.flags))
        for flag in listed {
            #expect(known.contains(flag), "man/tinge.1 lists \(flag) under PAGER OPTIONS; Option.all lacks it")
        }
        // And the other way round: every rendering option has an entry of its own there.
        for option in Option.all where option.long != nil && option.isTaken(by: [.rendered, .standardInput]) {
            #expect(listed.contains(option.long!), "\(option.long!) has no .TP entry under PAGER OPTIONS")
        }
    }
}
