/// Says goodbye.
///
///     print(farewell(for: "Ada")) // Prints "Goodbye, Ada!"
///
/// An internal helper is used as the module's own code uses it:
///
/// ```swift
/// print(shout("bye")) // Prints "BYE"
/// ```
///
/// The words, as a figure:
///
///     Goodbye, <name>!
///     ^^^^^^^  ^^^^^^
public func farewell(for name: String) -> String {
    "Goodbye, \(name)!"
}

/**
 * Upper-cases its text.
 *
 *     let loud = shout("hi")
 *     print(loud) // Prints "HI!"
 */
func shout(_ text: String) -> String {
    text.uppercased()
}
