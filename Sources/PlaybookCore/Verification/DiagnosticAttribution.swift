import Foundation

/// Turns what the compiler and the test libraries report into results at
/// guide lines: each entry names `<unit target>/<guide path>` (from the
/// blocks' `#sourceLocation`), and is mapped to the block holding that line,
/// its column corrected where a placeholder changed the line's length.
struct DiagnosticAttribution: Sendable {
    var settings: GeneratedPackage.Settings
    /// Prepared blocks by sample.
    var blocks: [String: [BlockID: PreparedBlock]]

    /// The guide line of a line of a block's generated file, which starts with
    /// the prelude and the `#sourceLocation` line.
    func guideLine(ofGeneratedLine line: Int, in block: PreparedBlock, unit: VerificationUnit) -> Int? {
        let generated = GeneratedPackage.source(
            of: block, unit: unit, imports: settings.imports(for: unit),
            testableImport: settings.testableImportByGuide[block.id.guide], parallel: settings.parallelProducts
        ).split(separator: "\n", omittingEmptySubsequences: false)
        guard let marker = generated.firstIndex(where: { $0.hasPrefix("#sourceLocation(file:") }) else { return nil }
        let offset = line - (marker + 2)
        return offset >= 0 ? block.sourceMap.firstGuideLine + offset : nil
    }

    /// A message with the generated package's target names replaced by the
    /// guides' own module name: readers never see `UBDDefects3Isolated.Movie`.
    func publicNames(_ message: String, unit: VerificationUnit) -> String {
        var text = message
        for generatedName in [unit.targetName + "Tests", unit.targetName] {
            text = text.replacingOccurrences(of: generatedName, with: unit.moduleName)
        }
        return text
    }

    /// Maps compiler entries to guide lines and columns and to the block holding them.
    /// Entries name `<unit target>/<guide path>` (from `#sourceLocation`) or a generated file.
    func attribute(
        _ entries: [CompilerDiagnosticParser.Entry], units: [VerificationUnit]
    ) -> [UnitOutcome.BlockDiagnostic] {
        var result: [UnitOutcome.BlockDiagnostic] = []
        for (index, found) in entries.enumerated() where found.severity != .note && !Self.isNoise(found) {
            var entry = found
            // An error in a macro's expansion (`@__swiftmacro_…`, a file of the compiler's own) is the code using the
            // macro's: its note says where the macro was used.
            if entry.file.contains("@__swiftmacro"),
                let use = entries[(index + 1)...].prefix(while: { $0.severity == .note }).first(where: { note in
                    note.message.hasPrefix("in expansion of macro")
                        && units.contains { note.file.hasPrefix($0.targetName + "/") }
                })
            {
                entry = .init(
                    file: use.file, line: use.line, column: use.column, severity: entry.severity,
                    message:
                        "\(entry.message) (\(use.message.prefix { $0 != "'" })'\(Self.macroName(in: use.message))')")
            }
            guard let unit = units.first(where: { entry.file.hasPrefix($0.targetName + "/") }) else {
                // An error outside the guides' lines: in generated glue or a macro expansion.
                if entry.severity == .error,
                    units.count == 1 || entry.file.contains("/\(GeneratedPackage.unitsFolder)/")
                {
                    let message = units.count == 1 ? publicNames(entry.message, unit: units[0]) : entry.message
                    result.append(
                        UnitOutcome.BlockDiagnostic(
                            block: nil,
                            location: .init(
                                .error(
                                    "\(message) (in generated code "
                                        + "\(PathText.lastComponent(of: entry.file)):\(entry.line))"
                                )
                            )))
                }
                continue
            }
            var guide = GeneratedPackage.guide(
                fromSourceLocation: String(entry.file.dropFirst(unit.targetName.count + 1)))
            if !unit.members.contains(where: { $0.block.guide == guide }) {
                // A guide named by an absolute path is `Target//path` in the sources, and debug
                // info, where a crash's frames come from, folds the slashes into one; a trap's
                // own message names the file alone (`Target/guide.md`, its `#fileID`).
                let named = Set(unit.members.map(\.block.guide)).filter {
                    $0 == "/" + guide || PathText.lastComponent(of: $0) == guide
                }
                if named.count == 1, let only = named.first { guide = only }
            }
            let sampleBlocks = blocks[unit.sample] ?? [:]
            let block = unit.members.lazy.compactMap { sampleBlocks[$0.block] }
                .first { $0.id.guide == guide && $0.contains(guideLine: entry.line) }
            var column = entry.column
            if let block, let compilerColumn = entry.column {
                column = block.sourceMap.guideColumn(
                    line: entry.line - block.sourceMap.firstGuideLine + 1, column: compilerColumn)
            }
            let candidates = entries[(index + 1)...].prefix { $0.severity == .note }.map(\.message).filter {
                $0.hasPrefix("candidate ")
            }
            result.append(
                UnitOutcome.BlockDiagnostic(
                    block: block?.id,
                    location: .init(
                        Diagnostic(
                            entry.severity, publicNames(entry.message, unit: unit), file: guide, line: entry.line,
                            column: column)),
                    candidates: candidates.isEmpty ? nil : candidates
                ))
        }
        // An error inside a macro's expansion repeats one already reported at the macro's use.
        let inExpansions = result.filter { $0.block == nil && $0.location.message.contains("@__swiftmacro") }
        if result.count > inExpansions.count { result.removeAll { inExpansions.contains($0) } }
        return result.uniqued()
    }

    /// `in expansion of macro 'OptionSet' on struct 'SundaeToppings' here` → `OptionSet`.
    static func macroName(in note: String) -> String {
        String(note.drop { $0 != "'" }.dropFirst().prefix { $0 != "'" })
    }

    /// Whether a diagnostic entry belongs to `units` (used when one build holds several).
    func owner(of diagnostic: UnitOutcome.BlockDiagnostic, in units: [VerificationUnit]) -> Bool {
        guard let block = diagnostic.block else { return false }
        return units.contains { unit in unit.members.contains { $0.block == block } }
    }

    /// How the compiler's note on an overload it tried begins when the overload takes a type the value is not
    /// (after "no exact matches in call to …"); a generic one's note says what it requires instead.
    static let candidateNotePrefix = "candidate expects value of type '"

    /// Warnings that say nothing about the guide: the self-import of tests typechecked with their module.
    static func isNoise(_ entry: CompilerDiagnosticParser.Entry) -> Bool {
        entry.severity == .warning && entry.message.contains("is part of module")
    }

    /// Support module errors, at the support files' own paths.
    func supportDiagnostics(_ output: String) -> [Diagnostic] {
        let entries = CompilerDiagnosticParser.parse(output).filter { $0.severity == .error }
        guard !entries.isEmpty else {
            let tail = output.split(whereSeparator: \.isNewline).suffix(8).joined(separator: "\n")
            return [.error("the support modules failed to build: \(tail)")]
        }
        return entries.map { entry in
            var file = entry.file
            for module in settings.modules {
                if let range = file.range(of: "/Modules/\(module.moduleName)/") {
                    file = PathText.join(module.folder, String(file[range.upperBound...]))
                }
            }
            return Diagnostic(.error, entry.message, file: file, line: entry.line, column: entry.column)
        }
    }
}
