import ModelStack
import StackLayout

/// What `model-fuzzer` checks for each input, shared with ``ModelStackCorpusReplayTests`` (the
/// fuzz package links this file through a symbolic link): the bytes choose a stack
/// configuration and a sequence of edits — appends, insertions, removals, moves, replacements,
/// whole-list updates, batches, width, spacing, anchor, viewport and virtualisation changes,
/// visible regions — applied one by one to one ``ModelStack``, whose cells are fixed-height
/// rows, wrapping text and generated node trees (some of which cannot be laid out).
///
/// After every step the stack must hold exactly the models an independent list says, and agree
/// in every frame, the content height, the visible range, which cells keep content and hit
/// testing with a stack built from scratch with the same settings and models; its update must
/// report every cell whose frame changed with the right frames before and after; and an edit
/// that throws must leave the stack as it was. A trap or hang is a finding by itself.
public enum ModelStackFuzzCheck {
    /// A row of a fixed height.
    struct Row: StackModel {
        var id: Int
        var height: Double
        static let cellKind = CellKind("fuzz-row", presenting: Row.self) { .box(height: .points($0.height)) }
    }

    /// A paragraph that wraps at the stack's width.
    struct Note: StackModel {
        var id: Int
        var text: String
        static let cellKind = CellKind("fuzz-note", presenting: Note.self) {
            PlainRow($0.text, font: .fixed(family: "Fixed", size: 10, weight: .regular)).node()
        }
    }

    /// A generated node tree: any stack, text and proportion the engine fuzzer makes; trees
    /// that cannot be laid out (a cycle) make edits that add them throw.
    struct Tree: StackModel {
        var id: Int
        var seed: UInt64
        static let cellKind = CellKind("fuzz-tree", presenting: Tree.self) { model in
            var choices = SeededChoices(seed: model.seed)
            var options = TreeGenerator.Options()
            options.proportions = model.seed % 3 == 0
            options.maximumDepth = 3
            options.maximumChildren = 4
            return TreeGenerator(options: options).node(&choices)
        }
    }

    /// The settings a stack is built with; the fresh stack of every comparison uses them too.
    struct Settings {
        var width: Double
        var spacing: Double
        var anchor: StackAnchor
        var viewportHeight: Double
        var isVirtualising: Bool
        var visibleRegion: Range<Double>?
        var scale: Double

        func makeStack(_ models: [any StackModel]) throws -> ModelStack {
            var stack = try ModelStack(
                width: width, spacing: spacing, anchor: anchor, viewportHeight: viewportHeight, isVirtualising: isVirtualising,
                engine: StackLayoutEngine(environment: LayoutEnvironment(scale: scale)), measurer: FixedMetricsTextMeasurer())
            _ = try stack.append(contentsOf: models)
            if let visibleRegion { stack.setVisibleRegion(visibleRegion) }
            return stack
        }
    }

    static let widths: [Double] = [0, 1, 37.5, 100, 320, 1024]
    static let heights: [Double] = [0, 0.5, 7, 44, 300]
    static let actions = [
        "append", "insert", "remove", "move", "update", "update(to:)", "batch", "setWidth", "setSpacing", "setAnchor",
        "setViewportHeight", "setVirtualising", "setVisibleRegion",
    ]
    static let texts = ["", "Hi", "Hello world", "a much longer paragraph that wraps over several lines", "كلمة واحدة", "你好世界你好世界"]

    public static func problems(_ bytes: [UInt8]) -> [String] {
        var choices = ByteChoices(bytes)
        var settings = Settings(
            width: choices.pick(widths), spacing: choices.pick([0, 3, 8.5]), anchor: choices.bool() ? .top : .bottom,
            viewportHeight: choices.pick([0, 100, 812]), isVirtualising: choices.bool(30), visibleRegion: nil,
            scale: choices.pick([0, 1, 3]))
        guard var stack = try? settings.makeStack([]) else { return ["an empty stack cannot be made"] }
        var models: [any StackModel] = []
        var nextID = 0
        var problems: [String] = []

        func newModel(_ choices: inout ByteChoices) -> any StackModel {
            nextID += 1
            switch choices.int(in: 0...5) {
            case 0...2: return Row(id: nextID, height: choices.pick(heights))
            case 3, 4: return Note(id: nextID, text: choices.pick(texts))
            default: return Tree(id: nextID, seed: UInt64(choices.int(in: 0...65_535)))
            }
        }
        /// The model at `index` with new content and the same identity.
        func changed(_ model: any StackModel, _ choices: inout ByteChoices) -> any StackModel {
            switch model {
            case let row as Row: return Row(id: row.id, height: choices.pick(heights))
            case let note as Note: return Note(id: note.id, text: choices.pick(texts))
            case let tree as Tree: return Tree(id: tree.id, seed: UInt64(choices.int(in: 0...65_535)))
            default: return model
            }
        }

        for step in 0..<24 where !choices.isExhausted {
            let before = stack
            let framesBefore = Dictionary(uniqueKeysWithValues: stack.ids.map { ($0, stack.frame(of: $0)!) })
            var expected = models
            var expectedSettings = settings
            let action = choices.int(in: 0...12)
            let update: StackUpdate?
            do {
                switch action {
                case 0:
                    let model = newModel(&choices)
                    expected.append(model)
                    update = try stack.append(model)
                case 1:
                    let model = newModel(&choices)
                    let index = choices.int(in: 0...expected.count + 1)
                    if index <= expected.count { expected.insert(model, at: index) }
                    update = try stack.insert(model, at: index)
                case 2:
                    let index = choices.int(in: 0...expected.count)
                    if index < expected.count { expected.remove(at: index) }
                    update = try stack.remove(at: index)
                case 3:
                    let source = choices.int(in: 0...expected.count)
                    let destination = choices.int(in: 0...max(0, expected.count - 1))
                    if source < expected.count, destination < expected.count {
                        expected.insert(expected.remove(at: source), at: destination)
                    }
                    update = try stack.move(from: source, to: destination)
                case 4 where !expected.isEmpty:
                    let index = choices.int(in: 0...expected.count - 1)
                    expected[index] = changed(expected[index], &choices)
                    update = try stack.update(expected[index])
                case 5:
                    // A new list: some models kept (some changed), shuffled, some new ones.
                    var list = expected.filter { _ in choices.bool(70) }.map { choices.bool(20) ? changed($0, &choices) : $0 }
                    for _ in 0..<choices.int(in: 0...3) { list.insert(newModel(&choices), at: choices.int(in: 0...list.count)) }
                    if list.count > 1 { list.swapAt(choices.int(in: 0...list.count - 1), choices.int(in: 0...list.count - 1)) }
                    expected = list
                    update = try stack.update(to: list)
                case 6:
                    let edits = choices.int(in: 1...4)
                    update = try stack.performBatch { list in
                        for _ in 0..<edits {
                            switch choices.int(in: 0...2) {
                            case 0: try list.insert(newModel(&choices), at: choices.int(in: 0...list.count))
                            case 1 where list.count > 0: try list.remove(at: choices.int(in: 0...list.count - 1))
                            default:
                                if list.count > 0 {
                                    try list.move(from: choices.int(in: 0...list.count - 1), to: choices.int(in: 0...list.count - 1))
                                }
                            }
                        }
                        expected = list.models
                    }
                case 7:
                    expectedSettings.width = choices.pick(widths)
                    update = try stack.setWidth(expectedSettings.width)
                case 8:
                    expectedSettings.spacing = choices.pick([0, 2, 10.25])
                    update = try stack.setSpacing(expectedSettings.spacing)
                case 9:
                    expectedSettings.anchor = expectedSettings.anchor == .top ? .bottom : .top
                    update = stack.setAnchor(expectedSettings.anchor)
                case 10:
                    expectedSettings.viewportHeight = choices.pick([0, 50, 400, 812])
                    update = try stack.setViewportHeight(expectedSettings.viewportHeight)
                case 11:
                    expectedSettings.isVirtualising.toggle()
                    stack.setVirtualising(expectedSettings.isVirtualising)
                    update = nil
                default:
                    let top = choices.pick([-50.0, 0, 10, 200, 1e6])
                    expectedSettings.visibleRegion = top..<(top + choices.pick([0.0, 1, 100, 1e9]))
                    stack.setVisibleRegion(expectedSettings.visibleRegion!)
                    update = nil
                }
            } catch {
                // A refused edit changes nothing.
                if stack.ids != before.ids || (0..<stack.count).map(stack.frame(at:)) != (0..<before.count).map(before.frame(at:)) {
                    problems.append("step \(step): \(actions[min(action, actions.count - 1)]) threw \(error) but changed the stack")
                }
                stack = before
                continue
            }
            models = expected
            settings = expectedSettings
            let label = "step \(step) (\(actions[min(action, actions.count - 1)]))"
            problems += compare(stack, with: settings, models: models, step: label)
            if let update { problems += checkChanges(update, framesBefore: framesBefore, stack: stack, step: label) }
        }
        return problems
    }

    /// Differences between `stack` and a stack built from scratch with `settings` and `models`.
    static func compare(_ stack: ModelStack, with settings: Settings, models: [any StackModel], step: String) -> [String] {
        guard let fresh = try? settings.makeStack(models) else {
            return ["\(step): a fresh stack refuses models the edited one accepted"]
        }
        var problems: [String] = []
        func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { problems.append("\(step): \(message())") }
        }
        expect(stack.ids == fresh.ids, "ids \(stack.ids) differ from \(fresh.ids)")
        guard stack.count == fresh.count else { return problems }
        let frames = (0..<stack.count).map(stack.frame(at:))
        expect(frames == (0..<fresh.count).map(fresh.frame(at:)), "frames differ from a fresh stack's")
        expect(frames.allSatisfy { $0.minY.isFinite && $0.height.isFinite && $0.width.isFinite }, "a frame is not finite")
        expect(stack.contentSize == fresh.contentSize, "content size \(stack.contentSize) differs from \(fresh.contentSize)")
        expect(stack.visibleRange(in: stack.visibleRegion) == fresh.visibleRange(in: fresh.visibleRegion), "visible ranges differ")
        for index in 0..<stack.count {
            let kept = stack.cell(at: index).content != nil
            expect(kept == (fresh.cell(at: index).content != nil), "cell \(index) keeps content \(kept), a fresh stack does not")
            if let content = stack.cell(at: index).content, let freshContent = fresh.cell(at: index).content {
                expect(content.frames == freshContent.frames, "cell \(index) content frames differ")
            }
            let frame = frames[index]
            if frame.height > 0, frame.width > 0 {
                let middle = Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
                expect(stack.index(at: middle) == index, "the middle of cell \(index) hits \(String(describing: stack.index(at: middle)))")
            }
        }
        return problems
    }

    /// Every cell whose frame changed is reported with its frames before and after; removed
    /// cells with their last frame.
    static func checkChanges(_ update: StackUpdate, framesBefore: [ModelID: Rect], stack: ModelStack, step: String) -> [String] {
        var problems: [String] = []
        for id in stack.ids {
            let after = stack.frame(of: id)
            if framesBefore[id] != after {
                let change = update.change(for: id)
                if change?.before != framesBefore[id] || change?.after != after {
                    problems.append("\(step): \(id) moved from \(String(describing: framesBefore[id])) to \(String(describing: after)), "
                        + "reported \(String(describing: change))")
                }
            }
        }
        for (id, before) in framesBefore where stack.index(of: id) == nil {
            if update.change(for: id)?.before != before || update.change(for: id)?.after != nil {
                problems.append("\(step): removed \(id) reported \(String(describing: update.change(for: id)))")
            }
        }
        return problems
    }
}
