// A typecheck-only stand-in for the few SwiftUI types the fixtures use.
public protocol View {
    associatedtype Body: View
    var body: Body { get }
}

public struct Text: View {
    public init(_ text: String) {}
    public var body: Never { fatalError() }
}

extension Never: View {
    public var body: Never { fatalError() }
}
