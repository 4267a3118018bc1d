/// Makes heading anchors the way GitHub does, so links written for GitHub
/// (`create-viewmodel.md#step-3a--stateless`) resolve on the site too:
/// lowercase, punctuation dropped, each space a hyphen, repeats numbered.
public struct AnchorSlugger: Sendable {
    private var seen: [String: Int] = [:]

    public init() {}

    public mutating func slug(for text: String) -> String {
        let base = Self.slug(text)
        guard let count = seen[base] else {
            seen[base] = 1
            return base
        }
        var candidate = "\(base)-\(count)"
        var next = count
        while seen[candidate] != nil {
            next += 1
            candidate = "\(base)-\(next)"
        }
        seen[base] = next + 1
        seen[candidate] = 1
        return candidate
    }

    /// The slug of one heading text, before de-duplication.
    public static func slug(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .decimalNumber, .letterNumber, .otherNumber,
                .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation:
                result.append(scalar)
            default:
                if scalar == " " { result.append("-") } else if scalar == "-" { result.append(scalar) }
            }
        }
        return String(result)
    }
}
