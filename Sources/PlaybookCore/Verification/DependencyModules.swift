import Foundation
import Synchronization

/// Which product of the packages the local package builds on declares a name
/// a fragment uses without importing it (`HTTPBody`, declared by
/// `OpenAPIRuntime`), read from those packages' sources: a package named by URL
/// from its checkout in the generated package, which SwiftPM makes when it
/// resolves the local package; one named by path where it is. Only the
/// products the local package's targets use count, and only a module named as
/// its product: that is what the package's users import.
final class DependencyModules: Sendable {
    /// The packages, each with its name as said and where its sources are.
    private let packages: [(dependency: PlaybookConfig.PackageDependency, name: String, folder: String)]
    /// Each product's public top-level declarations, read on first use.
    private let index = Mutex<[Product]?>(nil)

    /// A product's module, its package's name, and its sources with their public declarations indexed.
    private struct Product: Sendable {
        var module: String
        var package: String
        var names: PublicDeclarationIndex
        var texts: [String]
    }

    /// `checkouts` is the generated package's `.build/checkouts` folder, where a package named by URL is; one named
    /// by path is read where it is.
    init(dependencies: [PlaybookConfig.PackageDependency], checkouts: String) {
        let checkedOut = (try? FileManager.default.contentsOfDirectory(atPath: checkouts)) ?? []
        packages = dependencies.compactMap { dependency in
            let location = dependency.path ?? dependency.url
            let name = PlaybookConfig.PackageDependency.lastComponent(of: location)
            if let path = dependency.path { return (dependency, name, path) }
            let identity = GeneratedPackage.packageIdentity(location)
            guard let folder = checkedOut.first(where: { GeneratedPackage.packageIdentity($0) == identity }) else {
                return nil
            }
            return (dependency, name, PathText.join(checkouts, folder))
        }
    }

    /// The import that gives `name`: the product named so, for a name a
    /// fragment qualifies with its module (`OpenAPIRuntime.HTTPBody`), or the
    /// one product declaring it publicly at its top level. Nil when none does,
    /// or when several do, as the fragment's intent is then unknown.
    func importGiving(_ name: String) -> DependencyImport? {
        if let package = packages.first(where: { $0.dependency.products.contains(name) }) {
            return DependencyImport(module: name, package: package.name, names: [name])
        }
        let declaring = products().filter { !($0.names.declarations(of: name, atAnyDepth: false) ?? []).isEmpty }
        guard declaring.count == 1, let product = declaring.first else { return nil }
        return DependencyImport(module: product.module, package: product.package, names: [name])
    }

    /// The import that gives a member or an argument label the code's types
    /// lack (`DocGap.memberOrLabel(in:)`): the one product declaring it
    /// publicly at any depth, as an extension of another module's type does
    /// (`extension URL { public init(validatingOpenAPIServerURL:variables:) }`).
    /// Nil when none or several do.
    func importGivingMember(_ name: String) -> DependencyImport? {
        let declaring = products().filter { product in
            !(product.names.declarations(of: name, atAnyDepth: true) ?? []).isEmpty
                || product.texts.contains {
                    $0.containsBytes(name) && PublicMemberDeclarations.declaresLabel(name, in: $0)
                }
        }
        guard declaring.count == 1, let product = declaring.first else { return nil }
        return DependencyImport(module: product.module, package: product.package, names: [name])
    }

    private func products() -> [Product] {
        index.withLock { found in
            if let found { return found }
            var read: [Product] = []
            for package in packages {
                let sources = DependencyNames.readWithModules([package.folder])
                for product in package.dependency.products {
                    let texts = sources.filter { $0.module == product }.map(\.text)
                    guard !texts.isEmpty else { continue }
                    read.append(
                        Product(
                            module: product, package: package.name, names: PublicDeclarationIndex(texts), texts: texts))
                }
            }
            found = read
            return read
        }
    }
}
