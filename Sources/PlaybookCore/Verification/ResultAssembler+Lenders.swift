import Foundation

/// What other blocks explain about a block: the failing blocks it builds on,
/// the lenders whose gaps are its own, the names given to a fragment, and
/// the versions of alternatives it was checked in.
extension ResultAssembler {
    /// The failing blocks `block` builds on, among a unit's `culprits`: those
    /// whose names it uses, directly or through other blocks (as the unit
    /// compiled again without them leaves it out). A block of the same unit
    /// that it never uses is no reason it was not checked.
    func culprits(of block: PreparedBlock, among culprits: [BlockID], in units: [VerificationUnit]) -> [BlockID] {
        culprits.filter { culprit in
            culprit != block.id
                && units.contains { unit in
                    UnitPlanner.closure(of: [culprit], among: unit.members.map(\.block), blocks: blocks)
                        .contains(block.id)
                }
        }
    }

    /// How other pages of `block`'s sample declare the `names` it lacks, for
    /// those they do: each page its own way, so none is lent (see
    /// `UnitPlanner`), or one way a unit could not take. Nil when no other
    /// page declares any of them.
    func declaredOnOtherPages(_ names: [String], besides block: PreparedBlock) -> String? {
        let clauses = names.compactMap { name -> String? in
            // The latest declaration on each page, as the planner compares them.
            var latest: [String: PreparedBlock] = [:]
            for other in blocks.values
            where other.sample == block.sample && other.id.guide != block.id.guide
                && other.analysis.declaredNames.contains(name) && BlockLender.canLend(other)
            {
                if let kept = latest[other.id.guide], kept.id.index > other.id.index { continue }
                latest[other.id.guide] = other
            }
            guard !latest.isEmpty else { return nil }
            let versions = Set(latest.values.map { $0.code.trimmingSpaces() }).count
            let pages = latest.count == 1 ? "another page" : "\(latest.count) other pages"
            if BlockLender.isDocComments(block.id.guide), latest.values.allSatisfy(\.isScript) {
                return "`\(name)` is a value of \(pages), which no doc comment's example is lent"
            }
            return versions > 1
                ? "`\(name)` is declared on \(pages) in \(versions) versions, so none is lent"
                : "`\(name)` is declared on \(pages), in a block not lent to it"
        }
        return clauses.isEmpty ? nil : clauses.joined(separator: "; ")
    }

    /// Whether an error is one the compiler gives where a member it cannot
    /// find leaves a key path or a base to infer (`@Dependency(\.apiClient)`).
    static func isAboutAnUnresolvedMember(_ message: String) -> Bool {
        DocGap.followsFromMissingNames(message) || message.hasPrefix("cannot convert value of type 'KeyPath<")
    }

    /// The failing blocks `block` builds on, when they explain every one of
    /// its `errors`: errors that follow from a declaration the compiler
    /// could not build (`.mock` for a parameter whose type is missing, a class
    /// left without an initializer, a member of a type whose conformance
    /// failed), or Swift 6's data-race checks, which a block is checked again
    /// without only when it builds on nothing failing. Nil when an error is
    /// the block's own, or it builds on no failing block.
    func failingLendersExplaining(
        _ errors: [VerificationReport.Location], of block: PreparedBlock, in homeUnits: [VerificationUnit]
    ) -> [BlockID]? {
        guard !errors.isEmpty, !readingLenders else { return nil }
        var reading = self
        reading.readingLenders = true
        let failing = homeUnits.flatMap { outcomes[$0.id]?.errors.compactMap(\.block) ?? [] }.uniqued()
        // A lender that fails only Swift 6's checks in this unit may typecheck in Swift 5: its own verdict says.
        // One typechecked only with names given (`let row = try Row.fetchOne(db, …)!`) failed here all the same.
        let lenders = culprits(of: block, among: failing, in: homeUnits).filter { lender in
            guard let lending = blocks[lender] else { return false }
            let verdict = reading.result(for: lending)
            return verdict.status != .passed || verdict.level == .syntax
                || typecheckedOnlyWithNamesGiven(lending, verdict) != nil
        }
        guard !lenders.isEmpty else { return nil }
        let lenderTypes = Set(lenders.compactMap { blocks[$0] }.flatMap(\.analysis.declaredNames))
        // `@Option var color: Color`, where the failing lender's `enum Color` names a protocol that does not exist:
        // what the program asks of `Color`'s conformances follows from the lender's failure. The type is the one
        // the message quotes, or, where it quotes none, one on the error's line.
        let lendersTypeNames = lenderTypes.filter { $0.first?.isUppercase == true }
        let aboutALendersConformance = { (error: VerificationReport.Location) -> Bool in
            guard error.message.contains("conform") else { return false }
            let quotedTypes = Self.quotedTypeNames(in: error.message)
            if !quotedTypes.isEmpty { return !lendersTypeNames.isDisjoint(with: quotedTypes) }
            return !lendersTypeNames.isDisjoint(with: Self.identifiers(onLineOf: error, in: block))
        }
        let explained = errors.allSatisfy { error in
            DocGap.followsFromMissingNames(error.message) || UnitTwins.isDataRaceCheck(error.message)
                || DocGap.missingMember(in: error.message).map {
                    lenderTypes.contains(String($0.type.prefix { $0 != "<" }))
                } == true || aboutALendersConformance(error)
        }
        return explained ? lenders : nil
    }

    /// As `takeGap(ofLenders:into:)`, where a lender lent from another page
    /// fails only by restating a conformance the borrowing page's own type has
    /// (`extension Book: TableRecord { static let author … }` beside the page's
    /// `struct Book: TableRecord`): how the two pages were put together, not
    /// either doc's mistake; what uses it was never compiled, and says so.
    func takeGap(
        ofLenders lenders: [BlockID], in homeUnits: [VerificationUnit],
        into result: inout VerificationReport.BlockResult
    ) -> Bool {
        let clashing = lenders.filter { restatesAConformanceWhereLent($0, in: homeUnits) }
        guard !clashing.isEmpty else { return takeGap(ofLenders: lenders, into: &result) }
        let others = lenders.filter { !clashing.contains($0) }
        if !others.isEmpty, !takeGap(ofLenders: others, into: &result) { return false }
        let places = clashing.compactMap { blocks[$0] }.map(\.place)
        let clash =
            "builds on \(places.joined(separator: ", ")), another page's, which restates a conformance this page's own "
            + "type has, so it was not compiled with it"
        guard others.isEmpty else {
            result.reason = (result.reason ?? "") + "; it also " + clash
            return true
        }
        result.reason = "not self-contained: " + clash
        result.level = .syntax
        requireLevel(&result)
        return true
    }

    /// Whether `lender`, borrowed by `homeUnits`, fails there only for
    /// conformances, or members, the borrowing page's types have already.
    private func restatesAConformanceWhereLent(_ lender: BlockID, in homeUnits: [VerificationUnit]) -> Bool {
        let lentHere = homeUnits.filter { unit in
            unit.members.contains { $0.block == lender && $0.borrowedFor != nil }
        }
        let errors = lentHere.flatMap { outcomes[$0.id]?.errors.filter { $0.block == lender } ?? [] }
        return !errors.isEmpty
            && errors.allSatisfy {
                DocGap.redundantConformance(in: $0.location.message) != nil
                    || DocGap.redeclaredName(in: $0.location.message) != nil
            }
    }

    /// A block whose only failing lenders are not the doc's fault (`let xml =
    /// XMLHash.parse(xmlToParse)`, where no block declares `xmlToParse`) is
    /// not self-contained through them: it passes at syntax as they do, or
    /// is skipped as they are, and says which block it builds on. So does one
    /// building on lenders typechecked only with values given, beside those
    /// or alone. One level deep: a lender's own verdict is read, never its lenders'.
    func takeGap(ofLenders lenders: [BlockID], into result: inout VerificationReport.BlockResult) -> Bool {
        guard !readingLenders else { return false }
        var reading = self
        reading.readingLenders = true
        let verdicts = lenders.compactMap { id in blocks[id].map { (block: $0, result: reading.result(for: $0)) } }
        guard verdicts.count == lenders.count else { return false }
        // `let row = try Row.fetchOne(db, …)!`, typechecked only with `db` given: what builds on it was never
        // compiled, as the lender's own program does not compile as written.
        let given = verdicts.map { typecheckedOnlyWithNamesGiven($0.block, $0.result) }
        let givenNames = given.compactMap { $0 }.flatMap { $0 }.uniqued()
        let givenPlaces = zip(verdicts, given).filter { $0.1 != nil }.map(\.0.block.place).joined(separator: ", ")
        let notGiven = zip(verdicts, given).filter { $0.1 == nil }.map(\.0)
        if notGiven.isEmpty {
            result.reason =
                "not self-contained: builds on \(givenPlaces), typechecked only with "
                + givenNames.joined(separator: " and ") + "; not compiled without "
                + (lenders.count == 1 ? "it" : "them")
            result.level = .syntax
            requireLevel(&result)
            return true
        }
        guard
            notGiven.allSatisfy({
                ($0.result.status == .passed && $0.result.level == .syntax && $0.result.reason != nil)
                    || $0.result.status == .skipped
            }),
            let first = notGiven.first(where: { $0.result.status == .skipped }) ?? notGiven.first,
            let lenderReason = first.result.reason
        else { return false }
        let kind = lenderReason.prefix { $0 != ":" && $0 != "(" }.trimmingCharacters(in: .whitespaces)
        let why = lenderReason.split(separator: " (", maxSplits: 1).first.map(String.init) ?? lenderReason
        let places = notGiven.map(\.block.place).joined(separator: ", ")
        // A lender typechecked only with values given, beside one not checked, is said too.
        let alsoGiven =
            givenPlaces.isEmpty
            ? ""
            : "; and on \(givenPlaces), typechecked only with " + givenNames.joined(separator: " and ")
                + ", not compiled without " + (verdicts.count - notGiven.count == 1 ? "it" : "them")
        let which = notGiven.count == 1 ? "which is" : "which are"
        result.reason = "\(kind): builds on \(places), \(which) not checked either (\(why))\(alsoGiven)"
        if first.result.status == .skipped {
            result.status = .skipped
            result.level = nil
        } else {
            result.level = .syntax
            requireLevel(&result)
        }
        return true
    }

    /// What a fragment that fails in its own program typechecked with, names
    /// given or versions assumed, said (its verdict says so), or nil for a
    /// block compiled as written.
    private func typecheckedOnlyWithNamesGiven(
        _ block: PreparedBlock, _ verdict: VerificationReport.BlockResult
    ) -> [String]? {
        guard verdict.status == .passed, verdict.level == .typecheck else { return nil }
        let typechecked = units.filter { unit in
            !unit.assumesNothing && unit.ownBlocks.contains(block.id) && outcomes[unit.id]?.typechecked == true
        }
        let used = typechecked.flatMap { $0.assumptions(usedBy: block) }.uniqued()
        return used.isEmpty ? nil : used
    }

    /// A block failing on members or argument labels that a product of what
    /// the package builds on declares in an extension (`URL(validatingOpenAPIServerURL:variables:)`
    /// of the OpenAPI runtime, used by generated code its page shows without
    /// the file's imports), and on names given or imported, which a twin
    /// importing that product typechecked (`UnitTwins.withDependencyImports`):
    /// typechecked so, and said, not failed.
    func typecheckedWithMembersImported(
        _ block: PreparedBlock, _ evidence: Evidence, into result: inout VerificationReport.BlockResult
    ) -> Bool {
        let errors = evidence.errors.filter { $0.severity == .error }
        guard !errors.isEmpty, evidence.tests.allSatisfy(\.passed), result.outputs.allSatisfy(\.matched),
            errors.contains(where: {
                DocGap.memberOrLabel(in: $0.message) != nil || DocGap.mayLackAnOperatorsImport($0.message)
            })
        else { return false }
        for unit in units
        where !unit.dependencyImports.isEmpty && unit.ownBlocks.contains(block.id)
            && outcomes[unit.id]?.typechecked == true
        {
            let said = errors.map { error -> String? in
                if let member = DocGap.memberOrLabel(in: error.message) {
                    return unit.dependencyImports.first { $0.names.contains(member) }?
                        .narrowed(to: block.namesReached.union([member]))?.described
                }
                // An operator's error on the line: the imports of the products whose members the line reaches
                // explain it, all of them said.
                if DocGap.mayLackAnOperatorsImport(error.message), let line = error.line {
                    let members = Set(block.membersReached(onGuideLine: line))
                    let imported = unit.dependencyImports.filter { !$0.operatorMembers.isEmpty }.compactMap {
                        $0.narrowed(to: members)?.described
                    }
                    return imported.isEmpty ? nil : imported.joined(separator: " and ")
                }
                return DocGap.missingName(in: error.message).flatMap { unit.assumption(for: $0, usedBy: block) }
            }
            guard said.allSatisfy({ $0 != nil }) else { continue }
            result.diagnostics += errors.uniqued().map(Self.asNote)
            result.status = .passed
            result.level = .typecheck
            result.reason =
                "typechecked with " + said.compactMap { $0 }.uniqued().joined(separator: " and ") + "; not run"
            requireLevel(&result)
            return true
        }
        return false
    }

    /// What a unit that typechecked with `block` among its own gave or
    /// assumed for each of its `missing` names, said (see
    /// `UnitTwins.withGivenNames`). Of a block showing alternatives, every
    /// version must typecheck so.
    func typecheckedWithNamesGiven(_ block: PreparedBlock, _ missing: [String]) -> [String]? {
        let holding = units.filter {
            !$0.assumesNothing && $0.ownBlocks.contains(block.id)
                && ($0.versionChecked == nil || $0.versionChecked == block.id)
        }
        // A twin giving typed values is credited before one standing values in, which checks less.
        let standsIn = { (unit: VerificationUnit) in unit.givenNames.contains(where: \.standsIn) }
        let twins = holding.filter { !standsIn($0) } + holding.filter(standsIn)
        var givenInEveryVersion: [String]?
        for version in unitsByVersion(twins, of: block) {
            let typechecked = version.lazy.compactMap { unit -> [String]? in
                let standingIn = missing.filter { name in unit.givenNames.contains { $0.name == name && $0.standsIn } }
                let given = missing.filter { !standingIn.contains($0) }.compactMap {
                    unit.assumption(for: $0, usedBy: block)
                }
                guard outcomes[unit.id]?.typechecked == true, given.count + standingIn.count == missing.count else {
                    return nil
                }
                // Two names one import gives are said once; so are the values standing in.
                let members = unit.standInMembers.filter(block.analysis.referencedNames.contains)
                return given.uniqued()
                    + (standingIn.isEmpty ? [] : [GivenName.describedStandingIn(standingIn, members: members)])
            }.first
            guard let typechecked else { return nil }
            givenInEveryVersion = givenInEveryVersion ?? typechecked
        }
        return givenInEveryVersion
    }

    /// `units` holding `block`, grouped by the version of it each holds, in
    /// the order met: one group for a block that shows no alternatives.
    func unitsByVersion(_ units: [VerificationUnit], of block: PreparedBlock) -> [[VerificationUnit]] {
        guard block.analysis.alternatives != nil else { return [units] }
        var groups: [[ClosedRange<Int>]: [VerificationUnit]] = [:]
        var order: [[ClosedRange<Int>]] = []
        for unit in units {
            let version = unit.linesLeftOut(of: block.id)
            if groups[version] == nil { order.append(version) }
            groups[version, default: []].append(unit)
        }
        return order.map { groups[$0] ?? [] }
    }

    /// What `block` uses given or assumed, said, and its first error, in the last unit with names given or
    /// versions assumed that it failed in: the one that assumed most.
    func firstErrorWithNamesGiven(
        _ block: PreparedBlock
    ) -> (given: [String], error: VerificationReport.Location)? {
        // A stand-in's errors (`user.id`, which it lacks) say nothing of the doc.
        for unit in units.reversed()
        where !unit.assumesNothing && unit.ownBlocks.contains(block.id) && !unit.givenNames.contains(where: \.standsIn)
        {
            guard let error = outcomes[unit.id]?.errors.first(where: { $0.block == block.id }) else { continue }
            let used = unit.assumptions(usedBy: block)
            let all =
                unit.givenNames.map(\.described) + unit.standInTypes.map(\.described)
                + unit.assumedVersions.map(\.described)
            return (used.isEmpty ? all : used, error.location)
        }
        return nil
    }

    /// Whether `error` stands on the lines of one of `block`'s versions, not on what they share.
    static func isInAVersion(
        _ error: VerificationReport.Location, of block: PreparedBlock,
        _ alternatives: SwiftBlockAnalysis.AlternativeVersions
    ) -> Bool {
        guard error.guide == block.id.guide, let line = error.line else { return false }
        return alternatives.versions.joined().contains { lines in
            (block.sourceMap.guideLine(lines.lowerBound)...block.sourceMap.guideLine(lines.upperBound)).contains(line)
        }
    }

    /// The identifiers on the line of `block`'s code an error points at.
    static func identifiers(onLineOf error: VerificationReport.Location, in block: PreparedBlock) -> [String] {
        guard error.guide == block.id.guide, let line = error.line else { return [] }
        return identifiers(onGuideLines: line...line, in: block)
    }

    /// The type names a compiler message quotes, without their generic arguments or members: `'Foo'`,
    /// `'Box<Int>'` → `Box`.
    static func quotedTypeNames(in message: String) -> [String] {
        message.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            .map { String($0.element.prefix { $0 != "<" && $0 != "." }) }.filter { $0.first?.isUppercase == true }
    }

    /// The words of `block`'s code on guide `lines`.
    static func identifiers(onGuideLines lines: ClosedRange<Int>, in block: PreparedBlock) -> [String] {
        lines.flatMap { line in
            block.codeLine(atGuideLine: line)?.split { !($0.isLetter || $0.isNumber || $0 == "_") } ?? []
        }.map(String.init)
    }
}
