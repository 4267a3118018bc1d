import Testing
@testable import PlaybookCore

/// How docs written elsewhere show code: shapes a reader understands that
/// must never become a false failure.
struct DocShapesTests {
    func prepare(_ code: String) -> PreparedBlock {
        let preparer = BlockPreparer(
            instantiator: Instantiator(placeholders: PlaceholderSet(names: []), sample: nil),
            sampleName: "default",
            modules: ModuleAvailability(config: PlaybookConfig(), moduleName: "App"),
            strict: false
        )
        let block = CodeBlock(index: 0, language: "swift", attributes: [], code: code, line: 1, contentLine: 2, endLine: 5, headingPath: [])
        return preparer.prepare(block, in: Guide(path: "doc.md", title: "Doc"))
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
        #expect(prepare("struct Plain { var objc = 1 }\n").disposition == .compile, "a property named objc is ordinary Swift")
    }
}
