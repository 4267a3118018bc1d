import Foundation

/// The generated package's settings, made from the config and the local
/// packages: support modules, substitutes, dependencies and imports.
extension Verifier {
    /// The settings of a run of `blocks`, whose imports decide which products of what the local packages build on
    /// the generated package needs, with the products twins import for their fragments (`importing`).
    func settings(blocks: [PreparedBlock] = [], importing: Set<String> = []) -> GeneratedPackage.Settings {
        var modules: [GeneratedPackage.ModuleFolder] = []
        for folder in config.support {
            modules.append(moduleFolder(SupportModule.name(ofFolder: folder), folder: folder, exported: true))
        }
        var packageSubstitutes: [String: [String]] = [:]
        // A local package is named by its absolute path: the generated package lives elsewhere.
        var dependencies = config.dependencies.map { dependency in
            var resolved = dependency
            resolved.path = dependency.path.map { URL(fileURLWithPath: config.resolve($0)).standardizedFileURL.path }
            return resolved
        }
        // Only the products some block imports, so docs that import none build nothing more.
        let imported = Set(blocks.flatMap(\.analysis.imports)).union(importing)
        for inherited in inheritedDependencies {
            var used = inherited
            used.products = inherited.products.filter(imported.contains)
            if !used.products.isEmpty { dependencies.append(used) }
        }
        var previewsAsCalls = false
        #if !canImport(Darwin)
            for (name, substitute) in config.modules.sorted(by: { $0.key < $1.key }) {
                switch substitute {
                case .folder(let folder):
                    modules.append(moduleFolder(name, folder: folder, exported: false))
                case .package(let package):
                    packageSubstitutes[name] = package.products
                    Self.add(package, to: &dependencies)
                case .builtin:
                    guard let builtin = BuiltinModule.named(name) else { continue }
                    if let package = builtin.package {
                        packageSubstitutes[name] = package.products
                        Self.add(package, to: &dependencies)
                    } else {
                        modules.append(
                            GeneratedPackage.ModuleFolder(
                                moduleName: name, folder: builtin.folderName, files: builtin.files,
                                exportedToUnits: false
                            ))
                        previewsAsCalls = previewsAsCalls || builtin.name == BuiltinModule.swiftUI.name
                    }
                }
            }
            // SwiftUI re-exports Combine (`@Published` with `import SwiftUI` alone): so does its stand-in, where a
            // package stands in for Combine too.
            if let combine = packageSubstitutes["Combine"],
                let swiftUI = modules.firstIndex(where: {
                    $0.moduleName == BuiltinModule.swiftUI.name && $0.folder == BuiltinModule.swiftUI.folderName
                })
            {
                modules[swiftUI].files["Combine.swift"] = combine.map { "@_exported import \($0)\n" }.joined()
            }
        #endif
        var settings = GeneratedPackage.Settings(
            languageMode: config.swiftLanguageMode, modules: modules,
            packageSubstitutes: packageSubstitutes, dependencies: dependencies, imports: config.implicitImports
        )
        settings.previewsAsCalls = previewsAsCalls
        settings.checksSwift5Again = !config.swiftLanguageModeIsChosen
        settings.defaultIsolation = config.defaultIsolation
        for (number, file) in config.setup.enumerated() {
            // Read at each run, so a change to one is compiled; the loader checked it exists.
            let contents = (try? String(contentsOfFile: config.resolve(file), encoding: .utf8)) ?? ""
            settings.setupFiles["\(number + 1)_\(PathText.lastComponent(of: file))"] = contents
        }
        let products = Set(config.dependencies.flatMap(\.products))
        for guide in workspace.guides {
            if let module = guide.sourceModule, products.contains(module) {
                settings.testableImportByGuide[guide.path] = module
            }
        }
        if config.imports == nil {
            settings.parallelProducts = parallelProducts
            settings.importsByGuide = GeneratedPackage.Settings.pageImports(
                implicit: config.implicitImports, products: products, blocks: blocks,
                ownModules: settings.testableImportByGuide, parallel: settings.parallelProducts,
                reexports: dependencyNames.reexports
            )
        }
        return settings
    }

    /// The local packages' parallel products (see `ParallelProducts`), named by their folders.
    var parallelProducts: ParallelProducts {
        ParallelProducts.find(
            packages: config.dependencies.compactMap { dependency in
                dependency.path.map { path in
                    let folder = URL(fileURLWithPath: config.resolve(path)).standardizedFileURL.path
                    return (GeneratedPackage.packageIdentity(folder), dependency.products)
                }
            },
            typeNames: dependencyNames.topLevelTypes(ofModule:), reexports: dependencyNames.reexports)
    }

    /// A block that writes no import, on a page where one of parallel products
    /// was chosen for it, says which it was checked with.
    func sayingParallelImports(_ blocks: [PreparedBlock]) -> [PreparedBlock] {
        guard config.imports == nil else { return blocks }
        let parallel = parallelProducts
        guard !parallel.groups.isEmpty else { return blocks }
        let products = Set(config.dependencies.flatMap(\.products))
        var own: [String: Set<String>] = [:]
        for block in blocks {
            own[block.id.guide, default: []].formUnion(block.analysis.imports.intersection(products))
        }
        return blocks.map { block in
            guard block.analysis.imports.isDisjoint(with: products) else { return block }
            var said = block
            for choice in parallel.choices(implicit: config.implicitImports, own: own[block.id.guide] ?? []) {
                said.notes.append(
                    ParallelProducts.note(kept: choice.kept, dropped: choice.dropped, because: choice.because))
            }
            return said
        }
    }

    /// A package the config already lists keeps its version; the products a
    /// substitute re-exports are added to it, since a manifest names each package once.
    static func add(
        _ package: PlaybookConfig.PackageDependency, to dependencies: inout [PlaybookConfig.PackageDependency]
    ) {
        let identity = GeneratedPackage.packageIdentity(package.path ?? package.url)
        guard
            let index = dependencies.firstIndex(where: {
                GeneratedPackage.packageIdentity($0.path ?? $0.url) == identity
            })
        else {
            dependencies.append(package)
            return
        }
        for product in package.products where !dependencies[index].products.contains(product) {
            dependencies[index].products.append(product)
        }
    }

    private func moduleFolder(_ name: String, folder: String, exported: Bool) -> GeneratedPackage.ModuleFolder {
        let root = config.resolve(folder)
        var files: [String: String] = [:]
        for file in ContainedFiles(folder: root, including: { $0.pathExtension == "swift" }).files {
            files[file.relativePath] = (try? String(contentsOf: file.url, encoding: .utf8)) ?? ""
        }
        return GeneratedPackage.ModuleFolder(moduleName: name, folder: folder, files: files, exportedToUnits: exported)
    }
}
