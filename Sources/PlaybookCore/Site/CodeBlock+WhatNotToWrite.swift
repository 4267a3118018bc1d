extension CodeBlock {
    /// Whether the guide marks the block as code not to write: a `dont` attribute, or a section heading that
    /// starts "Don't" or "Do not" ("Don't force-unwrap", "❌ Do not share state"). The site labels such a
    /// block so nobody copies it as the way to do it, whatever its verdict says about compiling.
    var showsWhatNotToWrite: Bool {
        if has("dont") { return true }
        guard let heading = headingPath.last else { return false }
        let start = heading.drop { !$0.isLetter }
        // Most headings are not warnings: Foundation's case folding and replacing is for those that may be.
        guard start.first == "d" || start.first == "D" else { return false }
        let words = start.lowercased().replacingOccurrences(of: "’", with: "'")
        return ["don't", "do not"].contains { opening in
            words.hasPrefix(opening) && words.dropFirst(opening.count).first?.isLetter != true
        }
    }
}
