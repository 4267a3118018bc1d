/// A group of blocks compiled together as one module (plus its tests).
public struct VerificationUnit: Sendable, Hashable, Codable {
    public struct Member: Sendable, Hashable, Codable {
        public var block: BlockID
        /// For a block taken from another guide: the block of this unit that needed it.
        public var borrowedFor: BlockID?
        /// 1-based lines of the block's declarations left out of this unit, for
        /// a later version of them in it (`struct User` shown again) or for
        /// using one: the block's other declarations (`struct Subscription`) stay.
        public var leftOutLines: [ClosedRange<Int>] = []
        /// Parts of lines left out: conformances the unit has already
        /// (`FetchableRecord` in `extension Player: FetchableRecord, PersistableRecord`),
        /// whose extension stays with its other conformances and members.
        public var leftOutSpans: [LineSpan] = []
    }

    public var id: String
    /// The unit's module name in the generated package: a Swift identifier, stable across runs.
    public var targetName: String
    public var sample: String
    /// The module name the unit's tests import (`@testable import {AppName}`), filled for the sample.
    public var moduleName: String
    public var guide: String
    /// Blocks in compilation order: the guide's own first, then borrowed ones.
    public var members: [Member]
    /// Set for a unit that checks one `expect-error` block: it passes only if that block fails to compile.
    public var expectedError: BlockID?
    /// The Swift language mode this unit is compiled in, when not the config's:
    /// a unit whose only errors are Swift 6's data-race checks is checked again in Swift 5.
    public var languageMode: Int?
    /// Earlier blocks of the guide left out for declaring a version of a name
    /// the unit's blocks redeclare, or for using one: what their statements
    /// did to the program's state (`customersInLine.remove(at: 0)`) is missing
    /// from this run, and what they declare (`Stack`, written against an
    /// earlier `Container`) is not in this unit.
    public var leftOut: [BlockID] = []
    /// Set for a unit that checks one version of a block showing alternatives
    /// (not the last, which the guide's other units hold): home to that block
    /// alone, as the others are checked with its last version.
    public var versionChecked: BlockID?
    /// Values the unit's fragments use but no block declares, given as the
    /// type the dependencies' API gives them (`db` as a `Database`): such a
    /// unit is typechecked only, never run, since the given values trap.
    public var givenNames: [GivenName] = []
    /// Types the unit's fragments use that nothing declares, the reader's
    /// own, standing in as empty ones: typechecked only, as with given names.
    public var standInTypes: [StandInType] = []
    /// Properties of the reader's own values (`user.id`) that the stand-in
    /// values have (`StandInValue.members(_:)`): typechecked only, as with given names.
    public var standInMembers: [String] = []
    /// Versions of names other pages declare each their own way, lent to the
    /// unit's fragments as an assumption: typechecked only, as with given names.
    public var assumedVersions: [AssumedVersion] = []
    /// Products of the packages the local package builds on, imported for
    /// names the fragments use without importing them: typechecked only, as
    /// with given names.
    public var dependencyImports: [DependencyImport] = []
    /// Set for a unit that runs one script block of a program that crashed in
    /// it, without the program's earlier statements the block does not use: a
    /// page's blocks that each make a once-per-process setup
    /// (`LoggingSystem.bootstrap`) crash together, not apart.
    public var runApart: BlockID?

    /// Whether the unit compiles its blocks as written, with nothing given or assumed: only such a unit is a
    /// block's home, is run, and is checked again as a twin.
    public var assumesNothing: Bool {
        givenNames.isEmpty && standInTypes.isEmpty && assumedVersions.isEmpty && dependencyImports.isEmpty
    }

    /// Whether the unit gives a value as a probe (`GivenName.probe(_:)`): what it says of a block is read for the
    /// types of parameters, never credited.
    var givesProbes: Bool { givenNames.contains(where: \.isProbe) }

    /// What the unit gives or assumes of the names `block` uses, said (`` `db` given as a `Database` (…)``).
    func assumptions(usedBy block: PreparedBlock) -> [String] {
        givenNames.filter { block.analysis.usedNames.contains($0.name) }.map(\.described)
            + standInTypes.filter { block.analysis.usedNames.contains($0.name) }.map(\.described)
            + assumedVersions.filter { block.analysis.usedNames.contains($0.name) }.map(\.described)
            + dependencyImports.compactMap { $0.narrowed(to: block.namesReached) }.map(\.described)
    }

    /// What the unit gives or assumes for `name`, which `block` uses, said; nil when neither. An import is said
    /// with the names `block` reaches of it.
    func assumption(for name: String, usedBy block: PreparedBlock) -> String? {
        givenNames.first { $0.name == name }?.described ?? standInTypes.first { $0.name == name }?.described
            // An earlier version lent back alongside another is said with it.
            ?? assumedVersions.first { version in version.alongside.contains { $0.name == name } }?.described
            ?? assumedVersions.first { $0.name == name }?.described
            ?? dependencyImports.first { $0.gives(name) }?.narrowed(to: block.namesReached)?.described
    }

    public var ownBlocks: [BlockID] { members.filter { $0.borrowedFor == nil }.map(\.block) }

    /// The 1-based lines of `block` this unit leaves out, blanked in its source.
    public func linesLeftOut(of block: BlockID) -> [ClosedRange<Int>] {
        members.first { $0.block == block }?.leftOutLines ?? []
    }

    /// The parts of `block`'s lines this unit leaves out, blanked in its source.
    func spansLeftOut(of block: BlockID) -> [LineSpan] {
        members.first { $0.block == block }?.leftOutSpans ?? []
    }

    /// What `block`'s comments promise it prints, but for statements this unit leaves out.
    func expectations(of block: PreparedBlock) -> [ScriptAnalyzer.Expectation] {
        let leftOut = linesLeftOut(of: block.id)
        // A statement marked to trap is left out of the run too: what it would print is not printed.
        let runtime = expectedError == block.id ? [] : block.errorMarks.filter { $0.kind == .runtime }.map(\.lines)
        return (block.script?.expectations ?? []).filter { expectation in
            guard let statement = block.script?.statements[expectation.statement] else { return true }
            return !(leftOut + runtime).contains { $0.contains(statement.lastLine) }
        }
    }

    /// What the unit checks, whatever its name: two units alike here give the same verdicts. The sample is part
    /// of it: its blocks are the same block IDs with other names filled in.
    var coverage: Coverage {
        Coverage(
            sample: sample, members: members.map(\.block), leftOutLines: members.map(\.leftOutLines),
            leftOutSpans: members.map(\.leftOutSpans), expectedError: expectedError,
            languageMode: languageMode, givenNames: givenNames, standInTypes: standInTypes,
            standInMembers: standInMembers, assumedVersions: assumedVersions,
            dependencyImports: dependencyImports, versionChecked: versionChecked, runApart: runApart)
    }

    struct Coverage: Hashable {
        var sample: String
        var members: [BlockID]
        var leftOutLines: [[ClosedRange<Int>]]
        var leftOutSpans: [[LineSpan]]
        var expectedError: BlockID?
        var languageMode: Int?
        var givenNames: [GivenName]
        var standInTypes: [StandInType]
        var standInMembers: [String]
        var assumedVersions: [AssumedVersion]
        var dependencyImports: [DependencyImport]
        var versionChecked: BlockID?
        var runApart: BlockID?
    }
}
