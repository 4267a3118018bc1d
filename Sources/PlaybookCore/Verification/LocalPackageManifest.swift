import Foundation
import SwiftParser
import SwiftSyntax

/// What a local package's `Package.swift` says it builds on: its package
/// dependencies and the products of them its targets use. A user of the
/// package has those products too, so its docs may import them (`import
/// Logging` in the docs of a package built on a logging package), and the
/// generated package offers them to the blocks that do.
///
/// Read with swift-syntax, not evaluated: every `.package(…)` and
/// `.product(…)` call with literal arguments counts, wherever the manifest
/// writes it, and a list the manifest computes is read as far as its literal
/// calls go.
struct LocalPackageManifest: Equatable {
    /// One dependency per package with products a target uses, named as the
    /// generated package names it: by URL at whatever version the local
    /// package's own requirement picks, or by absolute path.
    var dependencies: [PlaybookConfig.PackageDependency]

    /// `source` is the manifest's text; `folder`, the absolute path of the package, roots its `path:` dependencies.
    init(source: String, folder: String) {
        let calls = Calls(viewMode: .sourceAccurate)
        calls.walk(Parser.parse(source: source))
        dependencies = calls.packages.compactMap { package in
            let names = Set([package.identity] + package.names.map { $0.lowercased() })
            // A target's plain string names a product of the package it is named like, as SwiftPM reads it.
            let used =
                calls.products.filter { names.contains($0.package.lowercased()) }.map(\.name)
                + calls.namedByString.filter { !calls.targets.contains($0) && names.contains($0.lowercased()) }
            guard !used.isEmpty else { return nil }
            let products = used.uniqued()
            switch package.location {
            case .url(let url):
                var dependency = PlaybookConfig.PackageDependency(url: url, version: "", products: products)
                dependency.followsLocalPackage = true
                return dependency
            case .path(let path):
                let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder, isDirectory: true))
                return PlaybookConfig.PackageDependency(path: absolute.standardizedFileURL.path, products: products)
            }
        }
    }

    /// The dependencies of the packages in `folders` (absolute paths) that the
    /// config does not list itself, one per package, their products merged.
    static func dependencies(
        ofPackagesIn folders: [String], besides listed: [PlaybookConfig.PackageDependency]
    ) -> [PlaybookConfig.PackageDependency] {
        var known = Set(listed.map { GeneratedPackage.packageIdentity($0.path ?? $0.url) })
        known.formUnion(folders.map(GeneratedPackage.packageIdentity))
        var found: [PlaybookConfig.PackageDependency] = []
        for folder in folders {
            let file = URL(fileURLWithPath: folder).appendingPathComponent("Package.swift")
            guard let source = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for dependency in LocalPackageManifest(source: source, folder: folder).dependencies {
                let identity = GeneratedPackage.packageIdentity(dependency.path ?? dependency.url)
                guard !known.contains(identity) else { continue }
                if let index = found.firstIndex(where: {
                    GeneratedPackage.packageIdentity($0.path ?? $0.url) == identity
                }) {
                    found[index].products = (found[index].products + dependency.products).uniqued()
                } else {
                    found.append(dependency)
                }
            }
        }
        return found
    }

    private struct Package {
        enum Location {
            case url(String)
            case path(String)
        }

        var location: Location
        /// The names a `.product(name:package:)` may call it by besides its identity: an older manifest's `name:`.
        var names: [String]

        var identity: String {
            switch location {
            case .url(let url): GeneratedPackage.packageIdentity(url)
            case .path(let path): GeneratedPackage.packageIdentity(path)
            }
        }
    }

    /// The manifest's calls that matter here, gathered in one walk.
    private final class Calls: SyntaxVisitor {
        var packages: [Package] = []
        var products: [(name: String, package: String)] = []
        /// Names of the manifest's own targets, which a plain string may also name.
        var targets = Set<String>()
        /// Plain strings in a target's `dependencies:`, and `.byName(name:)`.
        var namedByString: [String] = []

        static let targetKinds: Set<String> = [
            "target", "testTarget", "executableTarget", "macro", "plugin", "binaryTarget", "systemLibrary",
        ]

        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
            let kind = member.declName.baseName.text
            let literal = { (label: String) in
                call.arguments.first { $0.label?.text == label }.flatMap { Self.stringValue($0.expression) }
            }
            switch kind {
            case "package":
                if let url = literal("url") {
                    packages.append(Package(location: .url(url), names: literal("name").map { [$0] } ?? []))
                } else if let path = literal("path") {
                    packages.append(Package(location: .path(path), names: literal("name").map { [$0] } ?? []))
                }
            case "product":
                if let name = literal("name"), let package = literal("package") {
                    products.append((name, package))
                }
            case "byName":
                if let name = literal("name") { namedByString.append(name) }
            case _ where Self.targetKinds.contains(kind):
                if let name = literal("name") { targets.insert(name) }
                let dependencies = call.arguments.first { $0.label?.text == "dependencies" }?.expression
                for element in dependencies?.as(ArrayExprSyntax.self)?.elements ?? [] {
                    if let name = Self.stringValue(element.expression) { namedByString.append(name) }
                }
            default:
                break
            }
            return .visitChildren
        }

        /// The value of a string literal without interpolation; nil for any other expression.
        static func stringValue(_ expression: ExprSyntax) -> String? {
            expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        }
    }
}
