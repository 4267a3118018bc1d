import Foundation

/// How far and over what `playbook verify` goes.
public struct VerifyOptions: Sendable {
    /// Check no further than this level.
    public var level: VerificationReport.Level = .test
    /// Blocks that could not reach this level fail (strict CI).
    public var require: VerificationReport.Level?
    /// Samples to verify by name; empty means every sample.
    public var samples: [String] = []
    /// Verify only the units and blocks of these guides (paths as loaded);
    /// nil means every guide. Other guides still lend them what they borrow.
    public var guides: Set<String>?
    /// Shard `index` (1-based) of `count`: units are dealt round-robin by ID.
    public var shard: (index: Int, count: Int)?
    public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    public var useCache = true
    /// Compile nothing: units come from the cache, and the blocks of units
    /// missing from it are reported `pending`. The preview server shows such a
    /// report at once, then verifies in the background.
    public var cacheOnly = false
    /// Build tested units with `swiftc` directly, compiling each once (Linux);
    /// false leaves every test build to SwiftPM. Both give the same verdicts.
    public var compileOnce = true
    /// Undeclared look-alike placeholders become errors.
    public var strict = false
    /// Where the generated package lives; default `.build/playbook` beside the config.
    public var packageDirectory: String?
    /// Told when another run holds the package folder and this one waits for it.
    public var waitingForPackage: (@Sendable (_ directory: String) -> Void)?

    public init() {}
}
