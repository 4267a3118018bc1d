/// A dial that reads a value.
public struct Gauge {
    public init() {}

    /// The raw reading.
    public var reading: Int { 7 }
}

#if Calibrated
extension Gauge {
    /// The reading, corrected; built only with the package's `Calibrated` trait.
    public func calibrated() -> Int { reading * 2 }
}
#endif
