import FlyingSocks
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which names and addresses are this machine's loopback: the only ones `stacks serve` listens
/// on without a warning, and the only `Host` a loopback server answers.
enum ServeAddress {
    static func isLoopback(_ host: String) -> Bool {
        if ["localhost", "ip6-localhost", "::1", "0:0:0:0:0:0:0:1"].contains(host) || host.hasSuffix(".localhost") { return true }
        // 127.0.0.0/8, written as four decimal numbers.
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts.allSatisfy({ UInt8($0) != nil }) else { return false }
        return parts[0] == "127"
    }

    /// The socket address `--host` and `--port` name: an IPv4 or IPv6 address as written, or a
    /// name looked up as the system does (`localhost`, a machine's name), its first address.
    static func socketAddress(host: String, port: Int) throws -> any SocketAddress {
        let port = UInt16(port)
        if let address = try? sockaddr_in.inet(ip4: host, port: port) { return address }
        if let address = try? sockaddr_in6.inet6(ip6: host, port: port) { return address }
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &found) == 0, let first = found else {
            throw UnknownHost(host: host)
        }
        defer { freeaddrinfo(found) }
        var text = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        guard getnameinfo(first.pointee.ai_addr, first.pointee.ai_addrlen, &text, socklen_t(text.count), nil, 0, NI_NUMERICHOST) == 0
        else { throw UnknownHost(host: host) }
        let numeric = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return first.pointee.ai_family == AF_INET6
            ? try sockaddr_in6.inet6(ip6: numeric, port: port) : try sockaddr_in.inet(ip4: numeric, port: port)
    }

    struct UnknownHost: Error, CustomStringConvertible {
        var host: String
        var description: String { "no address is known for \(host)" }
    }
}
