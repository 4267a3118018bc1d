import Testing

@testable import PlaybookCore

/// Compiler diagnostics mapped to the guide's blocks.
struct DiagnosticAttributionTests {
    /// An error in a macro's expansion, a file of the compiler's own, is the block using the macro's: its note
    /// says where.
    @Test func anErrorInAMacrosExpansionIsTheBlockUsingTheMacro() {
        let blocks = VerdictRulesTests().prepare(["@Wrapped\nstruct Toppings {\n    var nuts = 1\n}\n"])
        let unit = VerdictRulesTests().unit("u", blocks)
        let attribution = DiagnosticAttribution(
            settings: GeneratedPackage.Settings(),
            blocks: ["default": Dictionary(uniqueKeysWithValues: blocks.map { ($0.id, $0) })])
        let line = blocks[0].sourceMap.firstGuideLine
        let entries = [
            CompilerDiagnosticParser.Entry(
                file: "/tmp/x/swift-generated-sources/@__swiftmacro_4Toppings7WrappedfMm_.swift", line: 3, column: 12,
                severity: .error, message: "declaration name 'nuts' is not covered by macro 'Wrapped'"),
            CompilerDiagnosticParser.Entry(
                file: "\(unit.targetName)/guide.md", line: line, column: 1, severity: .note,
                message: "in expansion of macro 'Wrapped' on struct 'Toppings' here"),
        ]
        let attributed = attribution.attribute(entries, units: [unit])
        #expect(attributed.map(\.block) == [blocks[0].id])
        #expect(
            attributed.map(\.location.message) == [
                "declaration name 'nuts' is not covered by macro 'Wrapped' (in expansion of macro 'Wrapped')"
            ])
    }
}
