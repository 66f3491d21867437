extension StackDocument {
    /// What differs between reading `text` with every list of two or more children cut into
    /// up to five parts, each after the first read on a thread of its own
    /// (``ParallelChildReading``), and reading it in order on one thread: `nil` when nothing
    /// does (the same nodes, source map and styles, or the same errors) or the text does not
    /// compose. The document fuzzer checks every input with it, so that taking in parts read
    /// apart is tried on documents and mistakes no test thought of.
    @_spi(Fuzzing) public static func parallelReadingDisagreement(_ text: String) -> String? {
        ReadingThread.run { () -> Result<String?, Never> in
            guard let top = try? DocumentReader.compose(text) else { return .success(nil) }
            let inOrder = Result { () throws(DocumentError) in try DocumentReader.read(top, parallelReading: .sequential) }
            let inParts = Result { () throws(DocumentError) in
                try DocumentReader.read(top, parallelReading: ParallelChildReading(parts: 5, minimumValues: 1))
            }
            switch (inOrder, inParts) {
            case (.failure(let expected), .failure(let found)):
                return .success(expected == found ? nil : "read in parts, the errors are\n\(found)\ninstead of\n\(expected)")
            case (.success(let expected), .success(let found)):
                if expected.sourceMap != found.sourceMap { return .success("read in parts, the source map differs") }
                if expected.styles != found.styles { return .success("read in parts, the styles differ") }
                var expectedNodes = "", foundNodes = ""
                dump(expected.root, to: &expectedNodes)
                dump(found.root, to: &foundNodes)
                return .success(expectedNodes == foundNodes ? nil : "read in parts, the nodes differ")
            case (.success, .failure(let found)):
                return .success("read in parts, the document is refused: \(found)")
            case (.failure(let expected), .success):
                return .success("read in parts, the document reads, though in order it is refused: \(expected)")
            }
        }.get()
    }
}
