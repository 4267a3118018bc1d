import Foundation

/// Raw HTML for code spans and text runs whose parent refuses a custom node:
/// cmark-gfm's table cells hold only text-like inlines. Such a node keeps its
/// place and type, its text becomes a token no guide can contain (a fresh
/// UUID per process), and the rendered `<code>token</code>` (or, for text, the
/// bare token) is swapped for the HTML afterwards.
struct CodeSpanStandIns {
    /// Made once: a UUID reads the system's random source, and every render of a page starts a set of stand-ins.
    private static let prefix = "playbook-code-\(UUID().uuidString)-"
    private var standIns: [(token: String, html: String)] = []

    var isEmpty: Bool { standIns.isEmpty }

    /// The literal to give the code span that stands for `html`.
    mutating func token(for html: String) -> String {
        // The closing dash keeps token 1 from matching the start of token 10.
        let token = Self.prefix + String(standIns.count) + "-"
        standIns.append((token, html))
        return token
    }

    /// Each token swapped for its HTML, with the `<code>` around it when it stood for a code span, in `rendered`
    /// (cmark-gfm's UTF-8 output, read in place so the page is checked as UTF-8 once, as the string it becomes).
    /// One pass over the bytes, from token to token: a page holds many tokens.
    func restore(in rendered: UnsafeRawBufferPointer) -> String {
        let bytes = rendered.assumingMemoryBound(to: UInt8.self)
        let marker = Array(Self.prefix.utf8)
        let open = Array("<code>".utf8)
        let close = Array("</code>".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        // The bytes between tokens are copied whole: a page is long and its tokens few.
        var copiedUpTo = 0
        var index = 0
        while let found = rendered.firstOffset(of: marker, from: index) {
            index = found + 1
            guard let (number, end) = Self.number(in: bytes, from: found + marker.count), number < standIns.count
            else { continue }
            out += bytes[copiedUpTo..<found]
            var next = end
            if out.count >= open.count, out.suffix(open.count).elementsEqual(open), bytes[next...].starts(with: close) {
                out.removeLast(open.count)
                next += close.count
            }
            out += standIns[number].html.utf8
            copiedUpTo = next
            index = next
        }
        out += bytes[copiedUpTo...]
        return out.withUnsafeBufferPointer { String(decodingLongUTF8: $0) }
    }

    /// The decimal number at `start` and the index past its closing dash.
    private static func number(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Int, Int)? {
        var value = 0
        var index = start
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        guard index > start, index < bytes.count, bytes[index] == UInt8(ascii: "-") else { return nil }
        return (value, index + 1)
    }
}
