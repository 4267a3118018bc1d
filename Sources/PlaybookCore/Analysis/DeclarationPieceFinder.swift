import SwiftParser
import SwiftSyntax

/// A block of declarations cut into its top-level declarations, so a unit can
/// leave out those a later block declares again and keep the rest
/// (`struct Subscription` beside the `struct User` shown again), and an
/// extension's conformances one by one.
enum DeclarationPieceFinder {
    /// Each top-level declaration of `tree` but its imports, when two or more declare something: a block declaring
    /// one thing is one piece, whole. `boundInside` are the names the block binds below its top level (parameters,
    /// locals), which no piece uses from outside.
    static func pieces(
        of tree: SourceFileSyntax, converter: SourceLocationConverter, boundInside: Set<String>
    ) -> [SwiftBlockAnalysis.DeclarationPiece] {
        let pieces = everyPiece(of: tree, converter: converter, boundInside: boundInside)
        // An extension alone is a piece too when its parts can be left out one by one.
        let several = pieces.count(where: { !$0.signatures.isEmpty }) >= 2
        let separable = pieces.count == 1 && (pieces[0].conformanceClause != nil || !pieces[0].memberLines.isEmpty)
        return several || separable ? pieces : []
    }

    /// The lines of a program's block (`func makeText` beside `let poem = makeText { … }`) to leave out so that
    /// only the top-level declaration of `name` stays, with the block's own declarations it uses: its
    /// statements go, and so does all else, the declarations of `taken` among them (names the unit has in a
    /// later version). Nil when the declaration of `name` is one of those, or the block declares `name`
    /// nowhere at its top level.
    static func linesLeftOut(keeping name: String, of code: String, besides taken: Set<String>) -> [ClosedRange<Int>]? {
        let tree = Parser.parse(source: code)
        let converter = SourceLocationConverter(fileName: "block.swift", tree: tree)
        let pieces = everyPiece(of: tree, converter: converter, boundInside: [])
        // What the unit has in a later version stays the unit's: `@LinesBuilder` on the function means the page's
        // builder as it stands by then.
        let restated = Set(
            pieces.indices.filter {
                !pieces[$0].names.isDisjoint(with: taken) || !pieces[$0].signatures.isDisjoint(with: taken)
            })
        var kept = Set(pieces.indices.filter { pieces[$0].names.contains(name) })
        guard !kept.isEmpty, kept.isDisjoint(with: restated) else { return nil }
        var added = kept
        while !added.isEmpty {
            let used = Set(added.flatMap { pieces[$0].usedNames })
            added = Set(
                pieces.indices.filter {
                    !kept.contains($0) && !restated.contains($0) && !pieces[$0].names.isDisjoint(with: used)
                })
            kept.formUnion(added)
        }
        let keptLines = kept.map { pieces[$0].lines }
        let lineCount = max(1, code.split(separator: "\n", omittingEmptySubsequences: false).count)
        var leftOut: [ClosedRange<Int>] = []
        var start: Int?
        for line in 1...lineCount {
            if keptLines.contains(where: { $0.contains(line) }) {
                if let first = start { leftOut.append(first...(line - 1)) }
                start = nil
            } else if start == nil {
                start = line
            }
        }
        if let first = start { leftOut.append(first...lineCount) }
        return leftOut
    }

    /// Each top-level declaration of `tree` but its imports, as a piece.
    static func everyPiece(
        of tree: SourceFileSyntax, converter: SourceLocationConverter, boundInside: Set<String>
    ) -> [SwiftBlockAnalysis.DeclarationPiece] {
        tree.statements.compactMap { item -> SwiftBlockAnalysis.DeclarationPiece? in
            guard case .decl(let decl) = item.item, !decl.is(ImportDeclSyntax.self) else { return nil }
            let used = SwiftBlockAnalyzer.FreeNameCollector(viewMode: .sourceAccurate)
            used.walk(decl)
            let first = converter.location(for: decl.positionAfterSkippingLeadingTrivia).line
            let last = converter.location(for: decl.endPositionBeforeTrailingTrivia).line
            return SwiftBlockAnalysis.DeclarationPiece(
                lines: first...max(first, last), signatures: SwiftBlockAnalyzer.signatures(of: decl),
                names: SwiftBlockAnalyzer.declaredName(of: decl) ?? [], usedNames: used.used.subtracting(boundInside),
                extendedType: decl.as(ExtensionDeclSyntax.self).map {
                    SwiftBlockAnalyzer.baseTypeName($0.extendedType)
                },
                conformanceClause: decl.as(ExtensionDeclSyntax.self).flatMap {
                    conformanceClause(of: $0, converter: converter)
                },
                memberLines: decl.as(ExtensionDeclSyntax.self).map { memberLines(of: $0, converter: converter) } ?? [:])
        }
    }

    /// The lines of each member of `extensionDecl` by signature, for members on lines of their own: not on the
    /// line of either brace, nor sharing a line with another member.
    static func memberLines(
        of extensionDecl: ExtensionDeclSyntax, converter: SourceLocationConverter
    ) -> [String: ClosedRange<Int>] {
        let type = SwiftBlockAnalyzer.baseTypeName(extensionDecl.extendedType)
        let block = extensionDecl.memberBlock
        let open = converter.location(for: block.leftBrace.positionAfterSkippingLeadingTrivia).line
        let close = converter.location(for: block.rightBrace.positionAfterSkippingLeadingTrivia).line
        let members = block.members.map { member in
            let first = converter.location(for: member.positionAfterSkippingLeadingTrivia).line
            let last = converter.location(for: member.endPositionBeforeTrailingTrivia).line
            return (decl: member.decl, lines: first...max(first, last))
        }
        var lines: [String: ClosedRange<Int>] = [:]
        for (index, member) in members.enumerated() {
            let alone =
                member.lines.lowerBound > open && member.lines.upperBound < close
                && !members.indices.contains { $0 != index && members[$0].lines.overlaps(member.lines) }
            guard alone else { continue }
            for signature in SwiftBlockAnalyzer.signatures(of: member.decl) {
                lines["\(type).\(signature)"] = member.lines
            }
        }
        return lines
    }

    /// Where each conformance of `extensionDecl` stands, when the clause is on one line.
    static func conformanceClause(
        of extensionDecl: ExtensionDeclSyntax, converter: SourceLocationConverter
    ) -> SwiftBlockAnalysis.ConformanceClause? {
        guard let clause = extensionDecl.inheritanceClause, !clause.inheritedTypes.isEmpty else { return nil }
        let type = SwiftBlockAnalyzer.baseTypeName(extensionDecl.extendedType)
        let colon = converter.location(for: clause.colon.positionAfterSkippingLeadingTrivia)
        // Columns counted from 0, as `LineSpan` counts them.
        func columns(_ start: AbsolutePosition, _ end: AbsolutePosition) -> Range<Int>? {
            let first = converter.location(for: start)
            let last = converter.location(for: end)
            guard first.line == colon.line, last.line == colon.line else { return nil }
            return (first.column - 1)..<(last.column - 1)
        }
        var entries: [SwiftBlockAnalysis.ConformanceClause.Entry] = []
        for inherited in clause.inheritedTypes {
            guard
                let typeColumns = columns(
                    inherited.type.positionAfterSkippingLeadingTrivia, inherited.type.endPositionBeforeTrailingTrivia)
            else { return nil }
            var commaColumns: Range<Int>?
            if let comma = inherited.trailingComma {
                guard
                    let found = columns(comma.positionAfterSkippingLeadingTrivia, comma.endPositionBeforeTrailingTrivia)
                else { return nil }
                commaColumns = found
            }
            entries.append(
                .init(
                    signature: "\(type): \(inherited.type.trimmedDescription)", type: typeColumns, comma: commaColumns))
        }
        return .init(line: colon.line, colon: colon.column - 1, entries: entries)
    }
}
