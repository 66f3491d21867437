import Foundation
import Testing

@testable import StackRender

/// The time limit on calls into librsvg: a call past it is reported (in the tool, by ending
/// the process) with the image named; a call in time is not. Here the report is recorded.
@Suite("Image time limit")
struct ImageTimeLimitTests {
    /// The messages a watch reported.
    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [String] = []
        func add(_ message: String) { lock.withLock { messages.append(message) } }
        var all: [String] { lock.withLock { messages } }
    }

    @Test("a call past its limit is reported once, naming the image and what took too long")
    func pastTheLimit() {
        let reports = Reports()
        let limit = ImageTimeLimit { reports.add($0) }
        let value = limit.run(path: "/icons/slow.svg", doing: "drawing it", seconds: 0.1) {
            Thread.sleep(forTimeInterval: 0.6)
            return 7
        }
        // The call still returns its value: only the report (the tool's exit) stops it.
        #expect(value == 7)
        #expect(reports.all == [
            "error: cannot read image /icons/slow.svg: drawing it took longer than 0.1 s, the most an image may take "
                + "(librsvg cannot be stopped, so the command ends here)\n"
        ])
    }

    @Test("calls in time are not reported, one after another or several at once")
    func inTime() {
        let reports = Reports()
        let limit = ImageTimeLimit { reports.add($0) }
        for _ in 0..<100 { limit.run(path: "a.svg", doing: "reading it", seconds: 0.2) {} }
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            limit.run(path: "\(index).svg", doing: "drawing it", seconds: 0.5) { Thread.sleep(forTimeInterval: 0.05) }
        }
        // Past every deadline: nothing may fire late.
        Thread.sleep(forTimeInterval: 0.7)
        #expect(reports.all.isEmpty)
    }

    @Test("a control character in the image's name is written as an escape")
    func visibleName() {
        let reports = Reports()
        let limit = ImageTimeLimit { reports.add($0) }
        limit.run(path: "a\u{1B}[31m.svg", doing: "reading it", seconds: 0.05) { Thread.sleep(forTimeInterval: 0.3) }
        #expect(reports.all.first?.hasPrefix("error: cannot read image a\\u{1B}[31m.svg: reading it took longer than 0.05 s") == true)
    }
}
