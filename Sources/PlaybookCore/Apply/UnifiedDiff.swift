/// A unified diff of two texts by lines, as `diff -u` prints it, for
/// `playbook new --dry-run` to show what a file would become.
enum UnifiedDiff {
    static func make(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let oldLines = lines(old)
        let newLines = lines(new)
        guard oldLines != newLines else { return "" }
        let operations = editScript(from: oldLines, to: newLines)
        var output = "--- \(oldName)\n+++ \(newName)\n"
        var index = 0
        while index < operations.count {
            guard operations[index].kind != .same else {
                index += 1
                continue
            }
            // A hunk: the changes from here, joined while fewer than 2 × context unchanged lines separate them.
            let start = max(0, index - context)
            var end = index
            var lastChange = index
            while end < operations.count {
                if operations[end].kind != .same { lastChange = end }
                if end - lastChange > 2 * context { break }
                end += 1
            }
            end = min(operations.count, lastChange + context + 1)
            let hunk = operations[start..<end]
            let oldStart = hunk.first { $0.kind != .insert }?.oldLine ?? (hunk.first?.oldLine ?? 0)
            let newStart = hunk.first { $0.kind != .delete }?.newLine ?? (hunk.first?.newLine ?? 0)
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for operation in hunk {
                output += operation.kind.marker + operation.text + "\n"
            }
            index = end
        }
        return output
    }

    struct Operation: Equatable {
        enum Kind: Equatable {
            case same, delete, insert

            var marker: String {
                switch self {
                case .same: " "
                case .delete: "-"
                case .insert: "+"
                }
            }
        }

        var kind: Kind
        var text: String
        /// 1-based lines in the old and the new text where this operation stands.
        var oldLine: Int
        var newLine: Int
    }

    /// The shortest edit from `old` to `new` (the standard library's Myers difference), in order.
    static func editScript(from old: [String], to new: [String]) -> [Operation] {
        let difference = new.difference(from: old)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var operations: [Operation] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, removed.contains(oldIndex) {
                operations.append(
                    .init(kind: .delete, text: old[oldIndex], oldLine: oldIndex + 1, newLine: newIndex + 1))
                oldIndex += 1
            } else if newIndex < new.count, inserted.contains(newIndex) {
                operations.append(
                    .init(kind: .insert, text: new[newIndex], oldLine: oldIndex + 1, newLine: newIndex + 1))
                newIndex += 1
            } else {
                operations.append(.init(kind: .same, text: old[oldIndex], oldLine: oldIndex + 1, newLine: newIndex + 1))
                oldIndex += 1
                newIndex += 1
            }
        }
        return operations
    }

    /// `diff -u`'s range: `start,count`, with the line before an empty range.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start - 1),0" : count == 1 ? "\(start)" : "\(start),\(count)"
    }

    private static func lines(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }
}
