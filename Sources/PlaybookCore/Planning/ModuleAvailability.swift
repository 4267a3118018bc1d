/// Which modules a block may import here: the toolchain's own, the config's
/// support folders, substitutes and dependency products, and the products the
/// local packages build on. On Apple platforms the system frameworks exist,
/// so substitutes are not used there.
public struct ModuleAvailability: Sendable {
    /// Modules every Swift toolchain on Linux ships.
    static let toolchainModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "Dispatch", "Observation", "Testing", "XCTest", "Synchronization", "RegexBuilder",
        "Glibc", "Musl", "_Concurrency", "_StringProcessing", "Distributed", "Cxx", "CxxStdlib",
    ]

    public var available: Set<String>
    public var isApplePlatform: Bool

    public init(config: PlaybookConfig, moduleName: String, inheritedProducts: [String] = []) {
        #if canImport(Darwin)
            isApplePlatform = true
        #else
            isApplePlatform = false
        #endif
        available = Self.toolchainModules
            .union(config.support.map(SupportModule.name(ofFolder:)))
            .union(config.dependencies.flatMap(\.products))
            .union(config.modules.keys)
            .union([moduleName])
            .union(inheritedProducts)
    }

    /// The first import of `imports` that cannot be satisfied, if any.
    public func missing(in imports: Set<String>) -> String? {
        guard !isApplePlatform else { return nil }
        return imports.sorted().first { !available.contains($0) }
    }
}

/// Names of the modules made from support folders.
public enum SupportModule {
    /// `support/Shared` → `Shared`.
    public static func name(ofFolder folder: String) -> String {
        let last = folder.split(separator: "/").last.map(String.init) ?? folder
        return last.filter { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
