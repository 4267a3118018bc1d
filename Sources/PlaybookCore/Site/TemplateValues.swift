/// Page contexts turned into dictionaries and arrays before they meet the
/// templates. swift-mustache reads a struct's properties through a new
/// `Mirror` on every lookup, which made the sidebar of a 200-guide site the
/// slowest part of a build; a dictionary answers a lookup at once.
enum TemplateValues {
    static func convert(_ value: Any) -> Any {
        if let convertible = value as? TemplateValueConvertible { return convertible.templateValues }
        return reflected(value)
    }

    /// `value` converted through its `Mirror`: a struct or class as a dictionary of its properties, a collection
    /// as an array, each converted in turn.
    static func reflected(_ value: Any) -> Any {
        switch value {
        case is String, is Int, is Bool, is Double:
            return value
        default:
            break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct, .class:
            var values: [String: Any] = [:]
            for child in mirror.children {
                guard let label = child.label, let present = unwrapped(child.value) else { continue }
                values[label] = convert(present)
            }
            return values
        case .collection:
            return mirror.children.map { convert($0.value) }
        default:
            return value
        }
    }

    /// Converted values shared by concurrent page renders: written once, then only read.
    struct Frozen: @unchecked Sendable {
        let entries: [[String: Any]]

        init<Value>(_ values: [Value]) {
            entries = values.compactMap { convert($0) as? [String: Any] }
        }
    }

    /// The value inside an optional, nil for `nil`; any other value as it is.
    /// A missing key is what a template's `{{#key}}` treats as false.
    private static func unwrapped(_ value: Any) -> Any? {
        guard let optional = value as? AnyOptional else { return value }
        return optional.wrappedValue.flatMap(unwrapped)
    }
}

/// Lets an optional inside an `Any` be opened without a `Mirror`.
private protocol AnyOptional {
    var wrappedValue: Any? { get }
}

extension Optional: AnyOptional {
    fileprivate var wrappedValue: Any? { map { $0 } }
}
