// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for tinge: a package of its own, so the main package's build and tests never
// need libFuzzer. `./run` builds them with `-sanitize=fuzzer` on every module (so the code
// under test is instrumented too) and runs them; see "Fuzzing" in ARCHITECTURE.md.
let fuzzTarget: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "tinge-fuzz",
    dependencies: [.package(name: "tinge", path: "..")],
    targets: [
        .target(name: "CFuzzer"),
        .target(name: "FuzzSupport", dependencies: [
            "CFuzzer",
            .product(name: "Diff", package: "tinge"), .product(name: "Highlight", package: "tinge"),
            .product(name: "Prepare", package: "tinge"), .product(name: "Render", package: "tinge"),
            .product(name: "Terminal", package: "tinge"), .product(name: "Theme", package: "tinge"),
        ]),
        .executableTarget(name: "FuzzDiffParser", dependencies: ["FuzzSupport", .product(name: "Diff", package: "tinge")],
                          swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzLexers", dependencies: ["FuzzSupport", .product(name: "Highlight", package: "tinge")],
                          swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzLinearTime", dependencies: ["FuzzSupport", .product(name: "Highlight", package: "tinge")],
                          swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzLint", dependencies: ["FuzzSupport", .product(name: "Lint", package: "tinge"),
                                                          .product(name: "LintReport", package: "tinge"),
                                                          .product(name: "Render", package: "tinge")],
                          swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzScaling", dependencies: ["FuzzSupport", .product(name: "Diff", package: "tinge"),
                                                            .product(name: "Lint", package: "tinge"),
                                                            .product(name: "LintReport", package: "tinge"),
                                                            .product(name: "Render", package: "tinge")],
                          swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzPainter", dependencies: ["FuzzSupport", .product(name: "Diff", package: "tinge"),
                                                            .product(name: "Render", package: "tinge"),
                                                            .product(name: "TextBytes", package: "tinge")],
                          swiftSettings: fuzzTarget),
    ]
)
