// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "tinge",
    // Where Apple's platforms are concerned: Regex (Prepare) and AttributedString (HighlightAttributed) need these.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "tinge", targets: ["tinge"]),
        // The highlighter stands alone: an editor or a web page can depend on it.
        .library(name: "Highlight", targets: ["Highlight"]),
        // Its bridge to Foundation's AttributedString, TextKit and SwiftUI, for editors.
        .library(name: "HighlightAttributed", targets: ["HighlightAttributed"]),
        // For the fuzz targets in fuzz/, a package of their own that depends on this one.
        .library(name: "Diff", targets: ["Diff"]),
        .library(name: "TextBytes", targets: ["TextBytes"]),
        .library(name: "Lint", targets: ["Lint"]),
        .library(name: "LintReport", targets: ["LintReport"]),
        .library(name: "Prepare", targets: ["Prepare"]),
        .library(name: "Render", targets: ["Render"]),
        .library(name: "Terminal", targets: ["Terminal"]),
        .library(name: "Theme", targets: ["Theme"]),
    ],
    targets: [
        .systemLibrary(
            name: "Clibgit2",
            pkgConfig: "libgit2",
            providers: [.apt(["libgit2-dev"]), .brew(["libgit2"])]
        ),
        // malloc.h's settings, which the Glibc module does not bring (a header, nothing linked).
        .systemLibrary(name: "CMalloc"),
        // The version a release build was made as (install.sh defines it; a header, nothing linked).
        .systemLibrary(name: "CBuildVersion"),
        // libgit2's loading of the system's TLS certificates at start-up, stood in for in the
        // executable: tinge never opens a connection (see offline.c).
        .target(name: "COffline"),
        // Swift over libgit2: repositories, objects, native diffs as Diff's items, config,
        // attributes, the mailmap, git itself run as a command. Knows nothing of terminals.
        .target(name: "Git", dependencies: ["Clibgit2", "Diff", "TextBytes", "Threads"]),
        // Bytes of text, for every module: ASCII's classes and display widths (imports nothing).
        .target(name: "TextBytes"),
        // The diff model and its streaming parser (items, events, runs of ordinary lines),
        // conflicts, word diff, moved lines, tables of contents: nothing of git, terminals or languages.
        .target(name: "Diff", dependencies: ["TextBytes"]),
        // Threads for the pipeline: a bounded handoff, a thread of its own, lanes over Dispatch's pool.
        .target(name: "Threads"),
        // A project's `.editorconfig` files, and each file's tab width from them and git's attribute.
        .target(name: "EditorConfig"),
        // The pager's other inputs, next to the diff parser but apart from the diff model: what the
        // input is (InputKind), git blame's and a search's lines parsed.
        .target(name: "Inputs", dependencies: ["Diff", "TextBytes"]),
        // Rules over what a change adds, findings as values (no colors, no printing).
        .target(name: "Lint", dependencies: ["Diff", "Highlight", "TextBytes"]),
        // Its README is the library's documentation for apps.
        .target(name: "Highlight", dependencies: ["TextBytes"], exclude: ["README.md"]),
        // A document and a theme as AttributedString runs and TextKit attributes: the one library
        // target that imports Foundation (and SwiftUI, UIKit or AppKit where they exist).
        .target(name: "HighlightAttributed", dependencies: ["Highlight", "Theme"]),
        // Styles, themes and the layered attributes styled lines carry: typed, never by name.
        .target(name: "Theme", dependencies: ["Highlight"]),
        // The terminal: its facts (probe, depth, background), ANSI encoding and color reduction,
        // the buffered writer, the pager process.
        .target(name: "Terminal", dependencies: ["TextBytes", "Theme"]),
        // Everything a file needs before it is painted: sides, languages, tokens, emphasis.
        .target(name: "Prepare", dependencies: ["Diff", "Highlight", "Inputs", "Threads"]),
        // Diff items and prepared files as styled lines (layouts, decorations, long lines) to a
        // backend: ANSI codes or one HTML page; blame and search painters; the highlighter's printer.
        .target(name: "Render", dependencies: ["Diff", "EditorConfig", "Highlight", "Inputs", "Prepare", "Terminal", "TextBytes", "Theme"]),
        // Lint findings printed: like a compiler's diagnostics (painted through Render), JSON, GitHub annotations.
        .target(name: "LintReport", dependencies: ["Highlight", "Lint", "Render", "Terminal", "Theme"]),
        // The command line: commands, options, settings, the pipelines and the pager's output.
        .target(name: "TingeCLI", dependencies: ["CBuildVersion", "CMalloc", "Diff", "EditorConfig", "Git", "Highlight", "Inputs", "Lint", "LintReport", "Prepare", "Render", "Terminal", "Theme", "Threads"]),
        // The executable is the process's set-up and a call into TingeCLI, nothing else.
        .executableTarget(name: "tinge", dependencies: ["CMalloc", "COffline", "Diff", "Threads", "TingeCLI"]),
        // For tests only: golden files, listings, fixtures, the recording backend, tool and tmux runs.
        .target(name: "TestSupport", dependencies: ["Diff", "Highlight", "Render", "Terminal", "Theme"]),
        // Not a test: `bench/highlight.sh` runs it for lexing throughput.
        .executableTarget(name: "HighlightBenchmark", dependencies: ["Highlight"], path: "bench/HighlightBenchmark"),
        .testTarget(name: "HighlightTests", dependencies: ["Highlight", "TestSupport"], exclude: ["Fixtures", "Golden"]),
        .testTarget(name: "GitTests", dependencies: ["Git", "Diff", "Prepare", "Render", "TextBytes", "Theme", "TestSupport"]),
        .testTarget(name: "TextBytesTests", dependencies: ["TextBytes"]),
        .testTarget(name: "DiffTests", dependencies: ["Diff", "TestSupport"], exclude: ["Fixtures", "Golden"]),
        .testTarget(name: "InputsTests", dependencies: ["Inputs", "Diff", "TestSupport"]),
        .testTarget(name: "PrepareTests", dependencies: ["Prepare", "Diff", "Highlight", "Inputs", "TestSupport", "Threads"]),
        .testTarget(name: "ThreadsTests", dependencies: ["Threads"]),
        .testTarget(name: "EditorConfigTests", dependencies: ["EditorConfig", "TestSupport"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Diff", "Highlight", "Inputs", "Terminal", "Theme", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "Theme"]),
        .testTarget(name: "HighlightAttributedTests", dependencies: ["HighlightAttributed", "Highlight", "Theme", "TestSupport"]),
        .testTarget(name: "ThemeTests", dependencies: ["Theme", "Highlight"], exclude: ["Fixtures"]),
        .testTarget(name: "LintTests", dependencies: ["Lint", "Highlight", "TestSupport"]),
        .testTarget(name: "LintReportTests", dependencies: ["LintReport", "Lint", "Highlight", "Render", "Terminal", "Theme", "TestSupport"]),
        .testTarget(name: "TingeTests", dependencies: ["TestSupport", "Terminal", "Theme", "TingeCLI", "tinge"], exclude: ["Golden"]),
    ]
)
