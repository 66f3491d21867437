import Foundation
import Testing
import Yams

/// The release workflow and the composite action (`action.yml`) that installs a released
/// `stacks` in CI: they cannot run here, so what can be checked is: both are YAML that GitHub
/// reads, the action installs the fonts `fonts/fonts.conf` names and the libraries the tool
/// links, and it runs the audit with the formats the docs promise.
@Suite struct ReleaseActionTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: StacksProcess.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theActionInstallsWhatFontsConfNamesAndAudits() throws {
        let action = try #require(try Yams.load(yaml: try Self.text("action.yml")) as? [String: Any])
        let inputs = try #require(action["inputs"] as? [String: Any])
        #expect(Set(inputs.keys) == ["arguments", "version", "sarif", "category"])
        let runs = try #require(action["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        let steps = try #require(runs["steps"] as? [[String: Any]])
        let scripts = steps.compactMap { $0["run"] as? String }.joined(separator: "\n")
        // Every folder of fonts.conf (/usr/share/fonts/truetype/NAME) comes from a package the
        // action installs, and so from one scripts/setup installs.
        let conf = try Self.text("fonts/fonts.conf")
        let folders = conf.components(separatedBy: "<dir>/usr/share/fonts/truetype/").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(folders.count == 3)
        let setup = try Self.text("scripts/setup")
        for folder in folders {
            let package = try #require(
                ["fonts-dejavu-core", "fonts-wqy-microhei", "fonts-material-design-icons-iconfont"].first {
                    $0.contains(folder == "wqy" ? "wqy" : String(folder))
                }, "\(folder)")
            #expect(scripts.contains(package) && setup.contains(package), "\(package)")
        }
        for library in ["libpango-1.0-0", "libpangocairo-1.0-0", "libcairo2", "librsvg2-2", "libdeflate0", "libssl3"] {
            #expect(scripts.contains(library), "\(library)")
        }
        #expect(scripts.contains("--format github") && scripts.contains("--format sarif -o stacks-audit.sarif"))
        #expect(steps.contains { ($0["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif@") == true })
    }

    @Test func theReleaseBuildsBothArchitecturesOnAVersionTag() throws {
        let workflow = try #require(try Yams.load(yaml: try Self.text(".github/workflows/release.yml")) as? [String: Any])
        let text = try Self.text(".github/workflows/release.yml")
        #expect(text.contains("tags: [\"v*\"]"))
        #expect(text.contains("arch: x86_64") && text.contains("arch: aarch64"))
        #expect(text.contains("--static-swift-stdlib") && text.contains("strip dist/stacks/bin/stacks"))
        #expect(text.contains("DynamicStacksTools_StackRender.resources"))
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        #expect(jobs.keys.sorted() == ["linux"])
    }
}
