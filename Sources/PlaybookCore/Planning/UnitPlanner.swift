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
    /// For each name, the block that provides it to other guides: the last declaration in the first guide declaring
    /// it, when every guide declaring it writes it alike.
    private let providers: [String: BlockID]
    /// The same for members added by extensions (`Item.stub`), by member name:
    /// each extended type with its provider, sorted by type. Lent only to
    /// units that have the extended type.
    private let memberProviders: [String: [(type: String, provider: BlockID)]]
    /// For each name other guides declare each their own way (a `Player` of their own on each page), the latest
    /// declaration on each of those guides, in guide order: versions a fragment may be typechecked with, as an
    /// assumption said (see `assumedVersion(of:usedBy:)`), never lent as the guides' own.
    let versionCandidates: [String: [BlockID]]

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
        var providers: [String: BlockID] = [:]
        var memberProviders: [ExtensionMember: BlockID] = [:]
        // What each guide's latest declaration of a name is written as: guides that declare one name
        // differently (a `Player` of their own on each page) leave no one version to lend.
        var versions: [String: Set<String>] = [:]
        var latestByGuide: [String: [BlockID]] = [:]
        for guide in order {
            var latest: [String: BlockID] = [:]
            var latestMembers: [ExtensionMember: BlockID] = [:]
            for block in byGuide[guide] ?? [] where Self.canLend(block) {
                for name in block.analysis.declaredNames { latest[name] = block.id }
                for type in block.analysis.extendedTypes {
                    for member in block.analysis.extensionMembers {
                        latestMembers[ExtensionMember(type: type, member: member)] = block.id
                    }
                }
            }
            for (name, id) in latest.sorted(by: { $0.key < $1.key }) {
                versions[name, default: []].insert(byID[id].map { String($0.code.trimmingSpaces()) } ?? "")
                latestByGuide[name, default: []].append(id)
            }
            providers.merge(latest) { first, _ in first }
            memberProviders.merge(latestMembers) { first, _ in first }
        }
        providers = providers.filter { versions[$0.key, default: []].count == 1 }
        self.versionCandidates = latestByGuide.filter { versions[$0.key, default: []].count > 1 }
        self.memberProviders = Dictionary(grouping: memberProviders, by: \.key.member)
            .mapValues { entries in entries.map { (type: $0.key.type, provider: $0.value) }.sorted { $0.type < $1.type }
            }
        self.blocks = byID
        self.guides = order
        self.blocksByGuide = byGuide
        self.providers = providers
    }

    /// Whether other guides may borrow what `block` declares: declarations,
    /// or a program's values alone (`let logger = Logger(label: "app")`,
    /// which a catalog's other pages take for granted).
    static func canLend(_ block: PreparedBlock) -> Bool {
        // A value the doc leaves to the reader (`let migrator: DatabaseMigrator = ...`) stands in for the page's
        // own, which another page cannot count on: given, it is read-only and traps.
        canLendBack(block) && !block.code.containsBytes(CodeNormalizer.givenValueFunction)
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
            var kept = withoutShadowed(by: block, in: current)
            if block.disposition == .expectError || !block.errorLines.isEmpty {
                // Its `// Error` lines are checked against its context, as an expect-error block is.
                var checked = kept
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
                members: group.contents.members(blocks) + borrowed(for: group.contents.blocks),
                expectedError: group.expectedError,
                leftOut: group.leftOut,
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
        for id in current.blocks {
            guard let other = blocks[id] else { continue }
            let sameFile = block.targetFile != nil && other.targetFile == block.targetFile
            // A program has one entry point: a second `@main` type starts a program of its own.
            let secondMain = block.analysis.declaresMain && other.analysis.declaresMain
            if sameFile || secondMain {
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
        var droppedMembers = Set(seeds.flatMap { blocks[$0].map(extensionMembers(of:)) ?? [] })
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
                    droppedMembers.formUnion(extensionMembers(of: other))
                    changed = true
                }
            }
        }
        return dropped
    }

    /// The members `block`'s extensions add, with the type each extends.
    private static func extensionMembers(of block: PreparedBlock) -> [ExtensionMember] {
        block.analysis.extendedTypes.flatMap { type in
            block.analysis.extensionMembers.map { ExtensionMember(type: type, member: $0) }
        }
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

    /// Blocks of other guides that declare what the unit uses but does not
    /// declare, followed transitively, and the extensions there that add members
    /// the unit uses to types it has. A provider that would redeclare one of the
    /// unit's names is left out. `assuming` lends a chosen version of names
    /// declared each page its own way (`versionCandidates`), with the
    /// extensions of it its page shows after it (`extension Player:
    /// FetchableRecord`): the type as that page has it.
    func borrowed(for members: [BlockID], assuming: [String: BlockID] = [:]) -> [VerificationUnit.Member] {
        guard let guide = members.first?.guide else { return [] }
        // A name the guide declares itself is its own, in whatever version this unit lacks: another page's
        // `Player` has another shape.
        var declared = Set(
            (blocksByGuide[guide] ?? []).filter {
                if case .skipped = $0.disposition { return false }
                return true
            }.flatMap(\.analysis.declaredNames))
        var signatures = Set<String>()
        var members = members
        var included = Set(members)
        for id in members {
            declared.formUnion(blocks[id]?.analysis.declaredNames ?? [])
            signatures.formUnion(blocks[id]?.analysis.declaredSignatures ?? [])
        }
        var result: [VerificationUnit.Member] = []
        // What each other guide has lent so far, names and signatures: its later versions of a listing's names.
        var lentBy: [String: Set<String>] = [:]
        func lend(_ provider: BlockID, to borrower: BlockID) -> Bool {
            guard provider.guide != guide, !included.contains(provider), let providing = blocks[provider],
                let lent = Self.lendable(
                    providing, besides: declared.union(signatures), versions: lentBy[provider.guide] ?? [])
            else { return false }
            // A program's value is a global of `main.swift`: only statements there may use it. Nor does a doc
            // comment's example take one: its reader comes to the symbol from anywhere, not through the other pages.
            if providing.isScript, blocks[borrower]?.isScript != true || Self.isDocComments(guide) { return false }
            included.insert(provider)
            declared.formUnion(lent.names)
            signatures.formUnion(lent.signatures)
            lentBy[provider.guide, default: []].formUnion(lent.names.union(lent.signatures))
            result.append(
                VerificationUnit.Member(block: provider, borrowedFor: borrower, leftOutLines: lent.leftOutLines))
            members.append(provider)
            return true
        }
        var changed = true
        var next = 0
        while changed {
            changed = false
            while next < members.count {
                let id = members[next]
                next += 1
                for name in blocks[id]?.analysis.externalNames.sorted() ?? [] where !declared.contains(name) {
                    if let provider = providers[name], lend(provider, to: id) { changed = true }
                    if let assumed = assuming[name], lend(assumed, to: id) {
                        for extending in extensions(of: name, after: assumed) where lend(extending, to: id) {}
                        changed = true
                    }
                }
            }
            // Members the unit's types already have (`Author.Columns` declared in `struct Author`) are not lent again.
            var ownMembers: [String: Set<String>] = [:]
            for id in members {
                for (type, names) in blocks[id]?.analysis.typeMembers ?? [:] {
                    ownMembers[type, default: []].formUnion(names)
                }
            }
            for id in members {
                for name in blocks[id]?.analysis.referencedNames.sorted() ?? [] {
                    let declaredTypes = declared
                    for (type, provider) in memberProviders[name] ?? []
                    where declaredTypes.contains(type) && ownMembers[type]?.contains(name) != true {
                        guard let extending = blocks[provider], extending.analysis.extendedTypes.isSubset(of: declared)
                        else { continue }
                        if lend(provider, to: id) { changed = true }
                    }
                }
            }
        }
        return result
    }

    /// The blocks of `provider`'s page after it that extend `type` and may be lent.
    func extensions(of type: String, after provider: BlockID) -> [BlockID] {
        (blocksByGuide[provider.guide] ?? []).filter {
            $0.id.index > provider.index && $0.analysis.extendedTypes.contains(type) && Self.canLend($0)
        }.map(\.id)
    }

    /// The version of `name` to typecheck `fragments` with, among those other
    /// pages declare each their own way: the one whose type declares most of
    /// the members the fragments name (`authorId`, `fetchAll`), with the
    /// extensions its page shows after it; the first page's on a tie. Nil when
    /// no other page declares it so, or a fragment's own page declares it.
    func assumedVersion(of name: String, usedBy fragments: [BlockID]) -> BlockID? {
        let guides = Set(fragments.map(\.guide))
        guard let candidates = versionCandidates[name]?.filter({ !guides.contains($0.guide) }), !candidates.isEmpty
        else { return nil }
        let used = Set(fragments.compactMap { blocks[$0] }.flatMap(\.analysis.referencedNames))
        func covered(_ candidate: BlockID) -> Int {
            let declaring = [candidate] + extensions(of: name, after: candidate)
            let members = declaring.compactMap { blocks[$0] }.flatMap { block in
                (block.analysis.typeMembers[name] ?? []).union(block.analysis.extensionMembers)
            }
            return used.intersection(members).count
        }
        let scored = candidates.map { (candidate: $0, covered: covered($0)) }
        let best = scored.map(\.covered).max() ?? 0
        return scored.first { $0.covered == best }?.candidate
    }

    /// The latest block of `fragment`'s page before it declaring `name`, which
    /// the fragment's unit leaves out, whole or in part, for declaring an
    /// earlier version of a name the unit redeclares: the version the page's
    /// reader has in mind.
    func earlierDeclaration(of name: String, before fragment: BlockID) -> BlockID? {
        (blocksByGuide[fragment.guide] ?? []).last {
            $0.id.index < fragment.index && $0.analysis.declaredNames.contains(name) && Self.canLendBack($0)
        }?.id
    }

    /// The blocks of `provider`'s page after it and before `fragment` that extend `name`
    /// (`extension Player: FetchableRecord`): lent back with it.
    func extensionsLentBack(of name: String, after provider: BlockID, before fragment: BlockID) -> [BlockID] {
        (blocksByGuide[provider.guide] ?? []).filter {
            $0.id.index > provider.index && $0.id.index < fragment.index && $0.analysis.extendedTypes.contains(name)
                && Self.canLendBack($0)
        }.map(\.id)
    }

    /// Whether a block left out of a unit may be lent back to typecheck a fragment of its own page: declarations,
    /// or a program's values alone, not a listing, a unit of its own or versions to choose between (the page's
    /// choice, which another page's reader never saw). A value the page leaves to the reader may come back: it is
    /// the page's own, and the twin is never run. `canLend` asks this and more.
    static func canLendBack(_ block: PreparedBlock) -> Bool {
        let lendable =
            block.disposition == .compile || (block.disposition == .script && block.analysis.declaresOnlyValues)
        return lendable && !block.isListing && !block.restatesAPIFunctions && block.block.value(of: "unit") == nil
            && block.analysis.alternatives == nil
    }

    /// `provider`, a block of the page that the unit of `members` left out,
    /// lent back to `borrower`: without the declarations the unit has in later
    /// versions, keeping those that use them (`struct Author` naming `Book`,
    /// compiled with the unit's later `Book`). Nil when none of it can be.
    func lentBack(_ provider: BlockID, besides members: [BlockID], to borrower: BlockID) -> VerificationUnit.Member? {
        guard let providing = blocks[provider] else { return nil }
        let taken = Set(
            members.compactMap { blocks[$0] }.flatMap {
                $0.analysis.declaredNames.union($0.analysis.declaredSignatures)
            })
        let analysis = providing.analysis
        if analysis.declaredNames.union(analysis.declaredSignatures).isDisjoint(with: taken) {
            return VerificationUnit.Member(block: provider, borrowedFor: borrower)
        }
        let pieces = analysis.declarationPieces
        let redeclaring = pieces.indices.filter {
            !pieces[$0].signatures.isDisjoint(with: taken) || !pieces[$0].names.isDisjoint(with: taken)
        }
        guard providing.disposition == .compile, redeclaring.count < pieces.count else { return nil }
        return VerificationUnit.Member(
            block: provider, borrowedFor: borrower, leftOutLines: redeclaring.map { pieces[$0].lines })
    }

    /// Whether `guide` is a Swift source file's doc comments, not an article.
    static func isDocComments(_ guide: String) -> Bool {
        guide.hasSuffix(".swift")
    }

    /// What of `provider` a unit that has `taken` (names and signatures) may
    /// borrow: all of it, or, for a block of several declarations, those that
    /// neither declare again what the unit has from `provider`'s own page
    /// (`versions`) nor use what is left out (a listing's `Section` and
    /// `Paragraph` lent without the `Document` the unit has in that page's later
    /// version). Nil when it would restate a type, conformance or member the
    /// unit has otherwise (`extension Player: FetchableRecord`, or an
    /// `APIProtocol` the borrowing page declares itself: that page means
    /// another thing by the listing's names).
    static func lendable(
        _ provider: PreparedBlock, besides taken: Set<String>, versions: Set<String>
    ) -> (
        names: Set<String>, signatures: Set<String>, leftOutLines: [ClosedRange<Int>]
    )? {
        let analysis = provider.analysis
        let declares = analysis.declaredNames.union(analysis.declaredSignatures)
        if declares.isDisjoint(with: taken) {
            return (analysis.declaredNames, analysis.declaredSignatures, [])
        }
        let pieces = analysis.declarationPieces
        guard provider.disposition == .compile, !pieces.isEmpty, declares.intersection(taken).isSubset(of: versions)
        else { return nil }
        let gone = piecesLeftOut(of: pieces, before: [], redeclared: taken)
        let kept = pieces.indices.filter { !gone.contains($0) }.map { pieces[$0] }
        let names = Set(kept.flatMap(\.names))
        let signatures = Set(kept.flatMap(\.signatures))
        guard !kept.isEmpty, names.isDisjoint(with: taken), signatures.isDisjoint(with: taken) else { return nil }
        return (names, signatures, gone.sorted().map { pieces[$0].lines })
    }

    private struct ExtensionMember: Hashable {
        var type: String
        var member: String
    }

    /// A module name from the sample, guide and unit number: stable across runs, so builds stay incremental.
    static func targetName(sample: String, guide: String, number: Int) -> String {
        let stem = guide.split(separator: ".").dropLast().joined(separator: ".")
        let words = "\(sample) \(stem.isEmpty ? guide : stem)".split { !$0.isLetter && !$0.isNumber }
        let camel = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return "U\(camel)\(number)"
    }
}
