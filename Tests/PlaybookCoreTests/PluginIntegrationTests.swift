import Foundation
import Testing

@testable import PlaybookCore

/// The SwiftPM command plugin on `Fixtures/PluginPackage`, a package that
/// depends on Playbook by path: `swift package playbook verify` checks its
/// DocC catalog and README against the package itself. SwiftPM builds
/// Playbook for the plugin once into `.build/plugin-fixture`, shared by
/// later runs.
@Suite struct PluginIntegrationTests {
    @Test func swiftPackagePlaybookVerifyChecksThePackagesDocsAgainstIt() throws {
        let package = TestSupport.temporaryCopy(ofFixture: "PluginPackage")
        defer { try? FileManager.default.removeItem(at: package) }
        try """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Greeting",
            products: [.library(name: "Greeting", targets: ["Greeting"])],
            dependencies: [.package(path: \(String(reflecting: TestSupport.packageRoot.path)))],
            targets: [.target(name: "Greeting")]
        )

        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

        let passing = try swiftPackage(["playbook", "verify"], in: package)
        #expect(passing.status == 0, "\(passing.output.suffix(3000))")
        // The README's two blocks and the doc comment's example.
        #expect(
            passing.output.contains("3 passed (3 run, 0 test, 0 typecheck, 0 syntax), 0 failed"),
            "\(passing.output.suffix(3000))")

        // The site gives the package's public function a page, and the catalog's symbol link leads to it:
        // the plugin hands over the symbol graph SwiftPM makes for it.
        let site = package.appendingPathComponent("site")
        let built = try swiftPackage(["playbook", "build", "--out", site.path], in: package)
        #expect(built.status == 0, "\(built.output.suffix(3000))")
        #expect(!built.output.contains("symbol link"), "\(built.output.suffix(3000))")
        let home = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(home.contains("<a class=\"symbol-link\" href=\"documentation/greeting/greeting-for.html\">"))
        #expect(
            FileManager.default.fileExists(
                atPath: site.appendingPathComponent("documentation/greeting/greeting-for.html").path))

        // A promise the package does not keep fails at the README's line.
        let readme = package.appendingPathComponent("README.md")
        try String(contentsOf: readme, encoding: .utf8).replacingOccurrences(
            of: "// Prints \"13\"", with: "// Prints \"14\""
        )
        .write(to: readme, atomically: true, encoding: .utf8)
        let failing = try swiftPackage(["playbook", "verify"], in: package)
        #expect(failing.status != 0)
        #expect(
            failing.output.contains("README.md:10: error: expected output \"14\", but it printed \"13\""),
            "\(failing.output.suffix(3000))")
    }

    private func swiftPackage(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        try TestSupport.runMerged(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swift", "package", "--package-path", folder.path,
                "--scratch-path", TestSupport.packageRoot.appendingPathComponent(".build/plugin-fixture").path,
            ] + arguments)
    }
}
