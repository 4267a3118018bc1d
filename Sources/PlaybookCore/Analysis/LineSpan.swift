/// A part of one line of a block: UTF-8 columns, counted from 0, the end
/// excluded (the compiler's columns, less one).
public struct LineSpan: Sendable, Hashable, Codable {
    /// 1-based line of the block.
    public var line: Int
    public var columns: Range<Int>

    public init(line: Int, columns: Range<Int>) {
        self.line = line
        self.columns = columns
    }
}
