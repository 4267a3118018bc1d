import Testing

@testable import PlaybookCore

/// What a local package's manifest says it builds on: the products of its dependencies its targets use.
struct LocalPackageManifestTests {
    static let folder = "/work/Kit"

    @Test func productsATargetUsesAreTakenFromTheirPackageAtTheLocalPackagesVersion() throws {
        let manifest = LocalPackageManifest(
            source: """
                let package = Package(
                    name: "Kit",
                    dependencies: [
                        .package(url: "https://example.com/team/swift-journal.git", from: "1.4.0"),
                        .package(url: "https://example.com/team/swift-unused", "1.0.0"..<"3.0.0"),
                    ],
                    targets: [
                        .target(name: "Kit", dependencies: [
                            .product(name: "Journal", package: "swift-journal"),
                            .product(name: "JournalTesting", package: "Swift-Journal"),
                        ]),
                    ]
                )
                """, folder: Self.folder)
        #expect(manifest.dependencies.count == 1, "a package no target uses is not offered")
        let journal = try #require(manifest.dependencies.first)
        #expect(journal.url == "https://example.com/team/swift-journal.git")
        #expect(journal.products == ["Journal", "JournalTesting"])
        #expect(journal.followsLocalPackage)
    }

    @Test func aPlainStringNamesAProductOfThePackageNamedLikeItUnlessATargetIsSoNamed() {
        let manifest = LocalPackageManifest(
            source: """
                let package = Package(
                    name: "Kit",
                    dependencies: [.package(url: "https://example.com/Matchers.git", from: "2.0.0")],
                    targets: [
                        .target(name: "Core"),
                        .target(name: "Kit", dependencies: ["Core", .byName(name: "Matchers")]),
                        .testTarget(name: "KitTests", dependencies: ["Kit", "Matchers"]),
                    ]
                )
                """, folder: Self.folder)
        #expect(manifest.dependencies.map(\.products) == [["Matchers"]])
    }

    @Test func aPathDependencyIsNamedByItsAbsolutePathAndAnOlderManifestsNameIsKnown() {
        let manifest = LocalPackageManifest(
            source: """
                var package = Package(name: "Kit", targets: [])
                package.dependencies += [
                    .package(path: "../Journal"),
                    .package(name: "Legacy", url: "https://example.com/legacy-kit.git", .exact("1.0.0")),
                ]
                package.targets.append(.target(name: "Kit", dependencies: [
                    .product(name: "JournalKit", package: "Journal"),
                    .product(name: "LegacyCore", package: "Legacy"),
                ]))
                """, folder: Self.folder)
        #expect(manifest.dependencies.map(\.path) == ["/work/Journal", nil])
        #expect(manifest.dependencies.map(\.products) == [["JournalKit"], ["LegacyCore"]])
    }

    @Test func aComputedLocationIsNotGuessed() {
        let manifest = LocalPackageManifest(
            source: """
                let base = "https://example.com/"
                let package = Package(
                    name: "Kit",
                    dependencies: [.package(url: base + "journal", from: "1.0.0")],
                    targets: [.target(name: "Kit", dependencies: [.product(name: "Journal", package: "journal")])]
                )
                """, folder: Self.folder)
        #expect(manifest.dependencies.isEmpty)
    }

    @Test func theGeneratedManifestLetsTheLocalPackagePickTheVersion() {
        var journal = PlaybookConfig.PackageDependency(
            url: "https://example.com/journal.git", version: "", products: ["Journal"])
        journal.followsLocalPackage = true
        let manifest = GeneratedPackage.manifest(
            settings: GeneratedPackage.Settings(dependencies: [journal]), testedUnits: [])
        #expect(manifest.contains(#".package(url: "https://example.com/journal.git", "0.0.0"..<"10000.0.0")"#))
        #expect(manifest.contains(#".product(name: "Journal", package: "journal")"#))
    }

    @Test func traitsGoOnTheDependencysLineAndAskForTheToolsThatReadThem() {
        var local = PlaybookConfig.PackageDependency(path: "/work/Bench", products: ["Bench"])
        local.traits = ["MallocInterposer"]
        var remote = PlaybookConfig.PackageDependency(
            url: "https://example.com/kit.git", version: "1.2.0", products: ["Kit"])
        remote.traits = []
        let withTraits = GeneratedPackage.manifest(
            settings: GeneratedPackage.Settings(dependencies: [local, remote]), testedUnits: [])
        #expect(withTraits.hasPrefix("// swift-tools-version: 6.1\n"))
        #expect(withTraits.contains(#".package(path: "/work/Bench", traits: ["MallocInterposer"])"#))
        #expect(withTraits.contains(#".package(url: "https://example.com/kit.git", from: "1.2.0", traits: [])"#))

        let plain = GeneratedPackage.manifest(
            settings: GeneratedPackage.Settings(
                dependencies: [PlaybookConfig.PackageDependency(path: "/work/Bench", products: ["Bench"])]),
            testedUnits: [])
        #expect(plain.hasPrefix("// swift-tools-version: 6.0\n"))
        #expect(plain.contains(#".package(path: "/work/Bench")"#))
    }

    @Test func defaultIsolationIsTheUnitsAloneAndPartOfTheirKeys() {
        var settings = GeneratedPackage.Settings()
        settings.defaultIsolation = "MainActor"
        let unit = VerificationUnit(
            id: "default/a.md#1", targetName: "UA1", sample: "default", moduleName: "Guides", guide: "a.md",
            members: [])
        let manifest = GeneratedPackage.manifest(settings: settings, testedUnits: [unit])
        #expect(manifest.contains(#"swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])]"#))
        #expect(
            UnitCacheKeys(settings: settings, blocks: [:], level: .run).context()
                != UnitCacheKeys(settings: GeneratedPackage.Settings(), blocks: [:], level: .run).context())
    }

    /// A verdict cached without a trait (a block skipped, its API not built) must not be found once the trait is on.
    @Test func traitsArePartOfEveryUnitsCacheKey() {
        var kit = PlaybookConfig.PackageDependency(
            url: "https://example.com/kit.git", version: "1.2.0", products: ["Kit"])
        func context() -> String {
            UnitCacheKeys(settings: GeneratedPackage.Settings(dependencies: [kit]), blocks: [:], level: .run).context()
        }
        let defaults = context()
        kit.traits = []
        let none = context()
        kit.traits = ["Calibrated"]
        let calibrated = context()
        #expect(Set([defaults, none, calibrated]).count == 3)
    }
}
