/// What the page around a block declares, which explains errors the block
/// alone cannot: names declared only after it, members other blocks add,
/// versions of a type that show other members.
extension ResultAssembler {
    /// Members blocks declare in extensions (`extension DependencyValues {
    /// var apiClient … }`) that no block of `units` declares: those blocks
    /// are on other pages, or left at syntax.
    func extensionMembersDeclaredOutside(_ units: [VerificationUnit]) -> Set<String> {
        let inside = Set(units.flatMap { $0.members.map(\.block) })
        var declared = Set<String>()
        var outside = Set<String>()
        for (id, block) in blocks {
            if inside.contains(id) {
                declared.formUnion(block.analysis.extensionMembers)
                declared.formUnion(block.analysis.declaredNames)
            } else {
                outside.formUnion(block.analysis.extensionMembers)
            }
        }
        return outside.subtracting(declared)
    }

    /// The types `block` declares or extends that `errors` say do not
    /// conform to a protocol of the packages, each with the requirements of
    /// that protocol later blocks of its page add to it in extensions that no
    /// unit holding `block` compiles (a conformance scaffolded first, its
    /// `serialize` shown later, apart): what the conformance needs is on the
    /// page, not in the program. A type is left out when a protocol it fails
    /// has no requirement the later blocks add, or it lacks a member they do not add.
    func membersAddedOutside(
        _ block: PreparedBlock, homeUnits: [VerificationUnit], meeting errors: [VerificationReport.Location]
    ) -> [String: [String]] {
        let types = Set(block.analysis.declaredTypes).union(block.analysis.extendedTypes)
        guard !types.isEmpty else { return [:] }
        let inProgram = Set(homeUnits.flatMap(\.members).map(\.block))
        var added: [String: Set<String>] = [:]
        for other in blocks.values
        where other.id.guide == block.id.guide && other.id.index > block.id.index && other.sample == block.sample
            && !inProgram.contains(other.id)
        {
            for type in types.intersection(other.analysis.extendedTypes) {
                added[type, default: []].formUnion(other.analysis.typeMembers[type] ?? [])
            }
        }
        var met: [String: Set<String>] = [:]
        var unmet = Set<String>()
        for error in errors {
            if let (type, member) = DocGap.missingMember(in: error.message), added[type] != nil,
                added[type]?.contains(member) != true
            {
                unmet.insert(type)
            }
            guard let type = DocGap.nonConformingType(in: error.message),
                let conformed = DocGap.nonConformedProtocol(in: error.message), let members = added[type]
            else { continue }
            // Each protocol the type fails must have a requirement the later blocks add.
            let meeting = members.subtracting(block.analysis.typeMembers[type] ?? [])
                .intersection(protocolRequirements(conformed))
            if meeting.isEmpty { unmet.insert(type) }
            met[type, default: []].formUnion(meeting)
        }
        return met.filter { !unmet.contains($0.key) }.mapValues { $0.sorted() }
    }

    /// Names `block` uses that, in a unit holding it, only the guide's blocks
    /// after it declare: a module sees them, a reader at that block has not.
    func namesDeclaredOnlyAfter(_ block: PreparedBlock) -> Set<String> {
        var late = Set<String>()
        for unit in units where unit.expectedError == nil {
            let own = unit.ownBlocks
            guard let position = own.firstIndex(of: block.id) else { continue }
            let before = Set(own[...position].flatMap { blocks[$0]?.analysis.declaredNames ?? [] })
            let after = Set(own[(position + 1)...].flatMap { blocks[$0]?.analysis.declaredNames ?? [] })
            late.formUnion(after.subtracting(before).intersection(block.analysis.usedNames))
        }
        return late
    }

    /// Types `block` uses as its program declares them in part, by the line of the block declaring them: in a home
    /// unit, the last block before it that declares the type lacks members the page's earlier versions show
    /// (`struct Player : MutablePersistableRecord` with its conflict policy alone, after a `Player` with its columns).
    /// A version lacking only what later versions add is the one the block's reader has.
    func typesUsedAsShownInParts(by block: PreparedBlock, in homeUnits: [VerificationUnit]) -> [String: Int] {
        var found: [String: Int] = [:]
        for unit in homeUnits {
            let own = unit.ownBlocks
            guard let position = own.firstIndex(of: block.id) else { continue }
            for type in block.analysis.usedNames.sorted() where found[type] == nil {
                // A piece the unit leaves out (a first `Book` beside the `Shelf` it keeps) declares nothing there.
                guard
                    let version = own[..<position].last(where: {
                        blocks[$0]?.declaredTypes(leavingOut: unit.linesLeftOut(of: $0)).contains(type) == true
                    }),
                    let declaring = blocks[version],
                    typesShownInParts(by: declaring, comparedWithEarlierOnly: true)
                        .contains(type)
                else { continue }
                found[type] = declaring.block.line
            }
        }
        return found
    }

    /// Types `block` declares that the page declares again in other blocks
    /// with members this version lacks (`final class MyTokenizer` with its
    /// name, then with its initializer): the page builds the type up in parts.
    func typesShownInParts(by block: PreparedBlock, comparedWithEarlierOnly: Bool = false) -> Set<String> {
        let types = Set(block.analysis.declaredTypes)
        guard !types.isEmpty else { return [] }
        var shownElsewhere: [String: Set<String>] = [:]
        for other in blocks.values where other.id.guide == block.id.guide && other.id != block.id {
            if comparedWithEarlierOnly, other.id.index > block.id.index { continue }
            for type in types where other.analysis.declaredTypes.contains(type) {
                shownElsewhere[type, default: []].formUnion(other.analysis.memberSignatures[type] ?? [])
            }
        }
        return types.filter { type in
            !(shownElsewhere[type] ?? []).isSubset(of: block.analysis.memberSignatures[type] ?? [])
        }
    }
}
