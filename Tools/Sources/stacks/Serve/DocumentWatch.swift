import Foundation
import FileAccess
import StackDocument

/// Watches the document for edits and tells every open page.
///
/// Polls every 200 ms while a page listens (portable, and quick enough for "within a second"),
/// and when asked (``poll()``, before the server answers with the status): the modification time
/// and size first, then, when either moved, a hash of the bytes, so a save that changes nothing
/// (or a `touch`) is not an edit. Each edit gets a new version and is checked by laying the
/// document out as `stacks frames` would; pages are told the version and, for a document that
/// fails, the command's located error, so they keep the last good pictures and show why.
actor DocumentWatch {
    /// What pages are told: the version of the document and whether it lays out.
    struct Status: Sendable, Equatable {
        var version: Int
        /// The command's message when the document cannot be read or laid out.
        var error: String?

        /// One line of JSON: `{"version": 3, "ok": false, "error": "doc.yaml:6:11: error: …"}`.
        var json: String {
            var object: [String: Any] = ["version": version, "ok": error == nil]
            if let error { object["error"] = error }
            let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
            return String(decoding: data, as: UTF8.self)
        }
    }

    private let path: String
    private let check: @Sendable () async -> String?
    private(set) var status = Status(version: 0)
    private var fingerprint: (modified: Date?, size: Int?, hash: UInt64?) = (nil, nil, nil)
    private var subscribers: [UUID: AsyncStream<Event>.Continuation] = [:]
    /// One look at a time: a look waits while the document is checked, and a second look in
    /// that gap would count the same edit twice.
    private let looks = SerialSection()

    /// What a page's stream carries.
    enum Event: Sendable {
        /// The document's status, now or after an edit.
        case status(Status)
        /// Nothing new: sent now and then so that a page that went away is noticed.
        case heartbeat
    }

    /// - Parameters:
    ///   - path: the document.
    ///   - check: lays the document out; returns the error message, or `nil` when it is fine.
    init(path: String, check: @escaping @Sendable () async -> String?) {
        self.path = path
        self.check = check
    }

    /// The statuses from now on, starting with the current one.
    func subscribe() -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(4))
        let id = UUID()
        subscribers[id] = continuation
        continuation.yield(.status(status))
        continuation.onTermination = { _ in Task { await self.unsubscribe(id) } }
        return stream
    }

    private func unsubscribe(_ id: UUID) {
        subscribers[id] = nil
    }

    /// Looks at the file once, after any look under way; a changed content becomes a new
    /// version, checked and announced.
    func poll() async {
        await looks.run { await self.look() }
    }

    private func look() async {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let modified = attributes?[.modificationDate] as? Date
        let size = (attributes?[.size] as? NSNumber)?.intValue
        if fingerprint.hash != nil || status.version > 0, modified == fingerprint.modified, size == fingerprint.size { return }
        let hash = (try? InputFile.read(path, limit: InputFile.documentLimit)).map(Self.hash)
        let isEdit = status.version == 0 || hash != fingerprint.hash
        fingerprint = (modified, size, hash)
        guard isEdit else { return }
        let error = await check()
        status = Status(version: status.version + 1, error: error)
        for continuation in subscribers.values { continuation.yield(.status(status)) }
    }

    /// Polls every `interval` seconds while a page listens, until the task is cancelled, with a
    /// heartbeat to every page every `heartbeat` polls. Nobody listening, an edit costs nothing
    /// until the status is asked for: a folder's documents opened once are not checked forever.
    func watch(every interval: Double = 0.2, heartbeat: Int = 75) async {
        var polls = 0
        while !Task.isCancelled {
            if !subscribers.isEmpty { await poll() }
            polls += 1
            if polls % heartbeat == 0 {
                for continuation in subscribers.values { continuation.yield(.heartbeat) }
            }
            try? await Task.sleep(nanoseconds: UInt64(interval * 1_000_000_000))
        }
    }

    /// FNV-1a, 64 bits: enough to tell one version of a file from the next.
    static func hash(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }
}
