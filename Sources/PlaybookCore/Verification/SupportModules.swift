import Foundation

/// The support modules every unit may import (the config's folders and
/// package dependencies): written into the generated package and built once,
/// with `swiftc` alone for folders and SwiftPM for packages, and found again
/// by a stamp of what they were built from.
struct SupportModules: Sendable {
    var directory: String
    var settings: GeneratedPackage.Settings
    /// Prepared blocks by sample.
    var blocks: [String: [BlockID: PreparedBlock]]
    var runner: ProcessRunner
    /// `moduleSearchArguments`, looked up once the modules are built: every
    /// compile asks, and finding the module maps walks the checkouts.
    var foundSearchArguments: SharedCache<String, [String]>
    /// Whether writing the package leaves the units it does not write as they are (`UnitCompiler.keepsOtherUnits`).
    var keepsOtherUnits = false

    var writer: PackageWriter { PackageWriter(directory: directory) }
    var attribution: DiagnosticAttribution { DiagnosticAttribution(settings: settings, blocks: blocks) }

    /// What preparing the package gave: the support modules' errors, if any,
    /// and the units compiled while they were built.
    struct Preparation {
        var failure: [Diagnostic]?
        var early: [DirectBuild.Compiled] = []
    }

    /// Writes the package and builds the support modules unless they are
    /// built already. Meanwhile `early` (units that import none of them) are
    /// compiled directly, since SwiftPM leaves a core idle for much of its
    /// build; one that fails there is judged again later, with the modules built.
    func prepareModules(
        units: [VerificationUnit], compilingMeanwhile early: [VerificationUnit] = [], with direct: DirectBuild? = nil,
        progress: @Sendable (Verifier.Progress) -> Void = { _ in }
    ) -> Preparation {
        let package = GeneratedPackage(settings: settings, units: units, testedUnits: [], blocks: blocks)
        do {
            try writer.discardBuildIfMoved()
            try writer.write(package.files, keepingOtherUnits: keepsOtherUnits)
        } catch {
            return Preparation(failure: [
                .error("cannot write the generated package: \(error.localizedDescription)", file: directory)
            ])
        }
        guard settings.hasModules else { return Preparation(failure: nil) }
        // Built by an earlier run from the same sources: nothing to redo, not even SwiftPM's check, a second on every
        // run.
        let digest = supportDigest(manifest: package.files["Package.swift"] ?? "")
        if supportIsBuilt(digest) { return Preparation(failure: nil) }
        try? FileManager.default.removeItem(atPath: supportStamp)
        var preparation = Preparation(failure: nil)
        for done in [Work.support, Work.early].concurrentMap(
            limit: 2,
            { work -> Done in
                switch work {
                case .support: .support(buildModules())
                case .early: .early(direct?.compile(early, withSupport: false, progress: progress) ?? [])
                }
            })
        {
            switch done {
            case .support(let failure): preparation.failure = failure
            case .early(let compiled): preparation.early = compiled
            }
        }
        if preparation.failure == nil {
            try? Data(digest.utf8).write(to: URL(fileURLWithPath: supportStamp), options: .atomic)
        }
        return preparation
    }

    private enum Work: Sendable { case support, early }
    private enum Done: Sendable {
        case support([Diagnostic]?)
        case early([DirectBuild.Compiled])
    }

    /// Whether the unit may need a support module: all do when one is
    /// imported into every unit; otherwise those whose blocks, or the config's
    /// implicit imports, name one of them or a dependency's product.
    func importsSupport(_ unit: VerificationUnit) -> Bool {
        if settings.modules.contains(where: \.exportedToUnits) { return true }
        let provided = Set(settings.builtModules + settings.dependencies.flatMap(\.products))
        if !provided.isDisjoint(with: settings.imports) { return true }
        let sampleBlocks = blocks[unit.sample] ?? [:]
        return unit.members.contains { member in
            sampleBlocks[member.block]?.analysis.imports.isDisjoint(with: provided) == false
        }
    }

    /// Builds the support modules: folders alone with `swiftc` directly, in a
    /// fraction of a SwiftPM build's time; package dependencies need SwiftPM.
    private func buildModules() -> [Diagnostic]? {
        guard needsSwiftPMForModules else {
            for module in settings.modules {
                let files = module.files.keys.sorted().map { writer.path("Modules/\(module.moduleName)/\($0)") }
                // The object too: tests built directly link it.
                let output = runner.run(
                    "swiftc",
                    [
                        "-emit-module", "-whole-module-optimization", "-c", "-o",
                        "\(folderModulesPath)/\(module.moduleName).o",
                        "-parse-as-library", "-module-name", module.moduleName,
                        "-swift-version", "\(settings.languageMode)", "-diagnostic-style", "llvm",
                        "-emit-module-path", "\(folderModulesPath)/\(module.moduleName).swiftmodule", "-I",
                        folderModulesPath,
                    ] + files, in: directory)
                if !output.succeeded { return attribution.supportDiagnostics(output.text) }
            }
            return nil
        }
        // With SwiftPM's index store, though only its XCTest discovery reads it: a later test build with other settings
        // gave wrong errors.
        let build = runner.run(
            "swift", ["build", "--product", GeneratedPackage.supportLibrary] + UnitCompiler.diagnosticFlags,
            in: directory)
        return build.succeeded ? nil : attribution.supportDiagnostics(build.text)
    }

    /// Records what the support modules were last built from; absent while a build is under way or after one failed.
    var supportStamp: String { writer.path(".build/playbook-support") }

    /// What the support build depends on: the toolchain, the manifest (dependencies and their versions), every module's
    /// files, local packages' sources.
    func supportDigest(manifest: String) -> String {
        var hasher = SHA256()
        hasher.update(Toolchain.identity)
        hasher.update(manifest)
        for module in settings.modules {
            for name in module.files.keys.sorted() {
                hasher.update("\u{0}\(module.moduleName)/\(name)\u{0}")
                hasher.update(module.files[name] ?? "")
            }
        }
        for path in settings.dependencies.compactMap(\.path) {
            hasher.update("\u{0}\(path) \(SupportModules.contentHash(of: path))")
        }
        return hasher.finalize()
    }

    /// Whether the last support build was of `digest` and its products are all still there.
    func supportIsBuilt(_ digest: String) -> Bool {
        let manager = FileManager.default
        guard manager.contents(atPath: supportStamp) == Data(digest.utf8) else { return false }
        let modules = needsSwiftPMForModules ? writer.path(".build/debug/Modules") : folderModulesPath
        var products = settings.builtModules.map { "\(modules)/\($0).swiftmodule" }
        if needsSwiftPMForModules {
            #if canImport(Darwin)
                products.append(writer.path(".build/debug/lib\(GeneratedPackage.supportLibrary).dylib"))
            #else
                products.append(writer.path(".build/debug/lib\(GeneratedPackage.supportLibrary).so"))
            #endif
        } else {
            products += settings.modules.map { "\(folderModulesPath)/\($0.moduleName).o" }
        }
        return products.allSatisfy(manager.fileExists)
    }

    var needsSwiftPMForModules: Bool { !settings.dependencies.isEmpty || !settings.packageSubstitutes.isEmpty }

    /// Where `swiftc` puts the modules of support folders when SwiftPM is not needed.
    var folderModulesPath: String { writer.path(".build/playbook-modules") }

    /// `-I` for the modules SwiftPM built, and the module maps of C targets
    /// among the dependencies. Asked only after the support build.
    func moduleSearchArguments() -> [String] {
        guard needsSwiftPMForModules else { return ["-I", folderModulesPath] }
        if let found = foundSearchArguments[""] { return found }
        let arguments = writer.swiftPMModuleSearchArguments(localPackages: settings.dependencies.compactMap(\.path))
        foundSearchArguments[""] = arguments
        return arguments
    }

    /// A hash of a local package's manifest and Swift sources (hidden and build folders skipped).
    static func contentHash(of folder: String) -> String {
        var hasher = SHA256()
        let manager = FileManager.default
        guard
            let enumerator = manager.enumerator(
                at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else {
            return "missing"
        }
        var files: [String] = []
        for case let url as URL in enumerator {
            if url.lastPathComponent.hasPrefix(".build") {
                enumerator.skipDescendants()
                continue
            }
            if url.pathExtension == "swift" { files.append(url.path) }
        }
        for file in files.sorted() {
            hasher.update("\u{0}\(file)\u{0}")
            hasher.update((try? String(contentsOfFile: file, encoding: .utf8)) ?? "")
        }
        return hasher.finalize()
    }
}
