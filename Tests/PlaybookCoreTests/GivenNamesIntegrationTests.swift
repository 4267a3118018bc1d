import Foundation
import Testing

@testable import PlaybookCore

/// A fragment using a name no block declares, typechecked with the name given
/// as the type the package's API gives its parameters so named
/// (`Fixtures/GivenNames`: `Store`'s API takes `_ store: Store` throughout).
@Suite(.serialized)
struct GivenNamesIntegrationTests {
    static let folder = TestSupport.temporaryCopy(ofFixture: "GivenNames")

    static func verify(require: VerificationReport.Level? = nil) throws -> VerificationReport {
        let workspace = Workspace.open(
            paths: [folder.appendingPathComponent("store.md").path],
            configFile: folder.appendingPathComponent("playbook.yml").path)
        var options = VerifyOptions()
        options.packageDirectory = folder.appendingPathComponent(".build/playbook").path
        options.require = require
        return try Verifier(workspace: workspace, options: options).verify()
    }

    static let report: VerificationReport = try! verify()

    func result(line: Int, in report: VerificationReport = report) throws -> VerificationReport.BlockResult {
        try #require(report.blocks.first { $0.line == line }, "no result for store.md:\(line)")
    }

    /// The block at `line` passed at typecheck, not run, for `reason`.
    func expectTypechecked(line: Int, reason: String) throws {
        let block = try result(line: line)
        #expect(block.status == .passed)
        #expect(block.level == .typecheck)
        #expect(block.reason == reason)
        #expect(block.outputs.isEmpty)
    }

    @Test func aFragmentUsingTheAPIsNameTypechecksWithTheNameGiven() throws {
        try expectTypechecked(
            line: 5,
            reason: "typechecked with `store` given as a `Store` (the type of every one of the 5 parameters so named "
                + "in the packages' public API); not run")
    }

    /// No parameter is named `counter`, but the package declares a public `Counter`: the value is one.
    @Test func aValueNamedAfterAPublicTypeIsGivenAsOne() throws {
        try expectTypechecked(
            line: 37,
            reason: "typechecked with `counter` given as a `Counter` (the packages' public type of that name); not run")
    }

    /// `ctrGroup` shortens the words of `CounterGroup` before its last: the one public type so abbreviated.
    @Test func aValueNamedByAnAbbreviationOfAPublicTypeIsGivenAsOne() throws {
        try expectTypechecked(
            line: 43,
            reason: "typechecked with `ctrGroup` given as a `CounterGroup` (the packages' one public type its name "
                + "abbreviates); not run")
    }

    @Test func aFragmentMisusingTheAPIStaysAtSyntaxAndSaysWhy() throws {
        let block = try result(line: 13)
        #expect(block.status == .passed)
        #expect(block.level == .syntax)
        #expect(block.reason?.hasPrefix("not self-contained: uses `store`, which no block declares") == true)
        #expect(
            block.reason?.contains("value of type 'Store' has no member 'nonexistent'") == true, "\(block.reason ?? "")"
        )
    }

    /// `item` names a `String` as often as an `Int` among the API's parameters, so its name gives it no type; the
    /// overloads of the call it is passed to do, one of them, and the reason names the other.
    @Test func aNameTheAPIGivesSeveralTypesIsGivenOnlyTheTypeOfAnOverload() throws {
        let block = try result(line: 19)
        #expect(block.status == .passed && block.level == .typecheck, "\(block.diagnostics)")
        #expect(
            block.reason
                == "typechecked with `item` given as a `String` (the type one overload of the call it is passed to "
                + "takes; another takes `Int`); not run")
        #expect(block.reason?.contains("parameters so named") == false)
    }

    @Test func anExpressionShownAloneTypechecksWithTheNameGiven() throws {
        let block = try result(line: 25)
        #expect(block.status == .passed)
        #expect(block.level == .typecheck)
        #expect(block.reason?.hasPrefix("typechecked with `store` given as a `Store`") == true, "\(block.reason ?? "")")
    }

    /// `describe(item: item)` alone: the value passed whole is probed, and given the type of one of the overloads
    /// taking it.
    @Test func anExpressionAlonePassingAValueToOverloadsTypechecksWithOneOfTheirTypes() throws {
        let block = try result(line: 31)
        #expect(block.status == .passed && block.level == .typecheck, "\(block.diagnostics)")
        #expect(
            block.reason?.hasPrefix("typechecked with `item` given as a `String` (the type one overload") == true,
            "\(block.reason ?? "")")
    }

    /// One page of the fixture verified alone, in a package folder of its own.
    static func verify(page: String) throws -> VerificationReport {
        try verify(pages: ["\(page).md"], packageFolder: "playbook-\(page)")
    }

    /// Pages of the fixture verified together, in the package folder `.build/<packageFolder>`.
    static func verify(pages: [String], packageFolder: String) throws -> VerificationReport {
        let workspace = Workspace.open(
            paths: pages.map { folder.appendingPathComponent($0).path },
            configFile: folder.appendingPathComponent("playbook.yml").path)
        var options = VerifyOptions()
        options.packageDirectory = folder.appendingPathComponent(".build/\(packageFolder)").path
        return try Verifier(workspace: workspace, options: options).verify()
    }

    /// `Counter(key: ...)`, `{ store in ... }`, `Counter(...)`: values the reader writes, given where the code
    /// decides their type.
    @Test func valuesLeftToTheReaderAreGivenWhereTheirTypeIsKnown() throws {
        let report = try Self.verify(page: "elided")
        let line = { (line: Int) in try #require(report.blocks.first { $0.line == line }, "no result for \(line)") }
        let key = try line(5)
        #expect(key.status == .passed && key.level == .typecheck, "\(key.diagnostics)")
        #expect(key.reason?.contains(CodeNormalizer.givenValueTrap) == true, "\(key.reason ?? "")")
        let total = try line(12)
        #expect(total.status == .passed && total.level == .typecheck, "\(total.diagnostics)")
        let unknown = try line(18)
        #expect(unknown.status == .passed && unknown.level == .syntax, "\(unknown.diagnostics)")
        #expect(
            unknown.reason?.hasPrefix("code elided (`...`) that a value or a type depends on") == true,
            "\(unknown.reason ?? "")")
        let made = try line(24)
        #expect(made.status == .passed && made.level == .typecheck, "\(made.diagnostics) \(made.reason ?? "")")
    }

    /// `Kind(…)` inside `extension Counter.Kind`: the package's nested type, which Swift does not see there by its
    /// short name, so the block fails rather than passing as a fragment that lacks `Kind`; and a target shown alone
    /// is typechecked as a manifest's.
    @Test func aNestedTypeNamedAloneInItsExtensionFails() throws {
        let report = try Self.verify(page: "nested")
        let line = { (line: Int) in try #require(report.blocks.first { $0.line == line }, "no result for \(line)") }
        let shortName = try line(5)
        #expect(shortName.status == .failed, "\(shortName.reason ?? "")")
        #expect(shortName.diagnostics.contains { $0.message == "cannot find 'Kind' in scope" })
        let selfName = try line(13)
        #expect(selfName.status == .passed && selfName.level == .typecheck, "\(selfName.diagnostics)")
        let target = try line(21)
        #expect(target.status == .passed && target.level == .typecheck, "\(target.diagnostics)")
    }

    /// `habits.md` beside `restated.md`, which shows how the package's `describe` is written: the call means the
    /// package's own, a block building on a fragment is a fragment, and `// Does not compile:` marks the code under it.
    @Test func docsHabitsAroundThePackagesAPI() throws {
        let report = try Self.verify(pages: ["habits.md", "restated.md"], packageFolder: "playbook-habits")
        let line = { (line: Int) in
            try #require(report.blocks.first { $0.line == line && $0.guide.hasSuffix("habits.md") }, "no \(line)")
        }
        let call = try line(5)
        #expect(call.status == .passed && call.level == .run, "\(call.diagnostics) \(call.borrowed)")
        #expect(call.borrowed.isEmpty, "the restated function is not lent")
        // The reader's key, passed whole to `Counter(key:)`, is given as the `String` it takes; what builds on the
        // fragment's counter is a fragment still.
        let fragment = try line(12)
        #expect(fragment.status == .passed && fragment.level == .typecheck, "\(fragment.reason ?? "")")
        #expect(fragment.reason?.contains("`keyToRead` given as a `String`") == true, "\(fragment.reason ?? "")")
        let key = try line(18)
        #expect(key.status == .passed && key.level == .syntax, "\(key.reason ?? "")")
        #expect(key.reason?.hasPrefix("not self-contained: builds on ") == true, "\(key.reason ?? "")")
        let marked = try line(24)
        #expect(marked.status == .passed, "\(marked.diagnostics)")
        #expect(marked.diagnostics.contains { $0.message.hasPrefix(ResultAssembler.expectedErrorPrefix) })
    }

    /// `versions/`: two pages declare `Book` each their own way, so neither is lent; a third page's fragments are
    /// typechecked with the version whose members they use, its page's extension with it, and say so.
    @Test func aFragmentIsTypecheckedWithAVersionOtherPagesDeclareAndSaysWhich() throws {
        let report = try Self.verify(
            pages: ["versions/a-shelf.md", "versions/b-loans.md", "versions/c-uses.md"],
            packageFolder: "playbook-versions")
        let line = { (line: Int) in
            try #require(report.blocks.first { $0.line == line && $0.guide.hasSuffix("c-uses.md") }, "no \(line)")
        }
        let assumed = "`Book` as a-shelf.md declares it at line 3 (one of 2 pages declaring it, each its own way)"
        let labeled = try line(5)
        #expect(labeled.status == .passed && labeled.level == .typecheck, "\(labeled.diagnostics)")
        #expect(labeled.reason == "typechecked with \(assumed); not run", "\(labeled.reason ?? "")")
        let counted = try line(12)
        #expect(counted.status == .passed && counted.level == .typecheck, "\(counted.diagnostics)")
        #expect(counted.reason?.contains("`store` given as a `Store`") == true, "\(counted.reason ?? "")")
        #expect(counted.reason?.contains(assumed) == true, "\(counted.reason ?? "")")
        let paged = try line(19)
        #expect(paged.status == .passed && paged.level == .syntax, "\(paged.diagnostics)")
        #expect(
            paged.reason?.hasPrefix("not self-contained: uses `Book`, which no block of its page declares") == true,
            "\(paged.reason ?? "")")
        #expect(
            paged.reason?.hasSuffix(
                "with \(assumed), it does not typecheck: value of type 'Book' has no member 'pages'")
                == true, "\(paged.reason ?? "")")
    }

    /// `versions/d-authors.md`: `Author` is declared beside the page's first `Book`, so the program of a block
    /// using the later `Book` leaves it out, and its extension with it; the block is typechecked with both lent
    /// back, and says so.
    @Test func aFragmentIsTypecheckedWithItsPagesVersionItsProgramLeftOut() throws {
        try Self.expectTypecheckedWithItsPagesVersion(
            page: "versions/d-authors", line: 35, name: "Author", declaredAt: 5)
    }

    /// `versions/e-teams.md`: `Team` leaves the program with the page's first `Coach`, and a later block restates
    /// its `Named` conformance. Lent back, the extension declaring `columns` stays without that conformance.
    @Test func aBlockLentBackLeavesOutOnlyTheConformanceTheProgramHas() throws {
        try Self.expectTypecheckedWithItsPagesVersion(page: "versions/e-teams", line: 49, name: "Team", declaredAt: 15)
    }

    /// `versions/f-books.md`: the program holds the page's first block for its `Shelf` alone, its `Book` and
    /// `Author` left out; the `Book` declared after it, left out for naming the first `Author`, is lent back: a
    /// piece the program leaves out takes no name from it.
    @Test func aPieceTheProgramLeavesOutTakesNoNameFromTheBlockLentBack() throws {
        try Self.expectTypecheckedWithItsPagesVersion(page: "versions/f-books", line: 39, name: "Book", declaredAt: 21)
    }

    /// `parts.md`: the program's `Player` is the page's last, shown in part (its conflict policy alone); a block
    /// using the members an earlier version shows is written against that one: not checked, never failed.
    @Test func aBlockUsingATypeItsProgramHasInPartIsNotChecked() throws {
        let report = try Self.verify(page: "parts")
        let block = try #require(report.blocks.first { $0.line == 22 }, "no result for line 22")
        #expect(block.status == .passed && block.level == .syntax, "\(block.diagnostics) \(block.reason ?? "")")
        #expect(
            block.reason
                == "not checked: uses `Player` as the block at line 14 shows it, in part (the page's other versions "
                + "show members it lacks), so what it uses of `Player` is not checked", "\(block.reason ?? "")")
    }

    /// `stand-ins.md`: values no block declares and nothing types (`readings`, `report`) stand in as the reader's
    /// own, so the package's API they meet is typechecked, and so do the properties read of them (`visitor.id`); a
    /// method called on them, a misspelled API member, a near miss of the page's name, a value a type's method reads
    /// bare and a retired function are not stood in for.
    @Test func valuesNothingTypesStandInForTheReadersOwn() throws {
        let report = try Self.verify(page: "stand-ins")
        let line = { (line: Int) in try #require(report.blocks.first { $0.line == line }, "no result for \(line)") }
        let tallied = try line(5)
        #expect(tallied.status == .passed && tallied.level == .typecheck, "\(tallied.diagnostics)")
        #expect(
            tallied.reason
                == "typechecked with `readings` and `report` standing in for values of the reader's own (any number, "
                + "text, sequence or function); not run", "\(tallied.reason ?? "")")
        for unchecked in [16, 24, 38, 46, 69] {
            let block = try line(unchecked)
            #expect(block.status == .passed && block.level == .syntax, "\(unchecked): \(block.reason ?? "")")
            #expect(block.reason?.contains("standing in") == false, "\(unchecked): \(block.reason ?? "")")
        }
        #expect(try line(24).reason?.hasPrefix("not self-contained: uses `readings`") == true)
        let keyed = try line(52)
        #expect(keyed.status == .passed && keyed.level == .typecheck, "\(keyed.diagnostics)")
        #expect(
            keyed.reason
                == "typechecked with `visitor` standing in for a value of the reader's own (any number, text, sequence "
                + "or function), with `id` of the reader's too; not run", "\(keyed.reason ?? "")")
        let called = try line(61)
        #expect(called.status == .passed && called.level == .syntax, "\(called.reason ?? "")")
        #expect(try line(38).reason?.hasPrefix("not self-contained: uses `sample`") == true)
    }

    /// The block at `line` of `page` passed at typecheck with `name` lent back from its page's block at `declaredAt`.
    static func expectTypecheckedWithItsPagesVersion(page: String, line: Int, name: String, declaredAt: Int) throws {
        let report = try verify(page: page)
        let block = try #require(report.blocks.first { $0.line == line }, "no result for line \(line)")
        #expect(block.status == .passed && block.level == .typecheck, "\(block.diagnostics) \(block.reason ?? "")")
        #expect(
            block.reason
                == "typechecked with `\(name)` as this page declares it at line \(declaredAt), in a block left out of "
                + "this one's program; not run", "\(block.reason ?? "")")
    }

    /// A fragment may change the reader's value (`counter.key = …`, a `mutating` method): a given value is a
    /// variable of theirs, so it can be set; and `[...]` alone on a line is code left out, as `...` is.
    @Test func aGivenValueCanBeSetAndACutInBracketsIsElided() throws {
        let report = try Self.verify(page: "mutated")
        let line = { (line: Int) in try #require(report.blocks.first { $0.line == line }, "no result for \(line)") }
        for assigned in [5, 12] {
            let block = try line(assigned)
            #expect(block.status == .passed && block.level == .typecheck, "\(block.reason ?? "") \(block.diagnostics)")
        }
        let cut = try line(18)
        #expect(cut.status == .passed && cut.level == .run, "\(cut.reason ?? "") \(cut.diagnostics)")
    }

    /// `Account` and `Ledger`, which neither a block nor the package declares, are the reader's own: they stand in
    /// as an empty struct and an empty protocol, and the API around them is typechecked. What the fragment asks of
    /// the reader's type, and a name Swift has retired, are not checked.
    @Test func aTypeOfTheReadersOwnStandsInEmpty() throws {
        let report = try Self.verify(page: "own-types")
        let line = { (line: Int) in try #require(report.blocks.first { $0.line == line }, "no result for \(line)") }
        let made = try line(5)
        #expect(made.status == .passed && made.level == .typecheck, "\(made.diagnostics)")
        #expect(
            made.reason
                == "typechecked with `Account` as an empty struct of the reader's own (no block or package declares "
                + "it); not run")
        let adopted = try line(16)
        #expect(adopted.status == .passed && adopted.level == .typecheck, "\(adopted.diagnostics)")
        #expect(adopted.reason?.contains("`Ledger` as an empty protocol of the reader's own") == true)
        let asked = try line(30)
        #expect(asked.status == .passed && asked.level == .syntax)
        #expect(
            asked.reason?.hasSuffix("it does not typecheck: value of type 'Account' has no member 'key'") == true,
            "\(asked.reason ?? "")")
        let retired = try line(40)
        #expect(retired.status == .passed && retired.level == .syntax)
        #expect(
            retired.reason?.hasPrefix("not self-contained: uses `ErrorType`, which no block declares") == true,
            "\(retired.reason ?? "")")
        #expect(retired.reason?.contains("empty") == false)
    }

    /// `visitsKey`, passed whole to `Counter(key:)`, is given as the `String` the parameter takes, as the compiler
    /// says it when the value is given as a type of its own, in a block of statements or an expression alone. Of
    /// two overloads, the value is given the one type and the reason names the other; a value passed to parameters
    /// of two types is given neither, and the block says what it lacks.
    @Test func aValuePassedWholeToACallIsGivenAsTheParametersType() throws {
        let report = try Self.verify(page: "arguments")
        let line = { (line: Int) in try #require(report.blocks.first { $0.line == line }, "no result for \(line)") }
        let made = try line(5)
        #expect(made.status == .passed && made.level == .typecheck, "\(made.reason ?? "") \(made.diagnostics)")
        #expect(
            made.reason
                == "typechecked with `visitsKey` given as a `String` (the type of the parameter it is passed to); "
                + "not run")
        let alone = try line(30)
        #expect(alone.status == .passed && alone.level == .typecheck, "\(alone.reason ?? "") \(alone.diagnostics)")
        #expect(alone.reason?.contains("`tallied` given as an `Int`") == true, "\(alone.reason ?? "")")
        let overloaded = try line(13)
        #expect(overloaded.status == .passed && overloaded.level == .typecheck, "\(overloaded.diagnostics)")
        #expect(
            overloaded.reason
                == "typechecked with `reportedItem` given as a `String` (the type one overload of the call it is "
                + "passed to takes; another takes `Int`); not run")
        // The probe typechecks `print(shown)`, yet vouches for nothing: what `shown` is stays unknown.
        for unknown in [21, 36] {
            let block = try line(unknown)
            #expect(block.status == .passed && block.level == .syntax, "\(block.diagnostics)")
            #expect(block.reason?.hasPrefix("not self-contained: uses `") == true, "\(block.reason ?? "")")
            #expect(block.reason?.contains("type of its own") == false, "\(block.reason ?? "")")
        }
    }

    /// A block building on one block typechecked only with a value given and on another not checked is not
    /// self-contained through both, and says so of each; it is not blocked, as neither lender fails.
    @Test func aBlockBuildingOnAGivenAndAnUncheckedBlockSaysBoth() throws {
        let report = try Self.verify(page: "arguments")
        let block = try #require(report.blocks.first { $0.line == 55 })
        #expect(block.status == .passed && block.level == .syntax, "\(block.status) \(block.reason ?? "")")
        #expect(block.reason?.hasPrefix("not self-contained: builds on ") == true, "\(block.reason ?? "")")
        #expect(
            block.reason?.contains("which is not checked either (not self-contained: uses `reportedLabel`") == true,
            "\(block.reason ?? "")")
        #expect(
            block.reason?.contains(":5, typechecked only with `visitsKey` given as a `String`") == true,
            "\(block.reason ?? "")")
        #expect(block.reason?.hasSuffix(", not compiled without it") == true, "\(block.reason ?? "")")
    }

    /// A block failing on its own error and lacking a value besides shows its own error first, though the missing
    /// value comes first in the code.
    @Test func aFailingBlockSaysWhatIsWrongBeforeWhatItLeavesOut() throws {
        let report = try Self.verify(page: "arguments")
        let block = try #require(report.blocks.first { $0.line == 42 })
        #expect(block.status == .failed)
        #expect(block.diagnostics.first?.message.contains("cannot convert value of type 'Int'") == true)
        #expect(block.diagnostics.contains { $0.message == "cannot find 'unknownValue' in scope" })
        // What the compiler says for want of a missing type comes after it.
        let knockOn = try #require(report.blocks.first { $0.line == 61 })
        #expect(knockOn.status == .failed)
        #expect(
            Array(knockOn.diagnostics.map(\.message).prefix(3)) == [
                "cannot convert value of type 'Int' to specified type 'String'",
                "cannot find type 'UnknownShape' in scope", "type 'Badge' does not conform to protocol 'Decodable'",
            ])
    }

    /// `@Counted(key:) var visits: Int` shown without its type is compiled as a struct of its own, so the wrapper's
    /// initializer is checked: a wrong label fails. A property of a type whose declaration failed (`Shade` names a
    /// protocol that does not exist) is blocked by it, not failed for the conformance it lacks.
    @Test func storedPropertiesShownAloneAreCheckedAsAStructOfTheirOwn() throws {
        let report = try Self.verify(page: "wrapped")
        let line = { (line: Int) in try #require(report.blocks.first { $0.line == line }, "no result for \(line)") }
        let counted = try line(5)
        #expect(counted.status == .passed && counted.level == .typecheck, "\(counted.diagnostics)")
        #expect(counted.reason == "stored properties shown without their type: typechecked as a struct of their own")
        let mislabeled = try line(12)
        #expect(mislabeled.status == .failed)
        #expect(mislabeled.diagnostics.contains { $0.message.contains("label") }, "\(mislabeled.diagnostics)")
        #expect(try line(18).status == .failed)
        let dependent = try line(27)
        #expect(dependent.status == .blocked, "\(dependent.diagnostics)")
    }

    /// `protocol Countable { … }` quotes the package's own protocol beside code adopting it: the code means the
    /// package's, so the quotation is left out and the block runs against the real protocol.
    @Test func aQuotedLibraryTypeBesideCodeAdoptingItIsLeftOut() throws {
        let report = try Self.verify(page: "quoted")
        let block = try #require(report.blocks.first)
        #expect(block.status == .passed && block.level == .run, "\(block.diagnostics)")
        #expect(
            block.reason
                == "quotes the library's `Countable` beside code adopting it: compiled with the library's own, the "
                + "quotation read, not compiled")
        #expect(block.outputs.allSatisfy(\.matched) && !block.outputs.isEmpty)
    }

    @Test func aTypecheckWithAGivenNameMeetsRequireTypecheck() throws {
        let report = try Self.verify(require: .typecheck)
        #expect(try result(line: 5, in: report).status == .passed)
        #expect(try result(line: 13, in: report).status == .failed)
    }
}
