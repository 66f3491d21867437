import StackTestSupport

// libFuzzer calls this with each input; ModelStackFuzzCheck (shared with
// ModelStackCorpusReplayTests) applies the edits the bytes choose to a ModelStack and compares
// it after each with a stack built from scratch. A trap, a hang or a disagreement is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func modelFuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let problems = ModelStackFuzzCheck.problems(bytes)
    precondition(problems.isEmpty, problems.joined(separator: "\n"))
    return 0
}
