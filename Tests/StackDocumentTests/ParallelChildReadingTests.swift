import Foundation
import StackLayout
import Testing

@_spi(Fuzzing) @testable import StackDocument

/// Long lists of children read in parts on several threads (``ParallelChildReading``) against
/// the reference model, the same document read in order on one thread: the nodes, the source
/// map, the styles and every error must be the same. The tests cut every list of two or more
/// children (three parts from one value up), so that small hand-written documents take the
/// parallel path, and count the parts taken in, so that none passes by falling back to reading
/// in order.
@Suite struct ParallelChildReadingTests {
    /// Every list of two or more children cut into three parts.
    static let cutEverywhere = ParallelChildReading(parts: 3, minimumValues: 1)

    /// What reading `text`'s root gave: the nodes (dumped), the reader (its source map, styles,
    /// errors and the parts it took in).
    struct Reading {
        var nodes: String
        var reader: NodeReader
        var errors: [String] { reader.errors.errors.map(\.description) }
    }

    /// Reads the root of `text` as ``DocumentReader`` does, lists read as `parallelReading` says.
    static func read(
        _ text: String, _ parallelReading: ParallelChildReading, maximumDepth: Int = LayoutTree.defaultMaximumDepth,
        maximumNodeCount: Int = LayoutTree.defaultMaximumNodeCount
    ) throws -> Reading {
        let top = try DocumentReader.compose(text)
        var reader = NodeReader(maximumDepth: maximumDepth, maximumNodeCount: maximumNodeCount)
        reader.parallelReading = parallelReading
        let counts = top.tree.count(ofScalarsEqualTo: ["id"] + NodeReader.kinds)
        reader.reserveCapacity(forIDs: counts[0], nodes: counts.dropFirst().reduce(0, +))
        let mapping = try top.mapping(allowedKeys: DocumentReader.topLevelKeys)
        var nodes = ""
        do {
            dump(try reader.readNode(mapping.required("root"), treePath: "root", level: 0), to: &nodes)
        } catch {
            reader.errors.record(error)
        }
        reader.checkPathLikeIDs()
        return Reading(nodes: nodes, reader: reader)
    }

    /// Reads `text` in order and in parts and checks that both agree; returns the reading in
    /// parts.
    @discardableResult
    static func compare(
        _ text: String, _ parallelReading: ParallelChildReading = cutEverywhere, maximumDepth: Int = LayoutTree.defaultMaximumDepth,
        maximumNodeCount: Int = LayoutTree.defaultMaximumNodeCount, comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Reading {
        let inOrder = try read(text, .sequential, maximumDepth: maximumDepth, maximumNodeCount: maximumNodeCount)
        let inParts = try read(text, parallelReading, maximumDepth: maximumDepth, maximumNodeCount: maximumNodeCount)
        #expect(inOrder.reader.absorbedParts == 0)
        #expect(inParts.errors == inOrder.errors, comment, sourceLocation: sourceLocation)
        if inOrder.errors.isEmpty {
            #expect(inParts.nodes == inOrder.nodes, comment, sourceLocation: sourceLocation)
            #expect(inParts.reader.sourceMap == inOrder.reader.sourceMap, comment, sourceLocation: sourceLocation)
            #expect(inParts.reader.styles == inOrder.reader.styles, comment, sourceLocation: sourceLocation)
        }
        return inParts
    }

    /// A root stack of boxes `b0`, `b1`, …, one a line from line 5, with `lines` put in place of
    /// some (by position).
    static func boxes(_ count: Int, replacing lines: [Int: String] = [:]) -> String {
        var text = "root:\n  stack:\n    axis: vertical\n    children:\n"
        for position in 0..<count {
            text += lines[position] ?? "      - box: {id: b\(position), width: 10, height: \(position)}"
            text += "\n"
        }
        return text
    }

    // MARK: Where lists are cut

    /// The children of the list `text` is, as values.
    static func children(_ text: String) throws -> [DocumentValue] {
        try DocumentReader.compose(text).list()
    }

    @Test("a list is cut into parts of about equal numbers of values, or not at all")
    func cuts() throws {
        // Six scalars, values 1 to 6: two each.
        let six = try Self.children("[a, b, c, d, e, f]")
        #expect(ParallelChildReading(parts: 3, minimumValues: 1).cuts(of: six) == [0..<2, 2..<4, 4..<6])
        #expect(ParallelChildReading(parts: 2, minimumValues: 1).cuts(of: six) == [0..<3, 3..<6])
        // More parts than children: one child a part.
        #expect(ParallelChildReading(parts: 8, minimumValues: 1).cuts(of: try Self.children("[a, b]")) == [0..<1, 1..<2])
        // A mapping of two pairs is values 1 to 5, then x, y, z are 6, 7, 8: the span is
        // 7 × 4 / 3 = 9, so the second part starts at the first child from value 1 + 4 on: x.
        let uneven = try Self.children("[{a: 1, b: 2}, x, y, z]")
        #expect(uneven.map(\.index) == [1, 6, 7, 8])
        #expect(ParallelChildReading(parts: 2, minimumValues: 1).cuts(of: uneven) == [0..<1, 1..<4])
        // Not worth cutting: a span below the least, one child, one part.
        #expect(ParallelChildReading(parts: 2, minimumValues: 9).cuts(of: uneven) != nil)
        #expect(ParallelChildReading(parts: 2, minimumValues: 10).cuts(of: uneven) == nil)
        #expect(ParallelChildReading(parts: 4, minimumValues: 1).cuts(of: try Self.children("[a]")) == nil)
        #expect(ParallelChildReading(parts: 1, minimumValues: 1).cuts(of: six) == nil)
        #expect(ParallelChildReading.sequential.cuts(of: six) == nil)
    }

    @Test("the counts that size the reader's tables: scalars equal to each string, keys and values alike")
    func scalarCounts() throws {
        let top = try DocumentReader.compose("{box: {id: a}, stack: x, id: id, ids: [box, box, boxes, ''], flow_: 1}")
        // id: the key in the box, the key and the value of `id: id`; box: the key and two items.
        #expect(top.tree.count(ofScalarsEqualTo: ["id", "box", "stack", "flow", ""]) == [3, 3, 1, 0, 1])
        #expect(top.tree.count(ofScalarsEqualTo: []) == [])
    }

    @Test("one core or a short list: read in order")
    func automatic() throws {
        let automatic = ParallelChildReading.automatic
        #expect(automatic.parts == min(ProcessInfo.processInfo.activeProcessorCount, 8))
        #expect(automatic.cuts(of: try Self.children("[a, b, c, d, e, f]")) == nil)
    }

    // MARK: Documents that read

    @Test("every example document reads the same with every list cut, and its parts are taken in")
    func examples() throws {
        let examples = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples")
        let files = try FileManager.default.subpathsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(files.count >= 10)
        for file in files {
            let text = try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
            let reading = try Self.compare(text, comment: Comment(rawValue: file))
            #expect(reading.errors.isEmpty, Comment(rawValue: file))
            #expect(reading.reader.absorbedParts > 0, Comment(rawValue: file))
        }
    }

    @Test("a generated document of about 3,000 nodes of every kind reads the same cut as the automatic setting would cut it, and cut everywhere")
    func generated() throws {
        for seed: UInt64 in 1...4 {
            var choices = SeededChoices(seed: seed)
            let text = GeneratedLayoutDocument.text(rows: 60, choices: &choices)
            // Two parts for lists of 2,000 values or more: only the root's list is cut.
            let automaticLike = try Self.compare(text, ParallelChildReading(parts: 2, minimumValues: 2_000), comment: "seed \(seed)")
            #expect(automaticLike.errors.isEmpty, "seed \(seed): \(automaticLike.errors.first ?? "")")
            #expect(automaticLike.reader.absorbedParts == 1, "seed \(seed)")
            // Cut everywhere: the root's list in three parts; the lists inside them are read
            // by the part's reader alone, each of which reads in order.
            let everywhere = try Self.compare(text, Self.cutEverywhere, comment: "seed \(seed)")
            #expect(everywhere.reader.absorbedParts == 2, "seed \(seed)")
        }
    }

    @Test("a single row of every kind (stack, flow, overlay) reads the same with its children cut into parts")
    func rows() throws {
        var absorbed = 0
        for seed: UInt64 in 1...40 {
            var choices = SeededChoices(seed: seed)
            // One row: the root's list is not cut, the row's is.
            let text = GeneratedLayoutDocument.text(rows: 1, choices: &choices)
            let reading = try Self.compare(text, comment: "seed \(seed)")
            #expect(reading.errors.isEmpty, "seed \(seed): \(reading.errors.first ?? "")")
            absorbed += reading.reader.absorbedParts
        }
        // Three parts (two taken in) for every row of three or more children.
        #expect(absorbed >= 60)
    }

    @Test("a chat list's cells, their parts' ids and styles read the same in parts")
    func chatList() throws {
        var text = "root:\n  list:\n    anchor: bottom\n    items:\n"
        for item in 0..<30 {
            switch item % 3 {
            case 0: text += "      - {id: m\(item), kind: messageLeft, text: \"Hello \(item)\"}\n"
            case 1: text += "      - {kind: messageRight, text: \"Reply \(item)\"}\n"
            default: text += "      - {id: q\(item), kind: questionAnswer, question: \"Why \(item)?\", answer: Because}\n"
            }
        }
        let reading = try Self.compare(text)
        #expect(reading.errors.isEmpty)
        #expect(reading.reader.absorbedParts == 2)
        // A part's id clashes with a cell part's id made in the first part: read in order.
        let clash = try Self.compare(text.replacingOccurrences(of: "id: q29", with: "id: m0.text"))
        #expect(clash.errors.count == 1)
        #expect(clash.errors.first?.contains("duplicate id \"m0.text\"") == true, "\(clash.errors)")
        // The list's own id, read after its items, is a part of the last cell: the message
        // names the place of the cell's model id and says what the id names, both kept in the
        // part by claim number and moved when taken in.
        let named = try Self.compare(text.replacingOccurrences(of: "    anchor: bottom\n", with: "    anchor: bottom\n    id: q29.answer\n"))
        #expect(named.reader.absorbedParts == 2)
        #expect(named.errors == [
            "root.list.id (line 4, column 9): duplicate id \"q29.answer\"; first used at root.list.items[29].id (line 35, column 14) "
                + "(a part of the cell of model \"q29\")",
        ])
        // A cell that throws in the last part: the list's error, as in order.
        let missing = try Self.compare(text.replacingOccurrences(of: "answer: Because}\n", with: "}\n"))
        #expect(missing.errors.count == 1)
        #expect(missing.errors.first?.contains("cell kind questionAnswer needs answer (model \"q2\")") == true, "\(missing.errors)")
    }

    @Test("a place in a part taken in comes back as written: ids named by a later node, engine errors")
    func placesInAPartTakenIn() throws {
        // Node 6 (b5) is in the last part; its width is at line 10, column 29.
        let reading = try Self.compare(Self.boxes(6))
        #expect(reading.reader.absorbedParts == 2)
        #expect(reading.reader.sourceMap.place(ofNode: 6)?.description == "root.stack.children[5] (line 10, column 9)")
        #expect(reading.reader.sourceMap.place(of: .width, inNode: 6)?.description == "root.stack.children[5].box.width (line 10, column 30)")
        #expect(reading.reader.sourceMap.place(of: .height, inNode: 5)?.description == "root.stack.children[4].box.height (line 9, column 42)")
        // The stack's own id, read after its children, is one of the last part's: the message
        // names the first place, kept in the part by its node and key number and moved when
        // taken in.
        let text = """
            root:
              stack:
                axis: vertical
                children:
                  - box: {id: a, width: 1}
                  - box: {id: b, width: 2}
                  - box: {id: c, width: 3}
                id: c
            """
        let later = try Self.compare(text)
        #expect(later.reader.absorbedParts == 2)
        #expect(later.errors == [
            "root.stack.id (line 8, column 9): duplicate id \"c\"; first used at root.stack.children[2].box.id (line 7, column 19)",
        ])
    }

    // MARK: Mistakes in a part

    @Test("a mistake in a later part is reported as reading in order reports it", arguments: [
        (name: "an id the first part claimed", lines: [4: "      - box: {id: b1, width: 10}"],
         expected: "root.stack.children[4].box.id (line 9, column 19): duplicate id \"b1\"; first used at root.stack.children[1].box.id (line 6, column 19)"),
        (name: "an id claimed twice in the last part", lines: [5: "      - box: {id: b4, width: 10}"],
         expected: "root.stack.children[5].box.id (line 10, column 19): duplicate id \"b4\"; first used at root.stack.children[4].box.id (line 9, column 19)"),
        (name: "an unknown key", lines: [3: "      - box: {id: b3, widht: 10}"],
         expected: "root.stack.children[3].box.widht (line 8, column 23): unknown key \"widht\" (did you mean \"width\"?)"),
        (name: "an id that is the path of an earlier node", lines: [5: "      - box: {id: root/0, width: 10}"],
         expected: "root.stack.children[5].box.id (line 10, column 19): id \"root/0\" is already the path of another node, at root.stack.children[0] (line 5, column 9)"),
        (name: "an id in the first part that is the path of a later node", lines: [0: "      - box: {id: root/5, width: 10}"],
         expected: "root.stack.children[0].box.id (line 5, column 19): id \"root/5\" is already the path of another node, at root.stack.children[5] (line 10, column 9)"),
    ])
    func mistakes(name: String, lines: [Int: String], expected: String) throws {
        let reading = try Self.compare(Self.boxes(6, replacing: lines), comment: Comment(rawValue: name))
        #expect(reading.errors.count == 1, Comment(rawValue: name))
        #expect(reading.errors.first?.hasPrefix(expected) == true, "\(name): \(reading.errors)")
    }

    @Test("errors in several parts are all reported, in document order")
    func errorsInSeveralParts() throws {
        let reading = try Self.compare(Self.boxes(9, replacing: [
            1: "      - box: {id: b1, width: 10, colour: red}",
            4: "      - box: {id: b1, width: 10}",
            8: "      - box: {id: b8, height: x}",
        ]))
        #expect(reading.errors.count == 3)
        #expect(reading.errors.map { $0.prefix(while: { $0 != ":" }) } == [
            "root.stack.children[1].box.colour (line 6, column 34)",
            "root.stack.children[4].box.id (line 9, column 19)",
            "root.stack.children[8].box.height (line 13, column 31)",
        ])
    }

    @Test("the node limit and the depth limit reached in a later part")
    func limits() throws {
        // The root and six boxes are 7 nodes; the limit is 5.
        let tooMany = try Self.compare(Self.boxes(6), maximumNodeCount: 5)
        #expect(tooMany.errors.count == 1)
        #expect(tooMany.errors.first?.contains("the document has more than 5 nodes") == true, "\(tooMany.errors)")
        #expect(try Self.compare(Self.boxes(6), maximumNodeCount: 7).errors.isEmpty)
        // A stack in a stack in the last part: level 2 children, limit 1.
        let deep = try Self.compare(
            Self.boxes(6, replacing: [5: "      - stack: {axis: vertical, children: [{box: {width: 1}}]}"]), maximumDepth: 1)
        #expect(deep.errors.count == 1)
        #expect(deep.errors.first?.contains("stacks nest more than 1 levels deep") == true, "\(deep.errors)")
    }

    @Test("generated documents with one mistake each read with the same errors in parts")
    func generatedMistakes() throws {
        var choices = SeededChoices(seed: 77)
        var refused = 0
        for round in 0..<40 {
            let text = GeneratedLayoutDocument.text(rows: 8, choices: &choices)
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // One mistake: an id used again, a value of the wrong type, or an unknown key.
            let candidates = lines.indices.filter { lines[$0].contains("id: ") }
            let target = choices.pick(candidates)
            switch round % 3 {
            case 0:
                let source = choices.pick(candidates)
                let id = lines[source].split(separator: "id: ")[1].prefix { $0 != "," && $0 != "}" }
                lines[target] = lines[target].replacingOccurrences(
                    of: #"id: [^,}]*"#, with: "id: \(id)", options: .regularExpression)
            case 1: lines[target] = lines[target].replacingOccurrences(of: "id: ", with: "hidden: maybe, id: ")
            default: lines[target] = lines[target].replacingOccurrences(of: "id: ", with: "colour: red, id: ")
            }
            let reading = try Self.compare(lines.joined(separator: "\n"), comment: Comment(rawValue: "round \(round)"))
            if !reading.errors.isEmpty { refused += 1 }
        }
        // Every mistake but an id replaced by itself is refused.
        #expect(refused >= 35)
    }

    @Test("four parts: an id in the last that is the tree path of a node in the third (not the first) part")
    func pathOfANodeInAnEarlierPart() throws {
        let four = ParallelChildReading(parts: 4, minimumValues: 1)
        // Read in order, the conflict is found when child 7 claims its id, before the stack's
        // own `hidden` is read: two errors in that order.
        let stack = Self.boxes(8, replacing: [
            5: "      - box: {id: root/5, width: 10, height: 5}",
            7: "      - box: {id: root/4, width: 10, height: 7}",
        ]).replacingOccurrences(of: "    axis: vertical\n", with: "    axis: vertical\n    hidden: maybe\n")
        let reading = try Self.compare(stack, four)
        #expect(reading.errors.count == 2)
        #expect(reading.errors.first?.hasPrefix("root.stack.children[7].box.id (line 13, column 19): id \"root/4\" is already the path") == true,
                "\(reading.errors)")
        // A chat cell's claim that fails ends the list, so its `hidden` is never read: one error,
        // in the document read in parts as in order.
        var list = "root:\n  list:\n    hidden: maybe\n    items:\n"
        for item in 0..<8 {
            list += "      - {id: \(item == 5 ? "root/5" : item == 7 ? "root/4" : "c\(item)"), kind: row, text: t}\n"
        }
        let top = try DocumentReader.compose(list)
        let inOrder = Result { () throws(DocumentError) in try DocumentReader.read(top, parallelReading: .sequential) }
        let inParts = Result { () throws(DocumentError) in try DocumentReader.read(top, parallelReading: four) }
        guard case .failure(let expected) = inOrder, case .failure(let found) = inParts else {
            Issue.record("both readings must fail")
            return
        }
        #expect(found == expected)
        #expect(expected.errors.count == 1)
        try Self.compare(list, four)
    }

    @Test("a property past a part's full table of properties, numbered before the list, keeps its number")
    func propertyPastAPartsFullTable() throws {
        // The buttons' 32,768 items fill the part's table with `items[N]` and
        // `items[N].title` before the buttons' own `aspect`, which the first box numbered.
        var text = "root:\n  stack:\n    axis: vertical\n    children:\n      - box: {width: 1, aspect: 1}\n"
            + "      - buttons:\n          aspect: 1\n          items:\n"
        for _ in 0..<32_768 { text += "            - {title: t, icon: star}\n" }
        let reading = try Self.compare(text, ParallelChildReading(parts: 2, minimumValues: 1))
        #expect(reading.errors.isEmpty, "\(reading.errors.prefix(2))")
        #expect(reading.reader.absorbedParts == 1)
    }

    // MARK: The fuzzer's check

    @Test("the fuzzer's check finds no difference in the examples and in mistakes, and reads JSON too")
    func fuzzCheck() {
        #expect(StackDocument.parallelReadingDisagreement(Self.boxes(7)) == nil)
        #expect(StackDocument.parallelReadingDisagreement(Self.boxes(7, replacing: [6: "      - box: {id: b0}"])) == nil)
        #expect(StackDocument.parallelReadingDisagreement(#"{"root": {"stack": {"axis": "vertical", "children": [{"box": {"id": "a"}}, {"box": {"id": "b"}}, {"box": {"id": "c"}}]}}}"#) == nil)
        #expect(StackDocument.parallelReadingDisagreement("not: [a document") == nil)
    }
}

/// Documents of rows of every kind of node with ids, properties, styles, fonts, priorities,
/// variants, flows and overlays, for comparing readings.
enum GeneratedLayoutDocument {
    static func text(rows: Int, choices: inout SeededChoices) -> String {
        var lines = ["root:", "  stack:", "    axis: vertical", "    spacing: 2", "    children:"]
        var next = 0
        func id() -> String {
            next += 1
            return "n\(next)"
        }
        for _ in 0..<rows {
            let kind = choices.int(in: 0...3)
            switch kind {
            case 0:
                lines.append("      - stack:")
                lines.append("          id: \(id())")
                lines.append("          axis: horizontal")
                lines.append("          margins: {top: \(choices.int(in: 0...8)), leading: 4}")
                if choices.bool(30) {
                    lines.append("          variants:")
                    lines.append("            - when: {width: {below: \(choices.int(in: 100...400))}}")
                    lines.append("              axis: vertical")
                }
                lines.append("          children:")
            case 1:
                lines.append("      - flow:")
                lines.append("          id: \(id())")
                lines.append("          spacing: \(choices.int(in: 0...6))")
                lines.append("          children:")
            case 2:
                lines.append("      - overlay:")
                lines.append("          id: \(id())")
                lines.append("          children:")
            default:
                lines.append("      - stack:")
                lines.append("          axis: vertical")
                lines.append("          fill: \"#EEEEEE\"")
                lines.append("          children:")
            }
            for _ in 0..<choices.int(in: 1...60) {
                let alignment = kind == 2 && choices.bool() ? ", overlayAlignment: topLeading" : ""
                switch choices.int(in: 0...3) {
                case 0:
                    lines.append("            - box: {id: \(id()), width: \(choices.int(in: 1...80)), height: \(choices.int(in: 1...40))\(alignment)}")
                case 1:
                    lines.append("            - text: {id: \(id()), string: \"Label \(next)\", font: \"DejaVu Sans\", size: \(choices.int(in: 9...30))\(alignment)}")
                case 2:
                    lines.append("            - box: {id: \(id()), hugging: {horizontal: \(choices.int(in: 1...999))}, aspect: 1.5, fill: \"#FF0000\"\(alignment)}")
                default:
                    lines.append("            - box: {width: 12, compressionResistance: 700\(alignment)}")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
