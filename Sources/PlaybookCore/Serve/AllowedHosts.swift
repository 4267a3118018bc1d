/// The `Host` and `Origin` values the preview answers. A page on another
/// site can make a browser resolve its own name to 127.0.0.1 (DNS
/// rebinding) and read the preview as if it were that site; the request
/// still names the attacker's host, so a preview that answers only its own
/// names gives it nothing: not the internal guides, not the event stream.
struct AllowedHosts: Sendable, Equatable {
    /// Host names allowed, lowercased, IPv6 addresses in brackets.
    let names: Set<String>
    /// Whether any IP address literal is allowed: listening on every
    /// interface (`0.0.0.0`, `::`), the preview is reached by the machine's
    /// addresses, and an address cannot be rebound as a name can.
    let anyAddress: Bool
    let port: UInt16

    /// The names of a preview listening on `host` (as `--host` gave it) at `port`.
    init(host: String, port: UInt16) {
        let given = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        names = Set(["localhost", "127.0.0.1", "[::1]", given.lowercased()])
        anyAddress = ["0.0.0.0", "::", "[::]"].contains(host)
        self.port = port
    }

    /// Whether a request's `Host` field names this preview: an allowed name,
    /// with this port or none. A request without one is refused too.
    func allows(host field: String?) -> Bool {
        guard let field, let (name, port) = Self.split(field.lowercased()) else { return false }
        guard port == nil || port == self.port else { return false }
        return names.contains(name) || (anyAddress && Self.isAddressLiteral(name))
    }

    /// Whether a request's `Origin` is this preview, or absent (a browser
    /// sends none for its own same-origin GET, tools never do).
    func allows(origin field: String?) -> Bool {
        guard let field, field != "null" else { return field == nil }
        let lowered = field.lowercased()
        guard lowered.hasPrefix("http://") else { return false }
        return allows(host: String(lowered.dropFirst("http://".count)))
    }

    /// `name:port` into its parts; nil for a malformed port.
    private static func split(_ field: String) -> (name: String, port: UInt16?)? {
        let trimmed = field.trimmingSpaces()
        if trimmed.hasPrefix("[") {
            guard let close = trimmed.firstIndex(of: "]") else { return nil }
            let name = String(trimmed[...close])
            let rest = trimmed[trimmed.index(after: close)...]
            if rest.isEmpty { return (name, nil) }
            guard rest.hasPrefix(":"), let port = UInt16(rest.dropFirst()) else { return nil }
            return (name, port)
        }
        let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, let first = parts.first, !first.isEmpty else { return nil }
        if parts.count == 1 { return (String(first), nil) }
        guard let port = UInt16(parts[1]) else { return nil }
        return (String(first), port)
    }

    private static func isAddressLiteral(_ name: String) -> Bool {
        if name.hasPrefix("[") { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in UInt8(part) != nil }
    }
}
