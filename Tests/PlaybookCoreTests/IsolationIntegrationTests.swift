import Foundation
import Testing

@testable import PlaybookCore

/// An app's guides written for code on the main actor by default (`Fixtures/Isolation`): a plain function making
/// a `@MainActor` model compiles there, and the config's `defaultIsolation: MainActor` says so to the compiler.
/// Without it, the same function calls the model's initializer from outside its actor, and the block fails.
@Suite(.serialized)
struct IsolationIntegrationTests {
    static let onTheMainActor = try! TestSupport.verifyFixture("Isolation", guides: ["model.md"])
    static let withoutIsolation = try! TestSupport.verifyFixture(
        "Isolation", guides: ["model.md"], config: "title: Isolation\n")

    @Test func codeOnTheMainActorByDefaultRunsAsTheAppsWould() throws {
        let factory = try #require(Self.onTheMainActor.blocks.first { $0.line == 18 })
        #expect(factory.status == .passed && factory.level == .typecheck, "\(factory.diagnostics)")
        let title = try #require(Self.onTheMainActor.blocks.first { $0.line == 26 })
        #expect(title.status == .passed && title.level == .run, "\(title.diagnostics) \(title.reason ?? "")")
        #expect(title.outputs.count == 1 && title.outputs.allSatisfy { $0.matched })
    }

    @Test func withoutTheDefaultTheCallFromOutsideTheActorFails() throws {
        let factory = try #require(Self.withoutIsolation.blocks.first { $0.line == 18 })
        #expect(factory.status == .failed, "\(factory.diagnostics)")
        #expect(factory.diagnostics.contains { $0.message.contains("main actor-isolated initializer") })
    }
}
