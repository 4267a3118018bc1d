/// The greeting the docs show.
public func greeting(for name: String) -> String {
    "Hello, \(name)!"
}
