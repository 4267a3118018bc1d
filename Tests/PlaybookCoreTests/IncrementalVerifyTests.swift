import Foundation
import Testing

@testable import PlaybookCore

/// What a second run recompiles after an edit: nothing for prose, one unit
/// for a change in its code; and its results sit at the edited guide's lines.
@Suite(.serialized)
struct IncrementalVerifyTests {
    /// The verify fixtures' failing guides alone, copied so edits stay in a temporary folder.
    static func failingGuides() throws -> URL {
        let folder = TestSupport.temporaryCopy(ofFixture: "Verify")
        let kept: Set = ["failing-test.md", "type-error.md", "playbook.yml", "support"]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !kept.contains(name) {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        return folder
    }

    static func verify(_ folder: URL, launches: LaunchLog) throws -> VerificationReport {
        try verify(folder) { executable, _ in launches.record(executable) }
    }

    static func verify(
        _ folder: URL, onLaunch: @escaping @Sendable (String, [String]) -> Void
    ) throws -> VerificationReport {
        let workspace = Workspace.open(paths: [folder.path], configFile: nil)
        #expect(!workspace.diagnostics.hasErrors, "\(workspace.diagnostics)")
        return try Verifier(workspace: workspace, options: VerifyOptions(), runner: ProcessRunner(onLaunch: onLaunch))
            .verify()
    }

    /// Launches that compile the fixture's SwiftUI stand-in, a support module.
    static func supportBuilds(_ folder: URL) throws -> (report: VerificationReport, builds: Int) {
        let builds = LaunchLog()
        let report = try verify(folder) { executable, arguments in
            if arguments.contains("-emit-module-path"), arguments.contains("SwiftUI") { builds.record(executable) }
        }
        return (report, builds.count)
    }

    static func firstError(
        _ report: VerificationReport, _ guide: String, sample: String = "character"
    ) -> VerificationReport.Location? {
        report.blocks.filter { $0.guide == guide && $0.sample == sample }.flatMap(\.diagnostics).first {
            $0.severity == .error
        }
    }

    static func insert(_ lines: String, after heading: String, in file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: heading + "\n", with: heading + "\n" + lines).write(
            to: file, atomically: true, encoding: .utf8)
    }

    /// A function and a Swift Testing test of it, at guide lines 3 and 9.
    static let doublingGuide = """
        # Doubling

        ```swift
        func double(_ value: Int) -> Int {
            value * 2
        }
        ```

        ```swift
        import Testing

        @Test func doublesTwo() {
            #expect(double(2) == 4)
        }
        ```

        """

    /// A function that traps on odd numbers (guide line 5) and a test that calls it with one.
    static let halvingGuide = """
        # Halving

        ```swift
        func half(_ value: Int) -> Int {
            precondition(value.isMultiple(of: 2), "only even numbers halve")
            return value / 2
        }
        ```

        ```swift
        import Testing

        @Test func halvesThree() {
            #expect(half(3) == 1)
        }
        ```

        """

    /// A function and an XCTest case with one passing test method.
    static let triplingGuide = """
        # Tripling

        ```swift
        func triple(_ value: Int) -> Int {
            value * 3
        }
        ```

        ```swift
        import XCTest

        final class TriplingTests: XCTestCase {
            func testTriplesTwo() {
                XCTAssertEqual(triple(2), 6)
            }
        }
        ```

        """

    /// Verifies one guide in a package folder of its own beside it, so nothing
    /// of another run is there to reuse; with the module names `swiftc` compiled.
    /// `viaDriver` are the compiles `swiftc` ran rather than the frontend alone.
    static func verify(
        guide: URL, useCache: Bool = true
    ) throws -> (report: VerificationReport, compiles: [String], viaDriver: [String]) {
        let compiles = LaunchLog()
        let viaDriver = LaunchLog()
        var options = VerifyOptions()
        options.useCache = useCache
        options.packageDirectory = guide.deletingLastPathComponent().appendingPathComponent("package").path
        let runner = ProcessRunner { executable, arguments in
            // A compile runs the frontend alone, or the driver (not asked only to plan, `-###`); a link ends in the
            // driver's `clang` job, or is the driver.
            let linksAlone = executable.hasSuffix("/clang")
            guard
                executable.hasSuffix("/swift-frontend") || linksAlone
                    || (executable == "swiftc" && arguments.first != "-###")
            else { return }
            // What each compile makes: the unit's module, its tests, the tests' entry point; the link names no module.
            let module = linksAlone ? nil : arguments.drop { $0 != "-module-name" }.dropFirst().first
            let made =
                module.map { $0 == "PlaybookTestsMain" ? "entry point" : $0.hasSuffix("Tests") ? "tests" : "module" }
                ?? "link"
            compiles.record(made)
            if executable == "swiftc" { viaDriver.record(made) }
        }
        let workspace = Workspace.open(paths: [guide.path], configFile: nil)
        return (
            try Verifier(workspace: workspace, options: options, runner: runner).verify(), compiles.all, viaDriver.all
        )
    }

    @Test func proseAboveABlockMovesItsResultsAndRecompilesNothing() throws {
        let folder = try Self.failingGuides()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Self.verify(folder, launches: LaunchLog())
        #expect(Self.firstError(before, "type-error.md")?.line == 6)
        #expect(Self.firstError(before, "failing-test.md")?.line == 16)

        try Self.insert(
            "\nThree lines of prose\nabove every block.\n", after: "# Type error",
            in: folder.appendingPathComponent("type-error.md"))
        try Self.insert(
            "\nThree lines of prose\nabove every block.\n", after: "# Failing test",
            in: folder.appendingPathComponent("failing-test.md"))
        let launches = LaunchLog()
        let after = try Self.verify(folder, launches: launches)
        #expect(launches.count == 0, "a prose edit starts no compiler")
        #expect(after.summary.cachedUnits == after.summary.units)
        let typeError = try #require(Self.firstError(after, "type-error.md"))
        #expect(typeError.line == 9)
        #expect(typeError.column == 49)
        #expect(Self.firstError(after, "failing-test.md")?.line == 19)
        #expect(after.blocks.map(\.status) == before.blocks.map(\.status))
        #expect(after.blocks.map(\.line) == before.blocks.map { $0.line + 3 })
    }

    /// A body edit leaves the module's interface, and so the tests' compile,
    /// unchanged: only the module is compiled again; and the tests, linked
    /// against the new module, still fail where its new body is wrong.
    @Test func aBodyEditRecompilesTheModuleNotItsTestsAndItsFailureStillShows() throws {
        try TestSupport.withTemporaryFolder { folder in
            let guide = try TestSupport.write(Self.doublingGuide, to: folder, "doubling.md")
            let passing = try Self.verify(guide: guide)
            #expect(
                passing.report.summary.failed == 0 && passing.report.summary.passed == 2,
                "\(passing.report.summary.line)")
            #expect(passing.report.blocks.allSatisfy { $0.level == .test })
            #expect(passing.compiles == ["module", "tests", "entry point", "link"])
            #expect(
                passing.viaDriver.isEmpty, "every compile starts the frontend alone, and the link the driver's jobs")

            try String(contentsOf: guide, encoding: .utf8).replacingOccurrences(of: "value * 2", with: "value * 3")
                .write(to: guide, atomically: true, encoding: .utf8)
            let failing = try Self.verify(guide: guide)
            #expect(failing.compiles == ["module", "link"], "the tests' and the entry point's compiles are reused")
            let failure = try #require(failing.report.blocks.first { $0.line == 9 })
            #expect(failure.status == .failed)
            #expect(failure.diagnostics.first { $0.severity == .error }?.line == 13)

            // Without the cache, nothing earlier is taken on trust.
            let again = try Self.verify(guide: guide, useCache: false)
            #expect(again.compiles == ["module", "tests", "entry point", "link"])
            #expect(again.report.blocks.map(\.status) == failing.report.blocks.map(\.status))
        }
    }

    @Test func aCommentInsideABlockReusesItsModuleAndTheTestsBelowStillCompileAndRun() throws {
        try TestSupport.withTemporaryFolder { folder in
            let guide = try TestSupport.write(Self.doublingGuide, to: folder, "doubling.md")
            #expect(try Self.verify(guide: guide).compiles == ["module", "tests", "entry point", "link"])

            try String(contentsOf: guide, encoding: .utf8).replacingOccurrences(
                of: "    value * 2", with: "    // Twice the value.\n    value * 2"
            )
            .write(to: guide, atomically: true, encoding: .utf8)
            let commented = try Self.verify(guide: guide)
            #expect(
                commented.compiles == ["tests", "link"], "the tests, whose lines moved, and the link; not the module")
            #expect(commented.report.summary.passed == 2 && commented.report.blocks.allSatisfy { $0.level == .test })
            #expect(commented.report.blocks.map(\.line).sorted() == [3, 10], "the test block moved down a line")
        }
    }

    /// The test executable's entry point lists XCTest methods, so a new one
    /// compiles it again and runs; a body edit elsewhere reuses it.
    @Test func aNewXCTestMethodIsListedAndRunWhileABodyEditReusesTheEntryPoint() throws {
        try TestSupport.withTemporaryFolder { folder in
            let guide = try TestSupport.write(Self.triplingGuide, to: folder, "tripling.md")
            let passing = try Self.verify(guide: guide)
            #expect(
                passing.report.summary.failed == 0 && passing.report.blocks.allSatisfy { $0.level == .test },
                "\(passing.report.summary.line)")
            #expect(passing.compiles == ["module", "tests", "entry point", "link"])

            try String(contentsOf: guide, encoding: .utf8).replacingOccurrences(
                of: "value * 3", with: "value + value + value"
            )
            .write(to: guide, atomically: true, encoding: .utf8)
            let bodyEdit = try Self.verify(guide: guide)
            #expect(bodyEdit.compiles == ["module", "link"])
            #expect(bodyEdit.report.summary.failed == 0)

            let wrongTest = "    func testTriplesThree() {\n        XCTAssertEqual(triple(3), 10)\n    }\n}"
            try String(contentsOf: guide, encoding: .utf8).replacingOccurrences(
                of: "    }\n}", with: "    }\n\n" + wrongTest
            )
            .write(to: guide, atomically: true, encoding: .utf8)
            let newMethod = try Self.verify(guide: guide)
            #expect(newMethod.compiles == ["tests", "entry point", "link"])
            let failure = try #require(
                newMethod.report.blocks.first { $0.status == .failed }, "the new method ran and failed")
            #expect(
                failure.diagnostics.contains { $0.severity == .error && $0.line == 18 },
                "the failed assertion's line: \(failure.diagnostics)")
        }
    }

    @Test func aCommentAboveACrashRecompilesItsModuleSoTheCrashKeepsItsLine() throws {
        try TestSupport.withTemporaryFolder { folder in
            let guide = try TestSupport.write(Self.halvingGuide, to: folder, "halving.md")
            let crashLine = { (report: VerificationReport) in
                report.blocks.first { $0.line == 3 }?.diagnostics.first {
                    $0.severity == .error && $0.message.contains("only even numbers halve")
                }?.line
            }
            let crashed = try Self.verify(guide: guide)
            #expect(crashed.report.summary.failed > 0)
            #expect(crashLine(crashed.report) == 5, "\(crashed.report.blocks.map { ($0.line, $0.diagnostics) })")

            try String(contentsOf: guide, encoding: .utf8).replacingOccurrences(
                of: "    precondition(", with: "    // Odd numbers have no half.\n    precondition("
            )
            .write(to: guide, atomically: true, encoding: .utf8)
            let commented = try Self.verify(guide: guide)
            #expect(
                commented.compiles == ["module", "tests", "link"],
                "a module that crashed is compiled again whatever changed")
            #expect(
                crashLine(commented.report) == 5 + 1, "\(commented.report.blocks.map { ($0.line, $0.diagnostics) })")
        }
    }

    @Test func supportModulesAreBuiltAgainOnlyWhenTheirSourcesChangeOrTheirProductsAreGone() throws {
        let folder = try Self.failingGuides()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.supportBuilds(folder).builds == 1)

        let typeError = folder.appendingPathComponent("type-error.md")
        let guide = try String(contentsOf: typeError, encoding: .utf8)
        try guide.replacingOccurrences(of: "static let count = 3", with: "static let count = 4").write(
            to: typeError, atomically: true, encoding: .utf8)
        let codeEdit = try Self.supportBuilds(folder)
        #expect(codeEdit.builds == 0, "a guide's code changed, not the support module")
        #expect(codeEdit.report.summary.cachedUnits < codeEdit.report.summary.units)

        let support = folder.appendingPathComponent("support/SwiftUI/SwiftUI.swift")
        try (String(contentsOf: support, encoding: .utf8) + "\npublic struct AddedByTheTest {}\n").write(
            to: support, atomically: true, encoding: .utf8)
        #expect(try Self.supportBuilds(folder).builds == 1, "its source changed")

        let package = folder.appendingPathComponent(".build/playbook/.build/playbook-modules")
        try FileManager.default.removeItem(at: package.appendingPathComponent("SwiftUI.swiftmodule"))
        try guide.write(to: typeError, atomically: true, encoding: .utf8)
        #expect(try Self.supportBuilds(folder).builds == 1, "its module was removed")
    }
}
