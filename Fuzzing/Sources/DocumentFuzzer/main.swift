import Foundation
import ToolsTestSupport

// libFuzzer calls this with each input; DocumentFuzzCheck (shared with
// DocumentCorpusReplayTests) reads it as a document and, when it reads, lays it out in both
// directions. Anything but an error — a trap, an overflow, a hang, a leak, a non-finite frame —
// is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func documentFuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    let problems = DocumentFuzzCheck.problems(data).problems
    precondition(problems.isEmpty, problems.joined(separator: "\n"))
    return 0
}
