import Foundation

/// Products of one package that declare the same API twice, one version of
/// something each (`OpenAPIKit` for OpenAPI 3.1, `OpenAPIKit30` for 3.0, both
/// declaring `OpenAPI`). A reader imports one of them; imported together,
/// every name they share is ambiguous. A page that imports none of them
/// itself means one: the one its other blocks import, when they import one
/// alone, else the one named like the package.
struct ParallelProducts: Sendable, Equatable {
    struct Group: Sendable, Equatable {
        var products: [String]
        /// The product named like its package (`OpenAPIKit` of OpenAPIKit), if there is one.
        var preferred: String?
    }

    var groups: [Group] = []

    /// What a page imports without writing it, given `implicit` and the products its blocks import
    /// (`own`): of each group, one product alone, where the page lets one be chosen.
    func imports(implicit: [String], own: Set<String>) -> [String] {
        let dropped = Set(choices(implicit: implicit, own: own).flatMap(\.dropped))
        return implicit.filter { !dropped.contains($0) }
    }

    /// For each group imported more than once: the product kept, the others dropped, and why.
    func choices(implicit: [String], own: Set<String>) -> [(kept: String, dropped: [String], because: String)] {
        groups.compactMap { group in
            let imported = group.products.filter(implicit.contains)
            guard imported.count > 1 else { return nil }
            let named = imported.filter(own.contains)
            let kept: String
            let because: String
            if named.count == 1, let only = named.first {
                kept = only
                because = "the page's other blocks import it"
            } else if let preferred = group.preferred, imported.contains(preferred) {
                kept = preferred
                because = "it is named like its package"
            } else {
                return nil
            }
            return (kept, imported.filter { $0 != kept }, because)
        }
    }

    /// The products parallel to those a block writes an import of: what the block's own imports rule out.
    func ruledOut(byImports written: Set<String>) -> Set<String> {
        var out: Set<String> = []
        for group in groups where group.products.contains(where: written.contains) {
            out.formUnion(group.products.filter { !written.contains($0) })
        }
        return out
    }

    /// The note a block of a page that writes no import of the group gets: which product it was checked with.
    static func note(kept: String, dropped: [String], because: String) -> String {
        "checked with `import \(kept)`, not \(dropped.map { "`\($0)`" }.joined(separator: ", ")), which declares "
            + "the same names: the block writes no import of them, and \(because)"
    }

    /// Groups the products of each package whose modules declare mostly the same top-level public
    /// types, when neither re-exports the other. `typeNames(product)` lists a product's module's such types.
    static func find(
        packages: [(identity: String, products: [String])], typeNames: (String) -> Set<String>,
        reexports: (String, String) -> Bool
    ) -> ParallelProducts {
        var groups: [Group] = []
        for package in packages {
            // A config may name a product twice.
            let products = package.products.uniqued()
            guard products.count > 1 else { continue }
            let names = Dictionary(uniqueKeysWithValues: products.map { ($0, typeNames($0)) })
            var grouped: [[String]] = []
            for product in products {
                // Most of the types of each declared again by the other: two modules sharing a
                // `Configuration` by chance are not two versions of one API.
                func isParallel(_ other: String) -> Bool {
                    let mine = names[product, default: []]
                    let theirs = names[other, default: []]
                    let shared = mine.intersection(theirs).count
                    return shared > 0 && shared * 2 >= max(mine.count, theirs.count)
                        && !reexports(product, other) && !reexports(other, product)
                }
                if let index = grouped.firstIndex(where: { $0.contains(where: isParallel) }) {
                    grouped[index].append(product)
                } else {
                    grouped.append([product])
                }
            }
            for products in grouped where products.count > 1 {
                let preferred = products.first { $0.lowercased() == package.identity.lowercased() }
                groups.append(Group(products: products, preferred: preferred))
            }
        }
        return ParallelProducts(groups: groups)
    }
}
