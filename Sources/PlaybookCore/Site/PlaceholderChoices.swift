import Foundation

/// What the page's script needs to fill every placeholder with the reader's
/// choice: the declared names, the derived lower-camel ones, every token as
/// it may be written, and each sample's values. Embedded once per page as JSON.
struct PlaceholderChoices: Sendable, Encodable {
    struct Sample: Sendable, Encodable {
        var name: String
        var values: [String: String]
    }

    /// The declared names, in the config's order: the fields of the reader's own-names form.
    var names: [String]
    /// Derived name → the declared name it follows (`name` → `Name`).
    var derived: [String: String]
    /// Every written form → its name (`{Name}` → `Name`), for text the page holds as plain strings (search results, the
    /// title).
    var tokens: [String: String]
    var samples: [Sample]
    /// Words a typed name may not be, the same the build refuses for `--set`.
    var keywords: [String]

    init(placeholders: PlaceholderSet, samples: [PlaybookConfig.Sample]) {
        names = placeholders.names
        var derived: [String: String] = [:]
        for name in placeholders.names {
            let variant = PlaceholderSet.lowerCamel(name)
            if variant != name, !placeholders.names.contains(variant) { derived[variant] = name }
        }
        self.derived = derived
        var tokens: [String: String] = [:]
        for name in placeholders.names + derived.keys.sorted() {
            for form in placeholders.forms { tokens["\(form.opening)\(name)\(form.closing)"] = name }
        }
        self.tokens = tokens
        self.samples = samples.map { Sample(name: $0.name, values: placeholders.values(for: $0)) }
        keywords = PlaceholderSet.swiftKeywords.sorted()
    }

    /// The JSON, safe inside a `<script type="application/json">` element.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return HTML.scriptSafeJSON(json)
    }
}
