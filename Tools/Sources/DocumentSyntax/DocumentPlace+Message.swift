extension DocumentPlace {
    /// A message about this place in `file`, written as compilers write theirs so that editors,
    /// terminals and CI logs link it to the line: `FILE:LINE:COLUMN: SEVERITY: PATH: PROBLEM`
    /// (`doc.yaml:4:23: error: root.stack: …`), or `SEVERITY: FILE: PATH: PROBLEM` when the line
    /// is not known (a document that cannot be read at all).
    public func message(_ severity: String, in file: String, _ problem: String) -> String {
        guard let line, let column else { return "\(severity): \(file): \(path): \(problem)" }
        return "\(file):\(line):\(column): \(severity): \(path): \(problem)"
    }
}
