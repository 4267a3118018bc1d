/// What the guide assumes: a shelf that holds titles.
public struct Shelf {
    public private(set) var titles: [String] = []
    public init() {}
    public mutating func put(_ title: String) { titles.append(title) }
}
