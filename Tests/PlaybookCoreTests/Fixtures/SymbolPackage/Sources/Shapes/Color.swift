/// The paints a ``Canvas`` can use.
public enum Color: String, CaseIterable, Sendable {
    /// The color of a clear sky.
    case blue
    /// The color of fresh grass.
    case green
    /// The color of a ripe tomato.
    case red

    /// The color that sits opposite on a simple wheel.
    ///
    /// See ``Color/red`` and ``Color/green``, which swap.
    public var opposite: Color {
        switch self {
        case .blue: return .red
        case .green: return .red
        case .red: return .green
        }
    }
}
