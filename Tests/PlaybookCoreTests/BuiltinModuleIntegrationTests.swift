import Foundation
import Testing

@testable import PlaybookCore

/// `modules: {SwiftUI: builtin}`: guides' views are typechecked against the
/// stand-in Playbook ships, with no support folder, and a wrong use of SwiftUI
/// still fails at its guide line. The fixture is `Fixtures/BuiltinSwiftUI`.
@Suite(.serialized)
struct BuiltinModuleIntegrationTests {
    static let report: VerificationReport = {
        let folder = TestSupport.temporaryCopy(ofFixture: "BuiltinSwiftUI")
        let workspace = Workspace.open(paths: [folder.path], configFile: nil)
        var options = VerifyOptions()
        options.level = .typecheck
        return try! Verifier(workspace: workspace, options: options).verify()
    }()

    #if !canImport(Darwin)
        @Test func typicalSwiftUIViewsTypecheckAgainstTheBuiltinStandIn() throws {
            let views = Self.report.blocks.filter { $0.guide == "views.md" }
            #expect(views.count == 30, "15 blocks for each of 2 samples")
            for block in views {
                #expect(
                    block.status == .passed,
                    "views.md:\(block.line) [\(block.sample)]: \(block.diagnostics.map(\.message))")
                #expect(block.level == .typecheck, "views.md:\(block.line) [\(block.sample)] stopped at \(block.level)")
            }
        }

        @Test func aModifierSwiftUIDoesNotHaveFailsAtItsGuideLine() throws {
            for sample in ["recipe", "track"] {
                let block = try #require(
                    Self.report.blocks.first { $0.guide == "wrong-modifier.md" && $0.line == 6 && $0.sample == sample })
                #expect(block.status == .failed)
                let error = try #require(block.diagnostics.first { $0.severity == .error })
                #expect(error.guide == "wrong-modifier.md")
                #expect(error.line == 13)
                #expect(error.message.contains("roundedCorners"))
            }
        }

        /// `#Preview` cannot be declared without a macro plugin; its body is still
        /// type-checked, as a call of the stand-in's `Preview`.
        @Test func aPreviewBodyIsTypecheckedAndFailsAtItsGuideLine() throws {
            for sample in ["recipe", "track"] {
                let preview = try #require(
                    Self.report.blocks.first { $0.guide == "wrong-modifier.md" && $0.line == 20 && $0.sample == sample }
                )
                #expect(preview.status == .failed)
                let error = try #require(preview.diagnostics.first { $0.severity == .error })
                #expect(error.line == 30)
                #expect(error.message.contains("incorrect argument label"))
            }
        }

        @Test func builtinCombineBringsOpenCombineUnlessTheConfigListsItAlready() throws {
            let alone = try settings("modules: {Combine: builtin}\n")
            #expect(
                alone.packageSubstitutes == [
                    "Combine": ["OpenCombine", "OpenCombineDispatch", "OpenCombineFoundation"]
                ])
            #expect(alone.dependencies == [BuiltinModule.combine.package])

            let listed = try settings(
                """
                modules: {Combine: builtin}
                dependencies:
                  - url: https://github.com/OpenCombine/OpenCombine.git
                    version: 0.13.0
                    products: [OpenCombine]
                """)
            #expect(listed.dependencies.count == 1)
            #expect(listed.dependencies.first?.version == "0.13.0")
            #expect(
                listed.dependencies.first?.products == ["OpenCombine", "OpenCombineDispatch", "OpenCombineFoundation"])
        }

        @Test func builtinSwiftUIIsWrittenAsAModuleOfItsOwn() throws {
            let settings = try settings("modules: {SwiftUI: builtin}\n")
            let module = try #require(settings.modules.first)
            #expect(module.moduleName == "SwiftUI")
            #expect(module.files == SwiftUIStandIn.files)
            #expect(!module.exportedToUnits)
            #expect(settings.dependencies.isEmpty)
        }
    #endif

    @Test func onlyALineThatStartsAPreviewIsRewrittenAndNoLineMoves() {
        let code = "let x = 1\n  #Preview(\"A\") {\n    V()\n}\n#PreviewCard {}\n// #Preview {"
        #expect(
            GeneratedPackage.withPreviewsAsCalls(code, firstLine: 10)
                == "let x = 1\n  private let _preview11 = Preview(\"A\") {\n    V()\n}\n#PreviewCard {}\n// #Preview {")
    }

    @Test func builtinParsesAndAModuleWithoutAStandInIsAConfigError() throws {
        let config = try ConfigLoader.parse(
            "modules: {SwiftUI: builtin, Combine: builtin}\n", file: "playbook.yml", folder: ".")
        #expect(config.modules == ["SwiftUI": .builtin, "Combine": .builtin])

        #expect {
            try ConfigLoader.parse("modules:\n  UIKit: builtin\n", file: "playbook.yml", folder: ".")
        } throws: { error in
            let message = (error as? ConfigLoader.Failure)?.diagnostics.first?.message ?? ""
            return message.contains("no built-in stand-in for `UIKit`") && message.contains("`Combine`, `SwiftUI`")
        }
    }

    private func settings(_ yaml: String) throws -> GeneratedPackage.Settings {
        let config = try ConfigLoader.parse(yaml, file: "playbook.yml", folder: ".")
        let workspace = Workspace(config: config, guides: [], diagnostics: [])
        return Verifier(workspace: workspace, options: VerifyOptions()).settings()
    }
}
