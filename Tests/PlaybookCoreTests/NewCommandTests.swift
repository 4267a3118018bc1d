import Foundation
import Testing

@testable import PlaybookCore

/// `playbook new` end to end on `Fixtures/New`: a store guide in two passes
/// that borrows its model from another guide.
@Suite struct NewCommandTests {
    /// Runs `playbook new` on a copy of the fixture, writing into an empty folder beside it.
    private func new(
        _ arguments: [String], into: String = "app", prepare: (URL) throws -> Void = { _ in }
    ) throws -> (run: TestSupport.RunResult, into: URL) {
        let project = TestSupport.temporaryCopy(ofFixture: "New")
        let destination = project.appendingPathComponent(into)
        try prepare(destination)
        let run = try TestSupport.runPlaybook(
            ["new"] + arguments + ["--guides", project.path, "--into", destination.path])
        return (run, destination)
    }

    private func files(in folder: URL) -> [String] {
        let all = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return all.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    @Test func writesTheFinalVersionOfEachFileAndTheResultBuildsAndPasses() throws {
        let (run, app) = try new(["store.md", "--set", "Name=Invoice", "--with-borrowed"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains("Verified with your names: 6 passed"),
            "the store guide and the model guide it borrows from")
        #expect(
            files(in: app) == [
                "Sources/Catalog/InvoiceStore.swift", "Sources/Model/Invoice.swift", "Tests/InvoiceStoreTests.swift",
            ])
        let store = try String(
            contentsOf: app.appendingPathComponent("Sources/Catalog/InvoiceStore.swift"), encoding: .utf8)
        #expect(store.contains("func add(_ item: Invoice)"), "the second pass replaced the first")
        #expect(!store.contains("{Name}"))
        #expect(run.stdout.contains("store.md:15 § First pass: an example that must not compile (expect-error)"))
        #expect(run.stdout.contains("store.md:49 § Second pass: no target file"))

        // The written files are a package's sources and tests as they stand.
        try #"""
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "Shop", targets: [
            .target(name: "Shop", path: "Sources"),
            .testTarget(name: "ShopTests", dependencies: ["Shop"], path: "Tests"),
        ])
        """#.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let swift = Process()
        swift.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swift.arguments = [
            "swift", "test", "--package-path", app.path, "--scratch-path", app.appendingPathComponent(".build").path,
        ]
        let output = Pipe()
        swift.standardOutput = output
        swift.standardError = output
        try swift.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        swift.waitUntilExit()
        #expect(swift.terminationStatus == 0, "\(printed.suffix(2000))")
        #expect(printed.contains("addingKeepsTheItem"))
    }

    @Test func borrowedNamesAreListedNotWrittenByDefault() throws {
        let (run, app) = try new(["store.md"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Expected in your project"))
        #expect(run.stdout.contains("Widget ← model.md:5 (Sources/Model/Widget.swift)"))
        #expect(files(in: app) == ["Sources/Catalog/WidgetStore.swift", "Tests/WidgetStoreTests.swift"])
        #expect(!run.stdout.contains("Verified"), "a sample of the config is not verified again")
    }

    @Test func badNamesFailBeforeAnythingIsWritten() throws {
        for setting in ["Name=Foo Bar", "Name=1abc", "Name=class", "Name=", "Nmae=Invoice"] {
            let (run, app) = try new(["store.md", "--set", setting])
            #expect(run.status == 2, "\(setting): \(run.stderr)")
            #expect(run.stderr.contains("--set \(setting.split(separator: "=").first!)"), "\(setting): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: app.path), "\(setting) wrote something")
        }
    }

    @Test func namesThatBreakTheGuideFailVerificationAndWriteNothing() throws {
        // A Swift name, but the model becomes `struct Equatable: Equatable`, which inherits from itself.
        let (run, app) = try new(["store.md", "--set", "Name=Equatable"])
        #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stderr.contains("nothing was written: store.md does not pass with your names"))
        #expect(!FileManager.default.fileExists(atPath: app.path))
    }

    @Test func anExistingFileIsRefusedAndForceReplacesIt() throws {
        let stale = "final class WidgetStore {}\n"
        let (refused, app) = try new(["store.md"]) { folder in
            try TestSupport.write(stale, to: folder, "Sources/Catalog/WidgetStore.swift")
        }
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("Sources/Catalog/WidgetStore.swift: error: exists and differs"))
        #expect(
            try String(contentsOf: app.appendingPathComponent("Sources/Catalog/WidgetStore.swift"), encoding: .utf8)
                == stale)
        #expect(
            !FileManager.default.fileExists(atPath: app.appendingPathComponent("Tests").path),
            "nothing else was written either")

        let project = app.deletingLastPathComponent()
        let forced = try TestSupport.runPlaybook([
            "new", "store.md", "--guides", project.path, "--into", app.path, "--force",
        ])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stdout.contains("replace   Sources/Catalog/WidgetStore.swift"))
        #expect(
            try String(contentsOf: app.appendingPathComponent("Sources/Catalog/WidgetStore.swift"), encoding: .utf8)
                .contains("func add"))
    }

    @Test func pathsThatLeaveTheDestinationAreRefused() throws {
        for value in ["../../escaped", "/etc", "a/b", ".."] {
            let (run, app) = try new(["store.md", "--set", "Folder=\(value)", "--no-verify"])
            #expect(run.status == 2, "\(value): \(run.stderr)")
            #expect(run.stderr.contains("store.md:24: error: refused target file"), "\(value): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: app.path), "\(value) wrote something")
            #expect(
                !FileManager.default.fileExists(
                    atPath: app.deletingLastPathComponent().appendingPathComponent("escaped").path))
        }
        // A link inside the destination that leads out of it is refused too.
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
            "playbook-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        let (linked, app) = try new(["store.md"]) { folder in
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("Sources").path, withDestinationPath: outside.path)
        }
        #expect(linked.status == 2, "\(linked.stderr)")
        #expect(linked.stderr.contains("leads out of"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("Tests").path))
    }

    @Test func aDryRunShowsTheFilesAndTheirDiffAndWritesNothing() throws {
        let (run, app) = try new(["store.md", "--dry-run"]) { folder in
            try TestSupport.write(
                "final class WidgetStore {\n    private(set) var items: [Widget] = []\n}\n", to: folder,
                "Sources/Catalog/WidgetStore.swift")
        }
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Would write store.md"))
        #expect(run.stdout.contains("replace   Sources/Catalog/WidgetStore.swift"))
        #expect(
            run.stdout.contains(
                """
                --- a/Sources/Catalog/WidgetStore.swift
                +++ b/Sources/Catalog/WidgetStore.swift
                @@ -1,3 +1,7 @@
                 final class WidgetStore {
                     private(set) var items: [Widget] = []
                +
                +    func add(_ item: Widget) {
                +        items.append(item)
                +    }
                 }
                """))
        #expect(
            run.stdout.contains("--- /dev/null\n+++ b/Tests/WidgetStoreTests.swift\n@@ -0,0 +1,8 @@\n+import Testing"))
        #expect(files(in: app) == ["Sources/Catalog/WidgetStore.swift"])
    }

    @Test func aSectionWritesOnlyItsFiles() throws {
        let (first, app) = try new(["store.md#first-pass"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(files(in: app) == ["Sources/Catalog/WidgetStore.swift"])
        #expect(
            try !String(contentsOf: app.appendingPathComponent("Sources/Catalog/WidgetStore.swift"), encoding: .utf8)
                .contains("func add"))

        let (missing, _) = try new(["store.md#third-pass"])
        #expect(missing.status == 2)
        #expect(
            missing.stderr.contains(
                "store.md has no section `#third-pass`; its sections: #create-the-store, #first-pass, #second-pass"))
    }

    @Test func unifiedDiffsMatchDiffU() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 2\n", with: "").replacingOccurrences(
            of: "line 9\n", with: "line nine\n")
        #expect(
            UnifiedDiff.make(old: old, new: new, oldName: "a", newName: "b") == """
                --- a
                +++ b
                @@ -1,10 +1,9 @@
                 line 1
                -line 2
                 line 3
                 line 4
                 line 5
                 line 6
                 line 7
                 line 8
                -line 9
                +line nine
                 line 10

                """)
        #expect(UnifiedDiff.make(old: old, new: old, oldName: "a", newName: "b").isEmpty)
    }
}
