import Foundation
import Testing

@testable import PlaybookCore

/// The shapes docs written elsewhere use (`Fixtures/RealWorld`), verified with
/// the real toolchain against a local package: members shown without their
/// type, global functions, `// Error` marks, Xcode templates, implicit
/// imports on and off, two `@main` types and elided code.
@Suite(.serialized)
struct RealWorldIntegrationTests {
    static let folder = TestSupport.temporaryCopy(ofFixture: "RealWorld")

    static func verify(_ paths: [String] = [], config: String = "playbook.yml") throws -> VerificationReport {
        let inputs = paths.isEmpty ? [folder.path] : paths.map { folder.appendingPathComponent($0).path }
        let workspace = Workspace.open(paths: inputs, configFile: folder.appendingPathComponent(config).path)
        var options = VerifyOptions()
        options.packageDirectory = folder.appendingPathComponent(".build/\(config)").path
        return try Verifier(workspace: workspace, options: options).verify()
    }

    static let report: VerificationReport = try! verify()

    func result(
        _ guide: String, line: Int, in report: VerificationReport = report
    ) throws -> VerificationReport.BlockResult {
        try #require(
            report.blocks.first { $0.guide.hasSuffix(guide) && $0.line == line }, "no result for \(guide):\(line)")
    }

    @Test func theLocalPackageIsImportedWithoutBeingWritten() throws {
        let block = try result("library.md", line: 5)
        #expect(block.status == .passed)
        #expect(block.level == .run)
        #expect(block.outputs.first?.actual == "Hello, Ada!")
    }

    @Test func withImplicitImportsOffThePackageMustBeImported() throws {
        let report = try Self.verify(["library.md"], config: "playbook-no-imports.yml")
        let block = try result("library.md", line: 5, in: report)
        #expect(block.status == .failed)
        #expect(block.diagnostics.contains { $0.message.contains("cannot find 'greeting' in scope") })
    }

    @Test func membersShownWithoutTheirTypeAreCheckedInsideIt() throws {
        let extended = try result("members.md", line: 11)
        #expect(extended.status == .passed)
        #expect(extended.level == .typecheck)
        #expect(extended.reason == "members of `Counter`, checked in an extension of it")
        #expect(extended.code.hasPrefix("extension Counter { "))
        let named = try result("members.md", line: 23)
        #expect(named.reason == "members of `Counter`, checked in an extension of it")
        // A later block uses what the extension added.
        let usage = try result("members.md", line: 29)
        #expect(usage.level == .run)
        #expect(usage.outputs.first?.actual == "2")
        let homeless = try result("members.md", line: 37)
        #expect(homeless.status == .passed && homeless.level == .syntax)
        #expect(homeless.reason == "members outside a type: no type before them declares `items`, `reload`")
    }

    @Test func aFunctionThatUsesOnlyItsOwnNamesIsGlobal() throws {
        let function = try result("members.md", line: 45)
        #expect(function.level == .typecheck)
        #expect(!function.code.hasPrefix("extension"))
        #expect(try result("members.md", line: 51).outputs.first?.actual == "16")
    }

    @Test func errorMarksMustFailAndTheRestIsCheckedWithoutThem() throws {
        let met = try result("errors.md", line: 3)
        #expect(met.status == .passed)
        #expect(met.level == .run)
        #expect(
            met.diagnostics.contains {
                $0.severity == .note && $0.line == 5 && $0.message.contains("cannot assign to value")
            })
        #expect(met.outputs.first?.actual == "5")
        let ownLine = try result("errors.md", line: 11)
        #expect(ownLine.status == .passed)
        #expect(ownLine.diagnostics.contains { $0.severity == .note && $0.line == 14 })
        let wrong = try result("errors.md", line: 20)
        #expect(wrong.status == .failed)
        #expect(wrong.diagnostics.first?.message == "marked as an error, but it compiles")
        #expect(wrong.diagnostics.first?.line == 21)
    }

    @Test func anXcodeTemplateStaysAtSyntaxAndNeverFails() throws {
        let template = try result("template.md", line: 5)
        #expect(template.status == .passed)
        #expect(template.level == .syntax)
        #expect(template.reason == "template with editor placeholders")
    }

    @Test func eachMainTypeIsAProgramOfItsOwn() throws {
        let first = try result("mains.md", line: 3)
        let second = try result("mains.md", line: 12)
        #expect(first.status == .passed && second.status == .passed)
        #expect(first.unit != second.unit)
    }

    @Test func elidedLinesAreLeftOutAndSaid() throws {
        let elided = try result("elided.md", line: 3)
        #expect(elided.status == .passed)
        #expect(elided.level == .typecheck)
        #expect(elided.reason == "elided code (`...`) left out")
    }

    /// Pieces of `Package.swift` are typechecked against PackageDescription, wrapped in what they are pieces of.
    @Test func manifestPiecesAreTypecheckedAgainstPackageDescription() throws {
        for line in [5, 11, 19] {
            let piece = try result("installing.md", line: line)
            #expect(piece.status == .passed, "line \(line): \(piece.diagnostics)")
            #expect(piece.level == .typecheck)
            #expect(piece.reason == "a piece of Package.swift, typechecked against PackageDescription")
            #expect(piece.diagnostics.isEmpty, "line \(line): a whole manifest's `let package` is no unused value")
        }
        let old = try result("installing.md", line: 32)
        #expect(old.status == .failed)
        #expect(
            old.diagnostics.contains {
                $0.severity == .error && $0.line == 33 && $0.message.contains("package(url:version:)")
            })
        // `...` among `Package(`'s arguments stands for the name the compiler misses, as a comment does.
        let shortened = try result("installing.md", line: 38)
        #expect(shortened.status == .passed && shortened.level == .syntax, "\(shortened.diagnostics)")
        #expect(
            shortened.reason
                == "part of a package manifest (Package.swift) that leaves out arguments the compiler wants")
        // What an ellipsis leaves out of a list is no argument: the rest is typechecked, and fails where it is wrong.
        let firstLeftOut = try result("installing.md", line: 76)
        #expect(firstLeftOut.status == .passed && firstLeftOut.level == .typecheck, "\(firstLeftOut.diagnostics)")
        let misspelt = try result("installing.md", line: 88)
        #expect(misspelt.status == .failed)
        #expect(misspelt.diagnostics.contains { $0.severity == .error && $0.line == 93 }, "\(misspelt.diagnostics)")
        // `// name, platforms, products, etc.` stands for the arguments the compiler misses; without it, missing.
        let commented = try result("installing.md", line: 47)
        #expect(commented.status == .passed && commented.level == .syntax, "\(commented.diagnostics)")
        #expect(
            commented.reason
                == "part of a package manifest (Package.swift) that leaves out arguments the compiler wants")
        let nameless = try result("installing.md", line: 56)
        #expect(nameless.status == .failed, "\(nameless.diagnostics)")
    }

    /// `package.dependencies.append(…)` shown alone works on the manifest's `package`: it is checked with one, so
    /// the call is what passes or fails, not the missing variable.
    @Test func aManifestStatementIsCheckedOnTheManifestsPackage() throws {
        let appended = try result("installing.md", line: 64)
        #expect(appended.status == .passed && appended.level == .typecheck, "\(appended.diagnostics)")
        let wrong = try result("installing.md", line: 70)
        #expect(wrong.status == .failed)
        #expect(
            wrong.diagnostics.contains { $0.message == "value of type 'Package' has no member 'append'" },
            "\(wrong.diagnostics)")
    }

    /// A program that throws for want of the reader's file is said, not failed; one that throws its own error fails.
    @Test func aRunStoppedByAMissingFileIsSaidNotFailed() throws {
        let reading = try result("reading.md", line: 5)
        #expect(reading.status == .passed, "\(reading.diagnostics)")
        #expect(reading.level == .typecheck)
        #expect(
            reading.reason?.hasPrefix("typechecked; its run stopped on what this machine lacks, not checked:") == true)
        #expect(reading.outputs.isEmpty)
        let throwing = try result("throwing.md", line: 5)
        #expect(throwing.status == .failed)
        #expect(throwing.diagnostics.contains { $0.severity == .error && $0.message.contains("Overdrawn") })
    }

    /// The examples of a Swift file's doc comments are blocks at the file's own lines, compiled with
    /// `@testable import` of its module: a wrong one fails there, a figure is no Swift.
    @Test func docCommentExamplesAreVerifiedAtTheSourcesLines() throws {
        let report = try Self.verify(["Greeter/Sources/Greeter/Farewell.swift"])
        let results = report.blocks.sorted { $0.line < $1.line }
        #expect(results.map(\.line) == [3, 7, 13, 22])
        #expect(results[0].status == .passed && results[0].level == .run, "\(results[0].diagnostics)")
        #expect(
            results[1].status == .passed && results[1].level == .run, "an internal function: \(results[1].diagnostics)")
        #expect(results[2].status == .skipped)
        #expect(results[2].reason?.hasPrefix("not Swift") == true)
        #expect(results[3].status == .failed)
        #expect(
            results[3].diagnostics.contains { $0.severity == .error && $0.line == 23 && $0.message.contains("\"HI!\"") }
        )
    }

    /// A type shown again in part continues the one shown before: its members join it, nothing is redeclared.
    @Test func aTypeShownAgainInPartContinuesTheEarlierOne() throws {
        let continued = try result("continued.md", line: 11)
        #expect(continued.status == .passed, "\(continued.diagnostics)")
        #expect(continued.reason?.contains("continues `Box` shown before") == true)
        let use = try result("continued.md", line: 20)
        #expect(use.status == .passed && use.level == .run, "\(use.diagnostics)")
        #expect(use.outputs.first?.actual == "7")
    }

    /// A fragment is not self-contained until a `setup` file declares what it takes for granted.
    @Test func setupFilesCompleteFragments() throws {
        let alone = try result("shop.md", line: 3)
        #expect(alone.status == .passed && alone.level == .syntax)
        #expect(alone.reason?.contains("a hidden block or a `setup` file can declare it") == true)
        let completed = try result("shop.md", line: 3, in: try Self.verify(["shop.md"], config: "playbook-setup.yml"))
        #expect(completed.status == .passed && completed.level == .run, "\(completed.diagnostics)")
        #expect(completed.outputs.first?.actual == "Welcome to Corner Shop")
    }

    /// A value one page declares is the reader's on the next: its statements borrow it, and run.
    @Test func statementsBorrowAnotherPagesValues() throws {
        let sign = try result("sign.md", line: 5)
        #expect(sign.status == .passed && sign.level == .run, "\(sign.diagnostics) \(sign.reason ?? "")")
        #expect(sign.borrowed.map(\.names) == [["storeName"]])
        #expect(sign.outputs.first?.actual == "Welcome to Corner Store")
    }

    /// Members shown apart from their type use its `private` members, as they would in the reader's file.
    @Test func membersShownApartSeeTheirTypesPrivateMembers() throws {
        let type = try result("counter.md", line: 3)
        #expect(type.status == .passed, "\(type.diagnostics)")
        let method = try result("counter.md", line: 12)
        #expect(method.status == .passed && method.level == .typecheck, "\(method.diagnostics)")
        #expect(
            AccessOpening.withoutPrivate("private var a = 0\nprivate(set) var b = 1\nfileprivate func c() {}\n")
                == "        var a = 0\n             var b = 1\n            func c() {}\n")
        // Only the members other blocks' extensions use; an initializer and a file-scope declaration always.
        let source = [
            "struct S {", "    private var a = 0", "    private(set) var b = 1", "    private init() {}", "}",
            "private func f() {}", "",
        ].joined(separator: "\n")
        let opened = [
            "struct S {", "    private var a = 0", "                 var b = 1", "            init() {}", "}",
            "        func f() {}", "",
        ].joined(separator: "\n")
        #expect(AccessOpening.withoutPrivate(source, of: ["b"]) == opened)
        #expect(AccessOpening.withoutPrivate("struct S {\n    private var a = 0\n}\n", of: ["c"]) == nil)
        #expect(
            AccessOpening.withoutPrivate("struct S {\n    fileprivate var a = 0\n}\n", of: [])
                == "struct S {\n                var a = 0\n}\n", "`fileprivate` is the reader's whole file's")
    }
}
