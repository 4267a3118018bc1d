import SwiftParser
import SwiftSyntax

/// `private` and `fileprivate` blanked out of a block's code, columns kept:
/// for a type whose members the guide shows in other blocks, compiled in
/// another file, where its private members would otherwise be out of reach.
enum AccessOpening {
    /// The code with every `private` and `fileprivate` modifier (and its
    /// `(set)`) turned to spaces; nil when it has none.
    static func withoutPrivate(_ code: String) -> String? {
        let finder = PrivateModifierFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: code))
        guard !finder.ranges.isEmpty else { return nil }
        var bytes = Array(code.utf8)
        for range in finder.ranges where range.upperBound <= bytes.count {
            for index in range { bytes[index] = UInt8(ascii: " ") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private final class PrivateModifierFinder: SyntaxVisitor {
        var ranges: [Range<Int>] = []

        override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
            if node.name.tokenKind == .keyword(.private) || node.name.tokenKind == .keyword(.fileprivate) {
                ranges.append(
                    node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
                )
            }
            return .skipChildren
        }
    }
}
