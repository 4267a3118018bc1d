import SwiftParser
import SwiftSyntax

/// Swift source as the compiler's parser reads it: its tokens, without the
/// comments and whitespace between them. Two sources with the same tokens
/// make the same program; only where each line stands (line tables, the
/// line a trap names) differs.
enum SourceTokens {
    /// The texts of `source`'s tokens, each followed by a NUL. Nil when a
    /// token can make the program depend on where its code stands: a
    /// freestanding macro, which is also how `#line`, `#file` and `#function`
    /// are spelled. `#sourceLocation`, `#if` and `#available` are keywords of
    /// their own, and kept: a `#sourceLocation` line is part of the tokens.
    static func significant(_ source: String) -> String? {
        var text = ""
        for token in Parser.parse(source: source).tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .pound { return nil }
            text += token.text
            text += "\u{0}"
        }
        return text
    }
}
