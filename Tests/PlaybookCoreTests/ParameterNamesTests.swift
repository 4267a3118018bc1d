import Foundation
import Testing

@testable import PlaybookCore

/// The evidence a fragment's missing name is given a type by: the parameters
/// of the packages' public API (no compiler), and how the verdict credits a
/// unit typechecked with the name given.
struct ParameterNamesTests {
    func names(_ text: String) -> [String: [String?: Int]] {
        ParameterNames.parameters(in: text).reduce(into: [:]) { $0[$1.name, default: [:]][$1.type, default: 0] += 1 }
    }

    @Test func publicFunctionsInitializersAndSubscriptsCountBothNames() {
        let found = names(
            """
            public final class Database {
                public init(path: String) {}
                public func execute(sql: String, arguments: [Int] = []) throws {}
                public subscript(column name: String) -> Int { 0 }
                func hidden(secret: Database) {}
            }
            public func fetch(_ db: Database, from table: String) {}
            open class Base { open func load(into db: Database) {} }
            """)
        #expect(found["db"] == ["Database": 2])
        #expect(found["into"] == ["Database": 1])
        #expect(found["path"] == ["String": 1])
        #expect(found["sql"] == ["String": 1])
        #expect(found["column"] == ["String": 1] && found["name"] == ["String": 1])
        #expect(found["from"] == ["String": 1] && found["table"] == ["String": 1])
        // Not API: an internal member, and what a body declares.
        #expect(found["secret"] == nil)
    }

    @Test func publicExtensionsAndProtocolsMakeTheirMembersAPI() {
        let found = names(
            """
            public extension Database { func vacuum(_ db: Database) {} }
            extension Database { func internalOne(db: Database) {} }
            extension Database { public func listed(db: Database) {} }
            public protocol Record { static func fetchAll(_ db: Database) -> [Self] }
            protocol Hidden { func read(db: Database) }
            public extension Database { private func kept(db: Database) {} }
            """)
        #expect(found["db"] == ["Database": 3])
    }

    @Test func typesAreNormalizedAndGenericsAreNotGiven() {
        let found = names(
            """
            public func a(db: inout Database) {}
            public func b(db: @escaping @Sendable (Int) -> Void) {}
            public func c(writer: some DatabaseWriter) {}
            public func d(writer: any DatabaseWriter) {}
            public func e<T>(value: T) {}
            public struct Box<Element> { public func put(value: Element) {} }
            public func f(value: Int!) {}
            public func g(values: Int...) {}
            public func h(_ updates: (_ db: Database) throws -> Void) {}
            public func i(value: [Swift.Int]) {}
            """)
        #expect(found["db"] == ["Database": 2, "(Int) -> Void": 1])
        #expect(found["writer"] == ["any DatabaseWriter": 2])
        #expect(found["value"] == [nil: 2, "Int?": 1, "[Swift.Int]": 1])
        #expect(found["values"] == nil)
    }

    /// A value can be given as a public type that takes no generic parameters; a protocol's as `any P`.
    @Test func theTypesAValueCanBeNamedAfter() {
        let found = ParameterNames.declarations(
            in: """
                public struct Logger { public struct Level {} }
                public protocol Channel {}
                public final class Box<Value> {}
                struct Internal {}
                public enum Mode { case fast }
                """
        ).types
        #expect(found == ["Logger": "Logger", "Channel": "any Channel", "Mode": "Mode"])
        #expect(ParameterNames.valueName(ofType: "HTTPClient") == "httpClient")
        #expect(ParameterNames.valueName(ofType: "URL") == "url")
        #expect(ParameterNames.valueName(ofType: "ConfigReader") == "configReader")
        let types = ["PostgresClient": "PostgresClient", "HTTPClient": "HTTPClient", "ConfigReader": "ConfigReader"]
        #expect(ParameterNames.type(namedAs: "configReader", among: types) == "ConfigReader")
        #expect(ParameterNames.type(namedAs: "reader", among: types) == "ConfigReader", "the only type ending so")
        #expect(ParameterNames.type(namedAs: "client", among: types) == nil, "two types end with Client")
        #expect(ParameterNames.lastWord(of: "URL") == "url")
    }

    /// `dbQueue`, `dbPool`: a value named by shortening the words before the last of one public type's name.
    @Test func aValueNamedByAnAbbreviationOfOneTypeIsOfThatType() {
        let types = [
            "DatabaseQueue": "DatabaseQueue", "DatabasePool": "DatabasePool", "DatabaseWriter": "any DatabaseWriter",
            "DispatchQueue": "DispatchQueue", "Row": "Row",
        ]
        #expect(
            ParameterNames.type(namedAs: "dbQueue", among: types) == "DatabaseQueue", "d-b in Database, not Dispatch")
        #expect(ParameterNames.type(namedAs: "dbPool", among: types) == "DatabasePool")
        #expect(ParameterNames.type(namedAs: "dbWriter", among: types) == "any DatabaseWriter")
        #expect(ParameterNames.type(namedAs: "dQueue", among: types) == nil, "one letter abbreviates no word")
        #expect(ParameterNames.type(namedAs: "dsQueue", among: types) == nil, "no type's words hold d then s")
        #expect(ParameterNames.type(namedAs: "dbQ", among: types) == nil, "the last word is written whole")
        #expect(ParameterNames.type(namedAs: "queue", among: types) == nil, "two types end with Queue")
        #expect(!ParameterNames.abbreviates("databaseQueue", "DatabaseQueue"), "the type's own name is no abbreviation")
        #expect(
            GivenName(name: "dbQueue", type: "DatabaseQueue", count: 0, total: 0, namedAfterItsType: true).described
                == "`dbQueue` given as a `DatabaseQueue` (the packages' one public type its name abbreviates)")
    }

    /// The reason reads as English: "an `HTTPClient`", "an `any Channel`", "a `URL`", "a `Database`".
    @Test func aGivenTypeTakesTheArticleItIsReadWith() {
        #expect(
            ["HTTPClient", "any Channel", "Int", "SQLDatabase", "Element"].map(GivenName.article(for:)).allSatisfy {
                $0 == "an"
            })
        #expect(["URL", "UInt8", "Database", "Logger", "Store"].map(GivenName.article(for:)).allSatisfy { $0 == "a" })
    }

    @Test func aTypeIsGivenOnlyWhenItIsTheConvention() {
        #expect(ParameterNames.dominant("db", ["Database": 175, "Database?": 5])?.type == "Database")
        #expect(ParameterNames.dominant("db", ["Database": 175, "Database?": 5])?.total == 180)
        // Twice is a coincidence; a name split between types, or mostly generic, has no type.
        #expect(ParameterNames.dominant("db", ["Database": 2]) == nil)
        #expect(ParameterNames.dominant("item", ["String": 3, "Int": 3]) == nil)
        #expect(ParameterNames.dominant("value", [nil: 8, "Int": 2]) == nil)
        #expect(ParameterNames.dominant("store", ["Store": 4, "any StoreProtocol": 1])?.type == "Store")
    }

    @Test func theEvidenceIsReadFromThePackagesSourcesOnFirstUse() throws {
        let folder = TestSupport.temporaryCopy(ofFixture: "GivenNames").appendingPathComponent("Store")
        let names = ParameterNames(packageFolders: [folder.path])
        let store = try #require(names.givenName("store"))
        #expect(store.type == "Store" && store.count == 5 && store.total == 5)
        #expect(names.givenName("item") == nil)
        #expect(names.givenName("nowhere") == nil)
        let counter = try #require(names.givenName("counter"))
        #expect(counter.type == "Counter" && counter.namedAfterItsType)
        #expect(names.givenName("Counter") == nil, "a type's name is no value")
    }

    /// A type two modules declare, or a name the API's parameters give other types, names no one type.
    @Test func aValueIsGivenAsATypeOnlyWhereTheNameIsNoOnesElse() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (file, text) in [
            ("A/Sources/A/A.swift", "public struct Configuration {}\npublic struct Tracer {}\n"),
            ("B/Sources/B/B.swift", "public struct Configuration {}\npublic func f(tracer: Int) {}\n"),
            ("B/Sources/B/C.swift", "public final class Meter {}\n"),
        ] {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let names = ParameterNames(packageFolders: [
            folder.appendingPathComponent("A").path, folder.appendingPathComponent("B").path,
        ])
        #expect(names.givenName("configuration") == nil, "two modules each declare one")
        #expect(names.givenName("tracer") == nil, "a parameter gives the name another type")
        #expect(names.givenName("meter")?.type == "Meter")
    }

    /// A value given as the type it is named after names that type's module (`Metrics.Timer`): the unit imports
    /// Foundation, whose `Timer` would make the name ambiguous. Not where the module declares a type of its own
    /// name, which `Module.Name` would be read as a member of.
    @Test func aTypeGivenByItsNameIsQualifiedByItsModule() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (file, text) in [
            ("Sources/Metrics/Timer.swift", "public final class Timer {}\npublic protocol Tracer {}\n"),
            ("Sources/Kit/Kit.swift", "public struct Kit {}\npublic struct Gauge {}\n"),
        ] {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let names = ParameterNames(packageFolders: [folder.path])
        let timer = try #require(names.givenName("timer"))
        #expect(
            timer.declaration
                == "var timer: Metrics.Timer { get { \(CodeNormalizer.givenValueFunction)() } set {} }\n")
        #expect(timer.described.contains("`timer` given as a `Timer`"))
        #expect(names.givenName("tracer")?.declaration.hasPrefix("var tracer: any Metrics.Tracer {") == true)
        #expect(names.givenName("gauge")?.declaration.hasPrefix("var gauge: Gauge {") == true)
    }

    @Test func onlyPublicTopLevelTypesAreReadFromTheSources() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("types-\(UUID().uuidString)")
        let sources = folder.appendingPathComponent("Sources/Kit")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        public final class Gauge { public init() {} }
        public protocol Tracer {}
        public struct Box<Value> {}
        struct Hidden {}
        public enum Outer { public struct Inner {} }
        public struct Meter {}
        public func record(meter: Int) {}
        """.write(to: sources.appendingPathComponent("Kit.swift"), atomically: true, encoding: .utf8)
        let names = ParameterNames(packageFolders: [folder.path])
        #expect(names.givenName("gauge")?.type == "Gauge")
        #expect(names.givenName("tracer")?.type == "any Tracer")
        #expect(names.givenName("box") == nil)
        #expect(names.givenName("hidden") == nil)
        #expect(names.givenName("inner") == nil)
        #expect(names.givenName("meter") == nil, "a parameter so named, of another type, decides")
    }
}
