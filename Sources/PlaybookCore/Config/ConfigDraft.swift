/// The `playbook.yml` that `playbook init` writes for a folder of guides
/// that has none: the placeholders their Swift blocks use, two samples of
/// invented names that share nothing, the module their tests import, the
/// Apple-only modules they import and what stands in for them, and `nav`
/// in file order. Every setting is commented, so the file teaches itself.
public struct ConfigDraft: Sendable {
    /// Modules Playbook has a stand-in for (`modules: {X: builtin}`).
    public static let builtInModules: Set<String> = ["SwiftUI", "Combine"]
    /// Modules that exist only on Apple platforms.
    static let appleOnlyModules: Set<String> = [
        "SwiftUI", "Combine", "UIKit", "AppKit", "SwiftData", "CoreData", "MapKit", "WidgetKit", "StoreKit",
        "AVFoundation", "CoreLocation", "PhotosUI", "WebKit", "CoreGraphics", "QuartzCore", "Charts", "ActivityKit",
    ]

    public let discovery: PlaceholderDiscovery
    public let samples: [PlaybookConfig.Sample]
    /// The module tests import with `@testable import`, as written (placeholders kept).
    public let module: String?
    /// Apple-only modules the guides import, or use without importing, sorted.
    public let appleModules: [String]
    /// Built-in modules whose names some block uses without importing them
    /// (`struct X: View` with `@State`, and no `import SwiftUI`): imported into every block.
    public let implicitModules: [String]
    public let nav: [String]
    public let title: String
    /// Folders of design proposals, reviews or drafts kept with the guides,
    /// with how many Swift blocks excluding each would drop. Nothing is excluded by itself.
    public let proposalFolders: [(folder: String, blocks: Int, guides: Int)]

    /// Folder names that hold design proposals and drafts rather than guides.
    static let proposalFolderNames: Set<String> = [
        "proposals", "reviews", "evolution", "rfcs", "pitches", "drafts", "archive",
    ]

    public init(guides: [Guide], title: String) {
        let codes = guides.flatMap { $0.blocks.filter(\.isSwift).map(\.code) }
        discovery = PlaceholderDiscovery(codes: codes)
        samples = Self.inventSamples(for: discovery.names)
        self.title = title
        nav = guides.map(\.path)
        let placeholders = PlaceholderSet(
            names: discovery.names, forms: discovery.forms.isEmpty ? [.braces] : discovery.forms)
        let instantiator = Instantiator(placeholders: placeholders, sample: samples.first)
        var modules = Set<String>()
        var testable: [String: Int] = [:]
        var used = Set<String>()
        for code in codes {
            let rawLines = code.split(separator: "\n", omittingEmptySubsequences: false)
            let filled = instantiator.fill(code)
            let names = SwiftBlockAnalyzer.analyze(filled).referencedNames
            let imports = ImportFinder.imports(in: filled)
            let imported = Set(imports.map { String($0.module.prefix { $0 != "." }) })
            for (module, markers) in Self.usageMarkers
            where !imported.contains(module) && markers.required.isSubset(of: names)
                && !markers.anyOf.isDisjoint(with: names)
            {
                used.insert(module)
            }
            for found in imports {
                let top = String(found.module.prefix { $0 != "." })
                if Self.appleOnlyModules.contains(top) { modules.insert(top) }
                guard found.isTestable, found.line <= rawLines.count else { continue }
                // Filling keeps lines, so the written module, placeholders and all, is on the same line of the block.
                let written = rawLines[found.line - 1].split(separator: " ").last.map(String.init) ?? found.module
                testable[written, default: 0] += 1
            }
        }
        var folders: [String: (blocks: Int, guides: Int)] = [:]
        for guide in guides {
            let components = guide.path.split(separator: "/").dropLast()
            guard let index = components.firstIndex(where: { Self.proposalFolderNames.contains($0.lowercased()) })
            else { continue }
            let folder = components[...index].joined(separator: "/")
            folders[folder, default: (0, 0)].blocks += guide.blocks.filter(\.isSwift).count
            folders[folder, default: (0, 0)].guides += 1
        }
        proposalFolders = folders.sorted { $0.key < $1.key }.map { ($0.key, $0.value.blocks, $0.value.guides) }
        module = testable.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
        implicitModules = used.sorted()
        appleModules = modules.union(used).sorted()
    }

    /// Names that give a built-in module away: all of `required` and one of `anyOf`.
    static let usageMarkers: [String: (required: Set<String>, anyOf: Set<String>)] = [
        "SwiftUI": (
            ["View"],
            [
                "State", "Binding", "Bindable", "Environment", "VStack", "HStack", "Text", "Button", "List",
                "NavigationStack",
            ]
        ),
        "Combine": (
            [],
            [
                "Published", "ObservableObject", "AnyCancellable", "PassthroughSubject", "CurrentValueSubject",
                "AnyPublisher",
            ]
        ),
    ]

    /// Two samples whose values share no word: the first names an invoicing
    /// app, the second a help desk, each name chosen by what the placeholder's
    /// name suggests. A screen's name is never built from the entity's, since
    /// guides write `{Name}List` for screens of their own.
    static func inventSamples(for names: [String]) -> [PlaybookConfig.Sample] {
        let themes: [(sample: String, roles: [Role: String], spare: [String])] = [
            (
                "invoice",
                [
                    .entity: "Invoice", .screen: "Dashboard", .feature: "Billing", .app: "Ledger", .action: "Refresh",
                    .button: "Retry",
                ],
                ["Receipt", "Payment", "Account", "Budget", "Expense", "Vendor", "Statement", "Refund"]
            ),
            (
                "ticket",
                [
                    .entity: "Ticket", .screen: "Onboarding", .feature: "Support", .app: "Helpdesk", .action: "Reload",
                    .button: "Dismiss",
                ],
                ["Agent", "Reply", "Escalation", "Priority", "Channel", "Customer", "Macro", "Survey"]
            ),
        ]
        return themes.map { theme in
            var used = Set<String>()
            var spare = theme.spare.makeIterator()
            var values: [String: String] = [:]
            for name in names {
                var value = theme.roles[Role(of: name)] ?? ""
                if value.isEmpty || used.contains(value) {
                    value = spare.next() ?? "\(name)\(theme.sample.capitalized)"
                }
                used.insert(value)
                values[name] = name.first?.isLowercase == true ? PlaceholderSet.lowerCamel(value) : value
            }
            return PlaybookConfig.Sample(name: theme.sample, values: values)
        }
    }

    enum Role {
        case entity, screen, feature, app, action, button, other

        init(of name: String) {
            let lowered = name.lowercased()
            if lowered.contains("button") {
                self = .button
            } else if ["screen", "view", "page"].contains(where: lowered.contains) {
                self = .screen
            } else if lowered.contains("feature") || lowered.contains("module") {
                self = .feature
            } else if lowered.hasPrefix("app") {
                self = .app
            } else if lowered.contains("action") || lowered.contains("event") {
                self = .action
            } else if ["name", "item", "entity", "model", "type"].contains(where: lowered.contains) {
                self = .entity
            } else {
                self = .other
            }
        }
    }

    /// The config file's text.
    public var yaml: String {
        var lines: [String] = []
        lines.append("# Written by `playbook init`. Check the guessed values, then run `playbook verify`.")
        lines.append("title: \(Self.quoted(title))")
        lines.append("")
        if discovery.found.isEmpty {
            lines.append("# No placeholders found in the Swift blocks: they are compiled as written.")
            lines.append("placeholders: []")
        } else {
            lines.append("# Placeholders found in the Swift blocks, with how often each appears:")
            for found in discovery.found {
                lines.append("#   \(found.form.opening)\(found.name)\(found.form.closing) ×\(found.count)")
            }
            lines.append("# Only these names are replaced, so `[String]` and `<T>` stay Swift.")
            lines.append("placeholders: [\(discovery.names.joined(separator: ", "))]")
            lines.append(
                "placeholderForms: [\(discovery.forms.map { Self.quoted($0.rawValue) }.joined(separator: ", "))]")
            lines.append("")
            lines.append("# Two samples that share no name: a name typed by hand where a placeholder")
            lines.append("# belongs compiles for one of them and fails for the other. Use your own if you like.")
            lines.append("samples:")
            for sample in samples {
                let values = discovery.names.map { "\($0): \(sample.values[$0] ?? "")" }.joined(separator: ", ")
                lines.append("  \(sample.name): {\(values)}")
            }
        }
        lines.append("")
        if let module {
            lines.append("# The module the guides' tests import with `@testable import`.")
            lines.append("module: \(Self.quoted(module))")
        } else {
            lines.append("# The module the guides' tests would `@testable import`; none does yet.")
            lines.append("# module: MyApp")
        }
        lines.append("")
        lines.append("# Imported into every block without being written, as in a project's own files.")
        if !implicitModules.isEmpty {
            lines.append(
                "# \(implicitModules.joined(separator: " and ")): the guides use "
                    + "\(implicitModules.count == 1 ? "it" : "them") without an import."
            )
        }
        lines.append("imports: [\((["Foundation"] + implicitModules).joined(separator: ", "))]")
        lines.append("# Guides written before Swift 6 may need: swiftLanguageMode: 5")
        if !appleModules.isEmpty {
            lines.append("")
            lines.append("# Apple-only modules the guides import. On Linux, built-in stand-ins let blocks")
            lines.append("# using them typecheck; blocks importing a module with none stop at syntax.")
            let covered = appleModules.filter(Self.builtInModules.contains)
            if !covered.isEmpty {
                lines.append("modules:")
                for name in covered { lines.append("  \(name): builtin") }
            }
            for name in appleModules where !Self.builtInModules.contains(name) {
                lines.append(
                    "# \(name): no built-in stand-in; a folder of Swift files can be one (\(name): support/\(name))")
            }
        }
        if !proposalFolders.isEmpty {
            lines.append("")
            lines.append("# Design proposals and drafts kept with the guides. Nothing is left out by itself;")
            lines.append("# excluding a folder drops the Swift blocks counted beside it:")
            for entry in proposalFolders {
                lines.append("#   \(entry.folder)/: \(entry.blocks) blocks in \(entry.guides) guides")
            }
            lines.append(
                "# exclude: [\(proposalFolders.map { Self.quoted($0.folder + "/**") }.joined(separator: ", "))]")
        }
        lines.append("")
        lines.append("# The sidebar's order; guides not listed follow it.")
        lines.append("nav:")
        for path in nav { lines.append("  - \(Self.quoted(path))") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
