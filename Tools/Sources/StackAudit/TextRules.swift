import Foundation
import StackDocument
import StackLayout

/// The rules on every text node of a laid-out combination, not only button titles: no text cut
/// off by its line limit (shown with an ellipsis) and no word broken across lines. The engine's
/// metrics of each text at its placed width say both (``TextMetrics/isTruncated``,
/// ``TextMetrics/breaksWithinWord``). Button titles are parts of their button stack, not text
/// nodes, and ``AuditRule/titleTruncated`` judges them.
struct TextRules {
    /// The longest excerpt of a text a message quotes.
    static let excerptLength = 40

    let result: LayoutResult
    /// The document as shown in the combination, for the places of nodes.
    let shown: StackDocument
    let combination: AuditCombination

    func check() -> [AuditFinding] {
        let tree = result.tree
        var findings: [AuditFinding] = []
        for index in result.textMetrics.keys.sorted() {
            guard let metrics = result.textMetrics[index], let text = tree.text(at: index), !Self.isHidden(index, in: tree)
            else { continue }
            let quoted = Self.excerpt(text.string)
            func location(_ property: LayoutProperty?) -> AuditLocation {
                let place = property.flatMap { shown.sourceMap.place(of: $0, inNode: index) }
                    ?? shown.sourceMap.place(ofNode: index) ?? DocumentPlace(path: .document)
                var location = AuditLocation(place: place, node: tree.name(at: index), combination: combination)
                location.nodeKind = "text"
                if let id = tree.id(at: index), let nodePlace = shown.sourceMap.place(ofNode: index) {
                    location.anchor = AuditAnchor(id: id, path: nodePlace.path)
                }
                return location
            }
            if metrics.isTruncated {
                let shownLines = "\(metrics.lineCount) line\(metrics.lineCount == 1 ? "" : "s")"
                findings.append(AuditFinding(
                    rule: .textTruncated, location: location(.lineLimit),
                    message: "the text \(quoted) is cut off with an ellipsis after \(shownLines) (its line limit); "
                        + "allow more lines or shorten the text"))
            }
            if metrics.breaksWithinWord {
                findings.append(AuditFinding(
                    rule: .wordBroken, location: location(nil),
                    message: "the text \(quoted) breaks a word across lines: a word is wider than the text's width; "
                        + "give the text more room or a smaller size"))
            }
        }
        return findings
    }

    /// Whether node `index` or a stack holding it is hidden.
    static func isHidden(_ index: Int, in tree: LayoutTree) -> Bool {
        var node: Int? = index
        while let current = node {
            if tree.isHidden(at: current) { return true }
            node = tree.parent(at: current)
        }
        return false
    }

    /// `'Long text that goes on…'`: the text in quotes, cut at ``excerptLength`` characters.
    static func excerpt(_ string: String) -> String {
        let flat = string.replacingOccurrences(of: "\n", with: " ")
        guard flat.count > excerptLength else { return "'" + flat + "'" }
        let cut = flat.prefix(excerptLength - 1)
        return "'" + String(cut.reversed().drop(while: \.isWhitespace).reversed()) + "…'"
    }
}
