import Foundation

/// Values of the reader's own standing in (`StandInValue`): which may, and the properties read of them.
extension UnitTwins {
    /// The twin of a unit standing values in (`withStandIns(_:after:)`) with
    /// the properties its fragments read of them given too (`user.id`,
    /// `$0.label`): what the reader's value has of its own. Not a member they
    /// call, which may be the API misspelled on a value meant to be the API's.
    /// The blocks failing otherwise are left out with their dependents.
    /// Typechecked only, never run; nil when no block is left to gain.
    func withStandInMembers(_ unit: VerificationUnit, after outcome: UnitOutcome) -> VerificationUnit? {
        guard unit.givenNames.contains(where: \.standsIn), unit.standInMembers.isEmpty, !outcome.typechecked,
            outcome.toolFailure == nil
        else { return nil }
        let sampleBlocks = blocks[unit.sample] ?? [:]
        var members: [String] = []
        var failing = Set<BlockID>()
        var reading = Set<BlockID>()
        for error in outcome.errors {
            guard let id = error.block else { return nil }
            guard let member = StandInValue.memberLacked(in: error.location.message),
                !StandInValue.standardMembers.contains(member), let line = error.location.line,
                let text = sampleBlocks[id]?.codeLine(atGuideLine: line),
                StandInValue.readsAsProperty(member, onLine: text)
            else {
                failing.insert(id)
                continue
            }
            if !members.contains(member) { members.append(member) }
            reading.insert(id)
        }
        let dropped = UnitPlanner.closure(of: failing, among: unit.members.map(\.block), blocks: sampleBlocks)
        guard !members.isEmpty, reading.contains(where: { !dropped.contains($0) }) else { return nil }
        var twin = unit
        twin.members = unit.members.filter { !dropped.contains($0.block) }
        twin.standInMembers = members
        twin.id = unit.id + "/members"
        twin.targetName = unit.targetName + "Members"
        return twin
    }

    /// Whether `name`, which `block` uses and nothing declares, may stand in
    /// (`StandInValue.mayStandIn(_:besides:)`), and is not a name the
    /// packages declare (`belongsTo`, a protocol's static member, used out of
    /// place), nor a value a block declaring a type reads bare (`format ??
    /// "none"` in its `run()`: that type's member misnamed more likely than the
    /// reader's own; a function it calls is a helper of theirs).
    func mayStandIn(
        _ name: String, usedBy block: BlockID, in unit: VerificationUnit, besides declared: Set<String>
    )
        -> Bool
    {
        guard StandInValue.mayStandIn(name, besides: declared), dependencyNames?.declareAnywhere(name) != true,
            let analysis = blocks[unit.sample]?[block]?.analysis
        else { return false }
        return analysis.declaredTypes.isEmpty || !analysis.freeValueNames.contains(name)
    }

    /// Whether `block` names, besides `standingIn` and what it declares itself, something the packages or
    /// another block of its sample declare (`declaredInSample`): the code a stand-in lets the compiler check.
    /// Always, when it uses no stand-in.
    func reachesNamedCode(
        _ block: BlockID, besides standingIn: Set<String>, in unit: VerificationUnit, declaredInSample: Set<String>
    ) -> Bool {
        guard let analysis = blocks[unit.sample]?[block]?.analysis else { return false }
        guard !analysis.usedNames.isDisjoint(with: standingIn) else { return true }
        let named = analysis.referencedNames.subtracting(standingIn).subtracting(analysis.declaredNames)
            .subtracting(analysis.typeMembers.values.joined())
        return !named.isDisjoint(with: declaredInSample)
            || named.contains { dependencyNames?.declareAnywhere($0) == true }
    }

    /// The names the blocks of `unit`'s sample declare, their types' members included.
    func namesDeclared(in unit: VerificationUnit) -> Set<String> {
        Set(
            (blocks[unit.sample] ?? [:]).values.flatMap { block in
                block.analysis.declaredNames.union(block.analysis.typeMembers.values.joined())
            })
    }

    /// The names of values the blocks of `unit`'s sample declare, which a name one letter off misspells.
    func valuesDeclared(in unit: VerificationUnit) -> Set<String> {
        Set(
            (blocks[unit.sample] ?? [:]).values.flatMap(\.analysis.declaredNames).filter {
                $0.first?.isLowercase == true
            })
    }
}
