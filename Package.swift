// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Playbook",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "playbook", targets: ["playbook"]),
        .library(name: "PlaybookCore", targets: ["PlaybookCore"]),
        .plugin(name: "PlaybookPlugin", targets: ["PlaybookPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [
                .apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]),
                .brew(["cmark-gfm"]),
            ]
        ),
        .target(name: "CProcessControl"),
        .target(
            name: "PlaybookCore",
            dependencies: [
                "CCmarkGFM",
                "CProcessControl",
                "Yams",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            plugins: ["EmbedDefaultTheme"]
        ),
        .executableTarget(name: "ThemeEmbedder"),
        .plugin(name: "EmbedDefaultTheme", capability: .buildTool(), dependencies: ["ThemeEmbedder"]),
        .executableTarget(
            name: "playbook",
            dependencies: [
                "PlaybookCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "PlaybookPlugin",
            capability: .command(
                intent: .custom(
                    verb: "playbook",
                    description:
                        "Verify the package's docs (.docc catalogs, README.md, docs/) against the package, or build "
                        + "and serve their site."
                )
            ),
            dependencies: ["playbook"]
        ),
        .target(name: "PlaybookFuzz"),
        .executableTarget(
            name: "playbook-bench",
            dependencies: ["PlaybookCore", "PlaybookFuzz"]
        ),
        .testTarget(
            name: "PlaybookCoreTests",
            dependencies: ["PlaybookCore", "PlaybookFuzz"],
            resources: [.copy("Fixtures")]
        ),
    ]
)
