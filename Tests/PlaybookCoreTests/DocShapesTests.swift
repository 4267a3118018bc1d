import Foundation
import Testing

@testable import PlaybookCore

/// How docs written elsewhere show code: shapes a reader understands that
/// must never become a false failure.
struct DocShapesTests {
    func prepare(_ code: String, leadIn: String? = nil, languageInferred: Bool = false) -> PreparedBlock {
        let preparer = BlockPreparer(
            instantiator: Instantiator(placeholders: PlaceholderSet(names: []), sample: nil),
            sampleName: "default",
            modules: ModuleAvailability(config: PlaybookConfig(), moduleName: "App"),
            strict: false
        )
        var block = CodeBlock(
            index: 0, language: "swift", attributes: [], code: code, line: 1, contentLine: 2, endLine: 5,
            headingPath: [])
        block.leadIn = leadIn
        block.languageInferred = languageInferred
        return preparer.prepare(block, in: Guide(path: "doc.md", title: "Doc"))
    }

    /// `@testable import YourApp` names the reader's app, which the guides' own module stands for: the import is
    /// blanked, lines kept, and the test is compiled against the guides' module. A real module stays required.
    @Test func anImportOfATemplateModuleIsTheGuidesOwnModule() {
        let test = prepare("import XCTest\n@testable import YourApp\n\nfinal class T: XCTestCase {}\n")
        #expect(test.disposition == .compile, "\(test.disposition)")
        #expect(test.code == "import XCTest\n                        \n\nfinal class T: XCTestCase {}\n")
        #expect(test.notes.contains("`YourApp` read as the guides' own module, which it stands for"), "\(test.notes)")
        let real = prepare("import DesignSystem\nlet x = 1\n")
        #if !canImport(Darwin)
            #expect(real.disposition == .skipped(reason: "requires DesignSystem"))
        #endif
        #expect(BlockPreparer.namesTheReadersModule("MyFramework") && BlockPreparer.namesTheReadersModule("YourApp"))
        #expect(!BlockPreparer.namesTheReadersModule("MySQLKit"), "a real module")
    }

    /// A view model's `@Published` properties shown alone are held by a class of their own, as `@Published` works
    /// only in one; other stored properties, by a struct, which needs no initializer.
    @Test func publishedPropertiesShownAloneAreHeldByAClass() {
        let preparer = BlockPreparer(
            instantiator: Instantiator(placeholders: PlaceholderSet(names: []), sample: nil),
            sampleName: "default",
            modules: ModuleAvailability(config: PlaybookConfig(), moduleName: "App"),
            strict: false
        )
        func held(_ code: String) -> String {
            let block = CodeBlock(
                index: 3, language: "swift", attributes: [], code: code, line: 1, contentLine: 2, endLine: 5,
                headingPath: [])
            return preparer.prepareAsMembersOfTheirOwn(block, in: Guide(path: "doc.md", title: "Doc")).code
        }
        let published = held("@Published var isLoading: Bool = false\n@Published var errorMessage: String?\n")
        #expect(published.hasPrefix("final class PlaybookMembers3 { @Published var isLoading"), "\(published)")
        #expect(published.hasSuffix("init() { fatalError() } }\n"), "\(published)")
        #expect(held("@Option var count: Int?\n").hasPrefix("struct PlaybookMembers3 { "))
    }

    /// `XCTAssertEqual(user, other)` at the top level is a test's body: typechecked as a function of the test target
    /// that no test calls. A variable with an attribute (`@TaskLocal var`) belongs at the top level, as written.
    @Test func statementsInTestCodeAreATestsBody() {
        let body = prepare(
            "var other = user\nother.name += \"!\"\n\nXCTAssertEqual(user, other)\n#expect(user == other)\n")
        #expect(body.disposition == .compile, "\(body.disposition) \(body.diagnostics) \(body.code)")
        #expect(body.isTestBody && body.isTest)
        #expect(
            body.code.hasPrefix(
                "@MainActor enum PlaybookTestBody0 { static func run() throws { var other = user\n"))
        #expect(body.notes == ["statements in test code: typechecked as a test's body, not run"])
        let local = prepare("@TaskLocal var isEnabled = false\n#expect(isEnabled == false)\n")
        #expect(!local.isTestBody && !local.code.contains("PlaybookTestBody"))
    }

    /// `internal import SwiftSyntax`, even under `#if compiler(>=6)`: beside it Swift finds a plain `import
    /// SwiftSyntax` elsewhere in the module ambiguous, so Playbook's own imports of the module say `public`, or are
    /// left out (a blank line) of the file whose code imports it; the lines of the code do not move.
    @Test func aBlocksAccessLevelImportSetsTheLevelOfPlaybooksImports() {
        #expect(
            ImportFinder.modulesImportedWithAccessLevel(
                in: "import SwiftParser\n#if compiler(>=6)\ninternal import SwiftSyntax\n"
                    + "#else\nimport SwiftSyntax\n#endif\n") == ["SwiftSyntax"])
        #expect(ImportFinder.modulesImportedWithAccessLevel(in: "import Foundation\n@testable import App\n").isEmpty)
        let other =
            "// Generated\nimport Foundation\nimport SwiftSyntax\n#sourceLocation(file: \"a.md\", line: 3)\nlet x = 1\n"
        #expect(
            GeneratedPackage.importingAtLevels(other, of: ["SwiftSyntax"])
                == "// Generated\nimport Foundation\npublic import SwiftSyntax\n"
                + "#sourceLocation(file: \"a.md\", line: 3)\nlet x = 1\n")
        let own = "import SwiftSyntax\n#sourceLocation(file: \"a.md\", line: 3)\ninternal import SwiftSyntax\n"
        #expect(
            GeneratedPackage.importingAtLevels(own, of: ["SwiftSyntax"])
                == "\n#sourceLocation(file: \"a.md\", line: 3)\ninternal import SwiftSyntax\n")
    }

    /// `"""` then `func greeting(name: String) { print("Hello, \(name)!") }`: source code written as text, its
    /// `\(name)` the source's own parameter, which only a raw literal keeps as text. A name interpolated that the
    /// text does not declare (`\(user)`), or any in a raw literal, is no such slip.
    @Test func aNameInterpolatedIntoSourceTextThatDeclaresIt() {
        let code = "let sourceText =\n\"\"\"\nfunc greeting(name: String) {\n  print(\"Hello, \\(name)!\")\n}\n\"\"\"\n"
        #expect(ScriptAnalyzer.namesSourceTextInterpolates(in: code) == ["name"])
        let greeting = "let text = \"\"\"\n  Hello, \\(user), your name: \\(name)\n  \"\"\"\n"
        #expect(ScriptAnalyzer.namesSourceTextInterpolates(in: greeting).isEmpty)
        let raw = "let sourceText = #\"\"\"\nfunc greeting(name: String) { print(\"\\#(name)\") }\n\"\"\"#\n"
        #expect(ScriptAnalyzer.namesSourceTextInterpolates(in: raw).isEmpty)
    }

    /// A test's body is asynchronous only when its statements wait: in an asynchronous context Swift prefers a
    /// method's `async` overload (`scheduler.advance(by: 1)`), and would ask for an `await` the page's synchronous
    /// test does not need.
    @Test func aTestsBodyIsAsynchronousOnlyWhenItsStatementsWait() {
        let synchronous = prepare("scheduler.advance(by: 1)\nXCTAssertEqual(output, [1])\n")
        #expect(synchronous.code.hasPrefix("@MainActor enum PlaybookTestBody0 { static func run() throws { "))
        for waiting in [
            "await scheduler.advance(by: 1)\nXCTAssertEqual(output, [1])\n",
            "for await value in stream { XCTAssertEqual(value, 1) }\n",
            "async let value = compute()\nXCTAssertEqual(await value, 1)\n",
        ] {
            #expect(
                prepare(waiting).code.hasPrefix(
                    "@MainActor enum PlaybookTestBody0 { static func run() async throws { "), "\(waiting)")
        }
        let inATask = prepare("Task { await scheduler.advance(by: 1) }\nXCTAssertEqual(output, [1])\n")
        #expect(inATask.code.hasPrefix("@MainActor enum PlaybookTestBody0 { static func run() throws { "))
    }

    /// `@objc` and `#selector` need the Objective-C runtime: skipped with a platform reason, never failed.
    @Test func objectiveCFeaturesAreSkippedForThePlatform() {
        for code in [
            "import Foundation\n\nclass Target: NSObject {\n    @objc func fire() {}\n}\n",
            "@objcMembers class Model: NSObject {}\n",
            "let action = #selector(Target.fire)\n",
        ] {
            let prepared = prepare(code)
            guard case .skipped(let reason) = prepared.disposition else {
                Issue.record("\(code) was \(prepared.disposition), not skipped")
                continue
            }
            #expect(reason.hasPrefix("platform: "), "\(reason)")
        }
        #expect(
            prepare("struct Plain { var objc = 1 }\n").disposition == .compile,
            "a property named objc is ordinary Swift")
    }

    static func error(_ message: String, line: Int = 3) -> VerificationReport.Location {
        VerificationReport.Location(.error(message, file: "doc.md", line: line, column: 1))
    }

    /// A fragment is not broken: it uses names no block declares.
    @Test func missingNamesNoBlockDeclaresAreAGapNotAFailure() {
        let fragment = DocGap.explain([Self.error("cannot find 'logger' in scope")]) { _ in false }
        #expect(fragment == .notSelfContained(["logger"]))
        #expect(fragment?.reason.hasPrefix("not self-contained: uses `logger`, which no block declares") == true)
        #expect(
            DocGap.explain([Self.error("cannot find type 'SomeType' in scope")]) { _ in false }
                == .template(["SomeType"]))
        #expect(
            DocGap.explain([Self.error("value of type 'FileHandle' has no member 'bytes'")]) { _ in false }.map {
                if case .platform = $0 { return true } else { return false }
            } == true)
        #expect(
            DocGap.appleOnlyMember(in: "value of type '[Int]' has no member 'publisher'")
                == "Sequence.publisher is Apple-only Combine")
        #expect(DocGap.appleOnlyMember(in: "value of type 'Feed' has no member 'publisher'") == nil)
        // A value named as one of Swift's functions or macros (`file.lines`, `for await x in sequence`), which the
        // compiler found in its place.
        #expect(DocGap.missingName(in: "expansion of macro 'file()' requires leading '#'") == "file")
        #expect(DocGap.missingName(in: "function 'file' was used as a property; add () to call it") == "file")
        #expect(DocGap.missingName(in: "function 'makeReport' was used as a property; add () to call it") == nil)
        #expect(
            DocGap.missingName(
                in: "for-in loop requires '@Sendable (T, @escaping (T) -> T?) -> UnfoldSequence<T, (T?, Bool)>' to "
                    + "conform to 'AsyncSequence'") == "sequence")
    }

    /// An app's guide names its own `Character` model and adds `debugDescription` to `Error` in an extension of its
    /// own: beside names no block declares, what Swift's own types lack is more of the same gap. Alone, it fails.
    @Test func whatSwiftsOwnTypesLackBesideMissingNamesIsTheAppsOwn() {
        let missing = Self.error("cannot find type 'CharacterListNavigatorContract' in scope")
        let member = Self.error("value of type 'any Error' has no member 'debugDescription'", line: 9)
        #expect(
            DocGap.explain([missing, member]) { _ in false }
                == .notSelfContained(["CharacterListNavigatorContract", "debugDescription"]))
        #expect(DocGap.explain([member]) { _ in false } == nil, "a member Swift's type lacks, alone, is the doc's")
        // A typo in Foundation's API is the doc's, though `Timer` could be an app's own.
        let typo = Self.error("type 'Timer' has no member 'scheduledTimr'", line: 9)
        let timer = { (error: VerificationReport.Location) in DocGap.standardTypeInPlaceOfTheDocs(in: error.message) }
        #expect(DocGap.explain([typo], isDeclared: { _ in false }, standardTypeOwned: timer) == nil)
        #expect(
            DocGap.explain([missing, typo], isDeclared: { _ in false }, standardTypeOwned: timer)
                == .notSelfContained(["CharacterListNavigatorContract", "Timer"]))
        // An Apple-only framework's code is skipped, whatever else it lacks.
        let view = Self.error("cannot find type 'View' in scope")
        #expect(DocGap.explain([view, member]) { _ in false }?.passesAtSyntax == false)
        #expect(DocGap.standardTypeInPlaceOfTheDocs(in: "value of type 'Character' has no member 'id'") == "Character")
        #expect(DocGap.standardTypeInPlaceOfTheDocs(in: "value of type 'String' has no member 'id'") == nil)
        #expect(DocGap.followsFromMissingNames("type 'Any' has no member 'stub'"))
        #expect(
            DocGap.followsFromMissingNames(
                "referencing subscript 'subscript(dynamicMember:)' requires wrapper 'Binding<ProfileViewModel>'"))
        // What a macro expands to fails for want of the type it was given.
        let expanded = Self.error(
            "no exact matches in call to instance method 'append' (in expansion of macro 'CasePathable')")
        let given = Self.error("cannot find type 'HomeAction' in scope (in expansion of macro 'CasePathable')")
        #expect(DocGap.explain([given, expanded]) { _ in false }?.passesAtSyntax == true)
    }

    /// A data race Swift 5 only warns of is no failure of a fragment lacking names, when Playbook chose Swift 6;
    /// alone, the Swift 5 check decides.
    @Test func aDataRaceBesideMissingNamesIsNotTheDocsFailure() {
        let race = Self.error("main actor-isolated default value in a nonisolated context", line: 9)
        let missing = Self.error("cannot find 'DashboardNavigatorMock' in scope")
        let isSwift6Only = { (message: String) in UnitTwins.isDataRaceCheck(message) }
        #expect(
            DocGap.explain([race, missing], isDeclared: { _ in false }, isSwift6Only: isSwift6Only)
                == .notSelfContained(["DashboardNavigatorMock"]))
        #expect(DocGap.explain([race, missing]) { _ in false } == nil, "Swift 6 chosen by the guides")
        #expect(DocGap.explain([race], isDeclared: { _ in false }, isSwift6Only: isSwift6Only) == nil)
    }

    /// Errors about a type the program declares in part (or in a statement using it) are not the doc's fault;
    /// a name missing beside them is still said as one, and an error elsewhere still fails.
    @Test func errorsAboutATypeTheProgramHasInPartAreAGap() {
        let aboutPlayer = Self.error("type 'Player.Columns' has no member 'score'")
        let partial = ["Player": 2973]
        let statement = { (_: VerificationReport.Location) -> Set<String> in ["Player", "select", "score"] }
        #expect(
            DocGap.explain([aboutPlayer], usedTypesShownInParts: partial, typesInStatement: statement) { _ in false }
                == .usesATypeShownInParts("Player", line: 2973))
        #expect(
            DocGap.explain(
                [aboutPlayer, Self.error("cannot find 'db' in scope")], usedTypesShownInParts: partial,
                typesInStatement: statement
            ) { _ in false } == .notSelfContained(["db"]))
        #expect(
            DocGap.explain(
                [aboutPlayer], usedTypesShownInParts: partial, typesInStatement: { _ in ["print"] },
                isDeclared: { _ in false }) == nil, "a statement not using the type is the doc's own")
    }

    /// `NotificationCenter.default.notifications(named:)` and `Timer.publish(every:on:in:)`: Foundation's async
    /// sequences and Combine's publishers on Foundation's types exist on Apple platforms only.
    @Test func appleOnlyMembersOfFoundationsTypesAreAPlatformsOwn() {
        let notifications = [
            Self.error("value of type 'NotificationCenter' has no member 'notifications'"),
            Self.error("cannot infer contextual base in reference to member 'init'"),
        ]
        #expect(
            DocGap.explain(notifications) { _ in false }?.reason.contains(
                "NotificationCenter.notifications is Apple-only Foundation") == true)
        #expect(
            DocGap.explain([Self.error("type 'Timer' has no member 'publish'")]) { _ in false }?.reason.contains(
                "Timer.publish is Apple-only Combine") == true)
        #expect(DocGap.appleOnlyMember(in: "value of type 'Timer' has no member 'fire'") == nil)
    }

    /// A type two modules imported for the block declare (`OpenAPI` in `OpenAPIKit` and `OpenAPIKit30`) is the
    /// choice of imports, not the doc's, when the block writes none; with imports of its own, it is the doc's.
    @Test func aTypeAmbiguousBetweenChosenImportsIsAGap() {
        let errors = [
            Self.error("'OpenAPI' is ambiguous for type lookup in this context"),
            Self.error("generic parameter 'T' could not be inferred"),
        ]
        let gap = DocGap.explain(errors, importsChosen: true) { _ in true }
        #expect(gap == .ambiguousImport(["OpenAPI"]))
        #expect(gap?.reason.hasPrefix("ambiguous imports: `OpenAPI` is declared by more than one module") == true)
        #expect(DocGap.explain(errors, importsChosen: false) { _ in true } == nil)
        #expect(DocGap.ambiguousType(in: "ambiguous use of 'string'") == nil)
    }

    /// What the compiler says on the line of a missing name (`a != nil ? a! : b` with no `b`) is about code it
    /// could not read.
    @Test func errorsBesideAMissingNameFollowFromIt() {
        let gap = DocGap.explain([
            Self.error("cannot find 'b' in scope"), Self.error("cannot force unwrap value of non-optional type 'Int'"),
        ]) { _ in false }
        #expect(gap == .notSelfContained(["b"]))
        // Within one statement over several lines (a builder), too; in another statement, not.
        var inTheBuilder = Self.error("no exact matches in call to static method 'buildExpression'")
        inTheBuilder.line = 5
        let statements = ScriptAnalyzer.statementLines(
            in: "let x = 1\nlet app = App {\n  Route(handler)\n\n  Other()\n}\n")
        #expect(statements == [1...1, 2...6])
        let statement = { (line: Int) in statements.first { $0.contains(line) } }
        #expect(
            DocGap.explain(
                [Self.error("cannot find 'handler' in scope"), inTheBuilder], isDeclared: { _ in false },
                statement: statement) == .notSelfContained(["handler"]))
        var elsewhere = inTheBuilder
        elsewhere.line = 1
        #expect(
            DocGap.explain(
                [Self.error("cannot find 'handler' in scope"), elsewhere], isDeclared: { _ in false },
                statement: statement) == nil)
        #expect(ScriptAnalyzer.statementLines(in: "struct S {\n  var a = 1\n  func f() {}\n}\n") == [2...2, 3...3])
    }

    /// `paths: ["/hello/world": .pathItem(…)]` is a call's arguments, shown without the call; a slip is still one.
    @Test func labeledArgumentsAloneArePartOfACall() {
        let alone = prepare(
            "paths: [\n  \"/hello/world\": .pathItem(OpenAPI.PathItem(description: \"hi\", ...))\n]\n")
        #expect(alone.diagnostics.isEmpty, "\(alone.diagnostics)")
        #expect(
            alone.disposition == .syntaxOnly(reason: "arguments shown without their call: parsed, not compiled alone"))
        #expect(ScriptAnalyzer.isArgumentsAlone("title: \"Hi\", count: 2"))
        #expect(!ScriptAnalyzer.isArgumentsAlone("let x = [1, 2\n"), "a slip in code is not an argument list")
        #expect(!ScriptAnalyzer.isArgumentsAlone("\"a\": 1"), "unlabeled")
        #expect(prepare("let x = [1, 2\n").diagnostics.hasErrors)
        // Before and after, apart by a blank line: versions of the same argument, each alone.
        let versions = "// Before:\naction: /Action.home\n\n// After:\naction: AnyPath(\\.home)\n"
        #expect(ScriptAnalyzer.isArgumentsAlone(versions))
        #expect(!ScriptAnalyzer.isArgumentsAlone("action: .home\n\nlet x = [1, 2\n"), "a slip beside is still one")
    }

    /// `@Suite(.macros([StringifyMacro.self], record: .all))` alone is what to add to a declaration the page showed
    /// before; an attribute before a declaration with a slip is still a failure.
    @Test func anAttributeAloneMarksADeclarationShownElsewhere() {
        let alone = prepare("@Suite(.macros([StringifyMacro.self], record: .all))\n")
        #expect(alone.diagnostics.isEmpty, "\(alone.diagnostics)")
        let reason = "an attribute shown without the declaration it marks: parsed, not compiled alone"
        #expect(alone.disposition == .syntaxOnly(reason: reason))
        #expect(ScriptAnalyzer.isAttributeAlone("@MainActor\n@available(macOS 14, *)\n"))
        #expect(!ScriptAnalyzer.isAttributeAlone("@MainActor\nfinal class Model {\n"))
        #expect(prepare("@MainActor\nfinal class Model {\n    var count = \n}\n").diagnostics.hasErrors)
    }

    /// `case .reference(let ref): ...` is a case of a `switch` the page does not show.
    @Test func aCaseAloneIsPartOfASwitch() {
        let alone = prepare("case .reference(let ref, let context): print(ref)\n")
        #expect(alone.diagnostics.isEmpty, "\(alone.diagnostics)")
        #expect(
            alone.disposition == .syntaxOnly(reason: "a `case` shown without its `switch`: parsed, not compiled alone"))
        #expect(
            prepare("#if compiler(>=5)\nprint(\"new\")\n#endif\n").analysis.shape != .declarations,
            "statements under #if")
        let missingReturn = Self.error("missing return in global function expected to return 'Bool'")
        #expect(DocGap.explain([missingReturn], isElided: true) { _ in true } == .elidedBody)
        #expect(DocGap.explain([missingReturn]) { _ in true } == nil, "without `...`, a missing return is the doc's")
        let notExhaustive = Self.error("switch must be exhaustive")
        #expect(DocGap.explain([notExhaustive], isElided: true) { _ in true } == .elidedBody, "its other cases elided")
        #expect(DocGap.explain([notExhaustive]) { _ in true } == nil, "without `...`, a case is missing")
    }

    /// `Stack<String>()` where the page's `Stack` was written against an earlier `Container`, left out of the
    /// unit with it: not the doc's failure.
    @Test func aNameLeftOutWithAnEarlierVersionIsNotChecked() {
        let gap = DocGap.explain(
            [Self.error("cannot find 'Stack' in scope")], isDeclared: { _ in true }, leftOutName: { $0 == "Stack" })
        #expect(gap == .declaredWithAnEarlierVersion(["Stack"]))
        #expect(DocGap.explain([Self.error("cannot find 'Stack' in scope")], isDeclared: { _ in true }) == nil)
        // The page's own type, declared beside an earlier version of another: not checked, not missing.
        let own = Self.error("cannot find type 'Plan' in scope")
        #expect(
            DocGap.explain([own], isDeclared: { _ in false }, leftOutName: { $0 == "Plan" })
                == .declaredWithAnEarlierVersion(["Plan"]))
        #expect(
            DocGap.explain(
                [own, Self.error("cannot find 'user' in scope")], isDeclared: { _ in false },
                leftOutName: { $0 == "Plan" }) == .notSelfContained(["Plan", "user"]))
    }

    /// `listPhotos { … }` before the page declares `func listPhotos() async`: the compiler saw a
    /// declaration the reader has not yet.
    @Test func aNameOnlyALaterBlockDeclaresIsUsedBeforeItExists() {
        let gap = DocGap.explain(
            [Self.error("extra trailing closure passed in call")], isDeclared: { _ in true },
            lateName: { _ in "listPhotos" })
        #expect(gap == .usedBeforeDeclared(["listPhotos"]))
        #expect(gap?.reason.contains("which only a later block declares") == true)
        #expect(DocGap.explain([Self.error("extra trailing closure passed in call")], isDeclared: { _ in true }) == nil)
    }

    /// Glibc's `index` function is found for a doc's own `index`: the name is still missing.
    @Test func aCLibraryNameForTheDocsOwnValueIsMissing() {
        let message =
            "type '@Sendable (UnsafePointer<CChar>, Int32) -> UnsafeMutablePointer<CChar>?' cannot conform to "
            + "'BinaryInteger'"
        #expect(DocGap.isAboutACDeclaration(message, name: "index"))
        #expect(DocGap.isAboutACDeclaration("type 'user' has no member 'parse'", name: "user"))
        #expect(
            DocGap.isAboutACDeclaration(
                "cannot pass immutable value as inout argument: 'index' is a function", name: "index"))
        #expect(!DocGap.isAboutACDeclaration("cannot convert value of type 'Int' to 'String'", name: "index"))
        let gap = DocGap.explain([Self.error(message)], isDeclared: { _ in false }, collidingName: { _ in "index" })
        #expect(gap == .notSelfContained(["index"]))
    }

    /// `assertSnapshot(of: user, …)` finds Glibc's `struct user`, a type where the doc's value belongs: missing, and
    /// what else its statement says follows from it.
    @Test func aCTypeFoundForTheDocsValueIsMissingWithItsStatement() {
        #expect(DocGap.isAboutACDeclaration("type 'user.Type' cannot conform to 'Encodable'", name: "user"))
        #expect(
            DocGap.isAboutACDeclaration("expected member name or initializer call after type name", name: "user"))
        let collision = Self.error("type 'user' has no member 'name'")
        let beside = Self.error("cannot assign value of type 'String' to type 'Int'")
        let collidingName = { (error: VerificationReport.Location) in
            DocGap.isAboutACDeclaration(error.message, name: "user") ? "user" : nil
        }
        #expect(
            DocGap.explain([collision, beside], isDeclared: { _ in false }, collidingName: collidingName)
                == .notSelfContained(["user"]))
        var elsewhere = beside
        elsewhere.line = 9
        #expect(
            DocGap.explain([collision, elsewhere], isDeclared: { _ in false }, collidingName: collidingName) == nil,
            "an error in another statement is the block's own")
    }

    /// `$0.apiClient = .mock`, where another page declares `apiClient` in `extension DependencyValues`: the reader's.
    @Test func aMemberAnotherBlockDeclaresInAnExtensionIsTheReaders() {
        let missing = Self.error("value of type 'DependencyValues' has no member 'apiClient'")
        let base = Self.error("cannot infer contextual base in reference to member 'mock'")
        let gap = DocGap.explain(
            [missing, base], isDeclared: { _ in false },
            memberDeclaredElsewhere: { $0.message.contains("apiClient") ? "apiClient" : nil })
        #expect(gap == .memberDeclaredElsewhere(["apiClient"]))
        #expect(gap?.reason.hasPrefix("not self-contained: uses `.apiClient`, which a block declares") == true)
        #expect(DocGap.explain([missing, base], isDeclared: { _ in false }) == nil, "declared nowhere, it fails")
        #expect(ResultAssembler.isAboutAnUnresolvedMember("cannot convert value of type 'KeyPath<Root, Value>' to x"))
    }

    /// `func testFeature() { withDependencies { … } }`: a function using only the library's names is a global one;
    /// one naming `self` or overriding is a member still.
    @Test func aFunctionUsingOnlyTheLibrarysNamesIsGlobal() {
        let isAPI = { (name: String) in name == "withDependencies" }
        let global = prepare("func testFeature() {\n    withDependencies {\n        print(1)\n    }\n}\n")
        #expect(global.disposition == .syntaxOnly(reason: "members outside a type"))
        let placed = Verifier.placingMembers([global], fill: { $0 }, isAPI: isAPI, prepare: { block, _ in block })
        #expect(placed[0].disposition == .compile)
        #expect(
            Verifier.placingMembers([global], fill: { $0 }, prepare: { block, _ in block })[0].disposition != .compile)
        let member = prepare(
            "override func invokeTest() {\n    withDependencies {\n        super.invokeTest()\n    }\n}\n")
        #expect(
            Verifier.placingMembers([member], fill: { $0 }, isAPI: isAPI, prepare: { block, _ in block })[0]
                .disposition != .compile)
        #expect(!SwiftBlockAnalyzer.namesItsOwnType("let s = AsyncStream.makeStream(of: Void.self)\n"))
    }

    /// How a book marks code that does not compile, and code that traps.
    @Test func errorMarksWrittenAsSentences() {
        #expect(ScriptAnalyzer.markKind("This isn't valid, because x = y doesn't return a value.") == .compile)
        #expect(ScriptAnalyzer.markKind("Invalid, the case has an empty body") == .compile)
        #expect(ScriptAnalyzer.markKind("this fails to compile") == .compile)
        #expect(ScriptAnalyzer.markKind("This assertion fails because -3 isn't >= 0.") == .runtime)
        #expect(ScriptAnalyzer.markKind("this causes an error") == .symbol)
        #expect(ScriptAnalyzer.markKind("the valid range is 0 to 10") == nil)
        #expect(ScriptAnalyzer.markKind("If the string is not valid JSON, `decode` will throw an error") == nil)
        #expect(ScriptAnalyzer.markKind("the app crashes when this is nil") == nil)
        let trap = ScriptAnalyzer.errorMarks(in: "greeting[greeting.endIndex] // Error\nlet x = 1 // Error\n")
        #expect(trap.map(\.mayMeanATrap) == [true, false])
        let said = ScriptAnalyzer.errorMarks(in: "numbers[9] // error: index out of range\n")
        #expect(said.map(\.mayMeanATrap) == [false], "a mark that says more means what it says")
        let conversions = ScriptAnalyzer.errorMarks(
            in: "UInt8(bits) // 255\nUInt8(wideBits) // ERROR\nlet small: UInt8 = 300 // error\n")
        #expect(conversions.map(\.mayMeanATrap) == [true, false], "a conversion traps on what it cannot hold")
    }

    /// A library's error thrown at top level stops the run; an error of the doc's own types is the doc's.
    @Test func anErrorALibraryThrowsAtTopLevelIsTheRunsWorld() {
        let message = "crashed: Fatal error: Error raised at top level: "
        #expect(
            ProgramRun.thrownAtTopLevel(message + "[-32603] Internal error: Not connected", ownModule: "UReadme7")
                == "[-32603] Internal error: Not connected")
        #expect(ProgramRun.thrownAtTopLevel(message + "UReadme7.Overdrawn()", ownModule: "UReadme7") == nil)
        #expect(ProgramRun.thrownAtTopLevel("crashed: Fatal error: Index out of range", ownModule: "UReadme7") == nil)
    }

    /// The paragraph before a block may say its code fails; a prose `reports an error` about throwing does not.
    @Test func theTextBeforeABlockMaySayItFails() {
        #expect(BlockPreparer.saysTheCodeFails("If you try to define this function, it won’t compile."))
        #expect(BlockPreparer.saysTheCodeFails("The code below isn't valid:"))
        #expect(!BlockPreparer.saysTheCodeFails("A function reports an error by throwing it:"))
        #expect(
            !BlockPreparer.saysTheCodeFails("`Player.order(\"name\")` does not compile. Instead, use:"),
            "what to write in place of code the text quotes")
        #expect(!BlockPreparer.saysTheCodeFails("This doesn't compile, so write the following instead:"))
        #expect(BlockPreparer.saysTheCodeFails("Used instead of a closure, the call below does not compile:"))
        // A conformance to an earlier version of a protocol, left out, is said as one, not as a name missing.
        let conformance = Self.error("global function 'holds' requires that '[String]' conform to 'Shelf'")
        let explained = DocGap.explain(
            [conformance], isDeclared: { _ in true }, leftOutName: { $0 == "Shelf" },
            leftOutConformance: { _ in "Shelf" })
        #expect(
            explained?.reason == "not checked: uses the conformances to `Shelf` the page shows for an earlier version "
                + "of it, which a later version leaves out of this block's program", "\(String(describing: explained))")
        #expect(
            DocGap.conformanceRequired(in: conformance.message).map { [$0.type, $0.protocolName] } == [
                "Array", "Shelf",
            ])
        // Errors as a thing, then a sentence introducing code that works.
        #expect(
            !BlockPreparer.saysTheCodeFails(
                "The compiler checks its syntax,\nso a mistake in the pattern is a compile-time error.\n"
                    + "The `firstMatch(of:)` method finds the first match in a string:"))
        #expect(BlockPreparer.saysTheCodeFails("The following code doesn't compile. Try it yourself:"))
        #expect(BlockPreparer.saysTheCodeFails("Constants can't change. This is a compile-time error:"))
        // A bare last sentence leaves it to those before.
        for lead in [
            "This is invalid. Look:", "Changing a constant after it is set is a compile-time error. For example:",
            "Assigning a new value to a constant is invalid. Why? Consider:",
        ] {
            #expect(BlockPreparer.saysTheCodeFails(lead), "\(lead)")
        }
        #expect(
            ScriptAnalyzer.topLevelThrows(in: "throw Failure.now\nfunc f() throws { throw Failure.now }\n").map(\.lines)
                == [1...1])
    }

    /// `// Prints "x", because …`: the output ends at the quote the sentence goes on from; a backslash before
    /// `(` is printed.
    @Test func outputQuotedInsideASentence() {
        #expect(ScriptAnalyzer.unquoted(#""hello, world", because name is indeed equal to "world"."#) == "hello, world")
        #expect(ScriptAnalyzer.unquoted(#""["a", "b"]""#) == #"["a", "b"]"#)
        #expect(ScriptAnalyzer.unquoted(#""Use \(count) here.""#) == #"Use \(count) here."#)
        #expect(ScriptAnalyzer.unquoted(#""say \"hi\"\n""#) == "say \"hi\"\n")
    }

    /// A type alone (`Prefix<Substring>`) shows what a value's type is; `let a = Complex<Float>` is a defect.
    @Test func aTypeAloneIsShownNotCompiled() {
        #expect(
            prepare("Prefix<Substring>\n").disposition
                == .syntaxOnly(reason: "a type shown alone: parsed, not compiled"))
        #expect(
            prepare("let a = Complex<Float>\n").disposition
                != .syntaxOnly(reason: "a type shown alone: parsed, not compiled"))
    }

    /// An unlabeled example drawn with box-drawing characters is a diagram, however much of it parses; one
    /// with a slip (a missing `{`) is Swift with a defect.
    @Test func anUnlabeledDrawingIsNotSwift() {
        let drawing = "┌─┐\n│U├─┐\n└─┘ ├─┐\n    │S│\n    └─┘\n"
        #expect(
            prepare(drawing, languageInferred: true).disposition
                == .skipped(
                    reason: "not Swift: an unlabeled example that does not parse as Swift (a diagram or output)"))
        let slip = "for item in items\n    print(item)\n}\nlet total = items.count\nprint(total)\n"
        guard case .skipped = prepare(slip, languageInferred: true).disposition else { return }
        Issue.record("a block with a slip was skipped as not Swift")
    }

    /// A block the text before it introduces as Windows' ("Example (Windows):") holds what Windows alone
    /// accepts (`path.root = "C:"` traps elsewhere): skipped for the platform, not run here. Windows named in
    /// passing is not such an introduction.
    @Test func aBlockIntroducedAsWindowsCodeIsSkippedForThePlatform() {
        let code = "var path: FilePath = #\"\\foo\\bar\"#\npath.root = \"C:\"\n"
        for leadIn in ["Example (Windows):", "On Windows:"] {
            #expect(
                prepare(code, leadIn: leadIn).disposition
                    == .skipped(reason: "platform: the text before it says it is Windows' code"))
        }
        for leadIn in ["Example:", "Paths are read as on Windows, for example:", "On Windows, this fails."] {
            if case .skipped = prepare(code, leadIn: leadIn).disposition {
                Issue.record("skipped after \"\(leadIn)\"")
            }
        }
    }

    /// A formula drawn with a fraction's bar of dashes, and a terminal session opening with a shell prompt, are no
    /// Swift, though their other lines parse (`e^x + e^-x`, `--verbose`); a decrement-like slip in code is the doc's.
    @Test func anUnlabeledFormulaOrTerminalSessionIsNotSwift() {
        let formula = "           e^x + e^-x\ncosh(x) = ------------\n               2\n"
        let session = "$ example one two -- --verbose --other\none\ntwo\n--verbose\n--other\n"
        for code in [formula, session] {
            #expect(
                prepare(code, languageInferred: true).disposition
                    == .skipped(
                        reason: "not Swift: an unlabeled example that does not parse as Swift (a diagram or output)"))
        }
        let slip = "let total = items.count\nprint(total\nlet average = total / 2\nprint(average)\n"
        for (code, inferred) in [(session, false), (slip, true)] {
            if case .skipped = prepare(code, languageInferred: inferred).disposition {
                Issue.record("\(code) was skipped as not Swift (unlabeled: \(inferred))")
            }
        }
    }

    /// An unlabeled example of rows of values with marks beside them (`[0, 1, 4] *`, the states an algorithm goes
    /// through) names nothing: it is not Swift, though most of its lines parse. One slip in code that names
    /// something is the doc's.
    @Test func anUnlabeledExampleOfValuesAloneIsNotSwift() {
        let states = "[0, 1, 2]\n[0, 1, 4] *\n// * the end reached\n[0, 2, 3]\n[0, 2, 4] *\n"
        #expect(
            prepare(states, languageInferred: true).disposition
                == .skipped(
                    reason: "not Swift: an unlabeled example that does not parse as Swift (a diagram or output)"))
        let named = "let a = [0, 1, 2]\nprint(a)\nlet b = [0, 1, 4] *\n"
        for (code, inferred) in [(states, false), (named, true)] {
            if case .skipped = prepare(code, languageInferred: inferred).disposition {
                Issue.record("\(code) was skipped as not Swift (unlabeled: \(inferred))")
            }
        }
    }

    /// Statements indented as a function's body are compiled as one, in a `do`, where the unit checks their marks:
    /// the `do {` takes the first line's indentation, so no line or column moves; code at the margin is left alone.
    @Test func statementsIndentedAsABodyAreCompiledAsOne() {
        let body = "    var items = Unique()\n//      `- error: 'items' used after consume\n    let old = items\n"
        #expect(
            GeneratedPackage.asBody(body)
                == "do {var items = Unique()\n//      `- error: 'items' used after consume\n    let old = items\n\n}\n")
        #expect(GeneratedPackage.asBody("var items = Unique()\n    let old = items\n") == nil)
    }

    /// Output fenced as `swift` after "this code will print something like this:" is no Swift to compile.
    @Test func printedOutputAfterTextSayingSoIsNotSwift() {
        let prepared = prepare(
            "TestPayload(expiration: ExpirationClaim(value: 4001-01-01 00:00:00 +0000))\n",
            leadIn: "If all works correctly, this code will print something like this:")
        #expect(
            prepared.disposition == .skipped(reason: "not Swift: the text before it says it is what a program prints"))
        #expect(prepared.diagnostics.isEmpty)
        #expect(
            prepare("TestPayload(expiration: ExpirationClaim(value: 4001-01-01 00:00:00 +0000))\n").disposition
                != prepared.disposition, "without the text, a syntax error is the doc's")
    }

    /// `let row: any SQLRow` with no value is "given a row": it typechecks as one; a value the block assigns
    /// (`let y: Int?` then `y = try f()`) is left as written.
    @Test func aValueLeftToTheReaderIsGiven() {
        let given = CodeNormalizer.normalize("let row: Row\nprint(row.name)\n").code
        #expect(given.hasPrefix("var row: Row { playbookGivenValue() }\n"), "\(given)")
        let later = "var message: String\n"
        #expect(CodeNormalizer.normalize(later).code == later, "a variable a later block may assign")
        let assigned = "let y: Int?\ndo { y = try f() } catch { y = nil }\n"
        #expect(CodeNormalizer.normalize(assigned).code == assigned)
        let member = "struct S {\n    let row: Row\n}\n"
        #expect(CodeNormalizer.normalize(member).code == member, "a stored property is no given value")
    }

    /// A `case` whose body is a comment is left to the reader; one marked invalid shows the error.
    @Test func anEmptyCaseIsCompletedOnlyWhenLeftToTheReader() {
        let left = CodeNormalizer.normalize("switch x {\ncase 1: // handle it\ndefault: break\n}\n").code
        #expect(left.contains("case 1: break // handle it"))
        let invalid = CodeNormalizer.normalize("switch x {\ncase 1: // Invalid, empty\ncase 2: break\n}\n").code
        #expect(invalid.contains("case 1: // Invalid"))
    }

    /// A name some block declares (in any sample), or a wrong API, stays a failure.
    @Test func realErrorsStayFailures() {
        #expect(
            DocGap.explain([Self.error("cannot find type 'Character' in scope")]) { $0 == "Character" } == nil,
            "a hand-written sample name")
        var elsewhere = Self.error("cannot convert value of type 'Int' to 'String'")
        elsewhere.line = 4
        #expect(DocGap.explain([Self.error("cannot find 'logger' in scope"), elsewhere]) { _ in false } == nil)
        #expect(DocGap.explain([Self.error("value of type 'Deque<Int>' has no member 'bytes'")]) { _ in false } == nil)
        #expect(DocGap.explain([]) { _ in false } == nil)
    }

    /// A name the package declares only inside `#if` (a trait or flag not enabled here) was not built:
    /// the block is skipped, saying so. A name it declares unconditionally stays a failure.
    @Test func aNameThePackageCompilesOutIsNotBuiltHere() throws {
        let missing = [Self.error("cannot find type 'SortedDictionary' in scope")]
        let gap = DocGap.explain(missing, isDeclared: { _ in true }, isCompiledOut: { $0 == "SortedDictionary" })
        #expect(gap == .notCompiledHere(["SortedDictionary"]))
        #expect(gap?.reason.hasPrefix("not built here: the package declares `SortedDictionary` only under") == true)
        #expect(DocGap.explain(missing, isDeclared: { _ in true }, isCompiledOut: { _ in false }) == nil)

        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write(
                "#if compiler(>=6.2) && UnstableSortedCollections\npublic struct SortedDictionary {}\n#endif\n"
                    + "public struct Deque {}\n#if DEBUG\npublic func check() {}\n#endif\n",
                to: folder, "Sources/Lib/Lib.swift")
            try TestSupport.write("public func check(_ x: Int) {}\n", to: folder, "Sources/Lib/Other.swift")
            let names = DependencyNames(packageFolders: [folder.path])
            #expect(names.declareOnlyConditionally("SortedDictionary"))
            #expect(!names.declareOnlyConditionally("Deque"))
            #expect(!names.declareOnlyConditionally("check"), "declared unconditionally in another file too")
            #expect(!names.declareOnlyConditionally("Missing"), "not declared at all")
        }
    }

    /// A page of a module imports it, not the umbrella that re-exports it; a page of the umbrella
    /// imports the umbrella, not the products it restates (both would make its forwarding members ambiguous).
    @Test func umbrellasAndTheirProductsAreNotImportedTogether() {
        let products: Set<String> = ["Collections", "DequeModule", "BitCollections"]
        let imports = GeneratedPackage.Settings.pageImports(
            implicit: ["Foundation", "Collections", "DequeModule", "BitCollections"], products: products, blocks: [],
            ownModules: ["Collections/Reexports.swift": "Collections", "DequeModule/Deque.swift": "DequeModule"],
            reexports: { umbrella, named in umbrella == "Collections" && named != "Collections" })
        #expect(imports["Collections/Reexports.swift"] == ["Foundation", "Collections"])
        #expect(imports["DequeModule/Deque.swift"] == ["Foundation", "DequeModule", "BitCollections"])
    }

    /// Design proposals kept beside the docs are left out by the config's `exclude` globs, and only by them.
    @Test func excludeLeavesOutTheGuidesItsGlobsMatch() throws {
        #expect(Glob("Documentation/Reviews/**").matches("Documentation/Reviews/2022/Proposal.md"))
        #expect(
            Glob("Documentation/Reviews").matches("Documentation/Reviews/Proposal.md"),
            "a folder leaves out what it holds")
        #expect(Glob("Internals").matches("Docs/Internals/README.md"), "a bare name matches anywhere")
        #expect(Glob("**/*.draft.md").matches("a/b/c.draft.md") && !Glob("*.draft.md").matches("a/b.md"))
        #expect(!Glob("Documentation/Reviews/**").matches("Documentation/Deque.md"))
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write("exclude: [Reviews/**, \"*.draft.md\"]\n", to: folder, "playbook.yml")
            try TestSupport.write("# Kept\n", to: folder, "kept.md")
            try TestSupport.write(
                "# Proposal\n\n```swift\nfunc f(_: ) {}\n```\n", to: folder, "Reviews/2024/proposal.md")
            try TestSupport.write("# Draft\n", to: folder, "notes.draft.md")
            let workspace = Workspace.open(paths: [folder.path], configFile: nil)
            #expect(!workspace.diagnostics.hasErrors, "\(workspace.diagnostics)")
            #expect(workspace.guides.map(\.path) == ["kept.md"])
        }
    }

    /// An API outlined with types in place of parameters is pseudocode: at syntax, with the reason.
    @Test func shorthandSignaturesArePseudocode() {
        let prepared = prepare("init()\ninit<S: Sequence>(S)\nfunc contains(Element) -> Bool\n")
        guard case .syntaxOnly(let reason) = prepared.disposition else {
            Issue.record("\(prepared.disposition)")
            return
        }
        #expect(reason.hasPrefix("pseudocode"))
        #expect(prepared.diagnostics.isEmpty)
        #expect(prepare("func broken(_ x: Int { }\n").disposition == .failed, "other syntax errors still fail")
        let signature = prepare("sendGreeting(toAddress address: String)\n")
        #expect(
            signature.disposition
                == .syntaxOnly(
                    reason: "pseudocode: a function's signature written without `func`, not Swift to compile"))
        #expect(signature.diagnostics.isEmpty)
        #expect(prepare("sendGreeting(toAddress: address: String)\n").disposition == .failed, "a slip in a call fails")
    }

    /// "Here is the first part of the generated code:": a block that ends before the declaration it opens is closed
    /// is shown in part, or lacks a `}`; the code cannot tell which, so it is parsed, not failed. A brace missing
    /// inside it is still the doc's.
    @Test func aBlockLeftOpenAtItsEndIsParsedNotFailed() {
        let open = prepare(
            "public struct Foo: Message {\n  static let name = \"Foo\"\n  static let fields = [\n    1,\n  ]\n")
        #expect(
            open.disposition
                == .syntaxOnly(
                    reason: "left open: the block ends before the declaration it opens is closed (its first part "
                        + "shown, or a `}` missing); parsed, not compiled"))
        #expect(open.diagnostics.isEmpty)
        let endingInAComment = prepare("public struct Foo {\n    var a: Int\n    // more fields\n")
        #expect(endingInAComment.disposition == open.disposition)
        let innerBraceForgotten =
            "func greet(name: String) {\n    if name.isEmpty {\n        print(\"none\")\n" + "    print(\"hi\")\n}\n"
        #expect(prepare(innerBraceForgotten).disposition == .failed, "a `}` back at the start closes the function")
    }

    /// `extension ServiceName.ClientProtocol` under the page's `protocol ServiceName.ClientProtocol` outline extends
    /// what exists in the outline alone, so it is pseudocode too; an extension of a real nested type is compiled.
    @Test func anExtensionOfATypeThePageOutlinesIsPseudocode() {
        let preparer = BlockPreparer(
            instantiator: Instantiator(placeholders: PlaceholderSet(names: []), sample: nil), sampleName: "default",
            modules: ModuleAvailability(config: PlaybookConfig(), moduleName: "App"), strict: false)
        let outline = CodeBlock(
            index: 0, language: "swift", attributes: [],
            code: "protocol ServiceName.ClientProtocol {\n  func call() async throws\n}\n", line: 1, contentLine: 2,
            endLine: 5, headingPath: [])
        let extending = CodeBlock(
            index: 1, language: "swift", attributes: [],
            code: "extension ServiceName.ClientProtocol {\n  func callTwice() async throws {}\n}\n", line: 7,
            contentLine: 8, endLine: 11, headingPath: [])
        let guide = Guide(path: "doc.md", title: "Design", blocks: [outline, extending])
        #expect(
            preparer.prepare(extending, in: guide).disposition
                == .syntaxOnly(
                    reason: "pseudocode: an extension of `ServiceName.ClientProtocol`, which the page outlines by its "
                        + "qualified name, not Swift to compile"))
        #expect(
            preparer.prepare(extending, in: Guide(path: "doc.md", title: "Design", blocks: [extending])).disposition
                == .compile)
        var longerName = extending
        longerName.code = "extension ServiceName.Client {\n  func callTwice() async throws {}\n}\n"
        #expect(preparer.prepare(longerName, in: guide).disposition == .compile, "`ServiceName.Client` is another type")
        var broken = extending
        broken.code = "extension ServiceName.ClientProtocol {\n  func f() async throws { try await call( }\n}\n"
        #expect(preparer.prepare(broken, in: guide).disposition == .failed, "its own slip is still the doc's")
    }

    /// A function whose body is a comment stands for code the reader writes: it compiles with a trap in it.
    @Test func aBodyOfCommentsIsElidedCode() {
        let source = "func list(_ arguments: [String]) -> [String] {\n    // Generate the list\n}\n"
        let normalized = CodeNormalizer.normalize(source)
        #expect(normalized.elided)
        #expect(
            normalized.code
                == "func list(_ arguments: [String]) -> [String] {\n    // Generate the list\n"
                + "fatalError(\"\(CodeNormalizer.elidedBodyTrap)\") }\n"
        )
        #expect(
            CodeNormalizer.normalize("func run() {\n    // nothing yet\n}\n").code
                == "func run() {\n    // nothing yet\n}\n", "a Void body may be empty")
        #expect(
            DocGap.explain([Self.error("cannot find operator '==>' in scope")]) { _ in false }
                == .notSelfContained(["==>"]))
    }

    /// Global `var`s and `try` initializers are a program's state: the block runs as the guide's program.
    @Test func topLevelStateBelongsToTheProgram() {
        #expect(
            SwiftBlockAnalyzer.analyze(
                "struct Policy: Encodable { var name: String }\nlet data = try encode(Policy(name: \"test\"))\n"
            ).shape == .statements)
        #expect(SwiftBlockAnalyzer.analyze("final class Counter {}\nvar total = 0\n").shape == .statements)
        #expect(
            SwiftBlockAnalyzer.analyze("struct Item {}\nlet defaultItem = Item()\n").shape == .declarations,
            "a constant stays a library's")
    }

    /// Apple's UI frameworks used without their import are the platform's; errors that follow a missing name go with
    /// it.
    @Test func appleFrameworksAndFollowingErrors() {
        let observable = DocGap.explain([
            Self.error("cannot find type 'ObservableObject' in scope"), Self.error("unknown attribute 'Published'"),
        ]) { _ in false }
        #expect(
            observable?.reason.hasPrefix("platform: `ObservableObject` comes from Combine") == true,
            "\(String(describing: observable))")
        let location = DocGap.explain([
            Self.error("cannot find type 'CLLocationDegrees' in scope"),
            Self.error("type 'Place.Columns' has no member 'favorite'"),
        ]) { _ in false }
        #expect(location?.reason.hasPrefix("platform: `CLLocationDegrees` comes from Core Location") == true)
        // `Future<Int, Never> { callback in … }`, where no block declares `Future`: Combine's promise.
        let future = DocGap.explain([
            Self.error("cannot find 'Future' in scope"),
            Self.error("cannot infer contextual base in reference to member 'success'"),
        ]) { _ in false }
        #expect(
            future?.reason.hasPrefix("platform: `Future` comes from Combine") == true, "\(String(describing: future))")
        let cascade = DocGap.explain([
            Self.error("cannot find type 'Category' in scope"),
            Self.error("type 'Book' does not conform to protocol 'Decodable'"),
        ]) { _ in false }
        #expect(cascade == .notSelfContained(["Category"]))
        #expect(
            DocGap.explain([Self.error("type 'Book' does not conform to protocol 'Decodable'")]) { _ in false } == nil,
            "a conformance alone is the doc's")
    }

    /// A member the package declares only under an `#if` this build does not meet (`readPublisher`, Combine's) is
    /// not built here: skipped, not failed. Any other missing member is the doc's.
    @Test func aMemberCompiledOutOfTheDependencyIsNotBuiltHere() {
        let errors = [Self.error("value of type 'DatabaseQueue' has no member 'readPublisher'")]
        let compiledOut = DocGap.explain(
            errors, isDeclared: { _ in false }, isMemberCompiledOut: { $0 == "readPublisher" })
        #expect(compiledOut == .notCompiledHere(["readPublisher"]))
        #expect(compiledOut?.reason.hasPrefix("not built here: the package declares `readPublisher` only") == true)
        #expect(DocGap.explain(errors, isDeclared: { _ in false }, isMemberCompiledOut: { _ in false }) == nil)
    }

    @Test func membersDeclaredOnlyUnderAConditionAreFound() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write(
                "public struct Queue {}\n#if canImport(Combine)\n"
                    + "extension Queue {\n    public func readPublisher() {}\n}\n"
                    + "#endif\nextension Queue {\n    public func read() {}\n}\n",
                to: folder, "Sources/Store/Queue.swift")
            let names = DependencyNames(packageFolders: [folder.path])
            #expect(names.declareAnywhereOnlyConditionally("readPublisher"))
            #expect(!names.declareAnywhereOnlyConditionally("read"))
            #expect(!names.declareAnywhereOnlyConditionally("write"), "not declared at all")
        }
    }

    /// A public extension's members are public without saying so: one declared only on some platforms
    /// (`#if os(macOS)`) is not built here, while an internal one of the same name is no API at all.
    @Test func membersOfAPublicExtensionUnderAConditionAreFound() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write(
                "public struct Shelf {}\n#if os(macOS) || os(iOS)\npublic extension Shelf {\n"
                    + "    static var archive: Shelf? { nil }\n}\n#endif\n"
                    + "extension Shelf {\n    static var scratch: Shelf? { nil }\n}\n"
                    + "#if DEBUG\nextension Shelf {\n    static var spare: Shelf? { nil }\n}\n#endif\n",
                to: folder, "Sources/Store/Shelf.swift")
            let names = DependencyNames(packageFolders: [folder.path])
            #expect(names.declareAnywhereOnlyConditionally("archive"))
            #expect(!names.declareAnywhereOnlyConditionally("scratch"), "internal, and unconditional")
            #expect(!names.declareAnywhereOnlyConditionally("spare"), "internal: no reader can use it")
            #expect(!names.declareAnywhereOnlyConditionally("Shelf"), "declared unconditionally")
        }
    }

    /// A value left out (`= ...`) is elided code, never a parse failure: given where the declaration names its
    /// type, else at syntax; `// Compiler error:` marks an error.
    @Test func elidedValuesAndErrorMarkWordings() {
        let typed = prepare("let markdown: String = ...\nprint(markdown.count)\n")
        #expect(typed.diagnostics.isEmpty, "\(typed.diagnostics)")
        #expect(typed.disposition == .script && typed.isElided)
        #expect(typed.code.hasPrefix("let markdown: String = \(CodeNormalizer.givenValueFunction)()"))
        let untyped = prepare("let markdown = ...\nprint(markdown.count)\n")
        #expect(untyped.diagnostics.isEmpty, "\(untyped.diagnostics)")
        if case .syntaxOnly(let reason) = untyped.disposition {
            #expect(reason.contains("elided"))
        } else {
            Issue.record("\(untyped.disposition)")
        }
        #expect(ScriptAnalyzer.isErrorMark("Compiler error: Referencing static method 'href'"))
        #expect(ScriptAnalyzer.markKind("NOT IMPLEMENTED") == .symbol)
        let atSyntax = { (code: String) -> Bool in
            if case .syntaxOnly = prepare(code + "\n").disposition { return true }
            return false
        }
        #expect(atSyntax(#""SELECT * FROM player WHERE \(literal: condition)""#))
        #expect(atSyntax(#""WITH \(.nocase)""#))
        #expect(!atSyntax(#""Hello, \(name)""#), "a plain interpolation is a String's")
        #expect(atSyntax("configuration.busyMode = .timeout(/* a TimeInterval */)"))
        let versions = prepare(
            "extension Player {\n    /// Simple\n    static func filter(id: Int64) -> Int { 1 }\n"
                + "    /// Future-proof\n    static func filter(id: Int64) -> Int { 2 }\n}\n")
        #expect(versions.analysis.redeclaredNames == ["Player.filter(id:)"])
        #expect(!atSyntax(versions.block.code), "each version is compiled apart")
        #expect(
            !atSyntax(
                "extension Player {\n    static func find(_ id: Int) {}\n    static func find(_ id: String) {}\n}"),
            "overloads")
        #expect(!atSyntax("configuration.busyMode = .timeout(5) /* seconds */"))
    }

    /// A block that declares the library's own public types again is checked alone, as a listing, never lent.
    @Test func restatingTheLibrarysTypesIsAListing() {
        let restated = prepare("public struct Deque<Element> {\n    var storage: [Element] = []\n}\n")
        let own = prepare("struct Shelf {}\n")
        let marked = Verifier.restatingTheAPI([restated, own]) { $0 == "Deque" }
        #expect(marked.map(\.isListing) == [true, false])
    }

    /// `protocol Countable { … }` above `struct Visit: Countable`: a quotation of the library's protocol, left out
    /// so the code adopts the library's own. A `struct Digits: Parser { … }` of the page's, named as a library type
    /// is but adopted by nothing, is the reader's own and stays.
    @Test func aQuotedLibraryTypeThatTheCodeAdoptsIsLeftOut() {
        let quoted = prepare(
            "protocol Countable {\n    // adopt it\n}\n\nstruct Visit: Countable {}\nlet v = Visit()\n")
        let own = prepare("struct DigitsError: Error {}\n\nstruct Digits: Parser {\n    var radix = 10\n}\n")
        var rewritten: [String] = []
        let isAPI = { (name: String) in ["Countable", "Digits", "Parser"].contains(name) }
        _ = Verifier.leavingOutRestatedAPI([quoted, own], isAPI: isAPI) { block, code in
            rewritten.append(code)
            return block
        }
        #expect(rewritten == ["\n\n\n\nstruct Visit: Countable {}\nlet v = Visit()\n"])
        #expect(
            SwiftBlockAnalyzer.linesOfTypes(named: ["Countable"], in: "import Store\n\nprotocol Countable {\n}\n")
                == [3...4], "the import above the quotation stays")
        let ownProtocol = prepare(
            "protocol Countable {\n    var weight: Int { get }\n}\n\nstruct Visit: Countable {\n    var weight = 1\n}\n"
        )
        var rewrittenAgain = 0
        let libraryMembers = { (_: String) -> Set<String> in ["count"] }
        _ = Verifier.leavingOutRestatedAPI(
            [ownProtocol], isAPI: isAPI, libraryMembers: libraryMembers,
            rewrite: { block, _ in
                rewrittenAgain += 1
                return block
            })
        #expect(rewrittenAgain == 0, "a protocol of the page's own, declaring members the library's does not")
    }

    /// A page showing how the library's own function is written keeps it: another page calling `equal` means the
    /// library's, so the restatement is never lent.
    @Test func restatingTheLibrarysFunctionsIsNeverLent() {
        let restated = prepare("public func equal<T: Equatable>(expectedValue: T?) -> Bool {\n    true\n}\n")
        let own = prepare("func haveCount(_ n: Int) -> Bool { n > 0 }\n")
        let marked = Verifier.restatingTheAPI([restated, own]) { $0 == "equal" }
        #expect(marked.map(\.restatesAPIFunctions) == [true, false])
        #expect(marked.map(\.isListing) == [false, false], "compiled with its page, not alone")
        #expect(marked.map(BlockLender.canLend) == [false, true])
    }

    /// A test shown without `import XCTest` is test code all the same, and XCTest is imported for it.
    @Test func xctestNamesMakeTestCode() {
        let prepared = prepare(
            "final class CounterTests: XCTestCase {\n    func testStart() { XCTAssertEqual(1, 1) }\n}\n")
        #expect(prepared.isTest && prepared.analysis.usesXCTest)
        #expect(!prepare("import XCTest\nfinal class T: XCTestCase {}\n").analysis.usesXCTest, "imported already")
    }

    /// `// ❌ …` and `// 🛑 …` mark lines that must not compile.
    @Test func emojiMarksAreErrorMarks() {
        let marks = ScriptAnalyzer.errorMarks(
            in: "let parser = Int.parser() // 🛑 Ambiguous use of 'parser(of:radix:)'\nlet y = 1\n")
        #expect(
            marks == [
                ErrorMark(lines: 1...1, scope: 1...1, kind: .symbol, text: "🛑 Ambiguous use of 'parser(of:radix:)'")
            ])
        #expect(ScriptAnalyzer.isErrorMark("❌ Value of type 'Map' has no member 'print'"))
    }

    /// `Substring.self` is a metatype, not code lifted out of a type.
    @Test func aMetatypeIsNoUseOfSelf() {
        #expect(
            SwiftBlockAnalyzer.analyze("let parser = Parse(input: Substring.self) { Int.parser() }\n").shape != .members
        )
        #expect(SwiftBlockAnalyzer.analyze("var count: Int { self.items.count }\n").shape == .members)
    }

    /// Only a package's top-level public declarations make a missing name the doc's fault.
    @Test func dependencyNamesAreTopLevelPublicDeclarations() {
        let source =
            "public func greeting(for name: String) -> String { name }\npublic final class Assembler {\n    public "
            + "let container: Int = 0\n}\n"
        #expect(DependencyNames.declares("greeting", in: source))
        #expect(DependencyNames.declares("Assembler", in: source))
        #expect(!DependencyNames.declares("container", in: source), "a member of the same name")
        #expect(!DependencyNames.declares("greet", in: source))
        #expect(
            DependencyNames.declares("container", in: source, atAnyDepth: true),
            "a member, for a doc restating the library's code")
        let restated = UnitPlannerTests().prepare(
            "doc.md",
            [
                ("extension Parsers {\n    struct Map {}\n}\n", nil),
                ("extension Parsers {\n    struct Hex {}\n}\n", nil),
            ])
        let marked = Verifier.restatingTheAPI(restated, isAPI: { $0 == "Parsers" }, isAPIMember: { $0 == "Map" })
        #expect(marked.map(\.isListing) == [true, false], "the library's own Map is restated; a reader's Hex is new")
    }

    /// `let city = OneOf { … }` beside a type, with no target file, is the reader's program; with one, a source file's
    /// global.
    @Test func aComputedGlobalWithoutATargetFileIsTheProgram() {
        let code = "enum City { case london }\nlet city = makeParser()\n"
        #expect(prepare(code).disposition == .script)
        let block = CodeBlock(
            index: 0, language: "swift", attributes: [], code: code, line: 1, contentLine: 2, endLine: 5,
            headingPath: [], targetFile: "Sources/City.swift")
        let preparer = BlockPreparer(
            instantiator: Instantiator(placeholders: PlaceholderSet(names: []), sample: nil), sampleName: "default",
            modules: ModuleAvailability(config: PlaybookConfig(), moduleName: "App"), strict: false
        )
        #expect(preparer.prepare(block, in: Guide(path: "doc.md", title: "Doc")).disposition == .compile)
    }

    /// A closure or a `return` that needs the code the doc leaves out follows from the missing name.
    @Test func inferenceErrorsFollowAMissingName() {
        let errors = [
            Self.error("cannot find 'User' in scope"),
            Self.error("cannot infer type of closure parameter '$0' without a type annotation"),
            Self.error("'nil' requires a contextual type"), Self.error("return invalid outside of a func"),
        ]
        #expect(DocGap.explain(errors) { _ in false } == .notSelfContained(["User"]))
        #expect(
            DocGap.explain([Self.error("cannot find type 'UIStoryboard' in scope")]) { _ in false }.map {
                if case .platform = $0 { true } else { false }
            } == true)
    }

    /// A builder expression shown alone cannot be typed without the code that uses it; with a binding it can.
    @Test func anExpressionAloneNeedsItsContext() {
        let ambiguous = [Self.error("ambiguous use of 'buildExpression'")]
        #expect(
            DocGap.explain(ambiguous, expressionAlone: true) { _ in false }
                == .withoutContext("ambiguous use of 'buildExpression'"))
        #expect(DocGap.explain(ambiguous, expressionAlone: false) { _ in false } == nil)
        #expect(
            DocGap.explain(ambiguous + [Self.error("missing argument label 'x:' in call")], expressionAlone: true) {
                _ in false
            } == nil)
    }

    /// URL loading lives in FoundationNetworking on Linux: a block using it gets the import where it exists.
    @Test func urlLoadingImportsFoundationNetworking() {
        let block = prepare(
            "import Foundation\nlet (data, _) = try await URLSession.shared.data(from: URL(string: "
                + "\"https://example.com\")!)\n"
        )
        #expect(block.analysis.usesFoundationNetworking)
        let unit = VerificationUnit(
            id: "u", targetName: "U1", sample: "default", moduleName: "App", guide: "doc.md",
            members: [.init(block: block.id, borrowedFor: nil)])
        #expect(
            GeneratedPackage.source(of: block, unit: unit).hasPrefix(
                "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"))
        #expect(!prepare("let url = URL(string: \"https://example.com\")\n").analysis.usesFoundationNetworking)
    }

    /// A manifest piece is wrapped in what it is a piece of, read from its first token after the imports.
    @Test func manifestPiecesKnowWhatTheyArePiecesOf() {
        #expect(
            ManifestPiece.shape(of: ".package(url: \"https://example.com/a.git\", from: \"1.0.0\"),\n")
                == .packageDependencies)
        #expect(ManifestPiece.shape(of: ".product(name: \"A\", package: \"a\")\n") == .targetDependencies)
        #expect(ManifestPiece.shape(of: ".target(name: \"App\", dependencies: [\"A\"]),\n") == .targets)
        #expect(ManifestPiece.shape(of: ".library(name: \"A\", targets: [\"A\"])\n") == .products)
        #expect(
            ManifestPiece.shape(of: "dependencies: [\n  .package(url: \"a\", from: \"1.0.0\")\n]\n")
                == .packageArguments)
        #expect(
            ManifestPiece.shape(of: "dependencies: [\n  .product(name: \"A\", package: \"a\")\n]\n") == .targetArguments
        )
        #expect(
            ManifestPiece.shape(of: "import PackageDescription\n\nlet package = Package(name: \"A\")\n") == .manifest)
        #expect(prepare(".package(url: \"a\", from: \"1.0.0\"),\n").manifestPiece == .packageDependencies)
        #expect(
            prepare(".package(\n    url: \"a\",\n    from: \"1.0.0\"\n),\n").manifestPiece == .packageDependencies,
            "arguments on lines of their own")
        #expect(
            prepare("let package = Package(\n    ...\n    dependencies: [.package(url: \"a\", from: \"1.0.0\")]\n)\n")
                .manifestPiece == .manifest, "shortened: typechecked, what the `...` leaves out said where missed")
        #expect(
            prepare(".target(name: \"App\", dependencies: [..., \"Kit\"]),\n").manifestPiece == nil,
            "an ellipsis inside a list: not whole enough to typecheck")
        #expect(
            prepare(
                "targets: [\n    .target(\n        name: \"App\",\n        dependencies: [..., \"Kit\"]\n    )\n]\n"
            )
            .manifestPiece == nil, "an ellipsis among a list's elements is no element")
        #expect(
            prepare(
                ".target(\n    name: \"App\",\n    dependencies: [\n        // ...\n"
                    + "        .product(name: \"Kit\", package: \"kit\"),\n    ]\n),\n"
            )
            .manifestPiece == .targets, "an ellipsis in a comment leaves the elements whole")
    }

    /// One block declaring a value twice shows versions to choose between: each is compiled apart, unless the second
    /// is marked as an error, or the versions are interleaved.
    @Test func aValueDeclaredTwiceShowsAlternativesCompiledApart() {
        let alternatives = prepare(
            "// With nodes:\nlet html = HTML(.body())\n\n// With components:\nlet html = HTML { Body() }\n")
        #expect(alternatives.disposition == .script)
        #expect(alternatives.analysis.alternatives?.versions == [[2...2], [5...5]])
        #expect(alternatives.notes.contains("alternatives: `html` declared twice, each version checked apart"))
        #expect(
            prepare("let x = 1\nlet x = 2 // error: invalid redeclaration\n").analysis.alternatives == nil,
            "the mark is checked in the block whole")
        #expect(prepare("func f(_ a: Int) {}\nfunc f(_ a: String) {}\n").analysis.redeclaredNames.isEmpty, "overloads")
        let interleaved = prepare("let a = 1\nlet b = a\nlet a = 3\nprint(b)\n")
        #expect(interleaved.analysis.alternatives == nil)
        #expect(
            interleaved.disposition
                == .syntaxOnly(
                    reason:
                        "alternatives: `a` declared twice, versions to choose between; parsed, not compiled together"
                ))
    }

    /// Only a thrown error about a file, an executable or a port is the machine's; traps and other errors are the
    /// code's.
    @Test func whatTheMachineLacksIsToldFromTheCodesOwnErrors() {
        #expect(
            RunEnvironment.lacking(
                in:
                    "crashed: Fatal error: Error raised at top level: Executable \"/my/app\" is not found or cannot "
                    + "be executed."
            ) != nil)
        #expect(
            RunEnvironment.lacking(
                in: "crashed: Fatal error: 'try!' expression unexpectedly raised an error: CSV.CSVError.cannotOpenFile")
                != nil)
        #expect(RunEnvironment.lacking(in: "crashed: Fatal error: Error raised at top level: App.Overdrawn()") == nil)
        #expect(RunEnvironment.lacking(in: "crashed: Fatal error: Index out of range") == nil)
    }

    /// A program that talks to a remote host waits on the network; one that talks to its own server does not.
    @Test func aRemoteHostInTheCodeIsTheNetworks() {
        #expect(
            RunEnvironment.remoteHost(in: #"let response = try await client.get(url: "https://apple.com/")"#)
                == "apple.com")
        #expect(RunEnvironment.remoteHost(in: #"let url = "http://localhost:8080/hello""#) == nil)
        #expect(RunEnvironment.remoteHost(in: #"let url = "http://127.0.0.1:8080""#) == nil)
        #expect(RunEnvironment.remoteHost(in: "let scheme = \"https://\" + host") == nil)
    }

    /// A program that connects (`client.connect(transport:)`) waits for a peer a run here lacks; a function
    /// named `connect`, or a property so named, is no such call.
    @Test func aConnectionInTheCodeWaitsForAPeer() {
        #expect(
            RunEnvironment.connection(in: "let transport = Pipe()\ntry await client.connect(transport: transport)\n")
                == "client.connect(…)")
        #expect(RunEnvironment.connection(in: "connect(to: peer)\nlet handler = session.connect\n") == nil)
        #expect(RunEnvironment.connection(in: "let isLinked = session.connected\n") == nil)
    }

    /// A `run()` called in a task group's child task is a service's, lasting until the group is cancelled; one called
    /// elsewhere, or with arguments, is no such run.
    @Test func aRunInAChildTaskIsAServices() {
        #expect(
            RunEnvironment.serviceRun(
                in: "await withThrowingTaskGroup { group in\n    group.addTask { try await observability.run() }\n}\n")
                == "observability.run()")
        #expect(RunEnvironment.serviceRun(in: "try await job.run()\ngroup.addTask { print(1) }\n") == nil)
        #expect(RunEnvironment.serviceRun(in: "group.addTask { try await job.run(times: 3) }\n") == nil)
    }

    /// A function's body shown alone returns outside a function; `#Preview` without SwiftUI is Apple's.
    @Test func aBodyShownAloneAndAPreviewAreNotFailures() {
        #expect(DocGap.explain([Self.error("return invalid outside of a func")]) { _ in false } == .functionBody)
        #expect(
            DocGap.explain([
                Self.error("return invalid outside of a func"), Self.error("missing argument label 'x:' in call"),
            ]) { _ in false } == nil)
        #expect(
            DocGap.explain([Self.error("no macro named 'Preview'")]) { _ in false }.map {
                if case .platform = $0 { true } else { false }
            } == true)
        #expect(DocGap.isUnusedValue("result of key path is unused [#no-usage]"))
    }

    /// Doc comments become markdown on the source's own lines, markers and common indentation removed.
    @Test func docCommentsBecomeMarkdownOnTheSourcesLines() {
        let source =
            "/// Adds.\n///\n///     let x = add(1, 2)\nfunc add(_ a: Int, _ b: Int) -> Int { a + b }\n\n/**\n * "
            + "Subtracts.\n *\n * ```swift\n * let y = 3 - 1\n * ```\n */\nfunc sub() {}\n"
        let markdown = DocCommentExtractor.markdown(ofSwiftSource: source).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(markdown[0] == "Adds.")
        #expect(markdown[2] == "    let x = add(1, 2)")
        #expect(markdown[3] == "<!-- -->")
        #expect(markdown[9] == "let y = 3 - 1")
        let guide = DocCommentExtractor.guide(swiftSource: source, path: "Sources/Math/Add.swift", module: "Math")?
            .guide
        #expect(guide?.blocks.map(\.contentLine) == [3, 10])
        #expect(guide?.blocks.allSatisfy(\.isSwift) == true)
        #expect(guide?.sourceModule == "Math")
        #expect(DocCommentExtractor.module(ofSourcePath: "/p/Sources/swift-math/Add.swift") == "swift_math")
        #expect(
            DocCommentExtractor.guide(swiftSource: "/// No example.\nfunc f() {}\n", path: "F.swift", module: nil)
                == nil)
    }

    /// A type whose body is only a comment leaves its members to the reader: its conformance is not failed.
    @Test func aTypeBodyOfCommentsLeavesItsMembersToTheReader() {
        let analysis = SwiftBlockAnalyzer.analyze(
            "enum CustomStyle: TableStyle {\n    // implement the methods of TableStyle\n}\n")
        #expect(analysis.typesWithElidedMembers == ["CustomStyle"])
        let errors = [Self.error("type 'CustomStyle' does not conform to protocol 'TableStyle'")]
        #expect(
            DocGap.explain(errors, elidedTypes: analysis.typesWithElidedMembers) { _ in false }
                == .elidedMembers("CustomStyle"))
        #expect(DocGap.explain(errors) { _ in false } == nil, "a type with members that does not conform is wrong")
    }

    /// A type the page shows again with members this version lacks is built up in parts: its conformance waits.
    @Test func aTypeShownInPartsIsNotFailedForItsConformance() {
        let errors = [
            Self.error("type 'WordTokenizer' does not conform to protocol 'Tokenizer'"),
            Self.error("type 'WordTokenizer' has no member 'separator'"),
        ]
        #expect(
            DocGap.explain(errors, typesShownInParts: ["WordTokenizer"]) { _ in false }
                == .shownInParts("WordTokenizer"))
        #expect(
            DocGap.explain(
                errors + [Self.error("cannot convert value of type 'Int' to 'String'")],
                typesShownInParts: ["WordTokenizer"]
            ) {
                _ in false
            } == nil, "an error of another kind is the doc's")
    }

    /// `Foo(unpackingAny:)` where another page's `struct Foo` was lent to the program: the page means a message type
    /// of its own. Errors about the lent type are not the doc's; beside a name the block lacks, they go with it.
    @Test func errorsAboutATypeAnotherPageLentAreNotTheDocs() {
        let lent = { (error: VerificationReport.Location) in error.message.contains("'Foo'") ? "Foo" : nil }
        let misfit = Self.error("argument type 'Foo' does not conform to expected type 'Message'")
        let missing = Self.error("cannot find 'ExampleAny' in scope")
        let other = Self.error("cannot convert value of type 'Int' to 'String'")
        #expect(DocGap.explain([misfit], isDeclared: { _ in false }, lentType: lent) == .usesALentType("Foo"))
        #expect(
            DocGap.explain([misfit, missing], isDeclared: { _ in false }, lentType: lent)
                == .notSelfContained(["ExampleAny"]))
        #expect(
            DocGap.explain([misfit, other], isDeclared: { _ in false }, lentType: lent) == nil,
            "an error about another type is the doc's")
        #expect(
            DocGap.explain([misfit], isDeclared: { _ in false }) == nil, "a type the page declares itself is its own")
        // An error in a statement using the lent type, which it does not quote, counts only beside a missing name.
        let inStatement = { (_: VerificationReport.Location) in "Foo" as String? }
        let extra = Self.error("extra argument 'unpackingAny' in call")
        #expect(DocGap.explain([extra], isDeclared: { _ in false }, lentType: inStatement) == nil)
        #expect(
            DocGap.explain(
                [Self.error("value of type 'Foo' has no member 'didPullToRefresh'")], isDeclared: { _ in false },
                lentType: lent) == nil, "a member the lent type lacks (renamed on its page) fails")
        #expect(
            DocGap.explain([extra, missing], isDeclared: { _ in false }, lentType: inStatement)
                == .notSelfContained(["ExampleAny"]))
    }

    /// `.http2NIOPosix(…)` on a page whose manifest adds `GRPCNIOTransportHTTP2`, which this build lacks: the member
    /// may come from that module, so the block is skipped as one importing it is. A name missing beside stays a gap.
    @Test func membersOfAModuleThePageUsesAndTheBuildLacksAreSkipped() {
        #expect(
            ManifestPiece.productNames(
                in:
                    ".product(name: \"GRPCCore\", package: \"grpc-swift-2\"),\n"
                    + ".product(name: \"GRPCNIOTransportHTTP2\", "
                    + "package: \"grpc-swift-nio-transport\"),\n") == ["GRPCCore", "GRPCNIOTransportHTTP2"])
        let member = Self.error("type 'ServerTransport' has no member 'http2NIOPosix'")
        let gap = DocGap.explain([member], isDeclared: { _ in false }, moduleLacking: { _ in "GRPCNIOTransportHTTP2" })
        #expect(gap == .moduleNotHere("GRPCNIOTransportHTTP2", members: ["http2NIOPosix"]))
        #expect(
            gap?.reason
                == "requires GRPCNIOTransportHTTP2, which the page uses and this build does not have: `.http2NIOPosix` "
                + "may come from it")
        #expect(gap?.passesAtSyntax == false)
        let inferred = Self.error("cannot infer contextual base in reference to member 'ipv4'")
        #expect(
            DocGap.explain(
                [member, inferred], isDeclared: { _ in false }, moduleLacking: { _ in "GRPCNIOTransportHTTP2" })
                == gap, "what the compiler cannot infer in the same statement follows from the member")
        #expect(
            DocGap.explain(
                [member, inferred], isElided: true, isDeclared: { _ in false },
                moduleLacking: { _ in "GRPCNIOTransportHTTP2" }) == gap, "so it does in a call whose closure is elided")
        #expect(DocGap.explain([member], isDeclared: { _ in false }) == nil, "without such a module it is the doc's")
        #expect(
            DocGap.explain(
                [member, Self.error("cannot find 'server' in scope", line: 9)], isDeclared: { _ in false },
                moduleLacking: { _ in "GRPCNIOTransportHTTP2" }) == nil, "beside another gap it may be the doc's")
        #expect(
            DocGap.explain(
                [member, Self.error("cannot find 'service' in scope")], isDeclared: { _ in false },
                moduleLacking: { _ in "GRPCNIOTransportHTTP2" }) == .notSelfContained(["service"]),
            "in the statement of a missing name, it follows from that name")
        #expect(
            DocGap.explain(
                [Self.error("value of type 'any Error' has no member 'debugDescriptin'")], isDeclared: { _ in false },
                moduleLacking: { _ in "GRPCNIOTransportHTTP2" }) == nil, "a standard type's member is read as such")
        #expect(ResultAssembler.outermostName(of: "any Shape") == "Shape")
        #expect(ResultAssembler.outermostName(of: "Box<Int>") == "Box")
        #expect(ResultAssembler.outermostName(of: "[Recipe]") == "Recipe")
        #expect(ResultAssembler.outermostName(of: "Author.CodingKeys") == "Author")
    }

    /// "A representative example of the _shape_ of `OTel.Configuration`": `extension OTel { public struct
    /// Configuration … }` restates the library's own type, which the compiler then finds twice. A listing, at syntax.
    @Test func restatingALibrarysNestedTypeIsAListing() {
        let ambiguous = Self.error("ambiguous type name 'Configuration' in 'OTel'")
        #expect(DocGap.ambiguousNestedType(in: ambiguous.message)! == ("Configuration", "OTel"))
        #expect(DocGap.ambiguousNestedType(in: "ambiguous use of 'init'") == nil)
        let gap = DocGap.explain(
            [ambiguous, Self.error("cannot find type 'ExporterSelection' in scope")], isDeclared: { _ in false },
            restatedLibraryType: { DocGap.ambiguousNestedType(in: $0.message).map { $0.outer + "." + $0.name } })
        #expect(gap == .restatesTheLibrarysType("OTel.Configuration"))
        #expect(
            gap?.reason
                == "a listing: restates the library's own `OTel.Configuration`, which the compiler then finds twice; "
                + "parsed, not compiled")
        #expect(gap?.passesAtSyntax == true)
        #expect(
            DocGap.explain(
                [ambiguous, Self.error("no macro named 'Preview'")], isDeclared: { _ in false },
                restatedLibraryType: { _ in "OTel.Configuration" })?.passesAtSyntax == false,
            "an Apple platform's code is skipped, listing or not")
    }

    /// `extension ECDSASignature: DERImplicitlyTaggable { init(…) … }` scaffolded first: the page adds `serialize` to
    /// the type later, in a block outside this one's program, so the conformance is shown in parts, not wrong.
    @Test func aConformanceWhoseRequirementsALaterBlockAddsIsShownInParts() {
        let errors = [Self.error("type 'ECDSASignature' does not conform to protocol 'DERImplicitlyTaggable'")]
        let gap = DocGap.explain(errors, membersAddedElsewhere: ["ECDSASignature": ["serialize"]]) { _ in false }
        #expect(gap == .completedElsewhere("ECDSASignature", members: ["serialize"]))
        #expect(
            gap?.reason
                == "shown in parts: the page adds `serialize` to `ECDSASignature` in blocks outside this one's "
                + "program, so its conformance is not checked")
        #expect(DocGap.explain(errors) { _ in false } == nil, "a conformance nothing completes is the doc's")
    }

    /// A conformance whose requirements a later block adds is excused only for those requirements: the members
    /// a protocol of the packages declares, with those of the protocols it refines.
    /// Members a later block adds excuse a conformance only when they meet a requirement of every protocol the type
    /// fails: `struct Team: FetchableRecord` lacking `init(row:)` is not completed by a later `players`.
    @Test func membersAddedLaterExcuseOnlyTheRequirementsTheyMeet() {
        var team = prepare("struct Team: FetchableRecord {\n    var name: String\n}\n")
        var players = prepare("extension Team {\n    static let players = 1\n}\n")
        players.id = BlockID(guide: team.id.guide, index: 1)
        team.id = BlockID(guide: team.id.guide, index: 0)
        var assembler = ResultAssembler(
            blocks: [team.id: team, players.id: players], units: [], outcomes: [:], level: .typecheck, require: nil)
        let errors = [Self.error("type 'Team' does not conform to protocol 'FetchableRecord'")]
        assembler.protocolRequirements = { _ in ["init"] }
        #expect(assembler.membersAddedOutside(team, homeUnits: [], meeting: errors).isEmpty)
        assembler.protocolRequirements = { _ in ["init", "players"] }
        #expect(assembler.membersAddedOutside(team, homeUnits: [], meeting: errors) == ["Team": ["players"]])
        let twice = errors + [Self.error("type 'Team' does not conform to protocol 'PersistableRecord'")]
        assembler.protocolRequirements = { $0 == "FetchableRecord" ? ["players"] : ["insert"] }
        #expect(assembler.membersAddedOutside(team, homeUnits: [], meeting: twice).isEmpty, "one protocol unmet")
    }

    /// A member an extension of the protocol implements (`tagClass`, `serialize(into:)`) is no requirement a
    /// conformance lacks; one it does not (`serialize(into:withIdentifier:)`) is, by its name.
    @Test func aProtocolsRequirementsAreItsMembersAndThoseItRefines() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write(
                """
                public protocol DERParseable { init(derEncoded node: Int) throws }
                public protocol DERSerializable { func serialize(into coder: inout [UInt8]) throws }
                public protocol DERImplicitlyTaggable: DERParseable, SwiftASN1.DERSerializable {
                    static var defaultIdentifier: Int { get }
                    static var tagClass: Int { get }
                    func serialize(into coder: inout [UInt8], withIdentifier identifier: Int) throws
                }
                extension DERImplicitlyTaggable {
                    public static var tagClass: Int { 0 }
                    public func serialize(into coder: inout [UInt8]) throws {}
                }
                """, to: folder, "Sources/SwiftASN1/DER.swift")
            let names = DependencyNames(packageFolders: [folder.path])
            #expect(
                names.requirements(ofProtocol: "DERImplicitlyTaggable") == ["defaultIdentifier", "init", "serialize"])
            #expect(names.requirements(ofProtocol: "FetchableRecord").isEmpty, "not a protocol of the packages")
        }
        #expect(
            DocGap.nonConformedProtocol(in: "type 'Team' does not conform to protocol 'FetchableRecord'")
                == "FetchableRecord")
    }

    /// `struct Author: Decodable { ... enum Columns { static let name = Column(CodingKeys.name) } }`: the coding key
    /// comes from the property the elision leaves out.
    @Test func anElidedTypeLacksTheCodingKeysOfItsElidedMembers() {
        let errors = [Self.error("type 'Author.CodingKeys' has no member 'name'")]
        #expect(DocGap.explain(errors, elidedTypes: ["Author"]) { _ in false } == .elidedMembers("Author"))
        #expect(DocGap.explain(errors) { _ in false } == nil, "a type shown whole lacks the key itself")
    }

    /// A test followed by the failure report the page shows, or named for failing, fails as the page says.
    @Test func aTestThePageShowsFailingIsKnown() {
        let test = CodeBlock(
            index: 0, language: "swift", attributes: [],
            code: "@Test func sumStaysSmall() {\n    #expect(1 + 1 < 2)\n}\n", line: 3, contentLine: 4, endLine: 7,
            headingPath: ["Shrinking"])
        let output = CodeBlock(
            index: 1, language: "", attributes: [], code: "Failure occurred with input [46, 97].\n", line: 11,
            contentLine: 12, endLine: 13, headingPath: ["Shrinking"])
        let guide = Guide(path: "doc.md", title: "Doc", blocks: [test, output])
        let analysis = SwiftBlockAnalyzer.analyze(test.code)
        #expect(BlockPreparer.showsFailure(of: test, analysis: analysis, in: guide))
        #expect(
            !BlockPreparer.showsFailure(
                of: test, analysis: analysis, in: Guide(path: "doc.md", title: "Doc", blocks: [test])))
        #expect(
            BlockPreparer.showsFailure(
                of: test, analysis: SwiftBlockAnalyzer.analyze("@Test func failsSometimes() {}\n"),
                in: Guide(path: "doc.md", title: "Doc", blocks: [test])))
    }

    /// The header of a type shown again becomes an extension of it, lines kept; stored properties cannot follow.
    @Test func aContinuedTypeBecomesAnExtension() {
        #expect(
            TypeContinuation.asExtension(
                "struct Box<Value>: Sendable\n    where Value: Sendable {\n    …\n    func f() {}\n}\n", of: "Box")
                == "extension Box \n{\n    …\n    func f() {}\n}\n")
        #expect(TypeContinuation.asExtension("struct Box {\n    …\n    var count = 0\n}\n", of: "Box") == nil)
    }

    /// `struct FeatureTests { … }` after a `class FeatureTests` is another type of that name, not the class continued.
    @Test func onlyATypeOfTheSameKindIsContinued() {
        let earlier = prepare("class FeatureTests {\n    func a() {}\n}\n")
        let continuing = { (code: String) in
            Verifier.continuingShortenedTypes([earlier, self.prepare(code)]) { _, code in self.prepare(code) }[1]
        }
        #expect(
            continuing("class FeatureTests {\n    …\n    func b() {}\n}\n").code.hasPrefix("extension FeatureTests"))
        #expect(continuing("struct FeatureTests {\n    …\n}\n").code.hasPrefix("struct FeatureTests"))
    }

    /// Expressions shown one under another, each for its own value, need a context as one alone does.
    @Test func expressionsShownAloneNeedAContext() {
        let analysis = SwiftBlockAnalyzer.analyze("\"ORDER BY email \\(.nocase)\"\n\"ORDER BY email \\(.unicode)\"\n")
        #expect(analysis.holdsExpressionsAlone && analysis.shape == .statements)
        #expect(!SwiftBlockAnalyzer.analyze("let order = \"email\"\n\"ORDER BY \\(order)\"\n").holdsExpressionsAlone)
    }

    /// A type shown again in part with a member it has already (defined another way) is a new version of it, not
    /// the type continued: as an extension, the member would be declared twice.
    @Test func aTypeShownAgainWithAMemberItHasIsANewVersion() {
        let earlier = prepare("struct Document {\n    static let sections = 1\n    static let paragraphs = 2\n}\n")
        let continuing = { (codes: [String]) in
            Verifier.continuingShortenedTypes([earlier] + codes.map { self.prepare($0) }) { _, code in
                self.prepare(code)
            }.dropFirst().map(\.code)
        }
        #expect(continuing(["struct Document {\n    static let paragraphs = 3\n    ...\n}\n"])[0].hasPrefix("struct"))
        #expect(continuing(["struct Document {\n    static let title = 3\n    ...\n}\n"])[0].hasPrefix("extension"))
        #expect(
            continuing([
                "struct Document {\n    static let title = 3\n    ...\n}\n",
                "struct Document {\n    static let title = 4\n    ...\n}\n",
            ])[1].hasPrefix("struct"), "a member an earlier continuation added is the type's too")
    }

    /// A C target built again for the host (`X-tool.build`, for a plugin) names its module a second time: only X's own
    /// map is passed.
    @Test func hostBuildsOfCTargetsAreNotPassedTwice() throws {
        try TestSupport.withTemporaryFolder { folder in
            let debug = folder.appendingPathComponent(".build/debug")
            _ = try TestSupport.write(
                "module CShim {}\n", to: debug.appendingPathComponent("CShim.build"), "module.modulemap")
            _ = try TestSupport.write(
                "module CShim {}\n", to: debug.appendingPathComponent("CShim-tool.build"), "module.modulemap")
            let arguments = PackageWriter(directory: folder.path).swiftPMModuleSearchArguments()
            #expect(
                arguments.filter { $0.hasPrefix("-fmodule-map-file=") }.map {
                    PathText.lastComponent(of: PathText.folder(of: $0))
                } == ["CShim.build"])
        }
    }

    /// Only products named as modules are imported without being written: not `GRDB-dynamic`, not `_Plumbing`.
    @Test func implicitImportsAreModuleNamedProducts() {
        let config = PlaybookConfig(dependencies: [
            PlaybookConfig.PackageDependency(path: ".", products: ["GRDB", "GRDB-dynamic", "_Plumbing"])
        ])
        #expect(config.implicitImports == ["Foundation", "GRDB"])
    }

    /// Elision with words (`{ ... a, b, c ... }`, `name: ... ,`) and a manifest known by `Package(name:`.
    @Test func elisionWithWordsAndWholeManifests() {
        #expect(BlockPreparer.isElision("unexpected code '... a, b, c ...' in closure"))
        #expect(BlockPreparer.elidesArguments("let package = Package(\n    name: ... ,\n)\n"))
        #expect(BlockPreparer.elidesArguments("let buffer = ByteBuffer(…)\nlet request = f(a, ...)"))
        #expect(
            !BlockPreparer.elidesArguments(
                "// SELECT * FROM book WHERE authorId IN (...)\nlet sql = \"IN (...)\"\nlet request = Author.all()"),
            "a comment's or a string's `(...)` elides no code")
        #expect(
            BlockPreparer.isManifestPiece("let package = Package(\n  name: \"App\",\n  platforms: [.macOS(.v15)]\n)\n"))
        #expect(
            prepare("let package = Package(\n    name: ... ,\n    products: []\n)\n").manifestPiece == nil,
            "elided: not typechecked")
    }

    /// A target's plugins (`.plugin(name:package:)`) with the rest of the target elided are a manifest's.
    @Test func aTargetsPluginsAreAManifestPiece() {
        let code = ".target(\n  ...\n  plugins: [\n    .plugin(name: \"Generator\", package: \"tools\")\n  ]\n)\n"
        #expect(BlockPreparer.isManifestPiece(code))
        #expect(prepare(code).disposition == .syntaxOnly(reason: "part of a package manifest (Package.swift)"))
        #expect(!BlockPreparer.isManifestPiece("let tool = registry.plugin(named: \"Generator\")\n"))
    }

    /// A target shown alone, with the comma that follows it in `targets: [...]`, is a manifest's element, typechecked
    /// in a list of targets rather than failed as a program ending in a stray comma.
    @Test func aTargetAloneIsAManifestPiece() {
        let code = ".target(name: \"MyTarget\", dependencies: [\"SymbolKit\"]),\n"
        #expect(BlockPreparer.isManifestPiece(code))
        #expect(prepare(code).manifestPiece == .targets)
        #expect(BlockPreparer.isManifestPiece(".testTarget(\n    name: \"MyTargetTests\"\n)\n"))
        #expect(!BlockPreparer.isManifestPiece("let route = router.target(named: \"home\")\n"))
    }

    /// `protocol ServiceName.ClientProtocol { … }` outlines where a generated type lives: Swift declares no type by
    /// a qualified name, so it is pseudocode, not a failure; a real slip in a declaration is still one.
    @Test func aTypeDeclaredByItsQualifiedNameIsAnOutline() {
        let outline = prepare("protocol Service.ClientProtocol: Service.Base {\n    func call() async throws\n}\n")
        #expect(
            outline.disposition
                == .syntaxOnly(
                    reason: "pseudocode: a type declared by its qualified name (`Outer.Inner`), an outline of where "
                        + "it lives, not Swift to compile"))
        #expect(prepare("struct Point {\n    var x = \n}\n").disposition == .failed)
        #expect(
            prepare("struct Player: TableRecord { ... }\nlet request = Player.all()\n").disposition
                != outline.disposition,
            "a body elided as `{ ... }` is not a qualified name")
    }

    /// `public var OTel.Configuration.resourceAttributes: [String: String]`, as a design document lists the API it
    /// adds, outlines where a member lives: pseudocode, not a failure; a dotted name elsewhere is still a slip.
    @Test func aMemberDeclaredByItsQualifiedNameIsAnOutline() {
        #expect(
            prepare("public var OTel.Configuration.resourceAttributes: [String: String]\n").disposition
                == .syntaxOnly(
                    reason: "pseudocode: a member declared by its qualified name (`Type.member`), an outline of where "
                        + "it lives, not Swift to compile"))
        #expect(BlockPreparer.declaresAMemberByItsQualifiedName("    static func Kit.Client.make() -> Self"))
        #expect(!BlockPreparer.declaresAMemberByItsQualifiedName("let x = Kit.Client.make()"))
        #expect(!BlockPreparer.declaresAMemberByItsQualifiedName("func make() -> Kit.Client"))
        #expect(prepare("var point.x: Int = 1\n").disposition == .failed, "a value's property is no type's member")
    }

    /// A server runs until stopped: its program is typechecked, never run into the timeout.
    @Test func aServerIsTypecheckedNotRun() {
        #expect(SwiftBlockAnalyzer.analyze("let app = Application()\ntry await app.runService()\n").servesUntilStopped)
        #expect(
            SwiftBlockAnalyzer.analyze("let server = HTTPServer(port: 80)\ntry await server.run()\n").servesUntilStopped
        )
        #expect(SwiftBlockAnalyzer.analyze("dispatchMain()\n").servesUntilStopped)
        #expect(
            !SwiftBlockAnalyzer.analyze("let process = Process()\ntry process.run()\n").servesUntilStopped,
            "a process runs and ends")
    }

    /// `Package(` then `// name, platforms, products, etc.`: the comment stands for the arguments the compiler misses.
    @Test func aCommentAmongACallsArgumentsStandsForThoseLeftOut() {
        let manifest = """
            let package = Package(
                // name, platforms, products, etc.
                dependencies: [
                    // other dependencies
                    .package(url: "https://example.com/a.git", from: "1.0.0"),
                ]
            )
            """
        #expect(ManifestPiece.leavesArgumentsOut(manifest, line: 3))
        #expect(ManifestPiece.isMissingArgument("missing argument for parameter 'name' in call"))
        #expect(ManifestPiece.isMissingArgument("missing arguments for parameters 'name', 'products' in call"))
        #expect(!ManifestPiece.isMissingArgument("extra argument 'name' in call"))
        // Without a comment among its own arguments (one inside a list is the list's), a missing one is the doc's.
        let bare = "let package = Package(\n    dependencies: [\n        // other dependencies\n    ]\n)\n"
        #expect(!ManifestPiece.leavesArgumentsOut(bare, line: 2))
        #expect(!ManifestPiece.leavesArgumentsOut(manifest, line: 9), "no call's arguments span the line")
        // An ellipsis (blank in the code compiled) between the call's arguments leaves some out; one inside a list
        // leaves out the list's elements, not the call's arguments.
        let shortened =
            "let package = Package(\n    \n    dependencies: [\n        \n        .package(path: \"a\"),\n    ]\n)\n"
        #expect(ManifestPiece.leavesArgumentsOut(shortened, line: 1, elidedLines: [2]))
        #expect(!ManifestPiece.leavesArgumentsOut(shortened, line: 1, elidedLines: [4]))
        #expect(CodeNormalizer.elisionLines(in: "a(\n    ...\n    … // the rest\n    // ...\n)\n") == [2, 3])
    }

    /// `Tagged</* What goes here? */, String>` asks the reader for a type; `.timeout(/* a TimeInterval */)` for a
    /// value.
    @Test func aCommentStandingForAnArgumentIsElidedCode() {
        let question = prepare("struct User {\n    typealias Address = Tagged</* What goes here? */, String>\n}\n")
        #expect(!question.diagnostics.hasErrors, "\(question.diagnostics)")
        #expect(question.disposition == .syntaxOnly(reason: "code elided inside an expression (`{ ... }`)"))
        #expect(ScriptAnalyzer.linesLeftToAComment("request.timeout(/* a TimeInterval */)\n") == [1])
        #expect(ScriptAnalyzer.linesLeftToAComment("f(a, /* the rest */ b)\n").isEmpty, "a comment beside code")
        #expect(
            ScriptAnalyzer.linesLeftToAComment("struct Merged<A, B>: Sequence\nwhere /* same constraints */ {\n}\n")
                == [2],
            "a generic clause's requirements left to the comment")
        #expect(prepare("struct User {\n    typealias Address = Tagged<, String>\n}\n").disposition == .failed)
    }

    /// `throw /* some error */`: the error to throw is the reader's; a comment beside a thrown value is not.
    @Test func aCommentStandingForTheThrownErrorIsElidedCode() {
        let thrown = prepare(
            "func check(_ ok: Bool) throws {\n    if !ok {\n        throw /* some error */\n    }\n}\n")
        #expect(!thrown.diagnostics.hasErrors, "\(thrown.diagnostics)")
        #expect(thrown.disposition == .syntaxOnly(reason: "code elided inside an expression (`{ ... }`)"))
        #expect(ScriptAnalyzer.linesLeftToAComment("throw /* the error */ Failure()\n").isEmpty)
    }

    /// Glibc's `write(_:_:_:)` is found for a doc's own `write(.novel)`: its unlabeled C arguments give it away.
    @Test func aCFunctionsUnlabeledArgumentsShowTheDocsOwnNameIsMissing() {
        #expect(DocGap.isAboutACDeclaration("missing arguments for parameters #2, #3 in call", name: "write"))
        #expect(DocGap.isAboutACDeclaration("type 'Int32' has no member 'novel'", name: "write"))
        #expect(!DocGap.isAboutACDeclaration("missing argument for parameter 'count' in call", name: "write"))
        let errors = [
            Self.error("missing arguments for parameters #2, #3 in call"),
            Self.error("type 'Int32' has no member 'novel'"),
        ]
        let gap = DocGap.explain(errors, isDeclared: { _ in false }, collidingName: { _ in "write" })
        #expect(gap == .notSelfContained(["write"]))
    }

    /// `write()` with no arguments misses all three of Glibc's; a C struct's name passed as a value
    /// (`extract(entry)`, where no block declares `entry`) is its metatype.
    @Test func aCDeclarationFoundForANameNoBlockDeclaresLeavesTheNameMissing() {
        #expect(DocGap.isAboutACDeclaration("missing arguments for parameters #1, #2, #3 in call", name: "write"))
        #expect(
            DocGap.isAboutACDeclaration(
                "cannot convert value of type 'entry.Type' to expected argument type 'Entry'", name: "entry"))
        #expect(DocGap.cLibraryNames.contains("entry"))
        #expect(
            !DocGap.isAboutACDeclaration(
                "cannot convert value of type 'Entry.Type' to expected argument type 'Entry'", name: "entry"))
    }

    /// `// ... implement all requirements ...` among a type's members: the others are left to the reader.
    @Test func anElisionCommentAmongATypesMembersLeavesTheRestToTheReader() {
        let analysis = SwiftBlockAnalyzer.analyze(
            """
            public struct MySpan: Span {
                // ... implement all protocol requirements of Span ...

                public func end() { self.tracer.emit(self) }
            }
            """)
        #expect(analysis.typesWithElidedMembers == ["MySpan"])
        let errors = [
            Self.error("type 'MySpan' does not conform to protocol 'Span'"),
            Self.error("value of type 'MySpan' has no member 'tracer'"),
        ]
        #expect(
            DocGap.explain(errors, elidedTypes: analysis.typesWithElidedMembers) { _ in false }
                == .elidedMembers("MySpan"))
        let commented = SwiftBlockAnalyzer.analyze(
            "struct Point {\n    // The horizontal position.\n    var x = 0\n}\n")
        #expect(commented.typesWithElidedMembers.isEmpty, "a comment that elides nothing leaves nothing out")
        #expect(DocGap.explain(errors) { _ in false } == nil, "a member missing from a whole type is the doc's")
    }

    /// `struct RequestStream: AsyncSequence { ... }` inside a service: a nested type's members left to the reader,
    /// named as the compiler names it.
    @Test func aNestedTypesElidedMembersAreLeftToTheReader() {
        let analysis = SwiftBlockAnalyzer.analyze(
            CodeNormalizer.normalize(
                """
                struct StreamingService {
                    struct RequestStream: AsyncSequence { ... }
                    let name: String
                }
                """
            ).code)
        #expect(analysis.typesWithElidedMembers == ["StreamingService.RequestStream"])
        let errors = [Self.error("type 'StreamingService.RequestStream' does not conform to protocol 'AsyncSequence'")]
        #expect(
            DocGap.explain(errors, elidedTypes: analysis.typesWithElidedMembers) { _ in false }
                == .elidedMembers("StreamingService.RequestStream"))
    }

    /// `extension Box: RawRepresentable { ... }`: a conformance whose members are left to the reader, for a generic
    /// type too; an extension eliding members without adding a conformance leaves the type's members as they are.
    @Test func aConformanceAddedWithElidedMembersIsLeftToTheReader() {
        let analysis = SwiftBlockAnalyzer.analyze(
            CodeNormalizer.normalize(
                """
                struct Box<Value> { var value: Value }
                extension Box: RawRepresentable { ... }
                extension Shelf { ... }
                """
            ).code)
        #expect(analysis.typesWithElidedMembers == ["Box"])
        let errors = [Self.error("type 'Box<Value>' does not conform to protocol 'RawRepresentable'")]
        #expect(
            DocGap.explain(errors, elidedTypes: analysis.typesWithElidedMembers) { _ in false } == .elidedMembers("Box")
        )
    }

    /// `final class Gateway<Store> { let limiter: Limiter<Store>; // ... }`: its `init` is among the members the
    /// comment leaves out, so the class the compiler finds without one is the doc's ellipsis.
    @Test func aClassWhoseInitIsLeftOutIsElided() {
        let analysis = SwiftBlockAnalyzer.analyze(
            "final class Gateway<Store>: Sendable {\n    let limiter: [Store]\n    // ...\n}\n")
        #expect(analysis.typesWithElidedMembers == ["Gateway"])
        let errors = [Self.error("class 'Gateway' has no initializers")]
        #expect(
            DocGap.explain(errors, elidedTypes: analysis.typesWithElidedMembers) { _ in false }
                == .elidedMembers("Gateway"))
        #expect(DocGap.explain(errors, elidedTypes: []) { _ in false } == nil, "without an ellipsis, the doc's own")
    }

    /// `var span: any Span` with no value, and a function using it: a stored property and a method without their type.
    @Test func aValuelessVariableUsedByFunctionsIsAStoredProperty() {
        let members = SwiftBlockAnalyzer.analyze(
            "var span: any Span\n\nfunc onError(error: Error) {\n    span.recordError(error)\n}\n")
        #expect(members.shape == .members)
        #expect(members.hasStoredMembers)
        // Given a value, or assigned before use, it is the program's state.
        #expect(SwiftBlockAnalyzer.analyze("var count = 0\nfunc bump() { count += 1 }\n").shape != .members)
        #expect(
            SwiftBlockAnalyzer.analyze("var count: Int\ncount = 0\nfunc bump() { count += 1 }\n").shape != .members)
        let optional = SwiftBlockAnalyzer.analyze("var name: String?\nfunc greet() { print(name ?? \"\") }\n")
        #expect(optional.shape != .members)
    }

    /// `@Option var count: Int?` shown alone: no extension holds a stored property, so the block is compiled as the
    /// members of a struct of its own. Members that need the type they were written in stay.
    @Test func storedPropertiesShownAloneAreAStructOfTheirOwn() {
        #expect(SwiftBlockAnalyzer.holdsStoredPropertiesAlone("@Option var count: Int?\n@Flag var verbose = false\n"))
        #expect(
            !SwiftBlockAnalyzer.holdsStoredPropertiesAlone("var count = 0\nfunc increment() { count += 1 }\n"),
            "a function may change them as only a class's method may")
        #expect(!SwiftBlockAnalyzer.holdsStoredPropertiesAlone("lazy var total: Int = 0\n"))
        #expect(!SwiftBlockAnalyzer.holdsStoredPropertiesAlone("var name: String\ninit() { name = \"\" }\n"))
        #expect(!SwiftBlockAnalyzer.holdsStoredPropertiesAlone("override var title: String\n"))
        #expect(!SwiftBlockAnalyzer.holdsStoredPropertiesAlone("var greeting: String { \"hi\" }\n"), "none stored")
        let options = prepare("@Option var count: Int?\n\n@Flag var verbose: Bool\n")
        #expect(options.analysis.hasStoredMembers)
        var held: [BlockID] = []
        _ = Verifier.placingMembers(
            [options], fill: { $0 },
            hold: { block in
                held.append(block.id)
                return block
            },
            prepare: { block, _ in block })
        #expect(held == [options.id])
    }

    /// A `convenience init` is a class's: it never goes into a struct the page declared before it.
    @Test func aConvenienceInitializerIsPlacedOnlyInAClass() {
        let service = prepare("struct UserService {\n    let name: String\n}\n")
        let initializer = prepare(
            "public convenience init(label: String) {\n    self.init(label: label, factory: 0)\n}\n")
        #expect(initializer.analysis.hasConvenienceInit)
        let placed = Verifier.placingMembers([service, initializer], fill: { $0 }, prepare: { block, _ in block })
        #expect(
            placed.last?.disposition
                == .syntaxOnly(reason: "members outside a type: a `convenience init`, which no class before it holds"))
    }

    /// A design proposal's "Alternatives considered" shows API the library never took: its members are not failed.
    @Test func aProposalsConsideredAlternativeIsNotTheLibrarysAPI() {
        #expect(
            DocGap.alternativeHeading(in: ["SMT-0001", "Alternatives considered", "Alternative 1: global stack"])
                == "Alternatives considered")
        #expect(DocGap.alternativeHeading(in: ["Usage", "Alternate forms"]) == nil)
        let errors = [
            VerificationReport.Location(
                .error("type 'MetricsSystem' has no member 'pushFactory'", file: "doc.md", line: 2, column: 1)),
            Self.error("cannot find 'testFactory' in scope"),
        ]
        let gap = DocGap.explain(errors, isDeclared: { _ in false }, alternativeHeading: "Alternatives considered")
        #expect(
            gap == .consideredAlternative(heading: "Alternatives considered", members: ["MetricsSystem.pushFactory"]))
        #expect(DocGap.explain(errors, isDeclared: { _ in false }) == nil, "elsewhere, a missing member is the doc's")
        let slip = [Self.error("expected ',' separator"), Self.error("type 'MetricsSystem' has no member 'push'")]
        #expect(DocGap.explain(slip, isDeclared: { _ in false }, alternativeHeading: "Alternatives") == nil)
    }
}

struct HashedOrderTests {
    /// A dictionary's or a set's order changes from run to run: the same elements in another order are what
    /// the doc promised. An array's order is its content.
    @Test func aHashedCollectionMayPrintItsElementsInAnotherOrder() {
        let dictionary = #"let hues: TreeDictionary = ["Coral": 18, "Cerise": 330]"#
        #expect(
            HashedOrder.sameElementsInAnotherOrder(
                #"["Cerise": 330, "Coral": 18]"#, #"["Coral": 18, "Cerise": 330]"#, code: dictionary))
        #expect(HashedOrder.sameElementsInAnotherOrder("[3, 1, 2]", "[1, 2, 3]", code: "let s: Set = [1, 2, 3]"))
        #expect(!HashedOrder.sameElementsInAnotherOrder("[3, 1, 2]", "[1, 2, 3]", code: "let a = [1, 2, 3]"))
        #expect(
            !HashedOrder.sameElementsInAnotherOrder(
                #"["a": 1, "b": 3]"#, #"["a": 1, "b": 2]"#, code: dictionary), "other elements are other output")
        #expect(HashedOrder.elements(of: #"[1, "a, b", [2, 3]]"#) == ["1", #""a, b""#, "[2, 3]"])
    }

    /// A loop over a dictionary prints a line per element in the order of their hashes.
    @Test func aLoopOverAHashedCollectionMayPrintItsLinesInAnotherOrder() {
        let loop = "let legs = [\"ant\": 6, \"cat\": 4]\nfor (name, count) in legs { print(name, count) }"
        #expect(HashedOrder.sameLinesInAnotherOrder(["cat 4", "ant 6"], ["ant 6", "cat 4"], code: loop))
        #expect(!HashedOrder.sameLinesInAnotherOrder(["cat 4", "ant 6"], ["ant 6", "cat 5"], code: loop))
        let array = "let names = [\"ant\", \"cat\"]\nfor name in names { print(name) }"
        #expect(!HashedOrder.sameLinesInAnotherOrder(["cat", "ant"], ["ant", "cat"], code: array))
        #expect(HashedOrder.loopsOverAHashedCollection("var scores: [String: Int] = [:]"))
        #expect(HashedOrder.loopsOverAHashedCollection("let tags: Set = [\"a\", \"b\"]"))
        #expect(!HashedOrder.loopsOverAHashedCollection(#"let label = ["a:b", "c"]"#), "a colon in a string is text")
        #expect(!HashedOrder.loopsOverAHashedCollection("let settings = AppSettings()"), "a name holding `Set`")
        let sorted = "let legs = [\"ant\": 6, \"cat\": 4]\nfor (name, count) in legs.sorted(by: <) { print(name) }"
        #expect(!HashedOrder.sameLinesInAnotherOrder(["cat", "ant"], ["ant", "cat"], code: sorted), "sorted: ordered")
    }
}
