/// What a unit may borrow besides its own blocks. From other pages: a name
/// they all declare alike (the last declaration on the first page declaring
/// it), the members their extensions add to the unit's types, and, as an
/// assumption said, one of the versions of a name pages declare each their
/// own way. From its own page: a block the unit left out for an earlier
/// version of a name it redeclares, lent back to a fragment written against it.
struct BlockLender: Sendable {
    let blocks: [BlockID: PreparedBlock]
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

    init(blocks: [BlockID: PreparedBlock], blocksByGuide byGuide: [String: [PreparedBlock]], guides order: [String]) {
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
                versions[name, default: []].insert(blocks[id].map { String($0.code.trimmingSpaces()) } ?? "")
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
        self.providers = providers
        self.blocks = blocks
        self.blocksByGuide = byGuide
    }

    /// Whether other guides may borrow what `block` declares: declarations,
    /// or a program's values alone (`let logger = Logger(label: "app")`,
    /// which a catalog's other pages take for granted).
    static func canLend(_ block: PreparedBlock) -> Bool {
        // A value the doc leaves to the reader (`let migrator: DatabaseMigrator = ...`) stands in for the page's
        // own, which another page cannot count on: given, it is read-only and traps.
        canLendBack(block) && !block.code.containsBytes(CodeNormalizer.givenValueFunction)
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
                for name in blocks[id]?.analysis.externalNames.sorted() ?? []
                where !declared.contains(name) && !inheritsMember(name, in: id, from: members) {
                    if let provider = providers[name], lend(provider, to: id) { changed = true }
                    if let assumed = assuming[name], lend(assumed, to: id) {
                        for extending in extensions(of: name, after: assumed) where lend(extending, to: id) {}
                        changed = true
                    }
                }
            }
            // Members the unit's types already have (`Author.Columns` declared in `struct Author`) are not lent again.
            var ownMembers: [String: Set<String>] = [:]
            // Only the types the unit holds are extended: a type its page declares in a block left out of it
            // (`struct Player` further down) is not in scope, and an extension of it would only fail.
            var unitTypes = Set<String>()
            for id in members {
                for (type, names) in blocks[id]?.analysis.typeMembers ?? [:] {
                    ownMembers[type, default: []].formUnion(names)
                }
                unitTypes.formUnion(blocks[id]?.analysis.declaredNames ?? [])
            }
            for id in members {
                for name in blocks[id]?.analysis.referencedNames.sorted() ?? [] {
                    for (type, provider) in memberProviders[name] ?? []
                    where unitTypes.contains(type) && ownMembers[type]?.contains(name) != true {
                        guard let extending = blocks[provider],
                            extending.analysis.extendedTypes.isSubset(of: unitTypes)
                        else { continue }
                        if lend(provider, to: id) { changed = true }
                    }
                }
            }
        }
        return result
    }

    /// Whether `name` is a member of a type the unit's blocks declare and `block` uses, which it reaches
    /// unqualified inside (`Item` in `protocol SuffixableContainer: Container`, `Container`'s associated type):
    /// no other page's `Item` is meant.
    private func inheritsMember(_ name: String, in block: BlockID, from members: [BlockID]) -> Bool {
        guard let used = blocks[block]?.analysis.usedNames else { return false }
        return members.contains { member in
            blocks[member]?.analysis.typeMembers.contains { type, names in
                names.contains(name) && used.contains(type)
            } == true
        }
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
    /// With `inPrograms`, a program's block declaring it beside its statements counts too (`func makeText`
    /// beside `let poem = makeText { … }`): its declaration of the name is lent back alone
    /// (`lentBack(_:besides:to:keeping:)`).
    func earlierDeclaration(of name: String, before fragment: BlockID, inPrograms: Bool = false) -> BlockID? {
        (blocksByGuide[fragment.guide] ?? []).last {
            $0.id.index < fragment.index && $0.analysis.declaredNames.contains(name)
                && (Self.canLendBack($0) || inPrograms && Self.canLendDeclarationsBack($0))
        }?.id
    }

    /// Whether a program's block left out of a unit may lend back its declarations alone, without its
    /// statements: not a listing, a unit of its own or versions to choose between.
    static func canLendDeclarationsBack(_ block: PreparedBlock) -> Bool {
        block.disposition == .script && !block.isListing && !block.restatesAPIFunctions
            && block.block.value(of: "unit") == nil && block.analysis.alternatives == nil
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
    /// compiled with the unit's later `Book`), and without the conformances and
    /// members of its extensions the unit has, keeping the rest of them
    /// (`extension Player: FetchableRecord, PersistableRecord { enum Columns … }`).
    /// Nil when none of it can be.
    /// A program's block lends back only its declaration of `keeping` and the declarations that one uses.
    func lentBack(
        _ provider: BlockID, besides members: [VerificationUnit.Member], to borrower: BlockID, keeping name: String
    ) -> VerificationUnit.Member? {
        guard let providing = blocks[provider] else { return nil }
        // What the unit holds of its members: a piece it leaves out (the page's first `Book`) takes nothing.
        let taken = Set(
            members.flatMap { member in blocks[member.block]?.declarations(leavingOut: member.leftOutLines) ?? [] })
        if !Self.canLendBack(providing) {
            guard Self.canLendDeclarationsBack(providing),
                let leftOut = DeclarationPieceFinder.linesLeftOut(keeping: name, of: providing.code, besides: taken)
            else { return nil }
            return VerificationUnit.Member(block: provider, borrowedFor: borrower, leftOutLines: leftOut)
        }
        let analysis = providing.analysis
        if analysis.declaredNames.union(analysis.declaredSignatures).isDisjoint(with: taken) {
            return VerificationUnit.Member(block: provider, borrowedFor: borrower)
        }
        let pieces = analysis.declarationPieces
        var partsLeftOut: (lines: [ClosedRange<Int>], spans: [LineSpan]) = ([], [])
        let redeclaring = pieces.indices.filter { index in
            let piece = pieces[index]
            guard !piece.signatures.isDisjoint(with: taken) || !piece.names.isDisjoint(with: taken) else {
                return false
            }
            guard let parts = piece.partsLeftOut(restating: taken) else { return true }
            partsLeftOut.lines += parts.lines
            partsLeftOut.spans += parts.spans
            return false
        }
        guard providing.disposition == .compile, redeclaring.count < pieces.count else { return nil }
        return VerificationUnit.Member(
            block: provider, borrowedFor: borrower,
            leftOutLines: redeclaring.map { pieces[$0].lines } + partsLeftOut.lines,
            leftOutSpans: partsLeftOut.spans)
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
        let gone = UnitPlanner.piecesLeftOut(of: pieces, before: [], redeclared: taken)
        let kept = pieces.indices.filter { !gone.contains($0) }.map { pieces[$0] }
        let names = Set(kept.flatMap(\.names))
        let signatures = Set(kept.flatMap(\.signatures))
        guard !kept.isEmpty, names.isDisjoint(with: taken), signatures.isDisjoint(with: taken) else { return nil }
        return (names, signatures, gone.sorted().map { pieces[$0].lines })
    }
}
