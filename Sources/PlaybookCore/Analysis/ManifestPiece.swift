import SwiftParser
import SwiftSyntax

/// A piece of `Package.swift` as docs show it, and what it is a piece of:
/// a whole manifest, the arguments of `Package(…)` or of a target, or
/// elements of one of a manifest's lists (`.package(url:from:)`). Knowing
/// that, the piece is wrapped in the code around it and typechecked against
/// PackageDescription, as the manifest it is pasted into would be.
public enum ManifestPiece: String, Sendable, Hashable, Codable {
    /// Statements: `let package = Package(…)`.
    case manifest
    /// `dependencies: [.package(…)]`, `targets: […]`: arguments of `Package(…)`.
    case packageArguments
    /// `dependencies: [.product(…)]`: arguments of a target.
    case targetArguments
    /// `.package(url:from:)` elements.
    case packageDependencies
    /// `.product(name:package:)` elements.
    case targetDependencies
    /// `.target(…)`, `.testTarget(…)` elements.
    case targets
    /// `.library(…)`, `.executable(…)` elements.
    case products

    /// What `code` is a piece of, read from its first token after any imports.
    public static func shape(of code: String) -> ManifestPiece {
        let tree = Parser.parse(source: code)
        var tokens = tree.tokens(viewMode: .sourceAccurate).filter { !isInImport($0) }[...]
        guard let first = tokens.popFirst() else { return .manifest }
        let second = tokens.first
        if first.tokenKind == .period, let member = second?.text {
            switch member {
            case "package": return .packageDependencies
            case "product": return .targetDependencies
            case "library", "executable": return .products
            default: return .targets
            }
        }
        if case .identifier(let label) = first.tokenKind, second?.tokenKind == .colon {
            let isTargetList = label == "dependencies" && !code.contains(".package(") && code.contains(".product(")
            return isTargetList ? .targetArguments : .packageArguments
        }
        return .manifest
    }

    /// Whether the innermost call whose parentheses hold the place (of `code`, from 1) where the compiler says an
    /// argument is missing leaves some of its arguments out: a comment among them (`Package(` then `// name,
    /// platforms, products, etc.`), or an ellipsis alone on a line between them (`elidedLines`, blank in `code`).
    /// What the compiler then calls a "missing argument" is the doc's ellipsis, not its mistake. A comment or an
    /// ellipsis inside one of the arguments (a list's) is that argument's, not the call's. Without a column, the
    /// innermost call whose lines span `line`.
    public static func leavesArgumentsOut(
        _ code: String, line: Int, column: Int? = nil, elidedLines: Set<Int> = []
    ) -> Bool {
        let tree = Parser.parse(source: code)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let lineOf = { (position: AbsolutePosition) in converter.location(for: position).line }
        let place = column.map { converter.position(ofLine: line, column: $0) }
        let calls = tree.tokens(viewMode: .sourceAccurate).compactMap {
            token -> (call: FunctionCallExprSyntax, open: TokenSyntax, close: TokenSyntax)? in
            guard token.tokenKind == .leftParen, let call = token.parent?.as(FunctionCallExprSyntax.self),
                let close = call.rightParen
            else { return nil }
            let holds =
                place.map { token.position <= $0 && $0 <= close.position }
                ?? (lineOf(token.position)...lineOf(close.position)).contains(line)
            return holds ? (call, token, close) : nil
        }
        guard let (call, open, close) = calls.min(by: { $0.close.position < $1.close.position }) else { return false }
        let span = lineOf(open.position)...lineOf(close.position)
        let comments =
            open.trailingTrivia.contains(where: \.isComment)
            || call.arguments.contains { $0.leadingTrivia.contains(where: \.isComment) }
            || close.leadingTrivia.contains(where: \.isComment)
        let argumentLines = call.arguments.map {
            lineOf($0.positionAfterSkippingLeadingTrivia)...lineOf($0.endPositionBeforeTrailingTrivia)
        }
        let elisions = elidedLines.contains { elided in
            span.contains(elided) && !argumentLines.contains { $0.contains(elided) }
        }
        return comments || elisions
    }

    /// The products a piece names as a target's dependencies: `.product(name: "GRPCNIOTransportHTTP2", package: …)`
    /// → `GRPCNIOTransportHTTP2`.
    public static func productNames(in code: String) -> [String] {
        guard code.containsBytes(".product(") else { return [] }
        return Parser.parse(source: code).tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard token.tokenKind == .identifier("product"),
                let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                let call = access.parent?.as(FunctionCallExprSyntax.self),
                let name = call.arguments.first(where: { $0.label?.text == "name" }),
                let literal = name.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                let segment = literal.segments.first?.as(StringSegmentSyntax.self)
            else { return nil }
            return segment.content.text
        }
    }

    /// `missing argument for parameter 'name' in call`, `missing arguments for parameters 'a', 'b' in call`.
    public static func isMissingArgument(_ message: String) -> Bool {
        message.hasPrefix("missing argument for parameter") || message.hasPrefix("missing arguments for parameters")
    }

    private static func isInImport(_ token: TokenSyntax) -> Bool {
        var node = Syntax(token)
        while let parent = node.parent {
            if parent.is(ImportDeclSyntax.self) { return true }
            node = parent
        }
        return false
    }

    /// The code written on the line before the piece and on the line after it.
    public var wrapping: (opening: String, closing: String) {
        switch self {
        case .manifest: return ("", "")
        case .packageArguments: return ("_ = Package(name: \"Doc\",", ")")
        case .targetArguments: return ("_ = Target.target(name: \"Doc\",", ")")
        case .packageDependencies: return ("let _: [Package.Dependency] = [", "]")
        case .targetDependencies: return ("let _: [Target.Dependency] = [", "]")
        case .targets: return ("let _: [Target] = [", "]")
        case .products: return ("let _: [Product] = [", "]")
        }
    }
}
