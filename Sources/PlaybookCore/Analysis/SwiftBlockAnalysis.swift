/// What swift-syntax finds in one instantiated Swift block.
public struct SwiftBlockAnalysis: Sendable, Equatable, Hashable, Codable {
    /// What kind of code the block holds, which decides how far it can be checked.
    public enum Shape: String, Sendable, Codable {
        /// Types, functions, imports, extensions: compilable in a module.
        case declarations
        /// Code that only makes sense inside a function.
        case statements
        case expression
        /// Properties or methods written without their enclosing type.
        case members
        case empty
    }

    public var shape: Shape
    /// Top-level names the block declares (types, functions, globals).
    public var declaredNames: Set<String>
    /// What the block's top-level declarations declare, told apart as a
    /// redeclaration would be: a function by its name and argument labels
    /// (`greet(person:)`, `greet(person:alreadyGreeted:)` are two overloads,
    /// not two versions of one), anything else by its name.
    public var declaredSignatures: Set<String> = []
    /// Types the block extends (`extension Foo` → `Foo`).
    public var extendedTypes: Set<String>
    /// The nested names of the qualified types the block extends (`extension SymbolGraph.Symbol.KindIdentifier` →
    /// `Symbol`, `KindIdentifier`): the library's, yet not in scope inside the extension, so a use of one alone is
    /// the doc's slip, never a name left to the reader.
    public var nestedNamesExtended: Set<String> = []
    /// Members those extensions add (`static func stub()` → `stub`).
    public var extensionMembers: Set<String>
    /// Every identifier the block mentions, members and argument labels included.
    public var referencedNames: Set<String>
    /// Names the block uses as a value or a type, its own top-level ones
    /// included, but not names bound inside it (a closure's parameter), not
    /// members (`$0.name`), not argument labels (`sql:`).
    public var usedNames: Set<String> = []
    /// Names the block uses as protocols: conformed to (`struct Cat: Animal`), as `any` or `some` types, or as
    /// generic constraints.
    public var protocolNames: Set<String> = []
    /// First component of every imported module.
    public var imports: Set<String>
    /// Lower-case names the block uses as values (not calls, not members)
    /// without declaring them: what it needs from the blocks before it.
    public var freeValueNames: Set<String> = []
    /// Of `freeValueNames`, those the block uses only as a call's argument, whole (`parse(xml)`): the
    /// parameter's type is what such a value must have.
    public var freeArgumentNames: Set<String> = []
    /// Lower-case names the block uses (calls included) without declaring them.
    public var freeNames: Set<String> = []
    /// Members each type the block declares or extends has here: `ViewModel` → `state`, `load`.
    public var typeMembers: [String: Set<String>] = [:]
    /// The same members told apart as a redeclaration would be (`load()`, `init(id:)`, `state`).
    public var memberSignatures: [String: Set<String>] = [:]
    /// Types the block declares (not extends), in order.
    public var declaredTypes: [String] = []
    /// Names of the functions the block declares at its top level (`greet` of `greet(person:)`).
    public var declaredFunctionNames: [String] {
        declaredSignatures.compactMap { signature in signature.firstIndex(of: "(").map { String(signature[..<$0]) } }
    }
    /// Names the block declares that are neither types nor functions: its variables.
    public var declaredVariableNames: Set<String> {
        declaredNames.subtracting(declaredTypes).subtracting(declaredFunctionNames)
    }
    /// True when the block's top level holds stored properties or enum cases:
    /// members an extension cannot add.
    public var hasStoredMembers: Bool = false
    /// True when a type is marked `@main`: it is a program's entry point.
    public var declaresMain: Bool = false
    /// True when `@Observable` appears.
    public var usesObservable: Bool
    /// Syntax errors at 1-based line and UTF-8 column of the instantiated text.
    public var syntaxErrors: [SyntaxError]

    public struct SyntaxError: Sendable, Equatable, Hashable, Codable {
        public var message: String
        public var line: Int
        public var column: Int
    }

    /// Names this block needs from elsewhere.
    public var externalNames: Set<String> {
        usedNames.subtracting(declaredNames)
    }

    public var importsTesting: Bool { imports.contains("Testing") || imports.contains("XCTest") }

    /// True when `@Test` or `@Suite` appears: Swift Testing code, imported or not.
    public var usesSwiftTesting: Bool = false

    /// True when the block uses XCTest's names (`XCTestCase`, `XCTAssertEqual`) without importing XCTest,
    /// as a test shown alone does: it is test code, and XCTest is imported for it.
    public var usesXCTest: Bool {
        !imports.contains("XCTest")
            && referencedNames.contains {
                $0 == "XCTestCase" || $0.hasPrefix("XCTAssert") || $0 == "XCTFail" || $0 == "XCTUnwrap"
            }
    }
    /// True when the block uses URL loading (`URLSession`, `URLRequest`), which
    /// Apple's Foundation has and Linux keeps in FoundationNetworking: it is
    /// imported for the block where it exists, as a reader on Linux would.
    public var usesFoundationNetworking: Bool {
        !imports.contains("FoundationNetworking") && !referencedNames.isDisjoint(with: Self.foundationNetworkingNames)
    }

    static let foundationNetworkingNames: Set<String> = [
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionDownloadTask",
        "URLSessionUploadTask", "URLSessionWebSocketTask", "URLSessionDelegate", "URLSessionTaskDelegate",
        "URLSessionDataDelegate", "URLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "URLProtocol",
        "URLCredential", "URLAuthenticationChallenge", "HTTPCookie", "HTTPCookieStorage",
    ]

    /// Classes and actors the block declares: the only hosts a `deinit` fits.
    public var declaredClasses: Set<String> = []
    /// True when the block has a `deinit` at its top level.
    public var hasDeinit: Bool = false
    /// True when the block has a `convenience init` at its top level, which only a class holds.
    public var hasConvenienceInit: Bool = false
    /// True when a top-level declaration is one only a type holds (`init`, `subscript`, `mutating func`,
    /// `static var`, `override`): no program's main file could hold the block.
    public var hasMemberOnlyDeclarations: Bool = false
    /// Types declared with a body of comments alone: their members are left to the reader.
    public var typesWithElidedMembers: Set<String> = []
    /// The first feature of the Objective-C runtime the block uses (`@objc`,
    /// `#selector`), which exists on Apple platforms only; nil when none.
    public var objectiveCFeature: String?
    /// True when a top-level statement starts a server that runs until stopped
    /// (`try await app.runService()`, `server.run()`, `dispatchMain()`): the
    /// program is typechecked, never run to a timeout.
    public var servesUntilStopped = false
    /// True when the block holds `let` and `var` declarations alone
    /// (`let logger = Logger(label: "app")`): values another page's
    /// statements may take from it, with nothing else run.
    public var declaresOnlyValues = false
    /// Top-level values and types the block declares twice: versions shown side
    /// by side to choose between (`let html = …` with each API, a struct before
    /// and after a change), not one program.
    public var redeclaredNames: [String] = []
    /// The versions of a block redeclaring top-level names, when they can be
    /// told apart: each is compiled without the others. Nil for a block with
    /// no such name, or with versions interleaved.
    public var alternatives: AlternativeVersions?
    /// True when a top-level `let` is initialized by a call (`let city = OneOf { … }`):
    /// a value a library global would need to be `Sendable` for, which a program's need not.
    public var hasComputedGlobals: Bool = false
    /// True when every top-level item is an expression (`"… \\(.nocase)"` and
    /// `"… \\(.localizedCompare)"` one under the other): values shown for
    /// what they are, whose types only a use would decide.
    public var holdsExpressionsAlone = false
    /// For a block of declarations alone, each top-level declaration apart
    /// (imports aside), so that a later version of one (`struct User` shown
    /// again) leaves the others (`struct Subscription` beside it) in place.
    public var declarationPieces: [DeclarationPiece] = []

    /// A block that declares a name twice to show two ways of doing a thing
    /// (`let observation = …` with a closure, then with a request): the lines
    /// of each version, so each is compiled with the others' lines blanked.
    public struct AlternativeVersions: Sendable, Equatable, Hashable, Codable {
        /// For each version, in order, the 1-based lines of its declarations
        /// and of the statements using them. Lines in no version (an earlier
        /// `let request = …`) belong to all.
        public var versions: [[ClosedRange<Int>]]
        /// Versions a comment says show the code before a change (`// BEFORE: GRDB 4`), as a migration guide
        /// does: written against an API since changed, they are parsed, not compiled.
        public var beforeAChange: Set<Int>

        public init(versions: [[ClosedRange<Int>]], beforeAChange: Set<Int> = []) {
            self.versions = versions
            self.beforeAChange = beforeAChange
        }

        /// The versions to compile: all but those shown before a change.
        public var checked: [Int] { versions.indices.filter { !beforeAChange.contains($0) } }

        /// The version a reader continuing the page keeps: the last shown.
        public var last: Int { versions.count - 1 }

        /// The lines of every version but `version`: blanked where `version` is compiled.
        public func linesLeftOut(keeping version: Int) -> [ClosedRange<Int>] {
            versions.indices.filter { $0 != version }.flatMap { versions[$0] }
        }
    }

    /// An extension's conformances written on one line (`: FetchableRecord, PersistableRecord`), each of
    /// which can be left out alone.
    public struct ConformanceClause: Sendable, Equatable, Hashable, Codable {
        public struct Entry: Sendable, Equatable, Hashable, Codable {
            /// As `declaredSignatures` tells it: `Player: FetchableRecord`.
            public var signature: String
            /// Columns of the protocol's name.
            public var type: Range<Int>
            /// Columns of the comma after it, when one follows.
            public var comma: Range<Int>?
        }

        /// 1-based line of the block.
        public var line: Int
        /// Column of the colon before the first conformance.
        public var colon: Int
        public var entries: [Entry]

        /// The parts of the line to blank so that the clause declares none of `signatures` and stays Swift: each
        /// such entry with its comma, and the comma a kept entry no longer needs; the colon too when none is kept.
        public func spans(leavingOut signatures: Set<String>) -> [LineSpan] {
            let leftOut = entries.indices.filter { signatures.contains(entries[$0].signature) }
            guard let last = entries.last, !leftOut.isEmpty else { return [] }
            guard leftOut.count < entries.count else {
                return [LineSpan(line: line, columns: colon..<last.type.upperBound)]
            }
            var spans = leftOut.map { index in
                let entry = entries[index]
                return LineSpan(line: line, columns: entry.type.lowerBound..<(entry.comma ?? entry.type).upperBound)
            }
            if let lastKept = entries.indices.last(where: { !leftOut.contains($0) }),
                let comma = entries[lastKept].comma
            {
                spans.append(LineSpan(line: line, columns: comma))
            }
            return spans
        }
    }

    /// One top-level declaration of a block: where it stands and what it declares and uses.
    public struct DeclarationPiece: Sendable, Equatable, Hashable, Codable {
        /// 1-based lines of the block, from its attributes to its closing brace.
        public var lines: ClosedRange<Int>
        /// What it declares, told apart as `declaredSignatures` tells them.
        public var signatures: Set<String>
        /// The names it declares.
        public var names: Set<String>
        /// The names it uses as a value or a type (an extension: the type it extends).
        public var usedNames: Set<String>
        /// For an extension, the type it extends.
        public var extendedType: String?
        /// For an extension whose conformances are written on one line, where each stands.
        public var conformanceClause: ConformanceClause?
        /// For an extension, the lines of each member on lines of its own, by signature (`Player.Columns`).
        public var memberLines: [String: ClosedRange<Int>] = [:]

        /// What to leave out of an extension so that it restates nothing of `taken`, keeping the rest: the
        /// lines of members declared again, and the columns of conformances the unit has already. Of
        /// `extension Player: FetchableRecord, PersistableRecord { enum Columns … }`, in a unit whose `Player`
        /// conforms to `FetchableRecord` and has a later `Columns`, `PersistableRecord` stays. Nil when the
        /// piece declares a name of `taken`, or a part of it cannot be left out alone, or nothing would be left.
        public func partsLeftOut(restating taken: Set<String>) -> (lines: [ClosedRange<Int>], spans: [LineSpan])? {
            guard extendedType != nil, names.isDisjoint(with: taken) else { return nil }
            let restated = signatures.intersection(taken)
            guard signatures.count > restated.count else { return nil }
            let conformances = Set(conformanceClause?.entries.map(\.signature) ?? [])
            var lines = Set<ClosedRange<Int>>()
            for signature in restated.subtracting(conformances) {
                guard let member = memberLines[signature] else { return nil }
                lines.insert(member)
            }
            let spans = conformanceClause?.spans(leavingOut: restated.intersection(conformances)) ?? []
            return (lines.sorted { $0.lowerBound < $1.lowerBound }, spans)
        }

        /// What code using this piece names: what it declares, or the type whose
        /// conformances and members it adds. Without the piece, such code is
        /// written against what is gone.
        public var namesItsUsersName: Set<String> {
            extendedType.map { names.union([$0]) } ?? names
        }
    }
}
