extension StackDocument {
    /// What is wrong with ``BlockYAMLComposer``'s reading of `text`, judged against
    /// ``YAMLEventComposer`` (libyaml): `nil` when the block composer refused the text, or gave
    /// the same tree libyaml gives; else what differs. The document fuzzer checks every input
    /// with it, so that the composer is tried on texts no test thought of.
    @_spi(Fuzzing) public static func blockComposerDisagreement(_ text: String) -> String? {
        guard text.utf8.count <= DocumentTreeBuilder.longestText,
            let block = BlockYAMLComposer(depthLimit: DocumentReader.maximumTextNesting).compose(text)
        else { return nil }
        let libyaml: DocumentTree?
        do {
            libyaml = try YAMLEventComposer.compose(text, depthLimit: DocumentReader.maximumTextNesting)
        } catch {
            return "the block composer read a text libyaml refuses: \(error)"
        }
        guard let libyaml else { return "the block composer read a text in which libyaml finds no document" }
        guard block.hasSameValues(as: libyaml) else {
            return "the block composer's tree (\(block.count) values) differs from libyaml's (\(libyaml.count) values)"
        }
        return nil
    }
}
