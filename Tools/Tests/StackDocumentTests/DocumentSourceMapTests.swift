import StackLayout
import Testing

@testable import StackDocument

/// The source map keeps a property written in its node's properties (`….box.width`) as a key,
/// a line and a column under the node's place (`NodePropertyPlace`), and any other place in
/// full: both must give back exactly the place the reader recorded.
@Suite("Document source map")
struct DocumentSourceMapTests {
    @Test("places read from a document, worked out by hand")
    func placesOfADocument() throws {
        let document = try StackDocument(yaml: """
            root:
              stack:
                axis: vertical
                spacing: 4
                margins: {top: 2}
                children:
                  - box: {id: a, width: 10}
                  - text: {string: Hi, lines: 2}
            """)
        let map = document.sourceMap
        #expect(map.place(ofNode: 1)?.description == "root.stack.children[0] (line 7, column 9)")
        #expect(map.place(of: .spacing, inNode: 0)?.description == "root.stack.spacing (line 4, column 14)")
        // Two keys under the kind: kept in full.
        #expect(map.place(of: .margin(.top), inNode: 0)?.description == "root.stack.margins.top (line 5, column 20)")
        #expect(map.place(of: .width, inNode: 1)?.description == "root.stack.children[0].box.width (line 7, column 29)")
        #expect(map.place(of: .lineLimit, inNode: 2)?.description == "root.stack.children[1].text.lines (line 8, column 35)")
        // A property never written: the node's own place.
        #expect(map.place(of: .height, inNode: 1)?.description == "root.stack.children[0] (line 7, column 9)")
    }

    @Test("every kind of place comes back equal to the one recorded")
    func placesComeBackEqual() {
        var map = DocumentSourceMap()
        let list = DocumentPath(steps: [.key("root"), .key("stack"), .key("children")])
        let nodePath = list.appending(index: 3)
        let node = map.recordNode(at: DocumentPlace(path: nodePath, line: 9, column: 7))
        // An item of a list: kept as the list's place and the position, and given back whole.
        #expect(map.place(ofNode: node) == DocumentPlace(path: nodePath, line: 9, column: 7))
        #expect(map.place(ofNode: node)?.description == "root.stack.children[3] (line 9, column 7)")
        let kindPath = nodePath.appending("box")
        let recorded: [(LayoutProperty, DocumentPlace)] = [
            // Under the node: kept as a key.
            (.width, DocumentPlace(path: kindPath.appendingLeaf("width"), line: 9, column: 20)),
            // The same path spelt with links of its own (not under the node's place by identity):
            // kept in full, and still equal.
            (.height, DocumentPlace(path: DocumentPath(steps: nodePath.steps + [.key("box"), .key("height")]), line: 9, column: 31)),
            // Deeper, or without a line: in full.
            (.margin(.top), DocumentPlace(path: kindPath.appending("margins").appendingLeaf("top"), line: 10, column: 3)),
            (.spacing, DocumentPlace(path: kindPath.appendingLeaf("spacing"))),
            // Under another item of the same list (sharing the list's steps): in full.
            (.fontSize, DocumentPlace(path: list.appending(index: 4).appending("box").appendingLeaf("size"), line: 13, column: 2)),
            // Under another key than the node's first one: in full.
            (.lineLimit, DocumentPlace(path: nodePath.appending("text").appendingLeaf("lines"), line: 11, column: 5)),
        ]
        for (property, place) in recorded {
            map.record(property, place: place, node: node)
        }
        for (property, place) in recorded {
            let given = map.place(of: property, inNode: node)
            #expect(given == place, "\(property)")
            #expect(given?.description == place.description, "\(property)")
        }
        // Recorded again, the newer place counts.
        let newer = DocumentPlace(path: kindPath.appendingLeaf("width"), line: 12, column: 1)
        map.record(.width, place: newer, node: node)
        #expect(map.place(of: .width, inNode: node) == newer)
    }

    @Test("a node at the top of the document, and one whose path ends in a leaf key")
    func unusualNodePaths() {
        var map = DocumentSourceMap()
        // The top: `box.width` is one key and a leaf under it.
        let top = map.recordNode(at: DocumentPlace(path: .document, line: 1, column: 1))
        let topWidth = DocumentPlace(path: DocumentPath.document.appending("box").appendingLeaf("width"), line: 1, column: 13)
        map.record(.width, place: topWidth, node: top)
        #expect(map.place(of: .width, inNode: top) == topWidth)
        #expect(map.place(of: .width, inNode: top)?.description == "box.width (line 1, column 13)")
        // A node whose own path ends in a leaf key: `x.box.width` is not one key and a leaf
        // under `x` by the links, and must not come back as `x.x.box.width` or the like.
        let leafNodePath = DocumentPath.document.appendingLeaf("x")
        let node = map.recordNode(at: DocumentPlace(path: leafNodePath, line: 2, column: 1))
        let width = DocumentPlace(path: leafNodePath.appending("box").appendingLeaf("width"), line: 2, column: 9)
        map.record(.width, place: width, node: node)
        #expect(map.place(of: .width, inNode: node) == width)
        #expect(map.place(of: .width, inNode: node)?.description == "x.box.width (line 2, column 9)")
    }

    @Test("past the most keys the table takes, places are kept in full and still come back")
    func manyKeys() {
        var map = DocumentSourceMap()
        let nodePath = DocumentPath(steps: [.key("root")])
        var recorded: [(Int, DocumentPlace)] = []
        // One node per key, each with a property under a key of its own: 2 keys for the first
        // node (its kind and its leaf), then one more per node.
        for number in 0..<(DocumentSourceMap.mostKeys + 10) {
            let node = map.recordNode(at: DocumentPlace(path: nodePath.appending(index: number), line: number + 1, column: 1))
            let place = DocumentPlace(
                path: map.place(ofNode: node)!.path.appending("box").appendingLeaf("key\(number)"), line: number + 1, column: 9)
            map.record(.width, place: place, node: node)
            recorded.append((node, place))
        }
        for (node, place) in recorded {
            #expect(map.place(of: .width, inNode: node) == place)
        }
    }

    @Test("past the most properties the table numbers, properties are kept in full")
    func propertyOverflow() {
        var map = DocumentSourceMap()
        let path = DocumentPath(steps: [.key("root"), .key("buttons")])
        let node = map.recordNode(at: DocumentPlace(path: path, line: 1, column: 1))
        // 65,535 numbers (0 … 65,534), then five kept in full.
        let count = 65_540
        for item in 0..<count {
            map.record(.custom("items[\(item)].width"), place: DocumentPlace(path: path.appending("items"), line: item + 2, column: 3), node: node)
        }
        for item in [0, 1, 65_533, 65_534, 65_535, 65_539] {
            #expect(map.place(of: .custom("items[\(item)].width"), inNode: node)?.line == item + 2)
        }
        // Never written: the node's own place.
        #expect(map.place(of: .custom("items[99999].width"), inNode: node)?.line == 1)
        #expect(map.place(of: .width, inNode: node)?.line == 1)
        #expect(map.place(ofNode: node)?.description == "root.buttons (line 1, column 1)")
    }
}
