/// One unit of an audit run (``AuditPlan``): the rules on a document as written, or the rules
/// on its layout in one combination. Jobs are independent of each other, so a run may do
/// them in any order, on any number of threads or machines, and still assemble the same report.
public struct AuditJob: Hashable, Sendable {
    /// The document's index in the plan.
    public var document: Int
    /// The index of the combination in the document's list, or `nil` for the rules on the
    /// document as written (groups, titles, colours).
    public var combination: Int?

    /// Creates a job.
    public init(document: Int, combination: Int? = nil) {
        self.document = document
        self.combination = combination
    }
}
