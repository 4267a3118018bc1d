/// The contents of `playbook.yml`, validated. Paths are as written, relative
/// to `folder` (the config file's folder); `resolve(_:)` makes them usable.
public struct PlaybookConfig: Sendable, Equatable {
    /// The written forms of a placeholder: `{Name}`, `<Name>`, `[Name]`.
    public enum PlaceholderForm: String, Sendable, Equatable, CaseIterable {
        case braces = "{}"
        case angleBrackets = "<>"
        case squareBrackets = "[]"

        public var opening: Character { rawValue.first! }
        public var closing: Character { rawValue.last! }
    }

    /// One set of values for every placeholder.
    public struct Sample: Sendable, Equatable {
        public var name: String
        public var values: [String: String]

        public init(name: String, values: [String: String]) {
            self.name = name
            self.values = values
        }
    }

    /// A Swift package the generated package depends on: from a URL at a
    /// version, or a local folder (the package whose docs are verified).
    public struct PackageDependency: Sendable, Equatable, Hashable {
        public var url: String
        public var version: String
        /// A local package's folder, relative to the config; nil for a package from a URL.
        public var path: String?
        /// Products the guides import; by default the package's last path component.
        public var products: [String]
        /// The package traits to enable (`traits: [MallocInterposer]`), which replace its default ones, as a
        /// `.package(…, traits:)` line does; nil keeps the package's defaults.
        public var traits: [String]?
        /// For a package a local package depends on (see `LocalPackageManifest`): asked at any version, as the
        /// local package's own requirement picks the one both use.
        public var followsLocalPackage = false

        public init(url: String, version: String, products: [String]) {
            self.url = url
            self.version = version
            self.products = products
        }

        public init(path: String, products: [String]) {
            self.url = ""
            self.version = ""
            self.path = path
            self.products = products
        }

        /// `https://github.com/apple/swift-argument-parser.git` → `swift-argument-parser`; `..` → the folder's name.
        static func lastComponent(of location: String) -> String {
            let trimmed = location.hasSuffix("/") ? String(location.dropLast()) : location
            let last = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
            return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
        }
    }

    /// What stands in for a module that does not exist on this platform.
    public enum ModuleSubstitute: Sendable, Equatable, Hashable {
        /// A folder of Swift files written by the guide authors, compiled as the module.
        case folder(String)
        /// A package product re-exported under the module's name (e.g. OpenCombine for Combine).
        case package(PackageDependency)
        /// The stand-in Playbook ships for the module (`SwiftUI: builtin`), see `BuiltinModule`.
        case builtin
    }

    /// The config file, or nil when Playbook runs on defaults.
    public var file: String?
    /// The folder relative paths are resolved against.
    public var folder: String
    public var title: String?
    /// Where the site is published (`https://team.example.com/playbook/`); its path
    /// roots the links of `404.html`, which a host serves at any missing address.
    public var siteURL: String?
    /// Where a guide's source can be edited: each page's "Edit this page" link is this address followed by the guide's
    /// path.
    public var editURL: String?
    /// The guides folder, relative to `folder`.
    public var guides: String
    /// The module the guides' `@testable import` expects, possibly with placeholders.
    public var module: String?
    public var placeholders: [String]
    public var placeholderForms: [PlaceholderForm]
    public var samples: [Sample]
    /// Folders of Swift files the guides assume, each compiled as a module named after the folder.
    public var support: [String]
    /// Swift files compiled into every unit, their declarations in scope as
    /// the unit's own (`let logger = Logger(label: "docs")`): what fragments
    /// of the guides take for granted.
    public var setup: [String] = []
    public var modules: [String: ModuleSubstitute]
    public var dependencies: [PackageDependency]
    /// Guide paths in sidebar order.
    public var nav: [String]
    /// The Swift language mode guides are compiled in (5 or 6).
    public var swiftLanguageMode: Int = 6
    /// Whether the config names the mode. Named, Swift 6's data-race errors
    /// fail; unnamed, code that fails only them (written before Swift 6) is
    /// checked again in Swift 5, and its verdict says so.
    public var swiftLanguageModeIsChosen = false
    /// What the guides' code is isolated to by default (`MainActor`, as an app target of Xcode 26 is, or
    /// `nonisolated`, Swift's own default); nil leaves the compiler's default.
    public var defaultIsolation: String?
    /// Seconds one test may run before it is stopped and fails.
    public var testTimeout: Double = 60
    /// Bytes a test run may print before it is stopped and the test printing fails (config `testOutputLimit`, in MB).
    public var testOutputLimit = 4 << 20
    /// What a placeholder's values may be: Swift names (the default), or any text
    /// for placeholders used only in prose or string literals.
    public enum PlaceholderKind: String, Sendable, Equatable {
        case identifier, text
    }

    public var placeholderKinds: [String: PlaceholderKind] = [:]
    /// Seconds a guide's program (its statements) may run.
    public var runTimeout: Double = 10
    /// Globs of guides left out (`Documentation/Reviews/**`), relative to `folder`.
    public var exclude: [String] = []

    /// Tells whether the guide at a path (as the working folder sees it) is
    /// one `exclude` leaves out; the config's folder is resolved once.
    public func exclusion() -> @Sendable (String) -> Bool {
        guard !exclude.isEmpty else { return { _ in false } }
        let root = OutputGuard.realPath(folder)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let globs = exclude.map(Glob.init)
        return { path in
            let real = OutputGuard.realPath(path)
            guard real.hasPrefix(prefix) else { return false }
            let relative = String(real.dropFirst(prefix.count))
            return globs.contains { $0.matches(relative) }
        }
    }

    /// Modules imported into every block; nil means Foundation and the products of `dependencies`.
    public var imports: [String]?

    /// The modules every block imports without writing it, as rustdoc's doctests see their crate.
    public var implicitImports: [String] {
        // A product named as no module can be (`GRDB-dynamic`, a library variant) is imported by its modules' own
        // names; one named `_Internal…` is the package's own plumbing, imported where a page names it.
        imports
            ?? (["Foundation"]
                + dependencies.flatMap(\.products).filter {
                    PlaceholderSet.identifierProblem($0) == nil && !$0.hasPrefix("_")
                })
    }

    public init(
        file: String? = nil, folder: String = ".", title: String? = nil, guides: String = ".",
        module: String? = nil, placeholders: [String] = [],
        placeholderForms: [PlaceholderForm] = PlaceholderForm.allCases,
        samples: [Sample] = [], support: [String] = [], modules: [String: ModuleSubstitute] = [:],
        dependencies: [PackageDependency] = [], nav: [String] = []
    ) {
        self.file = file
        self.folder = folder
        self.title = title
        self.guides = guides
        self.module = module
        self.placeholders = placeholders
        self.placeholderForms = placeholderForms
        self.samples = samples
        self.support = support
        self.modules = modules
        self.dependencies = dependencies
        self.nav = nav
    }

    /// A path from the config made relative to the working directory (absolute paths stay).
    public func resolve(_ path: String) -> String {
        if path.hasPrefix("/") || folder == "." || folder.isEmpty { return path }
        if path == "." { return folder }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }

    /// The guides folder, usable from the working directory.
    public var guidesFolder: String { resolve(guides) }
}
