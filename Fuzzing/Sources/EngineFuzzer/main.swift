import StackTestSupport

// libFuzzer calls this with each input. The bytes choose a node tree (TreeGenerator, shared
// with the property tests), an environment, proposals and widths; EngineFuzzCheck (shared with
// EngineCorpusReplayTests) measures, places and lays it out, fresh and through a LayoutSession.
// Errors are fine; a trap, a hang, a non-finite frame or a session that disagrees with a fresh
// layout is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func engineFuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let problems = EngineFuzzCheck.problems(bytes)
    precondition(problems.isEmpty, problems.joined(separator: "\n"))
    return 0
}
