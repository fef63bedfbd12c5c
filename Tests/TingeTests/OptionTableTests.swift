import Foundation
import Testing
import TestSupport

@testable import TingeCLI

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

    /// The text of man/tinge.1 from `start` to the next section (`.SH`).
    static func section(_ start: String) throws -> Substring {
        let found = try #require(manPage.range(of: start))
        let rest = manPage[found.upperBound...]
        return rest[..<(rest.range(of: "\n.SH ")?.lowerBound ?? rest.endIndex)]
    }

    /// The text of a command's entry under COMMANDS (`.TP`, then `header`), to the next entry.
    static func entry(_ header: String) throws -> Substring {
        let found = try #require(manPage.range(of: "\n.TP\n" + header))
        let rest = manPage[found.upperBound...]
        return rest[..<(rest.range(of: "\n.TP\n")?.lowerBound ?? rest.endIndex)]
    }

    /// The flags in the headers of `section`'s `.TP` entries.
    static func listedFlags(_ section: Substring) -> [String] {
        let lines = section.split(separator: "\n", omittingEmptySubsequences: false)
        var listed: [String] = []
        for (i, line) in lines.enumerated() where line == ".TP" && i + 1 < lines.count {
            let header = lines[i + 1].replacingOccurrences(of: "\\-", with: "-")
            listed += header.matches(of: /(?:^|[\s"\[,])(--?[a-z][a-z-]*)/).map { String($0.output.1) }
        }
        return listed
    }

    @Test func everyFlagOfThePagerOptionsSectionIsInTheTable() throws {
        let listed = Self.listedFlags(try Self.section("\n.SH PAGER OPTIONS\n"))
        #expect(listed.count > 20)
        let known = Set(Option.all.filter { $0.isTaken(by: [.rendered, .standardInput, .native]) }.flatMap(\.flags))
        for flag in listed {
            #expect(known.contains(flag), "man/tinge.1 lists \(flag) under PAGER OPTIONS; Option.all lacks it")
        }
        // And the other way round: every rendering option has an entry of its own there.
        for option in Option.all where option.long != nil && option.isTaken(by: [.rendered, .standardInput]) {
            #expect(listed.contains(option.long!), "\(option.long!) has no .TP entry under PAGER OPTIONS")
        }
    }

    /// HIGHLIGHT OPTIONS lists exactly the options of `tinge highlight`, each with an entry.
    @Test func theHighlightOptionsSectionIsTheTablesHighlightOptions() throws {
        let listed = Set(Self.listedFlags(try Self.section("\n.SH HIGHLIGHT OPTIONS\n")))
        let options = Option.all.filter { $0.isTaken(by: [.highlight]) }
        let known = Set(options.flatMap(\.flags))
        #expect(listed.count > 8)
        for flag in listed.subtracting(["-h", "--help"]) {
            #expect(known.contains(flag), "man/tinge.1 lists \(flag) under HIGHLIGHT OPTIONS; Option.all lacks it")
        }
        for option in options {
            for flag in [option.long, option.short].compactMap({ $0 }) + option.presets.map(\.flag) {
                #expect(listed.contains(flag), "\(flag) has no .TP entry under HIGHLIGHT OPTIONS")
            }
        }
    }

    /// The entries of lint and themes under COMMANDS name every flag their commands take.
    @Test(arguments: [
        (Option.Scope.lint, ".BR lint \" [\" \\-\\-staged"), (Option.Scope.themes, ".BR themes \" [\" \\-\\-list"),
    ])
    func eachCommandsEntryNamesItsFlags(_ scope: Option.Scope, _ header: String) throws {
        let entry = try Self.entry(header)
        for option in Option.all where option.isTaken(by: [scope]) {
            for flag in [option.long, option.short].compactMap({ $0 }) + option.presets.map(\.flag) {
                let found = [" ", "\"", "[", "=", ",", "\n", ")", "."].contains {
                    entry.contains(Self.troff(flag) + $0)
                }
                #expect(found, "\(flag) (tinge.\(option.name)) is not in man/tinge.1's entry for \(scope)")
            }
        }
    }
}

/// `tinge --help` is where a new user looks first: it shows the pager's options, grouped, and
/// every other command's help says where the rest is.
@Suite struct HelpTests {
    @Test func theOverviewShowsEveryPagerOptionUnderOneHeading() {
        let pagerOptions = Option.all.filter { $0.long != nil && $0.isTaken(by: [.rendered, .standardInput]) }
        let grouped = Help.pagerGroups.flatMap(\.keys).map(\.option.name)
        #expect(Set(pagerOptions.map(\.name)) == Set(grouped))
        #expect(grouped.count == Set(grouped).count, "an option under two headings")
        for option in pagerOptions {
            #expect(Help.overview.contains(option.label), "\(option.label)")
            #expect(Help.pager.contains(option.label), "\(option.label)")
        }
        for group in Help.pagerGroups { #expect(Help.overview.contains("\n\(group.title):\n")) }
    }

    @Test func theOverviewRunsAsTingeHelp() throws {
        for flag in ["--help", "-h"] {
            let run = try InProcessRun.tinge([flag])
            #expect(run.status == 0)
            #expect(run.text.contains("Colors:\n") && run.text.contains("--side-by-side") && run.text.contains("Commands:\n"))
        }
    }

    @Test(arguments: ["highlight", "diff", "blame", "config", "lint", "languages", "themes", "completions", "pager"])
    func everyCommandsHelpSaysWhereTheRestIs(_ command: String) throws {
        let text = try Help.text(for: command)
        #expect(text.contains("tinge --help") || text.contains("tinge help "), "\(command)")
    }
}

/// Each option's typed key reads what it declares: its default (which `Settings` falls back to
/// after a bad value from git config) and every word the completions offer for it.
@Suite struct OptionKeyTests {
    @Test func everyKeyReadsItsDefaultAndItsWords() {
        for key in OptionKeys.all {
            let option = key.option
            // A repeatable option has no default value to fall back to: none given is none.
            if !option.isRepeatable {
                #expect(option.accepts(option.defaultValue), "tinge.\(option.name)'s default '\(option.defaultValue)'")
            }
            for word in option.words {
                #expect(option.accepts(word), "tinge.\(option.name) offers '\(word)' but does not take it")
            }
            #expect(!option.accepts("\u{1B}[2J") || option.takes == nil, "tinge.\(option.name) takes an escape")
        }
    }

    /// A bad value from git config is read as the default, and warned of once in its own words.
    @Test func aBadSettingReadsTheDefault() {
        let session = Session(environment: ["GIT_CONFIG_PARAMETERS": "'tinge.wrap'='sometimes' 'tinge.tabs'='99'"])
        var settings = Settings(session, needsConfig: false)
        settings.warnings = SettingWarnings.collecting()
        #expect(settings[.wrap] == .auto)
        #expect(settings[.tabs] == 8)
        #expect(settings.warnings.problem(of: OptionKeys.wrap.option.name) == "is not auto, always or never")
        #expect(settings.warnings.problem(of: OptionKeys.tabs.option.name) == "is not a number from 0 to 16")
    }
}

/// The subcommands are declared once (`Subcommand.all`): dispatch, the overview, `tinge help`,
/// the completions and the man page's COMMANDS all follow the declaration.
@Suite struct SubcommandTableTests {
    /// The command each `.TP` entry under COMMANDS is about (`.BR "hook install" …` is hook's).
    static func manPageCommands() throws -> [String] {
        let section = try OptionTableTests.section("\n.SH COMMANDS\n")
        let lines = section.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.filter { lines[$0] == ".TP" && $0 + 1 < lines.count }.compactMap { i in
            lines[i + 1].dropFirst(".BR ".count).split(whereSeparator: { $0 == " " || $0 == "\"" }).first.map(String.init)
        }
    }

    @Test func theManPageHasAnEntryForEachCommandAndNoOther() throws {
        let documented = try Self.manPageCommands()
        #expect(documented.count == Set(documented).count, "\(documented)")
        #expect(Set(documented) == Set(Subcommand.all.map(\.name)), "\(documented)")
    }

    /// The overview and the completions describe each command in the same words.
    @Test func theOverviewAndTheCompletionsAgree() {
        for command in Subcommand.all {
            #expect(Help.overview.contains("  \(command.name)"), "\(command.name)")
            #expect(Help.overview.contains(command.summary), "\(command.name)")
            #expect(CompletionModel.tinge.command(command.name)?.summary == command.summary, "\(command.name)")
        }
        let offered = CompletionModel.tinge.commands.map(\.name).filter { !$0.isEmpty }
        #expect(offered == Subcommand.all.map(\.name))
    }

    /// Every command has help of its own, and `tinge help` offers every other one.
    @Test func everyCommandHasHelp() throws {
        for command in Subcommand.all {
            #expect(try Help.text(for: command.name) == command.help())
        }
        let helpOperands = CompletionModel.tinge.command("help")?.operands
        #expect(helpOperands == .words(Subcommand.all.map(\.name).filter { $0 != "help" }))
    }
}
