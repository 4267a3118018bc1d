/// The errors of a block that cannot be checked as written, told from those of a wrong one.
extension ResultAssembler {
    /// Explains the errors `block` has left, when they show a doc that cannot be checked as written rather than
    /// a wrong one (`DocGap`): it passes at syntax, or is skipped, saying why. True when they do.
    func explainedAsAGap(
        _ block: PreparedBlock, _ evidence: inout Evidence, into result: inout VerificationReport.BlockResult
    ) -> Bool {
        let (homeUnits, tests) = (evidence.homeUnits, evidence.tests)
        let (typesDeclaredBeside, membersDeclaredBeside) = (
            evidence.typesDeclaredBeside, evidence.membersDeclaredBeside
        )
        var errors = evidence.errors
        defer { evidence.errors = errors }
        // `\User.id  // KeyPath<User, Int>`: docs show an expression for its value or its type.
        let shownForTheirValue = errors.filter { DocGap.isUnusedValue($0.message) }
        result.diagnostics += shownForTheirValue.uniqued().map(Self.asNote)
        errors.removeAll { DocGap.isUnusedValue($0.message) }
        // Only a block with errors needs what explains them.
        let late = errors.isEmpty ? [] : namesDeclaredOnlyAfter(block)
        let leftOutBlocks = errors.isEmpty ? [] : homeUnits.flatMap(\.leftOut).uniqued().compactMap { blocks[$0] }
        let leftOutNames = Set(leftOutBlocks.flatMap(\.analysis.declaredNames))
        let statements = errors.isEmpty ? [] : ScriptAnalyzer.statementLines(in: block.code)
        let literalsAlone =
            errors.isEmpty || !block.isScript ? [] : ScriptAnalyzer.customInterpolationLines(in: block.code)
        let membersElsewhere = errors.isEmpty ? [] : extensionMembersDeclaredOutside(homeUnits)
        let interpolatedSourceNames = errors.isEmpty ? [] : ScriptAnalyzer.namesSourceTextInterpolates(in: block.code)
        let usedInPart = errors.isEmpty ? [:] : typesUsedAsShownInParts(by: block, in: homeUnits)
        let addedOutside = errors.isEmpty ? [:] : membersAddedOutside(block, homeUnits: homeUnits, meeting: errors)
        // The module this build lacks that the page uses, read once, when a member is found missing.
        var pageModule: String??
        // The names the docs' compiled blocks declare, gathered once, when a rule asks; pseudocode
        // (`public var OTel.Configuration.resourceAttributes`) declares nothing.
        var declaredByTheDocs: Set<String>?
        let docsDeclare = { (name: String) -> Bool in
            if declaredByTheDocs == nil {
                declaredByTheDocs = Set(
                    blocks.values.filter { $0.disposition == .compile || $0.disposition == .script }
                        .flatMap(\.analysis.declaredNames))
            }
            return declaredByTheDocs?.contains(name) == true
        }
        let typesInStatement = { (error: VerificationReport.Location) -> Set<String> in
            guard let line = error.line, error.guide == block.id.guide else { return [] }
            let offset = block.sourceMap.firstGuideLine - 1
            let lines = statements.first { $0.contains(line - offset) } ?? (line - offset)...(line - offset)
            return Set(
                Self.identifiers(onGuideLines: (lines.lowerBound + offset)...(lines.upperBound + offset), in: block))
        }
        // Types lent to the block's program by other pages: Playbook's guess at what the page leaves out.
        var lenders: [String: String] = [:]
        // Lent for this block, or for another of its program (`Foo` lent for the block above, used here too).
        for member in homeUnits.flatMap(\.members)
        where member.borrowedFor != nil && member.block.guide != block.id.guide {
            guard let lender = blocks[member.block] else { continue }
            for name in lender.analysis.declaredNames where name.first?.isUppercase == true {
                lenders[name] = lender.place
            }
        }
        let lentType = { (error: VerificationReport.Location) -> String? in
            guard !lenders.isEmpty else { return nil }
            let quoted = Set(Self.quotedTypeNames(in: error.message))
            if let type = lenders.keys.sorted().first(where: quoted.contains) { return type }
            let inStatement = typesInStatement(error)
            return lenders.keys.sorted().first(where: inStatement.contains)
        }
        if !tests.contains(where: { !$0.passed }), !result.outputs.contains(where: { !$0.matched }),
            let gap = DocGap.explain(
                errors.uniqued().filter { $0.severity == .error },
                expressionAlone: block.isScript && block.analysis.holdsExpressionsAlone, isElided: block.isElided,
                // The library's own types restated in outline (`isListing`) leave out members their conformances
                // need, as an elided type does.
                elidedTypes: block.isListing
                    ? block.analysis.typesWithElidedMembers.union(SwiftBlockAnalyzer.qualifiedTypeNames(in: block.code))
                    : block.analysis.typesWithElidedMembers,
                typesShownInParts: errors.isEmpty ? [] : typesShownInParts(by: block),
                membersAddedElsewhere: addedOutside,
                usedTypesShownInParts: usedInPart,
                typesInStatement: typesInStatement,
                importsChosen: block.analysis.imports.isEmpty,
                // `KindIdentifier(…)` inside `extension SymbolGraph.Symbol.KindIdentifier`: the library's nested
                // type, which Swift does not see there unqualified.
                // `print("Hello, \(name)!")` in a `"""` literal of source text declaring `name`: wanted raw.
                isDeclared: {
                    isDeclaredByABlock($0) || block.analysis.nestedNamesExtended.contains($0)
                        || interpolatedSourceNames.contains($0)
                },
                isCompiledOut: { !knownNames.contains($0) && compiledOutOfDependency($0) },
                isMemberCompiledOut: memberCompiledOutOfDependency,
                collidingName: { error in
                    Self.identifiers(onLineOf: error, in: block).first { name in
                        DocGap.cLibraryNames.contains(name) && !isDeclaredByABlock(name)
                            && DocGap.isAboutACDeclaration(error.message, name: name)
                    }
                },
                lateName: { error in Self.identifiers(onLineOf: error, in: block).first(where: late.contains) },
                memberDeclaredElsewhere: { error in
                    if let missing = DocGap.missingMember(in: error.message) {
                        return membersElsewhere.contains(missing.member) ? missing.member : nil
                    }
                    guard Self.isAboutAnUnresolvedMember(error.message) else { return nil }
                    return Self.identifiers(onLineOf: error, in: block).first(where: membersElsewhere.contains)
                },
                restatedConformance: { error in
                    if let member = DocGap.redeclaredName(in: error.message) {
                        // `extension Country: TableRecord { static let demographics … }` under the page's `Country`
                        // declaring it: the association illustrated alone.
                        return block.analysis.extendedTypes.sorted().first { type in
                            membersDeclaredBeside[type]?.contains(member) == true
                                && block.analysis.typeMembers[type]?.contains(member) == true
                                && Self.restatesAConformanceBeside(block, type: type, typesDeclaredBeside)
                        }
                    }
                    return DocGap.redundantConformance(in: error.message).flatMap { type in
                        Self.restatesAConformanceBeside(block, type: type, typesDeclaredBeside) ? type : nil
                    }
                },
                // `"SELECT * FROM \(sql: "player")"` under other statements: a literal whose use decides its type.
                inLiteralWithoutContext: { error in
                    let offset = block.sourceMap.firstGuideLine - 1
                    return error.line.map { line in literalsAlone.contains { $0.contains(line - offset) } } == true
                },
                leftOutName: { name in leftOutNames.contains(name) },
                declaredLater: { name in
                    blocks.values.contains { other in
                        other.id.guide == block.id.guide && other.sample == block.sample
                            && other.id.index > block.id.index
                            && UnitPlanner.programVariables(of: other).contains(name)
                    }
                },
                // `extension Array: Container {}` under the page's first `Container`, left out with it for the
                // version that constrains its `Item`: the block means the conformance the page showed.
                leftOutConformance: { error in
                    // A type the program declares itself (the page's later `Crate`, written without the
                    // conformance) lacks it as written.
                    guard let required = DocGap.conformanceRequired(in: error.message),
                        leftOutNames.contains(required.protocolName),
                        !homeUnits.flatMap(\.members).contains(where: { member in
                            blocks[member.block]?.analysis.declaredNames.contains(required.type) == true
                        })
                    else { return nil }
                    let shown = leftOutBlocks.contains { other in
                        other.analysis.declaredSignatures.contains("\(required.type): \(required.protocolName)")
                            || (other.analysis.declaredNames.contains(required.type)
                                && other.analysis.usedNames.contains(required.protocolName))
                    }
                    return shown ? required.protocolName : nil
                },
                isSwift6Only: { dataRacesAreSwift6Only && UnitTwins.isDataRaceCheck($0) },
                // `character.id` on the `Character` of the doc's app, which no block declares: Swift's lacks it.
                standardTypeOwned: { error in
                    DocGap.standardTypeInPlaceOfTheDocs(in: error.message).flatMap { type in
                        block.analysis.usedNames.contains(type) && !isDeclaredByABlock(type) ? type : nil
                    }
                },
                // `Foo(unpackingAny:)` on the `struct Foo` of an article on internals, where the text means a message.
                lentType: lentType,
                moduleLacking: { type in
                    // A member missing from a type the docs declare (`Author.CodingKeys`, `Box<Int>`) is their slip.
                    guard !docsDeclare(Self.outermostName(of: type)) else { return nil }
                    if pageModule == nil { pageModule = .some(moduleLacked(byThePageOf: block)) }
                    return pageModule ?? nil
                },
                // `extension OTel { public struct Configuration … }`, restating the library's `OTel.Configuration`.
                restatedLibraryType: { error in
                    guard block.analysis.shape == .declarations,
                        let ambiguous = DocGap.ambiguousNestedType(in: error.message),
                        block.analysis.extendedTypes.contains(ambiguous.outer), !docsDeclare(ambiguous.outer),
                        block.analysis.typeMembers[ambiguous.outer]?.contains(ambiguous.name) == true
                    else { return nil }
                    return ambiguous.outer + "." + ambiguous.name
                },
                statement: { line in
                    let offset = block.sourceMap.firstGuideLine - 1
                    return statements.first { $0.contains(line - offset) }.map {
                        ($0.lowerBound + offset)...($0.upperBound + offset)
                    }
                },
                alternativeHeading: DocGap.alternativeHeading(in: block.block.headingPath)
            )
        {
            if let names = gap.valuesLackedHere, let given = typecheckedWithNamesGiven(block, names) {
                // Its names given as the API names them, the fragment typechecks: that much is checked, and said.
                result.level = .typecheck
                result.reason =
                    (block.adoption.map { $0 + "; " } ?? "") + "typechecked with " + given.joined(separator: " and ")
                    + "; not run"
                requireLevel(&result)
                return true
            }
            // The doc is not wrong; it cannot be checked as written. Said, not failed.
            result.diagnostics += errors.uniqued().map(Self.asNote)
            result.reason = gap.reason
            if case .notSelfContained(let names) = gap, let elsewhere = declaredOnOtherPages(names, besides: block) {
                result.reason = DocGap.notSelfContained(names, elsewhere: elsewhere)
            }
            // Said only of an error the lent type explains, not of a missing name in a statement using it.
            // An error quoting the lent type says best how it does not fit (`type 'Operations' has no member …`).
            let lentErrors = errors.filter { DocGap.missingName(in: $0.message) == nil }.compactMap { error in
                lentType(error).map { (type: $0, error: error) }
            }
            let quoting = { (misfit: (type: String, error: VerificationReport.Location)) in
                misfit.error.message.contains("'\(misfit.type)")
            }
            let misfits = lentErrors.filter(quoting) + lentErrors.filter { !quoting($0) }
            var saysWhatItLacks = gap.valuesLackedHere != nil
            if case .usesALentType = gap { saysWhatItLacks = true }
            if saysWhatItLacks, let misfit = misfits.first, let lender = lenders[misfit.type] {
                let said = "`\(misfit.type)` as \(lender) declares it does not fit here: \(misfit.error.message)"
                result.reason =
                    gap == .usesALentType(misfit.type)
                    ? "not self-contained: uses " + said + " (the page means a `\(misfit.type)` of its own, which it "
                        + "does not show)"
                    : (result.reason ?? gap.reason) + "; " + said
            }
            if gap.valuesLackedHere != nil, let failed = firstErrorWithNamesGiven(block) {
                result.reason =
                    (result.reason ?? gap.reason) + "; with " + failed.given.joined(separator: " and ")
                    + ", it does not typecheck: " + failed.error.message
            }
            switch gap {
            case .platform, .notCompiledHere, .moduleNotHere:
                result.status = .skipped
                result.level = nil
            default:
                result.level = .syntax
                requireLevel(&result)
            }
            return true
        }
        // Under "Alternatives considered", a design the proposal did not take: what does not compile against the
        // library as it is, is not the doc's mistake.
        if let heading = DocGap.alternativeHeading(in: block.block.headingPath),
            let first = errors.first(where: { $0.severity == .error })
        {
            settleAtSyntax(
                &result, noting: errors,
                because: "an alternative the proposal considered (under “\(heading)”), not the library's design: "
                    + "parsed, not compiled against it (\(first.message))")
            return true
        }
        return false
    }

    /// A module the page of `block` uses that this build lacks: one a block of the page imports and was skipped
    /// for, or a product its pieces of `Package.swift` add (`.product(name: "GRPCNIOTransportHTTP2", …)`) that a
    /// block anywhere was skipped for lacking.
    func moduleLacked(byThePageOf block: PreparedBlock) -> String? {
        let lacked = { (prepared: PreparedBlock) -> String? in
            guard case .skipped(let reason) = prepared.disposition, reason.hasPrefix("requires ") else { return nil }
            return String(reason.dropFirst("requires ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        let page = blocks.values.filter { $0.id.guide == block.id.guide && $0.sample == block.sample }
        if let imported = page.compactMap(lacked).sorted().first { return imported }
        let added = productsNamedOnPage(block.id.guide)
        guard !added.isEmpty else { return nil }
        return Set(blocks.values.compactMap(lacked)).intersection(added).sorted().first
    }

    /// The name a compiler message's type starts with: `any Shape` → `Shape`, `Box<Int>` → `Box`, `[Recipe]` →
    /// `Recipe`, `Author.CodingKeys` → `Author`.
    static func outermostName(of type: String) -> String {
        var text = Substring(type)
        for prefix in ["any ", "some "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        text = text.drop { $0 == "[" || $0 == "(" }
        return String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
}
