import Foundation
import Testing
import StackDocument
import ToolsTestSupport

/// The frames of `Examples/home-screen.yaml` at 375 × 812 points, scale 3, worked out by hand
/// from docs/layout-semantics.md and the fixed text metrics (a character is 0.5 em wide and a
/// line 1 em tall; caption1 is 12 pt and largeTitle 34 pt at `large`).
@Suite struct HomeScreenExampleTests {
    static let examplePath = RepositoryFolder.root
        .appendingPathComponent("Examples/home-screen.yaml").path

    /// Apps in grid columns, top to bottom, with the ids the example gives them.
    static let columns: [[(id: String, title: String)]] = [
        [("messages", "Messages"), ("mail", "Mail"), ("notes", "Notes"), ("appStore", "App Store")],
        [("calendar", "Calendar"), ("clock", "Clock"), ("reminders", "Reminders"), ("podcasts", "Podcasts")],
        [("photos", "Photos"), ("maps", "Maps"), ("stocks", "Stocks"), ("tv", "TV")],
        [("camera", "Camera"), ("weather", "Weather"), ("books", "Books"), ("health", "Health")],
    ]

    func layout() throws -> LayoutResult {
        let document = try StackDocument(contentsOf: Self.examplePath)
        #expect(document.environment == DocumentEnvironment(width: 375, height: 812, scale: 3))
        let engine = StackLayoutEngine(environment: document.environment.layoutEnvironment)
        return try engine.layout(
            document.layoutTree(), width: 375, height: 812, measurer: FixedMetricsTextMeasurer())
    }

    func expectFrame(
        _ result: LayoutResult, _ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let frame = result.frame(of: id) else {
            Issue.record("no node \(id)", sourceLocation: sourceLocation)
            return
        }
        let close = [frame.minX - x, frame.minY - y, frame.width - width, frame.height - height]
            .allSatisfy { abs($0) < 1e-9 }
        #expect(close, "\(id): \(frame) ≠ (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
    }

    @Test func verticalStructure() throws {
        let result = try layout()
        #expect(result.size == Size(width: 375, height: 812))
        // home: vertical, fill, spacing 24, margins top 20 and bottom 20, so the content is
        // 812 − 40 = 772 tall. Natural heights: status 34 (one line of 34 pt text), apps 352
        // (below), spacer 0 (a box without height is flexible), dock 60 + 12 + 12 = 84.
        // Spare room E = 772 − (34 + 352 + 0 + 84) − 3 × 24 = 230 goes to the first flexible
        // child, the spacer.
        expectFrame(result, "home", 0, 0, 375, 812)
        expectFrame(result, "status", 0, 20, 375, 34)
        expectFrame(result, "apps", 0, 20 + 34 + 24, 375, 352)  // y 78
        expectFrame(result, "spacer", 0, 78 + 352 + 24, 375, 230)  // y 454
        expectFrame(result, "dock", 0, 454 + 230 + 24, 375, 84)  // y 708, ends at 792 = 812 − 20
    }

    @Test func timeIsCentredAndPixelRounded() throws {
        let result = try layout()
        // "9:41" in largeTitle (34 pt): 4 characters × 17 = 68 wide, 34 tall. Centred in 375:
        // x = (375 − 68) / 2 = 153.5. At scale 3 edges round to thirds, halves up:
        // 153.5 × 3 = 460.5 → 461, so x = 461/3; the right edge 221.5 × 3 = 664.5 → 665, so the
        // width stays (665 − 461)/3 = 68.
        expectFrame(result, "time", 461.0 / 3, 20, 68, 34)
    }

    @Test func appGrid() throws {
        let result = try layout()
        // apps: horizontal, fillEqually, spacing 5, margins 16 left and right: each column is
        // (375 − 32 − 3 × 5) / 4 = 328 / 4 = 82 wide, at x = 16 + 87c (82 + 5 per column).
        // A cell is a 60 pt icon, 4 spacing and a 12 pt caption: 76 tall; a column holds four
        // cells 16 apart: 4 × 76 + 3 × 16 = 352, so apps (alignment top) is 352 tall.
        for (c, column) in Self.columns.enumerated() {
            let columnX = 16 + 87 * Double(c)
            expectFrame(result, "column\(c + 1)", columnX, 78, 82, 352)
            for (r, app) in column.enumerated() {
                let cellY = 78 + 92 * Double(r)  // 76 + 16 per row
                expectFrame(result, app.id, columnX, cellY, 82, 76)
                // The cell centres across: the icon at (82 − 60) / 2 = 11 in.
                expectFrame(result, "\(app.id).icon", columnX + 11, cellY, 60, 60)
                // The caption: 6 pt per character (0.5 × 12), centred; 60 + 4 below the top.
                let width = 6 * Double(app.title.count)
                expectFrame(result, "\(app.id).label", columnX + (82 - width) / 2, cellY + 64, width, 12)
            }
        }
        // Two spot checks written out: "App Store" (9 characters incl. the space) is 54 wide
        // at 16 + 14 = 30; "TV" in column 3 row 4 is 12 wide at 190 + 35 = 225, y 78 + 276 + 64.
        expectFrame(result, "appStore.label", 30, 418, 54, 12)
        expectFrame(result, "tv.label", 225, 418, 12, 12)
    }

    @Test func dockSpreadsIconsEvenly() throws {
        let result = try layout()
        // dock: horizontal, equalSpacing, margins 24 left and right, 12 top and bottom. Content
        // width 375 − 48 = 327; four 60 pt icons leave 327 − 240 = 87, three equal gaps of 29.
        // Icons at x = 24 + 89i; centred vertically in the 60 pt content: y = 708 + 12 = 720.
        for (i, name) in ["phone", "safari", "music", "settings"].enumerated() {
            expectFrame(result, "dock.\(name)", 24 + 89 * Double(i), 720, 60, 60)
        }
    }

    @Test(arguments: [320.0, 768.0])
    func otherWidthsStaySensible(width: Double) throws {
        let document = try StackDocument(contentsOf: Self.examplePath)
        let engine = StackLayoutEngine(environment: document.environment.layoutEnvironment)
        let result = try engine.layout(document.layoutTree(), width: width, measurer: FixedMetricsTextMeasurer())
        for (c, column) in Self.columns.enumerated() {
            let columnFrame = try #require(result.frame(of: "column\(c + 1)"))
            for app in column {
                // Every label is shown at its full width inside its column. Edges are rounded to
                // thirds, so a width is a difference of thirds: equal up to floating-point noise.
                let label = try #require(result.frame(of: "\(app.id).label"))
                #expect(abs(label.width - 6 * Double(app.title.count)) < 1e-9)
                #expect(label.minX >= columnFrame.minX && label.maxX <= columnFrame.maxX)
            }
        }
        let phone = try #require(result.frame(of: "dock.phone"))
        let settings = try #require(result.frame(of: "dock.settings"))
        #expect(abs(phone.minX - 24) < 1e-9 && abs(settings.maxX - (width - 24)) < 1e-9)
    }
}
