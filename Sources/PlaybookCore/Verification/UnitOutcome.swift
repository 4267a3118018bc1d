/// What compiling and testing one unit produced, attributed to blocks. This
/// is what the cache stores, so a no-change run needs no compiler.
public struct UnitOutcome: Sendable, Equatable, Codable {
    public struct BlockDiagnostic: Sendable, Equatable, Hashable, Codable {
        /// The block whose lines hold the diagnostic; nil when it is in generated code.
        public var block: BlockID?
        public var location: VerificationReport.Location
    }

    public struct Test: Sendable, Equatable, Hashable, Codable {
        /// The block that declares the test.
        public var block: BlockID?
        public var name: String
        public var passed: Bool
    }

    public var unitID: String
    public var diagnostics: [BlockDiagnostic]
    /// True when the unit (module and tests) typechecked without errors.
    public var typechecked: Bool
    /// True when its tests were built and run.
    public var testsRan: Bool
    public var tests: [Test]
    public var seconds: Double
    /// Set when this outcome came from the cache rather than a compiler.
    public var fromCache: Bool = false

    public var errors: [BlockDiagnostic] { diagnostics.filter { $0.location.severity == .error } }
}
