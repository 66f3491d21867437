extension DocumentValue {
    /// A number satisfying `requirement`, the engine's own rule, so that a document is refused
    /// exactly what `LayoutTree` would refuse, in the same words (`expected a priority from 0
    /// to 1000; found 1200`).
    func number(_ requirement: ValueRequirement) throws(DocumentError) -> Double {
        guard let value = number else { throw mismatch(expected: requirement.description) }
        if let failed = requirement.violation(by: value) { throw mismatch(expected: failed.description) }
        return value
    }
}
