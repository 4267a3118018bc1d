/// A path pattern as `.gitignore` and MkDocs write them: `*` and `?` within
/// one path component, `**` across any number of them
/// (`Documentation/Reviews/**`, `**/Proposals/*.md`). A pattern without a `/`
/// matches a component anywhere (`Internals` leaves out every `Internals` folder).
struct Glob: Sendable, Equatable {
    let pattern: String
    private let components: [Substring]

    init(_ pattern: String) {
        self.pattern = pattern
        var parts = pattern.split(separator: "/", omittingEmptySubsequences: true)
        if !pattern.contains("/") { parts = ["**"] + parts }
        components = parts
    }

    /// Whether `path` (`/`-separated, relative) or any folder above it matches.
    func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return (1...max(1, parts.count)).contains { Self.match(components[...], parts.prefix($0)) }
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            if rest.isEmpty { return true }
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(Array(first)[...], Array(component)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*":
            var remaining = text
            while true {
                if matchComponent(pattern.dropFirst(), remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        case "?":
            return !text.isEmpty && matchComponent(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == first && matchComponent(pattern.dropFirst(), text.dropFirst())
        }
    }
}
