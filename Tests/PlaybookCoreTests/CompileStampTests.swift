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
            #expect(compile.match(digest) == nil, "never recorded")
            compile.record(digest)
            #expect(compile.match(digest) == nil, "recorded, but its output is gone")
            try TestSupport.write("object", to: folder, "a.o")
            #expect(compile.match(digest) == .sameBytes)

            #expect(stamp(["-c", "-g"], "swiftc 6.3").digest() != digest)
            #expect(stamp(["-c"], "swiftc 6.4").digest() != digest)
            try TestSupport.write("let a = 2\n", to: folder, "a.swift")
            #expect(compile.match(compile.digest()) == nil, "an input's bytes changed")
            try TestSupport.write("let a = 1\n", to: folder, "a.swift")
            #expect(compile.match(compile.digest()) == .sameBytes)

            compile.remove()
            #expect(compile.match(digest) == nil, "removed before a compile that may stop half-way")
            try FileManager.default.removeItem(at: input)
            #expect(compile.digest() == nil, "a missing input is never current")
        }
    }

    @Test func aLibraryModuleStampTakesSourcesThatDifferOnlyInCommentsAndSpacingOnceItsTokensAreVouchedFor() throws {
        try TestSupport.withTemporaryFolder { folder in
            let input = try TestSupport.write(
                "#sourceLocation(file: \"a.md\", line: 3)\nlet a = 1\n", to: folder, "a.swift")
            try TestSupport.write("object", to: folder, "a.o")
            let stamp = { (comparesTokens: Bool) in
                CompileStamp(
                    path: folder.appendingPathComponent("a.stamp").path, arguments: ["-c"], context: "swiftc 6.3",
                    inputs: [input.path], outputs: [folder.appendingPathComponent("a.o").path],
                    comparesTokens: comparesTokens
                )
            }
            let compile = stamp(true)
            let commented = "#sourceLocation(file: \"a.md\", line: 3)\n// Why a is one.\nlet a  =  1\n"
            compile.record(compile.digest())
            try TestSupport.write(commented, to: folder, "a.swift")
            #expect(
                compile.match(compile.digest()) == nil,
                "a new compile's tokens are not vouched for until its tests pass")

            try TestSupport.write("#sourceLocation(file: \"a.md\", line: 3)\nlet a = 1\n", to: folder, "a.swift")
            compile.vouchForTokens()
            try TestSupport.write(commented, to: folder, "a.swift")
            #expect(stamp(false).match(compile.digest()) == nil, "bytes alone: a comment is a change")
            #expect(compile.match(compile.digest()) == .sameTokens)
            #expect(compile.match(compile.digest()) == .sameBytes, "the match was stamped with the new bytes")

            try TestSupport.write("#sourceLocation(file: \"a.md\", line: 3)\nlet a = 2\n", to: folder, "a.swift")
            #expect(compile.match(compile.digest()) == nil, "a token changed")
            try TestSupport.write("#sourceLocation(file: \"a.md\", line: 4)\nlet a = 1\n", to: folder, "a.swift")
            #expect(compile.match(compile.digest()) == nil, "the code moved in its guide")

            try TestSupport.write(commented, to: folder, "a.swift")
            compile.withdrawTokens()
            try TestSupport.write("#sourceLocation(file: \"a.md\", line: 3)\nlet a = 1\n", to: folder, "a.swift")
            #expect(compile.match(compile.digest()) == nil, "withdrawn after a failure: only the same bytes")
        }
    }

    @Test func codeThatCanSeeItsOwnLineIsNeverTakenByItsTokens() throws {
        try TestSupport.withTemporaryFolder { folder in
            let input = try TestSupport.write("let line = #line\n", to: folder, "a.swift")
            try TestSupport.write("object", to: folder, "a.o")
            let compile = CompileStamp(
                path: folder.appendingPathComponent("a.stamp").path, arguments: ["-c"], context: "swiftc 6.3",
                inputs: [input.path], outputs: [folder.appendingPathComponent("a.o").path], comparesTokens: true
            )
            compile.record(compile.digest())
            compile.vouchForTokens()
            #expect(compile.match(compile.digest()) == .sameBytes)
            try TestSupport.write("// A comment moves #line.\nlet line = #line\n", to: folder, "a.swift")
            #expect(compile.match(compile.digest()) == nil)
        }
    }

    @Test func tokensLeaveOutCommentsAndSpacingAndRefuseFreestandingMacros() {
        #expect(SourceTokens.significant("let a = 1 // one\n") == SourceTokens.significant("/* a */ let a =\n    1"))
        #expect(
            SourceTokens.significant("let a = \"x  y\"") != SourceTokens.significant("let a = \"x y\""),
            "a string's spaces are its text")
        #expect(SourceTokens.significant("#if DEBUG\nlet a = 1\n#endif\n") != nil)
        #expect(SourceTokens.significant("if #available(macOS 14, *) {}") != nil)
        for located in [
            "let f = #file", "let l = #line", "let n = #function", "#warning(\"later\")",
            "let c = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)",
        ] {
            #expect(SourceTokens.significant(located) == nil, "\(located)")
        }
    }
}
