/// Maps a position in instantiated code back to the guide. Lines map one to
/// one; columns shift where a placeholder's value is longer or shorter than
/// the placeholder, and by the block's indentation in the guide.
public struct SourceMap: Sendable, Equatable, Hashable, Codable {
    /// One placeholder replacement on a line, in 0-based UTF-8 offsets.
    public struct Replacement: Sendable, Equatable, Hashable, Codable {
        public var instantiatedStart: Int
        public var instantiatedEnd: Int
        public var guideStart: Int
        public var guideEnd: Int
    }

    /// The guide line of the code's first line.
    public var firstGuideLine: Int
    /// Columns the block is indented by in the guide (inside a list item, say).
    public var columnOffset: Int
    /// Replacements per instantiated line (0-based line index), sorted by offset.
    public var replacements: [Int: [Replacement]]

    public init(firstGuideLine: Int, columnOffset: Int = 0, replacements: [Int: [Replacement]] = [:]) {
        self.firstGuideLine = firstGuideLine
        self.columnOffset = columnOffset
        self.replacements = replacements
    }

    /// How columns map, as text for a cache key: each line's replacements in
    /// order. Written out by hand: printing the dictionary goes through reflection.
    public var columnLayout: String {
        var text = "indent \(columnOffset)"
        for line in replacements.keys.sorted() {
            text += " \(line):"
            for replacement in replacements[line] ?? [] {
                text += " \(replacement.instantiatedStart)-\(replacement.instantiatedEnd)"
                text += ">\(replacement.guideStart)-\(replacement.guideEnd)"
            }
        }
        return text
    }

    /// The map after `count` bytes of generated text were put before the first
    /// line (`extension Host { `): columns there map back past it.
    public func prefixingFirstLine(by count: Int) -> SourceMap {
        var map = self
        var first = (replacements[0] ?? []).map { replacement in
            var moved = replacement
            moved.instantiatedStart += count
            moved.instantiatedEnd += count
            return moved
        }
        first.insert(Replacement(instantiatedStart: 0, instantiatedEnd: count, guideStart: 0, guideEnd: 0), at: 0)
        map.replacements[0] = first
        return map
    }

    /// The guide line of 1-based instantiated `line`.
    public func guideLine(_ line: Int) -> Int { firstGuideLine + line - 1 }

    /// The guide column of 1-based UTF-8 `column` on 1-based instantiated `line`.
    /// A column inside a filled-in value maps to the placeholder's first column.
    public func guideColumn(line: Int, column: Int) -> Int {
        let offset = column - 1
        var shift = 0
        for replacement in replacements[line - 1] ?? [] {
            if offset < replacement.instantiatedStart { break }
            if offset < replacement.instantiatedEnd { return replacement.guideStart + 1 + columnOffset }
            shift = replacement.guideEnd - replacement.instantiatedEnd
        }
        return offset + shift + 1 + columnOffset
    }

    /// The 1-based UTF-8 column on 1-based instantiated `line` that guide
    /// `column` maps to: the inverse of `guideColumn`. A column inside a
    /// placeholder maps to its value's first column.
    public func instantiatedColumn(line: Int, guideColumn column: Int) -> Int {
        let offset = column - 1 - columnOffset
        var shift = 0
        for replacement in replacements[line - 1] ?? [] {
            if offset < replacement.guideStart { break }
            if offset < replacement.guideEnd { return replacement.instantiatedStart + 1 }
            shift = replacement.instantiatedEnd - replacement.guideEnd
        }
        return offset + shift + 1
    }
}
