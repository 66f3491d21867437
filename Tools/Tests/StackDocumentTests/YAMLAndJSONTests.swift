import Testing
import StackDocument

/// JSON is YAML, so one reader serves both; the same document in either spelling must give
/// the same tree.
@Suite struct YAMLAndJSONTests {
    static let yaml = """
        environment: {width: 375, contentSize: large, direction: ltr, scale: 3}
        root:
          stack:
            id: home
            axis: vertical
            distribution: fill
            alignment: center
            spacing: 8
            margins: {top: 0, leading: 16, bottom: 0, trailing: 16}
            marginsRelative: true
            children:
              - box: {id: icon, width: 60, height: 60, spacingAfter: 3}
              - text: {id: label, string: Calendar, style: caption1, lines: 1}
              - box: {hugging: {horizontal: 250, vertical: 251}, compressionResistance: {horizontal: 750}, hidden: false}
              - text: {string: "Fixed", size: 13.5, font: Mono, weight: bold, lines: 0}
        """

    static let json = """
        {
          "environment": {"width": 375, "contentSize": "large", "direction": "ltr", "scale": 3},
          "root": {
            "stack": {
              "id": "home",
              "axis": "vertical",
              "distribution": "fill",
              "alignment": "center",
              "spacing": 8,
              "margins": {"top": 0, "leading": 16, "bottom": 0, "trailing": 16},
              "marginsRelative": true,
              "children": [
                {"box": {"id": "icon", "width": 60, "height": 60, "spacingAfter": 3}},
                {"text": {"id": "label", "string": "Calendar", "style": "caption1", "lines": 1}},
                {"box": {"hugging": {"horizontal": 250, "vertical": 251}, "compressionResistance": {"horizontal": 750}, "hidden": false}},
                {"text": {"string": "Fixed", "size": 13.5, "font": "Mono", "weight": "bold", "lines": 0}}
              ]
            }
          }
        }
        """

    @Test func identicalTrees() throws {
        let fromYAML = try StackDocument(yaml: Self.yaml)
        let fromJSON = try StackDocument(yaml: Self.json)
        #expect(fromYAML.environment == fromJSON.environment)
        // LayoutNode is not Equatable (stacks hold arbitrary children); its reflection lists
        // every stored property, recursively.
        #expect(String(reflecting: fromYAML.root) == String(reflecting: fromJSON.root))

        let engine = StackLayoutEngine(environment: fromYAML.environment.layoutEnvironment)
        let measurer = FixedMetricsTextMeasurer()
        let yamlFrames = try engine.layout(fromYAML.layoutTree(), width: 375, measurer: measurer).frames
        let jsonFrames = try engine.layout(fromJSON.layoutTree(), width: 375, measurer: measurer).frames
        #expect(yamlFrames == jsonFrames)
    }

    @Test func theTreeIsWhatTheDocumentSays() throws {
        let root = try StackDocument(yaml: Self.yaml).root
        guard case .stack(let stack) = root.content else { Issue.record("not a stack"); return }
        #expect(root.id == "home")
        #expect(stack.alignment == .center)
        #expect(stack.margins.points == DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(stack.children.map(\.kindName) == ["box", "text", "box", "text"])
        #expect(stack.children[0].spacingAfter == 3)
        #expect(stack.children[2].contentHugging == AxisPriorities(horizontal: 250, vertical: 251))
        guard case .text(let fixed) = stack.children[3].content else { Issue.record("not a text"); return }
        #expect(fixed == TextBlock("Fixed", font: .fixed(family: "Mono", size: 13.5, weight: .bold), lines: 0))
    }

    @Test func jsonErrorsNameThePlaceToo() {
        let json = #"{"root": {"stack": {"axis": "vertical", "children": [{"box": {"width": -3}}]}}}"#
        // `-3` is character 72 of the line: the text before it is 71 characters.
        #expect(
            readingError(json)
                == "root.stack.children[0].box.width (line 1, column 72): expected a number of points, 0 or more; found -3")
    }
}
