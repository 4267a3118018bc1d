import Foundation
import Testing
@testable import PlaybookCore

/// A compile is skipped only for the very inputs of its last silent success, with its outputs in place.
@Suite struct CompileStampTests {
    @Test func onlyTheSameArgumentsContextAndInputBytesWithTheOutputsThereAreCurrent() throws {
        try TestSupport.withTemporaryFolder { folder in
            let input = try TestSupport.write("let a = 1\n", to: folder, "a.swift")
            let output = folder.appendingPathComponent("a.o")
            let stamp = { (arguments: [String], context: String) in
                CompileStamp(
                    path: folder.appendingPathComponent("a.stamp").path, arguments: arguments, context: context,
                    inputs: [input.path], outputs: [output.path]
                )
            }
            let compile = stamp(["-c"], "swiftc 6.3")
            let digest = compile.digest()
            #expect(!compile.isCurrent(digest), "never recorded")
            compile.record(digest)
            #expect(!compile.isCurrent(digest), "recorded, but its output is gone")
            try TestSupport.write("object", to: folder, "a.o")
            #expect(compile.isCurrent(digest))

            #expect(stamp(["-c", "-g"], "swiftc 6.3").digest() != digest)
            #expect(stamp(["-c"], "swiftc 6.4").digest() != digest)
            try TestSupport.write("let a = 2\n", to: folder, "a.swift")
            #expect(!compile.isCurrent(compile.digest()), "an input's bytes changed")
            try TestSupport.write("let a = 1\n", to: folder, "a.swift")
            #expect(compile.isCurrent(compile.digest()))

            compile.remove()
            #expect(!compile.isCurrent(digest), "removed before a compile that may stop half-way")
            try FileManager.default.removeItem(at: input)
            #expect(compile.digest() == nil, "a missing input is never current")
        }
    }
}
