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
