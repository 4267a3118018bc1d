/// Greets someone by name.
public func greeting(for name: String) -> String {
    "Hello, \(name)!"
}
