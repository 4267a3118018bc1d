/// Greets someone by name.
///
///     print(greeting(for: "Ada")) // Prints "Hello, Ada!"
public func greeting(for name: String) -> String {
    "Hello, \(name)!"
}
