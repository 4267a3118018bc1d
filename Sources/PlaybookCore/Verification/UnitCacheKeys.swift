import Foundation

/// The keys units' outcomes are cached under: everything that decides an
/// outcome, and nothing that does not (a block's place in its guide).
struct UnitCacheKeys: Sendable {
    var settings: GeneratedPackage.Settings
    /// Prepared blocks by sample.
    var blocks: [String: [BlockID: PreparedBlock]]
    var level: VerificationReport.Level

    /// What besides the unit's files decides its outcome.
    func context() -> String {
        var parts = [
            ResultCache.generation, Toolchain.identity, "level=\(level.rawValue)", "mode=\(settings.languageMode)",
        ]
        if let isolation = settings.defaultIsolation { parts.append("isolation=\(isolation)") }
        for module in settings.modules {
            parts.append("module \(module.moduleName)")
            for name in module.files.keys.sorted() { parts.append("\(name)\u{0}\(module.files[name] ?? "")") }
        }
        parts += settings.packageSubstitutes.sorted { $0.key < $1.key }.map { "substitute \($0.key)=\($0.value)" }
        parts += settings.dependencies.map { dependency in
            // Traits decide which of the package's API is built; a dependency without them keeps its old key.
            "dependency \(dependency.url)@\(dependency.version) \(dependency.products)"
                + (dependency.traits.map { " traits \($0)" } ?? "")
        }
        parts.append("imports \(settings.imports)")
        // A local package changes without a version: its files are part of every key.
        for path in settings.dependencies.compactMap(\.path) {
            parts.append("package \(path) \(SupportModules.contentHash(of: path))")
        }
        return parts.joined(separator: "\n")
    }

    /// The unit's cache key: its files as if every block began at guide line 1,
    /// plus how each block's columns map to the guide. Prose added above a
    /// block moves its lines, not its code, so it finds the same outcome,
    /// stored with lines counted from each block's start. The outputs its
    /// comments promise are part of it: they are judged after the run.
    func key(of unit: VerificationUnit, context: String) -> String {
        var unmoved = blocks[unit.sample] ?? [:]
        var layout = ""
        for member in unit.members {
            guard var block = unmoved[member.block] else { continue }
            block.sourceMap.firstGuideLine = 1
            unmoved[member.block] = block
            layout += "\n\(member.block) \(block.sourceMap.columnLayout)"
            for expectation in block.script?.expectations ?? [] {
                layout += "\n\(expectation.line) \(expectation.lines)"
            }
        }
        let files = GeneratedPackage.unitFiles(unit, blocks: unmoved, settings: settings)
        return ResultCache.key(files: files, context: context + layout)
    }
}
