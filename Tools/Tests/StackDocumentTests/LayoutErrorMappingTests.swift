import Foundation
import Testing
import StackDocument
import ToolsTestSupport

/// Engine errors carry the index of their node in the tree; the document's source map leads
/// from that index to the place the author wrote, without reading any error text.
@Suite struct LayoutErrorMappingTests {
    static let text = """
        root:
          stack:
            axis: vertical
            children:
              - box: {id: a}
              - stack:
                  axis: horizontal
                  children:
                    - box: {id: inner, width: 10, hugging: 300}
        """

    @Test func treeErrorsComeBackWithTheDocumentPlace() throws {
        let document = try StackDocument(yaml: Self.text)
        // A lower limit than the reader's makes LayoutTree itself fail at root/1, the inner stack.
        #expect(throws: DocumentError.self) { try document.layoutTree(maximumDepth: 1) }
        do {
            _ = try document.layoutTree(maximumDepth: 1)
        } catch {
            // The inner stack's `children:` value starts on line 9 at the dash, column 13 (after
            // the 12 spaces the literal keeps).
            #expect(
                error.description
                    == "root.stack.children[1].stack.children (line 9, column 13): stacks nest more than 1 levels deep; "
                    + "the engine's limit is 1")
        }
    }

    @Test func aContainerFractionAcrossItsAxisIsRefusedAtItsPlace() throws {
        // `width: 0.5 container.height`: a width may only be a fraction of the container's
        // width. Line 5: 6 spaces, `- ` (7–8), `box: {` (9–14), `width: ` (15–21), the value
        // at column 22.
        let document = try StackDocument(yaml: """
            root:
              stack:
                axis: horizontal
                children:
                  - box: {width: 0.5 container.height, height: 10}
            """)
        let error = try #require(throws: DocumentError.self) { try document.layoutTree() }
        #expect(error.description == "root.stack.children[0].box.width (line 5, column 22): expected a fraction of the "
            + "container's width, the axis it lies along: the container's height is not known while it is measured "
            + "(a fraction of the root may name either axis); found 0.5")
    }

    @Test func invalidValueErrorsPointAtTheProperty() throws {
        let document = try StackDocument(yaml: Self.text)
        // In document order: the root stack 0, box `a` 1, the inner stack 2, box `inner` 3.
        let inner = NodeReference(index: 3, childPositions: [1, 0], id: "inner")
        let width = LayoutError(.invalidValue(InvalidValue(property: .width, value: -1, requirement: .nonNegativePoints)), node: inner)
        // `width` of `inner`: line 9 is `            - box: {id: inner, width: 10, hugging: 300}`
        // (12 spaces): `{` at 20, `id: inner, ` 21–31, `width: ` 32–38, so 10 starts at column 39
        // and, 13 characters on (`10, hugging: `), 300 at column 52.
        #expect(
            document.documentError(for: width).description
                == "root.stack.children[1].stack.children[0].box.width (line 9, column 39): "
                + "expected a number of points, 0 or more; found -1")
        let hugging = LayoutError(
            .invalidValue(InvalidValue(property: .hugging(.vertical), value: 1200, requirement: .priority)), node: inner)
        #expect(
            document.documentError(for: hugging).description
                == "root.stack.children[1].stack.children[0].box.hugging (line 9, column 52): "
                + "expected a priority from 0 to 1000; found 1200")
        // A property without a recorded place falls back to the node.
        let lines = LayoutError(
            .invalidValue(InvalidValue(property: .lineLimit, value: -1, requirement: .lineLimit)),
            node: NodeReference(index: 1, childPositions: [0], id: "a"))
        #expect(
            document.documentError(for: lines).description
                == "root.stack.children[0] (line 5, column 9): expected a whole number, 0 (no limit) or more; found -1")
        // The index alone decides: the same error with another (wrong) path still reports node 3.
        var misnamed = width
        misnamed.node?.childPositions = [7, 7]
        #expect(document.documentError(for: misnamed) == document.documentError(for: width))
    }

    @Test("an error deep in a document is reported at the line and column of its property")
    func deepNode() throws {
        let document = try StackDocument(yaml: """
            root:
              stack:
                axis: vertical
                children:
                  - box: {height: 4}
                  - stack:
                      axis: horizontal
                      children:
                        - stack:
                            axis: vertical
                            children:
                              - box: {width: 10, height: 10% root.height}
            """)
        let tree = try document.layoutTree()
        do {
            // No height: the last box's height, a tenth of the root height, cannot be resolved.
            _ = try StackLayoutEngine().layout(tree, width: 320, measurer: FixedMetricsTextMeasurer())
            Issue.record("expected the root height to be missing")
        } catch {
            // Root 0, the first box 1, then the stacks at root/1 (2) and root/1/0 (3), and the
            // box at root/1/0/0 (4).
            #expect(error.nodeIndex == 4)
            #expect(error.reason == .unknownRootSize(property: .height, dimension: .vertical))
            #expect(error.description == "root/1/0/0: height needs the root height, and the layout was not given one")
            // Line 12 is `                  - box: {width: 10, height: 10% root.height}`: 18
            // spaces, `- box: {` at 19–26, `width: 10, ` 27–37, `height: ` 38–45, the value at 46.
            #expect(
                document.documentError(for: error).description
                    == "root.stack.children[1].stack.children[0].stack.children[0].box.height (line 12, column 46): "
                    + "height needs the root height, and the layout was not given one")
        }
    }

    @Test("an error in a node with an id is reported at its place, through DocumentLayout")
    func nodeWithID() throws {
        let document = try StackDocument(yaml: """
            root:
              stack:
                axis: vertical
                alignment: leading
                children:
                  - stack:
                      id: row
                      axis: horizontal
                      children:
                        - box: {height: 10}
                        - box: {id: half, width: 50%, height: 10}
            """)
        // The row hugs its content (leading alignment) while `half` is half of the row: a cycle.
        #expect(throws: DocumentLayoutError.self) {
            try document.layout(DocumentCombination(width: 300), measurer: FixedMetricsTextMeasurer())
        }
        do {
            _ = try document.layout(DocumentCombination(width: 300), measurer: FixedMetricsTextMeasurer())
        } catch {
            // Line 11 is `            - box: {id: half, width: 50%, height: 10}`: 12 spaces,
            // `- box: {` at 13–20, `id: half, ` 21–30, `width: ` 31–37, `50%` at 38.
            #expect(
                error.description
                    == "root.stack.children[0].stack.children[1].box.width (line 11, column 38): width is 50.0 % of the "
                    + "container width, but that container's size depends on this node (a cycle); give the container a "
                    + "size, or use points or a fraction of the root")
        }
        // The engine's own error names `half` by index 3 (root 0, row 1, the first box 2).
        let tree = try document.layoutTree()
        do {
            _ = try StackLayoutEngine().layout(tree, width: 300, measurer: FixedMetricsTextMeasurer())
            Issue.record("expected a cycle")
        } catch {
            #expect(error.node == NodeReference(index: 3, childPositions: [0, 1], id: "half"))
        }
    }

    static let listText = """
        root:
          stack:
            axis: vertical
            children:
              - list:
                  items:
                    - {kind: row, text: First}
                    - {id: m2, kind: messageLeft, text: Hello}
        """

    @Test("an error in a node a list's cell is made of is reported at the item")
    func nodeInsideAList() throws {
        let document = try StackDocument(yaml: Self.listText)
        // Root 0, list 1; the row cell 2 and its text 3; the message cell 4, its bubble 5, the
        // bubble's text 6 and the gap 7.
        let tree = try document.layoutTree()
        #expect(tree.count == 8)
        #expect(document.sourceMap.nodeCount == 8)
        // Levels: root 0, list 1, cells 2, bubble 3, its text 4. A limit of 3 makes LayoutTree
        // refuse the bubble (node 5), whose place is that of the item's id: line 8 is
        // `            - {id: m2, kind: messageLeft, text: Hello}`, `- {` at 13–15, `id: ` 16–19,
        // `m2` at 20.
        #expect(throws: DocumentError.self) { try document.layoutTree(maximumDepth: 3) }
        do {
            _ = try document.layoutTree(maximumDepth: 3)
        } catch {
            #expect(
                error.description
                    == "root.stack.children[0].list.items[1].id (line 8, column 20): stacks nest more than 3 levels deep; "
                    + "the engine's limit is 3")
        }
        // An item without an id: the text of the row cell (node 3) is reported at the item, whose
        // `{` is at column 15 of line 7.
        let rowText = LayoutError(
            .invalidValue(InvalidValue(property: .fontSize, value: 0, requirement: .fontSize)), node: tree.reference(to: 3))
        #expect(
            document.documentError(for: rowText).description
                == "root.stack.children[0].list.items[0] (line 7, column 15): "
                + "expected a font size greater than 0 and at most 10000 points; found 0")
        // The list itself: an error about its children points at the `items` list, which starts
        // at its first dash (line 7, column 13), as a stack's `children` does.
        let list = LayoutError(.tooDeep(limit: 1), node: tree.reference(to: 1))
        #expect(document.documentError(for: list).place == DocumentPlace(
            path: DocumentPath(steps: [.key("root"), .key("stack"), .key("children"), .index(0), .key("list"), .key("items")]),
            line: 7, column: 13))
    }

    @Test("an error about a stack variant's property is reported where the variant sets it")
    func variantProperty() throws {
        let document = try StackDocument(yaml: """
            root:
              stack:
                axis: horizontal
                variants:
                  - {when: doesNotFit, axis: vertical}
                  - {when: {width: {below: 300}}, spacing: 4}
                children:
                  - box: {width: 10, height: 10}
            """)
        let root = NodeReference(index: 0, childPositions: [])
        // Line 6 is `      - {when: {width: {below: 300}}, spacing: 4}`: `- {` at 7–9, `when: ` 10–15,
        // its value `{` at 16; `{width: {below: 300}}, ` runs to 38, `spacing: ` 39–47, 4 at 48.
        let spacing = LayoutError(
            .invalidValue(InvalidValue(property: .variant(1, .spacing), value: .nan, requirement: .points)), node: root)
        #expect(
            document.documentError(for: spacing).description
                == "root.stack.variants[1].spacing (line 6, column 48): expected a number of points; found .nan")
        let condition = LayoutError(.unknownRootSize(property: .variant(1, .rootWidthCondition), dimension: .horizontal), node: root)
        #expect(
            document.documentError(for: condition).description
                == "root.stack.variants[1].when (line 6, column 16): variants[1].when.width needs the root width, "
                + "and the layout was not given one")
    }

    @Test("the reader and the engine refuse a value by the same rule, in the same words")
    func sameRuleSameWords() throws {
        // Read from a document, 1200 is refused by the reader…
        do {
            _ = try StackDocument(yaml: "root: {box: {hugging: 1200}}")
            Issue.record("expected 1200 to be refused")
        } catch {
            #expect(error.problem == "expected a priority from 0 to 1000; found 1200")
        }
        // …and built in code, by the tree, which a document reports in the same words.
        let node = LayoutNode(.box(Box(width: 1, height: 1)), contentHugging: AxisPriorities(LayoutPriority(1200)))
        do {
            _ = try LayoutTree(node)
            Issue.record("expected 1200 to be refused")
        } catch {
            #expect(StackDocument(root: node).documentError(for: error).problem == "expected a priority from 0 to 1000; found 1200")
        }
    }

    /// The example documents, found from this file.
    static let examples: [String] = {
        let folder = RepositoryFolder.root
            .appendingPathComponent("Examples")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".yaml") } ?? []
        return files.sorted()
    }()

    @Test("in every example, each node index leads to that node's own place in the document")
    func everyExampleNode() throws {
        #expect(Self.examples.count >= 5)
        var cellParts = 0
        for file in Self.examples {
            let document = try StackDocument(contentsOf: file)
            let tree = try document.layoutTree()
            #expect(document.sourceMap.nodeCount == tree.count, "\(file)")
            // The document path each node must have, worked out from the tree's shape: a
            // child sits at its parent's `KIND.children[p]`, a list's cell at `list.items[p]`,
            // and the nodes a cell is made of (not written in the document) at their cell's item.
            var expected: [DocumentPath] = [DocumentPath(steps: [.key("root")])]
            var insideCell = [false]
            for index in tree.indices.dropFirst() {
                let parent = tree.parent(at: index)!
                let position = tree.children(of: parent).firstIndex(of: index)!
                if insideCell[parent] {
                    expected.append(expected[parent])
                    insideCell.append(true)
                    cellParts += 1
                } else {
                    let kind = tree.kindName(at: parent)
                    let list = kind == "list" ? "items" : "children"
                    expected.append(expected[parent].appending(kind).appending(list).appending(index: position))
                    insideCell.append(kind == "list")
                }
            }
            for index in tree.indices {
                let place = try #require(document.sourceMap.place(ofNode: index), "\(file) node \(index)")
                // A cell with an id is placed at its id (the reader names a model by it).
                let path = place.path.steps.last == .key("id") && insideCell[index]
                    ? DocumentPath(steps: Array(place.path.steps.dropLast())) : place.path
                #expect(path == expected[index], "\(file) node \(index) (\(tree.path(at: index)))")
                #expect(place.line != nil && place.column != nil)
            }
        }
        // The chat example's cells are made of nodes the document does not write.
        #expect(cellParts > 0)
    }
}
