/// A point in a journal's time, as seconds since it was opened.
public struct Moment: Sendable, Hashable, Comparable {
    public var seconds: Int64

    public static func now() -> Moment { Moment(seconds: 0) }

    public static func < (lhs: Moment, rhs: Moment) -> Bool { lhs.seconds < rhs.seconds }
}

extension Moment {
    public static func + (lhs: Moment, rhs: Span) -> Moment { Moment(seconds: lhs.seconds + rhs.seconds) }
    public static func - (lhs: Moment, rhs: Span) -> Moment { Moment(seconds: lhs.seconds - rhs.seconds) }
}

/// A length of a journal's time.
public struct Span: Sendable, Hashable {
    public var seconds: Int64

    public static func minutes(_ count: Int64) -> Span { Span(seconds: count * 60) }
}
