/// Converts document nodes into ``LayoutNode``s, checking everything `LayoutTree` would
/// check (with the engine's own rules, ``ValueRequirement``) so that problems are reported at the
/// line and column the author wrote, and recording in a ``DocumentSourceMap`` where each node
/// came from.
///
/// Nodes are read in the order `LayoutTree` numbers them (a node, then its children in order,
/// depth first), and the source map gives each the next index as it is read: the reader knows
/// which document node becomes which tree node without building the tree.
///
/// A node is a one-key mapping whose key is its kind and whose value holds its properties:
/// `box: {id: icon, width: 60}`.
package struct NodeReader {
    package static let kinds = ["box", "stack", "text", "buttons", "list", "flow", "overlay"]
    package static let commonKeys = ["id", "hidden", "spacingAfter", "hugging", "compressionResistance", "aspect", "offset", "audit"]
    /// The keys of `{horizontal, vertical}`, a priority per axis.
    package static let axisKeys = ["horizontal", "vertical"]

    /// The keys a node of `kind` may have in its mapping (besides `overlayAlignment` in an
    /// overlay's children): the common ones, its kind's, and the appearance keys it takes.
    package static func keys(of kind: String) -> [String] {
        switch kind {
        case "box": boxNodeKeys
        case "text": textNodeKeys
        case "list": listNodeKeys
        case "buttons": buttonsNodeKeys
        case "flow": flowNodeKeys
        case "overlay": overlayNodeKeys
        default: stackNodeKeys
        }
    }

    private static let boxNodeKeys = commonKeys + boxKeys + shapeStyleKeys + boxStyleKeys
    private static let textNodeKeys = commonKeys + textKeys + textStyleKeys
    private static let listNodeKeys = commonKeys + listKeys + shapeStyleKeys
    private static let buttonsNodeKeys = commonKeys + buttonsKeys
    private static let flowNodeKeys = commonKeys + flowKeys + shapeStyleKeys
    private static let overlayNodeKeys = commonKeys + overlayKeys + shapeStyleKeys
    private static let stackNodeKeys = commonKeys + stackKeys + shapeStyleKeys

    let maximumDepth: Int
    let maximumNodeCount: Int
    var sourceMap = DocumentSourceMap()
    /// The errors found so far: a node with an error is reported and read as an empty box, so
    /// that its siblings and the rest of the document are still read and their errors reported.
    var errors = DocumentErrorCollection()
    /// Whether the document has more nodes than the engine allows: then reading stops, since
    /// every further node would be the same error again.
    private(set) var isOverNodeLimit = false
    /// The appearance of each styled node, by tree path.
    var styles: [String: NodeStyle] = [:]
    /// Buttons' icons drawn from files, by button id.
    var iconFiles: [String: IconFile] = [:]
    /// The nodes' `audit: {ignore, reason}`, in document order.
    var auditIgnores: [AuditIgnore] = []
    /// Each id seen so far, by the index of its claim in ``idClaims``.
    private var idClaimIndex: [String: Int32] = [:]
    /// The place of each id claimed, to report both places of a duplicate: under its node's
    /// place when it is written there (`….box.id`), as nearly every id is. Kept apart from
    /// ``idClaimIndex`` so that the hash table holds small entries: growing it to 100,000 ids
    /// would move every place each time, a tenth of reading a large document.
    private var idClaims: [(node: Int32, place: NodePropertyPlace)] = []
    /// The places of the other claims (a button's id, a list cell's model id and parts, an id
    /// without a line), by claim index.
    private var idClaimPlaces: [Int32: DocumentPlace] = [:]
    /// What an id names, for the ids the reader makes (a list cell's parts), by claim index: a
    /// note beside every claim would be 16 bytes a node of the 10⁶-box document, all empty.
    private var idClaimNotes: [Int32: String] = [:]
    /// The ids that start like a tree path (`root…`), in the order they were claimed, with the
    /// tree path of the node that has each (`nil` for a button, which is not a node of the tree).
    private var pathLikeIDs: [(id: String, place: DocumentPlace, owner: String?)] = []
    /// The tree path of each node read so far, by node index, to find the node an id that looks
    /// like a path names.
    private var treePaths: [String] = []
    /// ``treePaths`` indexed by path, built only when an id that looks like a path (`root…`)
    /// is checked: hashing every node's path cost a tenth of reading a large document, and
    /// almost no document has such an id. Covers the first `indexedTreePaths` nodes.
    private var nodeIndexByTreePath: [String: Int] = [:]
    private var indexedTreePaths = 0

    init(
        maximumDepth: Int = LayoutTree.defaultMaximumDepth,
        maximumNodeCount: Int = LayoutTree.defaultMaximumNodeCount
    ) {
        self.maximumDepth = maximumDepth
        self.maximumNodeCount = maximumNodeCount
    }

    static func tooDeepProblem(limit: Int) -> String {
        "stacks nest more than \(limit) levels deep; the engine's limit is \(limit)"
    }

    /// Reads the node in `value`, which sits at `treePath` (`root/2/0`) and nesting `level`
    /// (the root is level 0); `inOverlay`: the node is a child of an overlay, the only place
    /// where it may say `overlayAlignment`.
    mutating func readNode(
        _ value: DocumentValue, treePath: String, level: Int, inOverlay: Bool = false
    ) throws(DocumentError) -> LayoutNode {
        do {
            let (kind, written) = try kindAndProperties(of: value)
            let (properties, overlayAlignment) = try takeOverlayAlignment(from: written, inOverlay: inOverlay)
            var node = try readNode(kind: kind, properties: properties, value: value, treePath: treePath, level: level)
            node.overlayAlignment = overlayAlignment
            return node
        } catch {
            // Past the node limit nothing more is worth reading; anything else is this node's
            // own mistake: report it and go on with an empty box (never laid out: the document
            // is refused).
            if isOverNodeLimit { throw error }
            errors.record(error)
            return LayoutNode(.box(Box()))
        }
    }

    /// Reads a node of `kind` from `properties`, the mapping under its kind in `value`.
    private mutating func readNode(
        kind: String, properties: DocumentValue, value: DocumentValue, treePath: String, level: Int
    ) throws(DocumentError) -> LayoutNode {
        let node = try recordNode(at: value.place, treePath: treePath, countedAgainst: value)
        let mapping = try properties.mapping(allowedKeys: Self.keys(of: kind), collectingInto: &errors)
        if kind != "buttons" { try readStyle(mapping, treePath: treePath) }
        let content: LayoutNode.Content
        switch kind {
        case "box": content = .box(try readBox(mapping, node: node))
        case "text": content = .text(try readText(mapping, node: node))
        case "list": content = .list(try readList(mapping, node: node, treePath: treePath, level: level))
        case "buttons": content = .container(try readButtons(mapping, node: node, treePath: treePath), children: [])
        case "flow":
            let flow = try readFlow(mapping, node: node, treePath: treePath, level: level)
            content = .container(flow.layout, children: flow.children)
        case "overlay":
            let overlay = try readOverlay(mapping, node: node, treePath: treePath, level: level)
            content = .container(overlay.layout, children: overlay.children)
        default: content = .stack(try readStack(mapping, node: node, treePath: treePath, level: level))
        }
        return try readCommon(mapping, node: node, treePath: treePath, content: content)
    }

    /// Gives the next node in tree order, at `place` and `treePath`, its index, refusing it (at
    /// `value`) when the document already has as many nodes as the engine allows.
    mutating func recordNode(at place: DocumentPlace, treePath: String, countedAgainst value: DocumentValue) throws(DocumentError) -> Int {
        guard sourceMap.nodeCount < maximumNodeCount else {
            isOverNodeLimit = true
            throw value.error("the document has more than \(maximumNodeCount) nodes, the engine's limit")
        }
        treePaths.append(treePath)
        return sourceMap.recordNode(at: place)
    }

    /// Reads `list`, the children of node `index` at `treePath` (a stack's, a flow's or, with
    /// `inOverlay`, an overlay's), at nesting `level + 1`, recording where the list is.
    mutating func readChildren(
        _ list: DocumentValue, node index: Int, treePath: String, level: Int, inOverlay: Bool = false
    ) throws(DocumentError) -> [LayoutNode] {
        sourceMap.record(childrenOf: index, place: list.place)
        let values = try list.list()
        // Checked before reading further, so that reading stays within a bounded recursion
        // depth however deep the document goes.
        if !values.isEmpty && level + 1 > maximumDepth {
            throw list.error(Self.tooDeepProblem(limit: maximumDepth))
        }
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(values.count)
        for (position, value) in values.enumerated() {
            nodes.append(try readNode(value, treePath: treePath + "/" + String(position), level: level + 1, inOverlay: inOverlay))
        }
        return nodes
    }

    /// Splits a node mapping into its kind and its properties.
    private func kindAndProperties(of value: DocumentValue) throws(DocumentError) -> (String, DocumentValue) {
        func expected() -> String { "a node: a mapping with one key naming its kind (\(Self.kinds.joined(separator: ", ")))" }
        guard value.isMapping else { throw value.mismatch(expected: expected()) }
        let tree = value.tree
        guard tree.childCount(value.index) == 1 else {
            let keys = (value.pairs ?? []).map { $0.key.scalarText ?? "?" }
            let found = keys.isEmpty ? "found no key" : "found \(keys.count) keys: \(keys.joined(separator: ", "))"
            let hint = keys.count > 1 ? " (properties such as id go inside the kind's mapping)" : ""
            throw value.error("expected \(expected()); \(found)\(hint)")
        }
        let (keyIndex, propertiesIndex) = tree.pair(0, of: value.index)
        // A known kind is named by the kinds' own string: nothing is copied out of the tree.
        guard let kind = tree.firstMatch(of: keyIndex, in: Self.kinds).map({ Self.kinds[$0] }) else {
            let kind = tree.string(keyIndex) ?? "?"
            throw value.value(keyIndex, at: value.path.appending(kind)).error(
                "unknown node kind \"\(kind)\"\(NearestName.hint(for: kind, among: Self.kinds)); expected one of \(Self.kinds.joined(separator: ", "))")
        }
        let properties = value.value(propertiesIndex, at: value.path.appending(kind))
        return (kind, properties)
    }

    /// Reads the keys every node kind has and wraps `content` in node `index`, at `treePath`.
    private mutating func readCommon(
        _ mapping: DocumentMapping, node index: Int, treePath: String, content: LayoutNode.Content
    ) throws(DocumentError) -> LayoutNode {
        var node = LayoutNode(content)
        if let id = mapping["id"] {
            let text = try id.text()
            try claim(id: text, at: id, owner: treePath, node: index)
            node.id = text
        }
        guard mapping.mayHave(anyOf: Self.optionalCommonKeySignature) else { return node }
        if let hidden = mapping["hidden"] {
            node.isHidden = try hidden.bool()
        }
        if let spacingAfter = mapping["spacingAfter"] {
            node.spacingAfter = try readLength(spacingAfter, axis: nil, nonNegative: false, node: index, property: .spacingAfter)
        }
        if let aspect = mapping["aspect"] {
            node.aspectRatio = try readAspect(aspect)
            sourceMap.record(.aspectRatio, place: aspect.place, node: index)
        }
        if let offset = mapping["offset"] {
            node.offset = try readOffset(offset, node: index)
        }
        if let hugging = mapping["hugging"] {
            node.contentHugging = try readPriorities(hugging, defaults: node.contentHugging)
            record(priorities: hugging, as: LayoutProperty.hugging, node: index)
        }
        if let resistance = mapping["compressionResistance"] {
            node.compressionResistance = try readPriorities(resistance, defaults: node.compressionResistance)
            record(priorities: resistance, as: LayoutProperty.compressionResistance, node: index)
        }
        if let audit = mapping["audit"] {
            auditIgnores.append(try readAuditIgnore(audit, of: .node))
        }
        return node
    }

    /// What an `audit` key is on: a node (at `NODE.KIND.audit`) or one button of a button stack
    /// (at `NODE.buttons.items[N].audit`).
    enum AuditIgnoreOwner {
        case node, buttonItem
    }

    /// `audit: {ignore: [RULE, …], reason: TEXT}` of the node or button whose properties hold
    /// `value`.
    mutating func readAuditIgnore(_ value: DocumentValue, of owner: AuditIgnoreOwner) throws(DocumentError) -> AuditIgnore {
        let mapping = try value.mapping(allowedKeys: ["ignore", "reason"], collectingInto: &errors)
        let list = try mapping.required("ignore").list()
        guard !list.isEmpty else { throw value.error("audit.ignore lists no rule; name the rules to ignore here (ignore: [title-verb])") }
        let rules = try list.map { (rule) throws(DocumentError) -> String in
            let id = try rule.text()
            guard !id.isEmpty else { throw rule.error("a rule id may not be empty") }
            return id
        }
        let reason = try mapping.required("reason").text()
        guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw value.error("audit.reason is empty; say why the rules do not apply here")
        }
        let nodePath = DocumentPath(steps: Array(value.path.steps.dropLast(owner == .node ? 2 : 1))).description
        return AuditIgnore(nodePath: nodePath, rules: rules, reason: reason, place: value.place)
    }

    /// The common keys besides `id`, as one signature: most nodes have none of them.
    private static let optionalCommonKeySignature = DocumentMapping.signature(of: commonKeys.filter { $0 != "id" })

    /// Makes room for `ids` ids and `nodes` nodes, so that the table of ids is not rehashed as
    /// it grows (with an id on each of 100,000 boxes, growing it was a tenth of reading the
    /// document) and the source map's arrays are not copied as they grow (each growth held the
    /// old and the new array at once, the largest a quarter of the peak memory). Both counts
    /// are hints, made from the text (its `id` texts, its texts naming a node kind): buttons
    /// without an id claim one the reader makes and a chat list's cells are several nodes, so
    /// the tables may still grow.
    mutating func reserveCapacity(forIDs ids: Int, nodes: Int = 0) {
        idClaimIndex.reserveCapacity(ids)
        idClaims.reserveCapacity(ids)
        treePaths.reserveCapacity(nodes)
        sourceMap.reserveCapacity(forNodes: nodes)
    }

    /// Records `id` as used at `value`'s place by the node at tree path `owner` (`nil`: a
    /// button), node number `node` when the id is that node's own; an id used twice is an error
    /// naming both places. `note` says what the id names when the reader made it (` (a part of
    /// the cell of model "m1")`).
    mutating func claim(
        id: String, at value: DocumentValue, owner: String?, node: Int? = nil, note: String = ""
    ) throws(DocumentError) {
        guard !id.isEmpty else {
            throw value.error("an id may not be empty; leave id out and the node is named by its tree path")
        }
        // One hash of the id, not two: put this place in, and the first one back if it was taken.
        if let claim = idClaimIndex.updateValue(Int32(idClaims.count), forKey: id) {
            idClaimIndex[id] = claim
            throw value.error("duplicate id \"\(id)\"\(note); first used at \(claimPlace(claim))\(idClaimNotes[claim] ?? "")")
        }
        let claim = Int32(idClaims.count)
        if !note.isEmpty { idClaimNotes[claim] = note }
        if let node, let place = sourceMap.propertyPlace(value.place, ofNode: node) {
            idClaims.append((Int32(node), place))
        } else {
            idClaims.append((-1, NodePropertyPlace(leaf: 0, line: 0, column: 0)))
            idClaimPlaces[claim] = value.place
        }
        guard id.hasPrefix("root") else { return }
        // The node at the path may have been read already (then say so now, before its parts'
        // ids clash with this id's) or come later (checked at the end).
        if let conflict = pathConflict(id: id, at: value.place, owner: owner) { throw conflict }
        pathLikeIDs.append((id, value.place, owner))
    }

    /// Where claim number `claim` was made.
    private func claimPlace(_ claim: Int32) -> DocumentPlace {
        let (node, place) = idClaims[Int(claim)]
        guard node >= 0 else {
            guard let place = idClaimPlaces[claim] else { preconditionFailure("claim \(claim) has its place kept in full") }
            return place
        }
        return sourceMap.place(place, ofNode: Int(node))
    }

    /// The id of a button: its `id`, else `defaultID`. Default ids are reported like explicit
    /// ones, so they are claimed too and must be unique.
    mutating func claimItemID(in mapping: DocumentMapping, of value: DocumentValue, defaultID: String) throws(DocumentError) -> String {
        if let idValue = mapping["id"] {
            let id = try idValue.text()
            try claim(id: id, at: idValue, owner: nil)
            return id
        }
        try claim(id: defaultID, at: value, owner: nil)
        return defaultID
    }

    /// Refuses an id that is the tree path of another node (`id: root/1` on any node but the
    /// one at `root/1`). Nodes without an id are reported by their path, so such an id would
    /// name two nodes; the rule is that a path always names the node at that path. Checked
    /// once the whole tree is read, since the node at the path may come after the id; each
    /// conflict is recorded in ``errors``.
    mutating func checkPathLikeIDs() {
        let pathLikeIDs = self.pathLikeIDs
        for (id, place, owner) in pathLikeIDs {
            if let conflict = pathConflict(id: id, at: place, owner: owner) { errors.record(conflict) }
        }
    }

    /// The error for `id`, claimed at `place` by the node at `owner`, when it is the path of
    /// another node read so far.
    private mutating func pathConflict(id: String, at place: DocumentPlace, owner: String?) -> DocumentError? {
        guard id != owner else { return nil }
        while indexedTreePaths < treePaths.count {
            nodeIndexByTreePath[treePaths[indexedTreePaths]] = indexedTreePaths
            indexedTreePaths += 1
        }
        guard let index = nodeIndexByTreePath[id], let other = sourceMap.place(ofNode: index) else { return nil }
        return DocumentError(
            place: place,
            problem: "id \"\(id)\" is already the path of another node, at \(other); "
                + "a path always names the node at that path, so choose another id")
    }

    /// A priority for both axes (`hugging: 251`) or per axis (`hugging: {vertical: 251}`); an
    /// axis not given keeps its default.
    private func readPriorities(_ value: DocumentValue, defaults: AxisPriorities) throws(DocumentError) -> AxisPriorities {
        if value.isMapping {
            let mapping = try value.mapping(allowedKeys: Self.axisKeys)
            var priorities = defaults
            if let horizontal = mapping["horizontal"] {
                priorities.horizontal = LayoutPriority(try horizontal.number(.priority))
            }
            if let vertical = mapping["vertical"] {
                priorities.vertical = LayoutPriority(try vertical.number(.priority))
            }
            return priorities
        }
        guard value.isScalar, !value.isNull, value.isNumberTagged else {
            throw value.mismatch(expected: "\(ValueRequirement.priority), or a mapping {horizontal, vertical}")
        }
        return AxisPriorities(LayoutPriority(try value.number(.priority)))
    }

    /// Records where each axis's priority of node `index` was written, as `property` of the axis.
    private mutating func record(priorities value: DocumentValue, as property: (LayoutAxis) -> LayoutProperty, node index: Int) {
        for axis in LayoutAxis.allCases {
            var place = value.place
            if value.isMapping, let mapping = try? value.mapping(allowedKeys: Self.axisKeys),
                let axisValue = mapping[axis.rawValue]
            {
                place = axisValue.place
            }
            sourceMap.record(property(axis), place: place, node: index)
        }
    }
}
