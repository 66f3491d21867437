import Foundation

/// How a reader splits a long list among threads: the children of a stack, flow or overlay,
/// the items of a chat list (``NodeReader/readInParts(_:_:)``).
///
/// Why: reading the nodes is three quarters of reading a large document (composing the text
/// is the rest), and its nodes are independent but for a few things that depend on what came
/// before (an id claimed twice, an id that is another node's tree path, the node limit). A
/// list whose children span many values is cut into consecutive parts; each part after the
/// first is read on a thread of its own by a reader of its own, the first by the reader itself,
/// and the parts' readers are then taken in (``NodeReader/absorb(_:)``) as if the reader had
/// read their nodes itself. When a part cannot stand for that (it found an error, whose message
/// may depend on what came before), the reader reads the rest of the list itself, so the
/// outcome, errors included, is always that of reading in order on one thread.
struct ParallelChildReading: Sendable {
    /// The most parts a list is cut into (threads it is read on, this one included); 1: none.
    var parts: Int
    /// The fewest document values a list's children must span to be cut: below it, starting
    /// a thread (tens of microseconds) costs about as much as it saves (reading a value takes
    /// about a tenth of a microsecond).
    var minimumValues: Int

    /// One part per core, up to 8, for lists of 20,000 values (about 2,000 boxes) or more.
    static var automatic: ParallelChildReading {
        ParallelChildReading(parts: min(ProcessInfo.processInfo.activeProcessorCount, 8), minimumValues: 20_000)
    }

    /// Everything read in order on one thread.
    static let sequential = ParallelChildReading(parts: 1, minimumValues: .max)

    /// Where to cut `values`, a list's children in document order, into parts of about equal
    /// numbers of values (by their numbers in the tree, which follow document order; the last
    /// child, whose end the list does not say, counted as an average one): the positions of
    /// each part, or `nil` when the list is not worth cutting.
    func cuts(of values: [DocumentValue]) -> [Range<Int>]? {
        guard parts > 1, values.count > 1, let first = values.first?.index, let last = values.last?.index, last > first
        else { return nil }
        let span = (last - first) * values.count / (values.count - 1)
        guard span >= minimumValues else { return nil }
        var ranges: [Range<Int>] = []
        var start = 0
        for part in 1..<parts {
            let target = first + span * part / parts
            // The first child at or past the target starts the next part; an alias (`*row`) may
            // name an earlier value, which only makes the parts less even.
            guard let cut = values[(start + 1)...].firstIndex(where: { $0.index >= target }) else { break }
            ranges.append(start..<cut)
            start = cut
        }
        ranges.append(start..<values.count)
        return ranges.count > 1 ? ranges : nil
    }
}

extension NodeReader {
    /// Reads `values`, the children of the node at `treePath`, at nesting `level + 1` (with
    /// `inOverlay`: the children of an overlay), in parts on several threads when
    /// ``parallelReading`` cuts the list.
    mutating func readChildren(
        _ values: [DocumentValue], treePath: String, level: Int, inOverlay: Bool = false
    ) throws(DocumentError) -> [LayoutNode] {
        try readInParts(values) { reader, value, position throws(DocumentError) in
            try reader.readNode(value, treePath: treePath + "/" + String(position), level: level + 1, inOverlay: inOverlay)
        }
    }

    /// The nodes `read` reads from each of `values` (given the reader to read with, the value
    /// and its position), in parts on several threads when ``parallelReading`` cuts the list;
    /// the nodes, places and errors are those of reading them in order here, and so is the
    /// error thrown.
    mutating func readInParts(
        _ values: [DocumentValue],
        _ read: @escaping @Sendable (inout NodeReader, DocumentValue, Int) throws(DocumentError) -> LayoutNode
    ) throws(DocumentError) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(values.count)
        guard let parts = parallelReading.cuts(of: values) else {
            for position in values.indices { nodes.append(try read(&self, values[position], position)) }
            return nodes
        }
        // Each later part's share of the document's ids and nodes, so that its tables do not
        // grow (as this reader's do not).
        let idShare = expectedIDCount / parts.count + 1, nodeShare = expectedNodeCount / parts.count + 1
        let limits = (depth: maximumDepth, nodes: maximumNodeCount)
        let pending = parts.dropFirst().map { part in
            ReadingThread.start { () -> PartRead in
                var reader = NodeReader(maximumDepth: limits.depth, maximumNodeCount: limits.nodes)
                reader.parallelReading = .sequential
                reader.deferIDChecks()
                reader.reserveCapacity(forIDs: idShare, nodes: nodeShare)
                var nodes: [LayoutNode] = []
                nodes.reserveCapacity(part.count)
                // The part's values on a tree object of its own (``DocumentTree/sharingStorage()``),
                // and at paths under a list path of its own, for the same reason: every node's
                // place holds its list's path.
                let tree = values[part.lowerBound].tree.sharingStorage()
                let listPath = values[part.lowerBound].path.listAndPosition.map { DocumentPath(steps: $0.list.steps) }
                for position in part {
                    let value = DocumentValue(
                        tree: tree, index: values[position].index,
                        path: listPath?.appending(index: position) ?? values[position].path)
                    // A part that throws is not taken in: this reader reads it again and
                    // throws the error in its place.
                    guard let node = try? read(&reader, value, position) else { return PartRead(reader: reader, nodes: [], threw: true) }
                    nodes.append(node)
                }
                return PartRead(reader: reader, nodes: nodes, threw: false)
            }
        }
        // Lists inside the first part are read on this thread alone: the others are busy.
        let ownReading = parallelReading
        parallelReading = .sequential
        defer { parallelReading = ownReading }
        do {
            for position in parts[0] { nodes.append(try read(&self, values[position], position)) }
        } catch {
            for part in pending { _ = part.wait() }
            throw error
        }
        // Each part's reader held once, here, so that taking it in frees it as it goes.
        var readers: [NodeReader] = [], partNodes: [[LayoutNode]] = [], threw = false
        for part in pending {
            let read = part.wait()
            readers.append(read.reader)
            partNodes.append(read.nodes)
            threw = threw || read.threw
        }
        if !threw, absorb(&readers) {
            for part in partNodes { nodes.append(contentsOf: part) }
            return nodes
        }
        // A part that cannot stand (an error, a duplicate id, the node limit): read on here, as
        // one thread would have, so that every message is the same.
        for position in parts[1].lowerBound..<values.count { nodes.append(try read(&self, values[position], position)) }
        return nodes
    }
}

/// What a part's reader read: its state (for ``NodeReader/absorb(_:)``) and the nodes, or
/// that reading threw.
private struct PartRead: Sendable {
    var reader: NodeReader
    var nodes: [LayoutNode]
    var threw: Bool
}
