import Testing

@testable import PlaybookCore

struct InstantiatorTests {
    let placeholders = PlaceholderSet(names: ["Name", "Screen"])
    let sample = PlaybookConfig.Sample(name: "character", values: ["Name": "Character", "Screen": "CharacterDetail"])

    @Test func fillsEveryActiveFormOfADeclaredName() {
        let instantiator = Instantiator(placeholders: placeholders, sample: sample)
        #expect(instantiator.fill("{Screen}ViewModel <Name> [Name]") == "CharacterDetailViewModel Character Character")
    }

    @Test func leavesUndeclaredGenericsAndArraysAlone() {
        let instantiator = Instantiator(placeholders: placeholders, sample: sample)
        let result = instantiator.instantiate("let items: [Item] = []\nfunc map<T>(_ value: T) {}")
        #expect(result.text == "let items: [Item] = []\nfunc map<T>(_ value: T) {}")
        #expect(result.lookAlikes.isEmpty)
    }

    @Test func theColumnLayoutOfACacheKeyChangesWithEveryReplacementAndTheIndent() {
        let instantiator = Instantiator(placeholders: placeholders, sample: sample)
        let short = instantiator.instantiate("let a = {Name}\nlet b = 1", columnOffset: 2).sourceMap
        let moved = instantiator.instantiate("let ab = {Name}\nlet b = 1", columnOffset: 2).sourceMap
        let secondLine = instantiator.instantiate("let a = 1\nlet b = {Name}", columnOffset: 2).sourceMap
        var indented = short
        indented.columnOffset = 4
        #expect(short.columnLayout == "indent 2 0: 8-17>8-14")
        #expect(Set([short, moved, secondLine, indented].map(\.columnLayout)).count == 4)
        var elsewhere = short
        elsewhere.firstGuideLine = 40
        #expect(elsewhere.columnLayout == short.columnLayout)
    }

    @Test func onlyConfiguredFormsAreActive() {
        let braces = PlaceholderSet(names: ["Name"], forms: [.braces])
        let instantiator = Instantiator(placeholders: braces, sample: sample)
        #expect(instantiator.fill("{Name} [Name] <Name>") == "Character [Name] <Name>")
    }

    @Test func derivesTheLowerCamelVariantUnlessDeclared() {
        let instantiator = Instantiator(placeholders: placeholders, sample: sample)
        #expect(
            instantiator.fill("let {name}: {Name}; let {screen} = 1")
                == "let character: Character; let characterDetail = 1")
        let declared = PlaceholderSet(names: ["Name", "name"])
        let explicit = Instantiator(
            placeholders: declared, sample: .init(name: "s", values: ["Name": "Character", "name": "hero"]))
        #expect(explicit.fill("{name}") == "hero")
    }

    @Test func lowerCamelKeepsAcronymsTogether() {
        #expect(PlaceholderSet.lowerCamel("URLSession") == "urlSession")
        #expect(PlaceholderSet.lowerCamel("Character") == "character")
        #expect(PlaceholderSet.lowerCamel("ID") == "id")
    }

    @Test func reportsLookAlikesWithLineAndColumn() {
        let instantiator = Instantiator(placeholders: placeholders, sample: sample)
        let result = instantiator.instantiate("let a = 1\n    navigate(to: {Destination})")
        #expect(result.lookAlikes == [.init(token: "{Destination}", line: 2, column: 18)])
    }

    @Test func theSourceMapShiftsColumnsAfterAPlaceholder() {
        let instantiator = Instantiator(placeholders: placeholders, sample: sample)
        // Guide: `let x: {Name} = y` — `y` at column 17; instantiated, at column 20.
        let result = instantiator.instantiate("let x: {Name} = y", firstGuideLine: 40)
        #expect(result.text == "let x: Character = y")
        #expect(result.sourceMap.guideLine(1) == 40)
        #expect(result.sourceMap.guideColumn(line: 1, column: 20) == 17)
        // A column inside the value maps to the placeholder's start.
        #expect(result.sourceMap.guideColumn(line: 1, column: 12) == 8)
        // Before the placeholder nothing moves.
        #expect(result.sourceMap.guideColumn(line: 1, column: 5) == 5)
    }

    @Test func theSourceMapAddsTheBlocksIndentation() {
        let instantiator = Instantiator(placeholders: placeholders, sample: sample)
        let result = instantiator.instantiate("{Name}.make()", firstGuideLine: 3, columnOffset: 3)
        #expect(result.sourceMap.guideColumn(line: 1, column: 10) == 7 + 3)
    }

    @Test func shorterValuesShiftColumnsTheOtherWay() {
        let short = Instantiator(
            placeholders: placeholders, sample: .init(name: "s", values: ["Name": "Ep", "Screen": "S"]))
        let result = short.instantiate("{Screen}{Name} z")
        #expect(result.text == "SEp z")
        #expect(result.sourceMap.guideColumn(line: 1, column: 5) == 16)
    }
}
