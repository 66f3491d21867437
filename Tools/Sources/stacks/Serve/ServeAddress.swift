#if Serve  // `stacks serve` is built where Hummingbird is a dependency (Package.swift)
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
}
#endif
