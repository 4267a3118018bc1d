import SwiftSyntax

/// Finds code that can trap when run: a subscript, a force unwrap, `as!`,
/// `try!`, a range (`5...1`), an inout access (`&x`, exclusive), an integer
/// conversion (`UInt8(x)`), or a call that checks its
/// input (`precondition`, `remove(at:)`, `index(after:)`). Docs mark such lines `// Error` for the trap.
final class TrapFinder: SyntaxVisitor {
    private let lines: ClosedRange<Int>
    private let converter: SourceLocationConverter
    private(set) var found = false

    /// Calls that trap on input they cannot take.
    static let checkingCalls: Set<String> = [
        "precondition", "preconditionFailure", "assert", "assertionFailure", "fatalError", "index", "remove",
        "removeFirst", "removeLast", "formIndex", "distance",
    ]

    private init(lines: ClosedRange<Int>, converter: SourceLocationConverter) {
        self.lines = lines
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether code on `lines` of `tree` can trap.
    static func mayTrap(
        in tree: SourceFileSyntax, lines: ClosedRange<Int>, _ converter: SourceLocationConverter
    )
        -> Bool
    {
        let finder = TrapFinder(lines: lines, converter: converter)
        finder.walk(tree)
        return finder.found
    }

    private func isOnMarkedLines(_ node: some SyntaxProtocol) -> Bool {
        lines.contains(converter.location(for: node.positionAfterSkippingLeadingTrivia).line)
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        if isOnMarkedLines(node) { found = true }
        return found ? .skipChildren : .visitChildren
    }

    /// `5...1`: a range traps when its bounds are reversed.
    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if ["...", "..<"].contains(node.operator.text), isOnMarkedLines(node) { found = true }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
        if isOnMarkedLines(node) { found = true }
        return found ? .skipChildren : .visitChildren
    }

    /// `balance(&holly.health, &holly.energy)`: overlapping accesses to a global trap when run.
    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        if isOnMarkedLines(node) { found = true }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
        if node.questionOrExclamationMark?.tokenKind == .exclamationMark, isOnMarkedLines(node) { found = true }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
        if node.questionOrExclamationMark?.tokenKind == .exclamationMark, isOnMarkedLines(node) { found = true }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called =
            node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if let called, Self.checkingCalls.contains(called) || Self.isConversion(node, calling: called),
            isOnMarkedLines(node)
        {
            found = true
        }
        return found ? .skipChildren : .visitChildren
    }

    /// `UInt8(bits)`, `Int8(exactly: value)`: a conversion traps on a value it cannot hold.
    private static func isConversion(_ node: FunctionCallExprSyntax, calling called: String) -> Bool {
        node.calledExpression.is(DeclReferenceExprSyntax.self) && integerTypes.contains(called)
            && !node.arguments.isEmpty
    }

    private static let integerTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UInt128",
    ]
}
