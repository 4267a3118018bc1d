/// A setup a process makes once, as logging and metrics libraries have: a second call traps.
public enum KitSetup {
    nonisolated(unsafe) private static var chosen: String?

    public static var name: String { chosen ?? "none" }

    public static func bootstrap(_ name: String) {
        precondition(chosen == nil, "KitSetup can only be bootstrapped once per process")
        chosen = name
    }
}
