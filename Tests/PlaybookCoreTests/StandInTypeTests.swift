import Foundation
import Testing

@testable import PlaybookCore

/// Which types a fragment lacks may stand in as the reader's own, and how.
struct StandInTypeTests {
    @Test func aReadersTypeNameMayStandInButNotAGenericOrAppleOrRetiredOne() {
        #expect(StandInType.mayStandIn("User"))
        #expect(StandInType.mayStandIn("HTTPRequest"))
        #expect(StandInType.mayStandIn("GorillaDB"))
        #expect(!StandInType.mayStandIn("Value"), "a generic parameter's conventional name")
        #expect(!StandInType.mayStandIn("T"))
        #expect(!StandInType.mayStandIn("NSURLSession"), "an Apple framework's type")
        #expect(!StandInType.mayStandIn("UIControlEvents"))
        #expect(!StandInType.mayStandIn("List"), "SwiftUI's")
        #expect(!StandInType.mayStandIn("SomeSuperclass"), "a template's")
        #expect(!StandInType.mayStandIn("Equtable"), "a typo of `Equatable`")
        #expect(!StandInType.mayStandIn("Codeable"))
        #expect(StandInType.mayStandIn("Player"))
        #expect(StandInType.mayStandIn("Account"))
        #expect(!StandInType.mayStandIn("ErrorType"), "Swift 2's name for `Error`")
        #expect(!StandInType.mayStandIn("user"), "a value's name")
    }

    @Test func aStandInIsAnEmptyStructOrProtocolAndSaysSo() {
        let model = StandInType(name: "User", kind: .structure)
        #expect(model.declaration == "public struct User: Hashable, Codable, Sendable { public init() {} }\n")
        #expect(model.described == "`User` as an empty struct of the reader's own (no block or package declares it)")
        let role = StandInType(name: "Animal", kind: .protocol)
        #expect(role.declaration == "public protocol Animal {}\n")
    }

    @Test func theNamesABlockUsesAsProtocolsAreFound() {
        let analysis = SwiftBlockAnalyzer.analyze(
            """
            struct Cat: Animal, Codable {}
            func adopt(_ pet: any Pet, _ other: some Sound) {}
            func feed<Food: Edible>(_ food: Food) where Food: Tasty {}
            let owner: Owner = Owner()
            """)
        #expect(analysis.protocolNames == ["Animal", "Codable", "Pet", "Sound", "Edible", "Tasty"])
        #expect(analysis.usedNames.contains("Owner"))
    }

    /// A word in a comment is no mention; an identifier in any role is.
    @Test func thePackagesMentionANameOnlyInTheirCode() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write(
                """
                // MARK: - User API
                struct Box<Value> { var value: Value }
                """, to: folder, "Sources/Kit/Box.swift")
            let names = DependencyNames(packageFolders: [folder.path])
            #expect(!names.mention("User"))
            #expect(names.mention("Value"))
            #expect(names.mention("Box"))
        }
    }

    /// A package the local one builds on, checked out for the generated package, declares `HTTPBody`: a fragment
    /// lacking it lacks an import, not a type of the reader's.
    @Test func theCheckedOutPackagesMentionNamesToo() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write("public struct Kit {}\n", to: folder, "local/Sources/Kit/Kit.swift")
            try TestSupport.write(
                "public struct HTTPBody {}\n", to: folder, "checkouts/runtime/Sources/Runtime/HTTPBody.swift")
            let names = DependencyNames(
                packageFolders: [folder.appendingPathComponent("local").path],
                checkouts: folder.appendingPathComponent("checkouts").path)
            #expect(names.mention("HTTPBody"))
            #expect(!names.mention("Invoice"))
        }
    }

    /// Before SwiftPM checks anything out (every unit came from the cache), nothing is kept of the checkouts: the
    /// packages checked out later are read when next asked.
    @Test func checkoutsAreReadOnceTheyExist() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write("public struct Kit {}\n", to: folder, "local/Sources/Kit/Kit.swift")
            let checkouts = folder.appendingPathComponent("checkouts")
            let names = DependencyNames(
                packageFolders: [folder.appendingPathComponent("local").path], checkouts: checkouts.path)
            #expect(!names.mention("HTTPBody"))
            try TestSupport.write(
                "public struct HTTPRequest {}\n", to: folder, "checkouts/runtime/Sources/Runtime/HTTPRequest.swift")
            #expect(names.mention("HTTPRequest"))
        }
    }

    /// A value stands in for the reader's own unless its name is a typo or out of date.
    @Test func aValueStandsInUnlessItsNameIsATypoOrRetired() {
        let declared: Set<String> = ["readings", "samples", "visits"]
        for name in ["events", "a", "xs", "handle", "networkEvents", "_value", "visitor"] {
            #expect(StandInValue.mayStandIn(name, besides: declared), "\(name)")
        }
        for name in [
            "println", "countElements", "sample", "reading", "readings", "pritn", "fatalErorr", "Events", "a.b",
        ] {
            #expect(!StandInValue.mayStandIn(name, besides: declared), "\(name)")
        }
    }

    /// The member a stand-in value lacks is read from the compiler's error, and given only where it is read.
    @Test func aStandInsPropertyIsReadFromTheErrorAndGivenOnlyWhereRead() {
        #expect(StandInValue.memberLacked(in: "value of type 'PlaybookReaderValue' has no member 'id'") == "id")
        #expect(
            StandInValue.memberLacked(
                in: "value of type 'PlaybookReaderValue.Element' (aka 'PlaybookReaderValue') has no member 'label'")
                == "label")
        #expect(StandInValue.memberLacked(in: "value of type 'Store' has no member 'id'") == nil)
        #expect(StandInValue.readsAsProperty("id", onLine: "print(\"user \\(user.id)\", user.ids)"))
        #expect(StandInValue.readsAsProperty("label", onLine: "let name = $0.label ?? \"\""))
        #expect(!StandInValue.readsAsProperty("insert", onLine: "try await database.insert(batch)"))
        #expect(!StandInValue.readsAsProperty("forEach", onLine: "items.forEach { print($0) }"))
        #expect(!StandInValue.readsAsProperty("id", onLine: "print(user.identifier)"))
    }
}
