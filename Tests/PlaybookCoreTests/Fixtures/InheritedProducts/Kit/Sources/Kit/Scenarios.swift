/// A small testing vocabulary: a type adopting `ScenarioWriter` writes its scenarios by calling `scenario` bare.
public protocol ScenarioWriter {}

extension ScenarioWriter {
    public static func scenario(_ name: String, _ body: () -> Void) {
        body()
    }

    public static func check(_ condition: Bool) {
        precondition(condition)
    }
}
