/// The lines `playbook new` prints about a scaffold.
public enum ScaffoldReport {
    public static func listing(_ planned: [ScaffoldWriter.Planned]) -> String {
        guard !planned.isEmpty else { return "  (no files: the guide names no target file for its blocks)" }
        let width = planned.map(\.file.path.count).max() ?? 0
        return planned.map { entry in
            let padded = entry.file.path.padding(toLength: width, withPad: " ", startingAt: 0)
            var line =
                "  \(entry.change.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(padded)  ← "
                + "\(entry.file.guide):\(entry.file.line)"
            if entry.file.isBorrowed { line += " (borrowed)" }
            if let reason = entry.file.notCompiled { line += " (not compiled: \(reason))" }
            return line
        }.joined(separator: "\n")
    }

    public static func leftOut(_ scaffold: Scaffold, withBorrowed: Bool) -> String {
        var text = ""
        if !scaffold.unwritten.isEmpty {
            text += "Not written:\n"
            for block in scaffold.unwritten {
                text +=
                    "  \(scaffold.guide):\(block.line)" + (block.heading.map { " § \($0)" } ?? "")
                    + ": \(block.reason)\n"
            }
        }
        if !scaffold.borrowed.isEmpty, !withBorrowed {
            text += "Expected in your project (declared by other guides; --with-borrowed writes them):\n"
            for lent in scaffold.borrowed {
                text +=
                    "  \(lent.names.joined(separator: ", ")) ← \(lent.guide):\(lent.line)"
                    + (lent.path.map { " (\($0))" } ?? "") + "\n"
            }
        }
        return text
    }
}
