// swift-tools-version:6.0
import PackageDescription

// An editor's use of tinge's highlighter, as an app would depend on it: by path here, by URL elsewhere.
let package = Package(
    name: "EditorDemo",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "tinge", path: "../..")],
    targets: [
        .executableTarget(
            name: "EditorDemo",
            dependencies: [
                .product(name: "Highlight", package: "tinge"),
                .product(name: "HighlightAttributed", package: "tinge"),
                .product(name: "Theme", package: "tinge"),
            ]
        ),
    ],
    // The SwiftUI and TextKit files meet the platforms' main-actor annotations as apps of Swift 5 do.
    swiftLanguageModes: [.v5]
)
