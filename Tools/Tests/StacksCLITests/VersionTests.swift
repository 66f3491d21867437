import Foundation
import Testing

/// One version, stated once and quoted the same everywhere a user reads it: the newest release
/// in CHANGELOG.md is what `stacks --version` prints and what README.md and the DocC Getting
/// Started page tell an app's `Package.swift` to depend on.
@Suite struct VersionTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: StacksProcess.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The first `## [x.y.z] - date` heading of the changelog.
    static func newestRelease() throws -> String {
        let heading = try #require(try text("CHANGELOG.md").split(separator: "\n").first { $0.hasPrefix("## [") })
        return String(heading.dropFirst(4).prefix { $0 != "]" })
    }

    @Test func everyPlaceQuotesTheNewestRelease() throws {
        let version = try Self.newestRelease()
        #expect(version.split(separator: ".").count == 3 && version.allSatisfy { $0.isNumber || $0 == "." }, "\(version)")
        let printed = try StacksProcess.run(["--version"])
        #expect(printed.standardOutput == version + "\n")
        for page in ["README.md", "Sources/StackLayout/StackLayout.docc/GettingStarted.md"] {
            let quoted = try Self.text(page).components(separatedBy: "from: \"").dropFirst().map { $0.prefix { $0 != "\"" } }
            #expect(!quoted.isEmpty && quoted.allSatisfy { $0 == version }, "\(page): \(quoted)")
        }
        // The heading is a release, dated, not "Unreleased".
        #expect(try Self.text("CHANGELOG.md").contains("## [\(version)] - 20"))
    }
}
