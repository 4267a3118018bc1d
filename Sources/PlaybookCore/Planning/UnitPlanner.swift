/// Groups one sample's blocks into units with the shadowing rule: walking a
/// guide in order, a block that redeclares a name (or targets a file again)
/// closes the current unit; the next one keeps the latest version of
/// everything else, minus whatever was written against the shadowed version.
/// Names a unit still lacks are borrowed from other guides, transitively.
public struct UnitPlanner: Sendable {
    public let blocks: [BlockID: PreparedBlock]
    /// Guide paths in input order.
    public let guides: [String]
    private let blocksByGuide: [String: [PreparedBlock]]
    /// What a unit may borrow from other pages, and from its own.
    let lender: BlockLender

    /// The module name the guides import, filled for this sample.
    public let moduleName: String

    public init(blocks prepared: [PreparedBlock], moduleName: String) {
        self.moduleName = moduleName
        var byID: [BlockID: PreparedBlock] = [:]
        var byGuide: [String: [PreparedBlock]] = [:]
        var order: [String] = []
        for block in prepared {
            byID[block.id] = block
            if byGuide[block.id.guide] == nil { order.append(block.id.guide) }
            byGuide[block.id.guide, default: []].append(block)
        }
        self.blocks = byID
        self.guides = order
        self.blocksByGuide = byGuide
        self.lender = BlockLender(blocks: byID, blocksByGuide: byGuide, guides: order)
    }

    public func plan() -> [VerificationUnit] {
        guides.flatMap(plan(guide:))
    }

    /// The blocks a unit holds so far: some of them only in part.
    struct Contents: Equatable {
        var blocks: [BlockID] = []
        /// For a block of several declarations: the pieces (indices into its
        /// `declarationPieces`) left out for a later version of them, or for using one.
        var leftOutPieces: [BlockID: Set<Int>] = [:]
        /// For a block showing alternatives: the version the unit holds, when not the last.
        var versions: [BlockID: Int] = [:]

        func members(_ planned: [BlockID: PreparedBlock]) -> [VerificationUnit.Member] {
            blocks.map { id in
                let analysis = planned[id]?.analysis
                let pieces = analysis?.declarationPieces ?? []
                let otherVersions = analysis?.alternatives.map { $0.linesLeftOut(keeping: versions[id] ?? $0.last) }
                return VerificationUnit.Member(
                    block: id, borrowedFor: nil,
                    leftOutLines: (leftOutPieces[id] ?? []).sorted().map { pieces[$0].lines } + (otherVersions ?? []))
            }
        }
    }

    func plan(guide: String) -> [VerificationUnit] {
        let candidates = (blocksByGuide[guide] ?? []).filter {
            $0.disposition == .compile || $0.disposition == .script || $0.disposition == .expectError
        }
        var groups: [(contents: Contents, expectedError: BlockID?, leftOut: [BlockID])] = []
        var leftOut: [BlockID] = []
        var named: [String: [BlockID]] = [:]
        var namedOrder: [String] = []
        var current = Contents()
        var hasUncheckedBlocks = false
        // The blocks walked so far, which an example in a doc comment reads on from by its scope.
        var seen: [PreparedBlock] = []

        for block in candidates {
            if block.isListing {
                // Checked alone: its trapping stand-ins must not replace the library's members for the other blocks.
                groups.append((Contents(blocks: [block.id]), nil, []))
                continue
            }
            if let unitName = block.block.value(of: "unit") {
                if named[unitName] == nil { namedOrder.append(unitName) }
                named[unitName, default: []].append(block.id)
                continue
            }
            if let scoped = withinItsScope(block, before: seen), scoped != current {
                // A sibling declaration's example never ran before this one: its blocks leave, unsaid, and so do
                // those it left out.
                if hasUncheckedBlocks { groups.append((current, nil, leftOut)) }
                hasUncheckedBlocks = false
                current = scoped
                leftOut = []
            }
            seen.append(block)
            let unshadowed = withoutShadowed(by: block, in: current)
            // Code the page shows not compiling as a whole declares nothing: the blocks before it stay.
            var kept = block.isMarkedWholeAsNotCompiling ? current : unshadowed
            if block.disposition == .expectError || !block.errorLines.isEmpty {
                // Its `// Error` lines are checked against its context, as an expect-error block is.
                var checked = unshadowed
                checked.blocks.append(block.id)
                groups.append((checked, block.id, leftOut))
                if block.disposition == .expectError { continue }
            }
            if let alternatives = block.analysis.alternatives {
                // Each version but the last is checked in a unit of its own (but one shown before a change); the
                // last stays for the blocks after it, as a reader continuing the page keeps it.
                let leftOutNow = leftOut + current.blocks.filter { !kept.blocks.contains($0) }
                for version in alternatives.checked where version != alternatives.last {
                    var checked = kept
                    checked.blocks.append(block.id)
                    checked.versions[block.id] = version
                    groups.append((checked, nil, leftOutNow))
                }
            }
            if kept != current, hasUncheckedBlocks {
                groups.append((current, nil, leftOut))
                hasUncheckedBlocks = false
            }
            leftOut += current.blocks.filter { !kept.blocks.contains($0) }
            kept.blocks.append(block.id)
            current = kept
            hasUncheckedBlocks = true
        }
        if hasUncheckedBlocks { groups.append((current, nil, leftOut)) }
        groups += namedOrder.map { (Contents(blocks: named[$0] ?? []), nil, []) }

        let sample = candidates.first?.sample ?? ""
        return groups.enumerated().map { number, group in
            let id = "\(sample)/\(guide)#\(number + 1)"
            return VerificationUnit(
                id: id,
                targetName: Self.targetName(sample: sample, guide: guide, number: number + 1),
                sample: sample,
                moduleName: moduleName,
                guide: guide,
                members: group.contents.members(blocks) + lender.borrowed(for: group.contents.blocks),
                expectedError: group.expectedError,
                // A block left out of an earlier program may be back in this one (a doc comment's scope).
                leftOut: group.leftOut.filter { !group.contents.blocks.contains($0) },
                versionChecked: group.contents.versions.keys.first
            )
        }
    }

    /// `current` without the blocks `block` shadows and, transitively, the
    /// blocks that use what those declared (extensions, conformances, tests).
    /// A block of several declarations loses only those `block` declares again
    /// and those of its own that use them: `struct Subscription` stays beside
    /// the `struct User` a later block shows again.
    func withoutShadowed(by block: PreparedBlock, in current: Contents) -> Contents {
        var kept = current
        var shadowed = Set<BlockID>()
        var droppedNames = Set<String>()
        // A program's variable that blocks before it use without any declaring it (`reader`, the reader's own):
        // in `main.swift` they would reach it before it is set, and the run would crash. They stay apart.
        let declaredSoFar = Set(current.blocks.compactMap { blocks[$0] }.flatMap(\.analysis.declaredNames))
        let usedTooEarly = Self.programVariables(of: block).subtracting(declaredSoFar)
        for id in current.blocks {
            guard let other = blocks[id] else { continue }
            let sameFile = block.targetFile != nil && other.targetFile == block.targetFile
            // A program has one entry point: a second `@main` type starts a program of its own.
            let secondMain = block.analysis.declaresMain && other.analysis.declaresMain
            let usesTooEarly = other.isScript && !other.analysis.usedNames.isDisjoint(with: usedTooEarly)
            if sameFile || secondMain || usesTooEarly {
                shadowed.insert(id)
            } else if !other.analysis.declaredSignatures.isDisjoint(with: block.analysis.declaredSignatures) {
                let pieces = other.analysis.declarationPieces
                let gone = Self.piecesLeftOut(
                    of: pieces, before: current.leftOutPieces[id] ?? [], redeclared: block.analysis.declaredSignatures)
                // A block showing alternatives leaves whole: its pieces are versions of one another.
                if other.disposition == .compile, gone.count < pieces.count, other.analysis.alternatives == nil {
                    kept.leftOutPieces[id] = gone
                    droppedNames.formUnion(gone.flatMap { pieces[$0].namesItsUsersName })
                } else {
                    shadowed.insert(id)
                }
            }
        }
        let dropped = Self.closure(
            of: shadowed, among: current.blocks, blocks: blocks, names: droppedNames,
            leftOutPieces: kept.leftOutPieces)
        kept.blocks.removeAll { dropped.contains($0) }
        kept.leftOutPieces = kept.leftOutPieces.filter { !dropped.contains($0.key) }
        return kept
    }

    /// For an example in a doc comment (`CodeBlock.docScope`), the program a reader coming to its declaration
    /// has read, from the blocks `before` it: those of its own comment and of the declarations holding its own
    /// (the type's example declaring `buffer`), and, for a name it uses that those do not declare, the block of
    /// another comment declaring it, the widest declaration's first (a type's example before a member's); each
    /// shadowing what it declares again, as on a page. Nil for a page's block.
    func withinItsScope(_ block: PreparedBlock, before: [PreparedBlock]) -> Contents? {
        guard let scope = block.block.docScope else { return nil }
        let line = block.block.line
        var keep = Set(
            before.filter { other in
                guard let otherScope = other.block.docScope else { return true }
                return otherScope == scope || otherScope.contains(line)
            }.map(\.id))
        var needing = [block]
        while let next = needing.popLast() {
            let declared = Set(before.filter { keep.contains($0.id) }.flatMap(\.analysis.declaredNames))
            for name in next.analysis.usedNames.union(next.analysis.freeNames).subtracting(declared).sorted() {
                let declaring = before.filter { !keep.contains($0.id) && $0.analysis.declaredNames.contains(name) }
                guard
                    let chosen = declaring.max(by: { ($0.block.docScope?.count ?? 0) < ($1.block.docScope?.count ?? 0) }
                    )
                else { continue }
                keep.insert(chosen.id)
                needing.append(chosen)
            }
        }
        var scoped = Contents()
        for other in before where keep.contains(other.id) {
            scoped = withoutShadowed(by: other, in: scoped)
            scoped.blocks.append(other.id)
        }
        return scoped
    }

    /// The variables a script block declares at its top level: globals of `main.swift`, set in the program's order.
    static func programVariables(of block: PreparedBlock) -> Set<String> {
        block.isScript ? block.analysis.declaredVariableNames : []
    }

    /// The pieces of a block of declarations left out once `redeclared` is
    /// declared again: those declaring it, those using what a left-out piece
    /// declares or the type a left-out extension extends (its conformances are
    /// gone), and those left out `before`.
    static func piecesLeftOut(
        of pieces: [SwiftBlockAnalysis.DeclarationPiece], before: Set<Int>, redeclared: Set<String>
    ) -> Set<Int> {
        var gone = before
        var goneNames = Set<String>()
        for (index, piece) in pieces.enumerated() where !piece.signatures.isDisjoint(with: redeclared) {
            gone.insert(index)
            goneNames.formUnion(piece.namesItsUsersName)
        }
        var changed = true
        while changed {
            changed = false
            for (index, piece) in pieces.enumerated() where !gone.contains(index) {
                if !piece.usedNames.isDisjoint(with: goneNames) {
                    gone.insert(index)
                    goneNames.formUnion(piece.namesItsUsersName)
                    changed = true
                }
            }
        }
        return gone
    }

    /// `seeds` plus every block of `members` that uses, directly or through
    /// another such block, a name the seeds declare: a value or a type it
    /// names (not a label or a closure's own parameter), or a member their
    /// extensions add (`Book.shelf`, `Math.Add`).
    /// `names` are dropped too, declared by pieces of blocks that stay in part
    /// (`leftOutPieces`); such a block uses only what its pieces left use.
    public static func closure(
        of seeds: Set<BlockID>, among members: [BlockID], blocks: [BlockID: PreparedBlock],
        names: Set<String> = [], leftOutPieces: [BlockID: Set<Int>] = [:]
    ) -> Set<BlockID> {
        var dropped = seeds
        var droppedNames = names.union(seeds.flatMap { blocks[$0]?.analysis.declaredNames ?? [] })
        var droppedMembers = Set(seeds.flatMap { blocks[$0].map(ExtensionMember.added(by:)) ?? [] })
        // An extension's piece uses the type it extends.
        func usedNames(of block: PreparedBlock) -> Set<String> {
            guard let gone = leftOutPieces[block.id] else {
                return block.analysis.usedNames.union(block.analysis.extendedTypes)
            }
            let pieces = block.analysis.declarationPieces
            return Set(pieces.indices.filter { !gone.contains($0) }.flatMap { pieces[$0].usedNames })
        }
        var changed = !dropped.isEmpty || !droppedNames.isEmpty
        while changed {
            changed = false
            for id in members where !dropped.contains(id) {
                guard let other = blocks[id] else { continue }
                if !usedNames(of: other).isDisjoint(with: droppedNames)
                    || uses(droppedMembers, in: other)
                {
                    dropped.insert(id)
                    droppedNames.formUnion(other.analysis.declaredNames)
                    droppedMembers.formUnion(ExtensionMember.added(by: other))
                    changed = true
                }
            }
        }
        return dropped
    }

    /// Whether `block` uses one of `members`: it names the member, and either
    /// names the extended type too or does not declare a member so named
    /// itself. Two conformances to one protocol (`extension Dots: Trailing`,
    /// `extension dots_t: Trailing`) each declare `trailingCount`; neither uses
    /// the other's.
    private static func uses(_ members: Set<ExtensionMember>, in block: PreparedBlock) -> Bool {
        let analysis = block.analysis
        let own = Set(analysis.typeMembers.values.joined())
        return members.contains { extensionMember in
            analysis.referencedNames.contains(extensionMember.member)
                && (analysis.referencedNames.contains(extensionMember.type) || !own.contains(extensionMember.member))
        }
    }

    /// A module name from the sample, guide and unit number: stable across runs, so builds stay incremental.
    static func targetName(sample: String, guide: String, number: Int) -> String {
        let stem = guide.split(separator: ".").dropLast().joined(separator: ".")
        let words = "\(sample) \(stem.isEmpty ? guide : stem)".split { !$0.isLetter && !$0.isNumber }
        let camel = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return "U\(camel)\(number)"
    }
}
