import Foundation

/// A block quote that is a callout: a GitHub alert (`> [!NOTE]` on a line of
/// its own) or a DocC aside (`> Note: text`). Told apart on cmark-gfm's tree
/// by `MarkdownParser`, which drops the marker and keeps the prose.
public struct Callout: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case note, tip, important, warning, caution, experiment
    }

    public var kind: Kind

    /// The heading a reader sees: "Note", "Warning".
    public var title: String { kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst() }

    /// GitHub's alerts: `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]`, `[!CAUTION]`, in any case.
    static func gitHubAlert(marker: String) -> Callout? {
        let text = marker.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("[!"), text.hasSuffix("]"),
            let kind = Kind(rawValue: text.dropFirst(2).dropLast().lowercased()), kind != .experiment
        else { return nil }
        return Callout(kind: kind)
    }

    /// DocC's asides: `Note:`, `Tip:`, `Important:`, `Warning:`, `Experiment:` opening the quote's text, in any case.
    static func doccAside(text: String) -> (callout: Callout, rest: Substring)? {
        guard let colon = text.firstIndex(of: ":"),
            let kind = Kind(rawValue: text[..<colon].lowercased()), kind != .caution
        else { return nil }
        return (Callout(kind: kind), text[text.index(after: colon)...].drop { $0 == " " || $0 == "\t" })
    }
}
