import Foundation
import Testing

@testable import PlaybookCore

/// The byte-level text search that planning and rendering use instead of Foundation's.
struct ByteSearchTests {
    @Test func findsAWordAnywhereByteForByte() {
        #expect("let x = 1 // error: no".containsBytes("error"))
        #expect("fn error".containsBytes("error"))
        #expect(!"err or".containsBytes("error"))
        #expect(!"".containsBytes("error"))
        #expect("anything".containsBytes(""))
        #expect("naïve café".containsBytes("café"))
        #expect(!"Error".containsBytes("error"))
    }

    @Test func ignoresTheCaseOfASCIILettersOnlyWhenAsked() {
        #expect("// Runtime ERROR here".containsBytes("error", ignoringASCIICase: true))
        #expect("// compile Error".containsBytes("error", ignoringASCIICase: true))
        #expect(!"// errør".containsBytes("error", ignoringASCIICase: true))
    }

    @Test func searchesSubstringsToo() {
        let line = "func f() {\nstruct S\n".split(separator: "\n")[1]
        #expect(line.containsBytes("struct "))
        #expect(!line.containsBytes("{"))
    }

    @Test func findsTheFirstOffsetOfBytesFromAnOffset() {
        #expect("abcabc".utf8Offset(of: "bc") == 1)
        #expect("abcabc".utf8Offset(of: "bc", from: 2) == 4)
        #expect("aaab".utf8Offset(of: "aab") == 1)
        #expect("naïve café".utf8Offset(of: "café") == 7)
        #expect("abcabc".utf8Offset(of: "cb") == nil)
        #expect("ab".utf8Offset(of: "abc") == nil)
        #expect("ab".utf8Offset(of: "b", from: 2) == nil)
        #expect("".utf8Offset(of: "a") == nil)
    }

    @Test func trimsWhitespaceScalarsAsFoundationDoes() {
        for text in [
            "  a b\t", "\t\u{00A0}x\u{3000}", " \u{301}x ", "x\u{2028}", " x\u{85} ", "\u{200B}x", "   ", "", "naïve ",
        ] {
            #expect(
                text.trimmingWhitespaceScalars() == text.trimmingCharacters(in: .whitespaces),
                "\(text.debugDescription)")
        }
        #expect("  a b\t".dropFirst().trimmingWhitespaceScalars() == "a b")
    }

    @Test func trimsSpacesTabsAndUnicodeSpacesButNotTheText() {
        #expect("  \t...\u{00A0} ".trimmingSpaces() == "...")
        #expect("   ".trimmingSpaces() == "")
        #expect("a b".trimmingSpaces() == "a b")
        #expect("".trimmingSpaces() == "")
    }
}
