import SwiftSyntax

/// The versions of a block that declares a name twice to show two ways of
/// doing one thing (`let observation = …` twice, or a "simple" and a
/// "future-proof" `filter(id:)` in one body): the lines of each, so each can
/// be compiled apart with the others blanked.
enum AlternativeVersionsFinder {
    /// The versions, given the names the block declares twice (`Type.member` for a member); nil when there are
    /// none, or they cannot be told apart: then the block is parsed, not compiled.
    static func versions(
        of tree: SourceFileSyntax, converter: SourceLocationConverter, redeclared: [String], boundInside: Set<String>
    ) -> SwiftBlockAnalysis.AlternativeVersions? {
        guard !redeclared.isEmpty else { return nil }
        let members = redeclared.filter { $0.contains(".") }
        if members.count == redeclared.count { return memberVersions(of: tree, converter: converter) }
        // Members and top-level names declared twice in one block: no one way to cut it.
        guard members.isEmpty else { return nil }
        return topLevelVersions(
            of: tree, converter: converter, redeclared: Set(redeclared), boundInside: boundInside)
    }

    /// The versions of a block declaring the `redeclared` names more than once
    /// at its top level. A version starts at a declaration of one of them that
    /// the version before declared already, and holds the top-level items
    /// after it that declare another of them or use what it declares; other
    /// items belong to every version. Nil where the versions cannot be
    /// compiled apart: an item using what an earlier version declared (the
    /// versions interleaved), or two items of different versions on one line.
    private static func topLevelVersions(
        of tree: SourceFileSyntax, converter: SourceLocationConverter, redeclared: Set<String>,
        boundInside: Set<String>
    ) -> SwiftBlockAnalysis.AlternativeVersions? {
        var versions: [[ClosedRange<Int>]] = []
        var declaredByVersion: [Set<String>] = []
        var usedInVersion: [Bool] = []
        var beforeAChange = Set<Int>()
        var shared: [ClosedRange<Int>] = []
        // Items under a `// BEFORE` comment, up to the version it introduces: that version's, written before a change.
        var underBefore: [ClosedRange<Int>]?
        var declaredUnderBefore = Set<String>()
        for item in tree.statements {
            let declares: Set<String>
            switch item.item {
            case .decl(let decl) where decl.is(ImportDeclSyntax.self): continue
            case .decl(let decl): declares = SwiftBlockAnalyzer.declaredName(of: decl) ?? []
            case .stmt(let statement): declares = SwiftBlockAnalyzer.guardBindings(of: statement)
            case .expr: declares = []
            }
            let used = SwiftBlockAnalyzer.FreeNameCollector(viewMode: .sourceAccurate)
            used.walk(item)
            let uses = used.used.subtracting(boundInside)
            let first = converter.location(for: item.positionAfterSkippingLeadingTrivia).line
            let last = converter.location(for: item.endPositionBeforeTrailingTrivia).line
            let lines = first...max(first, last)
            let redeclaring = declares.intersection(redeclared)
            let startsAVersion =
                !redeclaring.isEmpty && declaredByVersion.last.map { !$0.isDisjoint(with: redeclaring) } != false
            let current = startsAVersion ? [] : declaredByVersion.last ?? []
            let earlier = declaredByVersion.reduce(into: Set<String>()) { $0.formUnion($1) }.subtracting(current)
            if !uses.isDisjoint(with: earlier) { return nil }
            if saysBeforeAChange(item.leadingTrivia) { underBefore = [] }
            if startsAVersion {
                if let introduced = underBefore {
                    beforeAChange.insert(versions.count)
                    versions.append(introduced + [lines])
                    declaredByVersion.append(declares.union(declaredUnderBefore))
                    underBefore = nil
                    declaredUnderBefore = []
                } else {
                    versions.append([lines])
                    declaredByVersion.append(declares)
                }
                usedInVersion.append(false)
            } else if !versions.isEmpty, !redeclaring.isEmpty || !uses.isDisjoint(with: current) {
                versions[versions.count - 1].append(lines)
                declaredByVersion[versions.count - 1].formUnion(declares)
                if !uses.isDisjoint(with: current) { usedInVersion[versions.count - 1] = true }
            } else if underBefore != nil {
                underBefore?.append(lines)
                declaredUnderBefore.formUnion(declares)
            } else {
                shared.append(lines)
            }
        }
        // `let dbValue: DatabaseValue = row[0]`, `let dbValue: DatabaseValue? = row["name"]`, then uses of
        // `dbValue`: what follows the last version may be meant for every one.
        if let firstUsed = usedInVersion.firstIndex(of: true), usedInVersion[..<firstUsed].contains(false) {
            return nil
        }
        return versionsApart(versions, shared: shared, beforeAChange: beforeAChange)
    }

    /// The versions of the one type body of `tree` that declares a member twice (a "simple" and a "future-proof"
    /// `filter(id:)`): each starts at a member its version declared already; the body's other members belong to
    /// every version. Nil when several bodies do, or two members share a line.
    private static func memberVersions(
        of tree: SourceFileSyntax, converter: SourceLocationConverter
    ) -> SwiftBlockAnalysis.AlternativeVersions? {
        let groups = tree.statements.compactMap { item -> MemberBlockSyntax? in
            guard case .decl(let decl) = item.item, let group = decl.asProtocol(DeclGroupSyntax.self),
                !SwiftBlockAnalyzer.membersDeclaredTwice(in: group).isEmpty
            else { return nil }
            return group.memberBlock
        }
        guard groups.count == 1, let body = groups.first else { return nil }
        let keys = body.members.map { SwiftBlockAnalyzer.memberKey(of: $0.decl)?.key }
        let twice = Set(keys.compactMap { $0 }.filter { key in keys.count { $0 == key } > 1 })
        var versions: [[ClosedRange<Int>]] = []
        var keysByVersion: [Set<String>] = []
        var beforeAChange = Set<Int>()
        var shared: [ClosedRange<Int>] = []
        for (member, key) in zip(body.members, keys) {
            let first = converter.location(for: member.positionAfterSkippingLeadingTrivia).line
            let last = converter.location(for: member.endPositionBeforeTrailingTrivia).line
            let lines = first...max(first, last)
            guard let key, twice.contains(key) else {
                shared.append(lines)
                continue
            }
            if keysByVersion.last?.contains(key) != false {
                if saysBeforeAChange(member.leadingTrivia) { beforeAChange.insert(versions.count) }
                versions.append([lines])
                keysByVersion.append([key])
            } else {
                versions[versions.count - 1].append(lines)
                keysByVersion[versions.count - 1].insert(key)
            }
        }
        return versionsApart(versions, shared: shared, beforeAChange: beforeAChange)
    }

    /// Whether the comment above a version says it is the code before a change (`// BEFORE: GRDB 4`, `/// Before`,
    /// `// Old way`): a migration guide's, written against the API it migrates from.
    private static func saysBeforeAChange(_ trivia: Trivia) -> Bool {
        let comments = trivia.compactMap { piece -> String? in
            switch piece {
            case .lineComment(let text), .docLineComment(let text): text
            default: nil
            }
        }
        return comments.contains { comment in
            let words = comment.drop { $0 == "/" || $0 == " " }.lowercased().split { !$0.isLetter }
            return words.first.map { ["before", "old", "previously", "deprecated", "legacy"].contains($0) } == true
        }
    }

    /// `versions`, when there are two or more and no line holds code of two versions, or of a version and what all
    /// share: blanking it would take both.
    private static func versionsApart(
        _ versions: [[ClosedRange<Int>]], shared: [ClosedRange<Int>], beforeAChange: Set<Int>
    ) -> SwiftBlockAnalysis.AlternativeVersions? {
        guard versions.count >= 2 else { return nil }
        let owners = (versions + [shared]).enumerated().flatMap { owner, ranges in
            ranges.flatMap { range in range.map { (line: $0, owner: owner) } }
        }
        let ownersByLine = Dictionary(grouping: owners, by: \.line).mapValues { Set($0.map(\.owner)) }
        guard ownersByLine.values.allSatisfy({ $0.count == 1 }) else { return nil }
        return SwiftBlockAnalysis.AlternativeVersions(versions: versions, beforeAChange: beforeAChange)
    }
}
