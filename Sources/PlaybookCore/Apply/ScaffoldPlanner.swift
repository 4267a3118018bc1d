import Foundation

/// Decides what `playbook new` writes for a guide (or one section of it) and
/// a sample: for each target file, the last block of the guide that writes
/// it, filled with the sample's names. Works on the same plan `verify`
/// checks, so what is written is what was compiled.
public struct ScaffoldPlanner: Sendable {
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    public let workspace: Workspace
    public let sample: PlaybookConfig.Sample?

    public init(workspace: Workspace, sample: PlaybookConfig.Sample?) {
        self.workspace = workspace
        self.sample = sample
    }

    /// The guide named by `reference`: `viewmodel-list.md`, a path ending in
    /// it (`guides/viewmodel-list.md`), and an optional `#section` anchor.
    public func guide(named reference: String) throws(Failure) -> (guide: Guide, section: Guide.Heading?) {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        let candidates = workspace.guides.filter { $0.path == name || name.hasSuffix("/" + $0.path) }
        guard let guide = candidates.max(by: { $0.path.count < $1.path.count }) else {
            let known = workspace.guides.map(\.path).joined(separator: ", ")
            throw Failure(description: "no guide `\(name)` among the guides (\(known))")
        }
        guard parts.count == 2 else { return (guide, nil) }
        let anchor = String(parts[1])
        guard let heading = guide.headings.first(where: { $0.anchor == anchor }) else {
            let known = guide.headings.map { "#" + $0.anchor }.joined(separator: ", ")
            throw Failure(description: "\(guide.path) has no section `#\(anchor)`; its sections: \(known)")
        }
        return (guide, heading)
    }

    public func plan(guide: Guide, section: Guide.Heading? = nil, withBorrowed: Bool = false) -> Scaffold {
        let verifier = Verifier(workspace: workspace, options: VerifyOptions())
        let plan = verifier.plan(sample)
        let instantiator = Instantiator(placeholders: PlaceholderSet(config: workspace.config), sample: sample)
        let lines = section.map { sectionLines(of: $0, in: guide) } ?? 1..<Int.max
        var scaffold = Scaffold(guide: guide.path, sample: plan.name)
        var written: [String: Scaffold.File] = [:]
        var writtenOrder: [String] = []
        let keep = { (file: Scaffold.File) in
            if written[file.path] == nil { writtenOrder.append(file.path) }
            written[file.path] = file
        }

        let own = guide.blocks.filter { $0.isSwift && !$0.hidden && lines.contains($0.line) }
        for block in own {
            guard let prepared = plan.blocks[BlockID(guide: guide.path, index: block.index)] else { continue }
            let heading = block.headingPath.last.map(instantiator.fill)
            if let reason = Self.unwrittenReason(prepared) {
                scaffold.unwritten.append(.init(line: block.line, heading: heading, reason: reason))
                continue
            }
            switch Self.destination(of: block, fill: instantiator.fill) {
            case .none:
                scaffold.unwritten.append(.init(line: block.line, heading: heading, reason: "no target file"))
            case .refused(let path, let reason):
                scaffold.refused.append(.init(path: path, guide: guide.path, line: block.line, reason: reason))
            case .path(let path):
                var notCompiled: String?
                if case .skipped(let reason) = prepared.disposition { notCompiled = reason }
                if case .syntaxOnly(let reason) = prepared.disposition {
                    notCompiled = "checked at syntax only: " + reason
                }
                keep(
                    Scaffold.File(
                        path: path, contents: instantiator.fill(block.code), guide: guide.path, line: block.line,
                        notCompiled: notCompiled))
            }
        }

        let ownIDs = Set(own.map { BlockID(guide: guide.path, index: $0.index) })
        var lenders: [BlockID] = []
        for unit in plan.units where unit.guide == guide.path {
            for member in unit.members
            where member.block.guide != guide.path && member.borrowedFor.map(ownIDs.contains) == true {
                if !lenders.contains(member.block) { lenders.append(member.block) }
            }
        }
        let guidesByPath = Dictionary(workspace.guides.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for id in lenders.sorted() {
            guard let prepared = plan.blocks[id], let lender = guidesByPath[id.guide] else { continue }
            let block = prepared.block
            let destination = Self.destination(of: block, fill: instantiator.fill)
            var path: String?
            if case .path(let filled) = destination { path = filled }
            let names =
                prepared.analysis.declaredNames.isEmpty
                ? prepared.analysis.extendedTypes.sorted().map { "extension \($0)" }
                : prepared.analysis.declaredNames.sorted()
            scaffold.borrowed.append(.init(names: names, guide: lender.path, line: block.line, path: path))
            guard withBorrowed else { continue }
            switch destination {
            case .path(let filled) where written[filled] == nil || written[filled]?.isBorrowed == true:
                keep(
                    Scaffold.File(
                        path: filled, contents: instantiator.fill(block.code), guide: lender.path, line: block.line,
                        isBorrowed: true))
            case .refused(let shown, let reason):
                scaffold.refused.append(.init(path: shown, guide: lender.path, line: block.line, reason: reason))
            default:
                break
            }
        }
        scaffold.files = writtenOrder.compactMap { written[$0] }.map { file in
            var file = file
            if !file.contents.hasSuffix("\n") { file.contents += "\n" }
            return file
        }
        return scaffold
    }

    /// Lines from the heading to the next heading of the same or a higher level.
    func sectionLines(of heading: Guide.Heading, in guide: Guide) -> Range<Int> {
        let end = guide.headings.first { $0.line > heading.line && $0.level <= heading.level }?.line ?? Int.max
        return heading.line..<end
    }

    static func unwrittenReason(_ block: PreparedBlock) -> String? {
        if block.disposition == .expectError { return "an example that must not compile (expect-error)" }
        if block.block.value(of: "in") != nil || block.analysis.shape == .members {
            return "members shown without their type: add them to it by hand"
        }
        return nil
    }

    enum Destination: Equatable {
        case none
        case path(String)
        case refused(path: String, reason: String)
    }

    /// The block's target file filled, as a path inside the destination, or
    /// why it cannot be one. Each component is filled on its own, so a value
    /// holding `/` cannot add folders.
    static func destination(of block: CodeBlock, fill: (String) -> String) -> Destination {
        guard let template = block.targetFile else { return .none }
        let filled = fill(template)
        if template.hasPrefix("/") || template.hasPrefix("~") || filled.hasPrefix("/") {
            return .refused(path: filled, reason: "an absolute path")
        }
        var components: [String] = []
        for part in template.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            let component = fill(String(part))
            if component.contains("/") { return .refused(path: filled, reason: "a placeholder value holds `/`") }
            if component == ".." { return .refused(path: filled, reason: "`..` leaves the destination") }
            if component.isEmpty || component == "." {
                return .refused(path: filled, reason: "a placeholder value leaves a path component empty")
            }
            components.append(component)
        }
        guard !components.isEmpty else { return .refused(path: filled, reason: "an empty path") }
        return .path(components.joined(separator: "/"))
    }
}
