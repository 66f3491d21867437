import Foundation
import Testing
import Yams

/// The release workflow and the composite action (`action.yml`) that installs a released
/// `stacks` in CI. No runner is here, so what can be checked is checked: the action installs the
/// system libraries the tool loads and the fonts `fonts/fonts.conf` names; its own scripts run
/// here as GitHub runs them (bash, `-eo pipefail`, with `RUNNER_TEMP`, `GITHUB_OUTPUT` and
/// `GITHUB_PATH`) on an archive laid out as the release workflow makes one, so its checksum check
/// and its audit's outputs are real; and the names the release publishes are the ones the
/// action downloads. (WorkflowSchemaTests checks both against GitHub's schemas.)
@Suite("The release workflow and the action", .serialized)
struct ReleaseActionTests {
    static let root = StacksProcess.packageRoot

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static func action() throws -> [String: Any] {
        try #require(try Yams.load(yaml: try text("action.yml")) as? [String: Any])
    }

    static func steps() throws -> [[String: Any]] {
        let runs = try #require(try action()["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        return try #require(runs["steps"] as? [[String: Any]])
    }

    static func step(named name: String) throws -> [String: Any] {
        try #require(try steps().first { ($0["name"] as? String)?.hasPrefix(name) == true }, "no step named \(name)")
    }

    /// The packages the action installs with apt.
    static func aptPackages() throws -> [String] {
        let environment = try #require(try step(named: "The libraries")["env"] as? [String: String])
        return try #require(environment["PACKAGES"]).split(separator: " ").map(String.init)
    }

    @Test func theActionInstallsTheFontsFontsConfNames() throws {
        let packages = try Self.aptPackages()
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
            #expect(packages.contains(package) && setup.contains(package), "\(package)")
        }
    }

    /// Every system library the tool loads (`ldd`: the ones it links and theirs; the Swift
    /// toolchain's own are linked into the release binary) belongs to a Debian package that the
    /// action's packages bring, themselves or as dependencies (`apt-cache depends --recurse`).
    /// libcurl is among them: Foundation's networking, which FlyingFox imports, loads it.
    @Test(.timeLimit(.minutes(2))) func theActionInstallsEveryLibraryTheToolLoads() throws {
        let executable = try #require(StacksProcess.executable)
        let ldd = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/ldd"), [executable.path], in: Self.root)
        #expect(ldd.status == 0, "\(ldd.standardError)")
        #expect(!ldd.standardOutput.contains("not found"), "\(ldd.standardOutput)")
        let libraries = ldd.standardOutput.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: " ")
            guard let arrow = parts.firstIndex(of: "=>"), arrow + 1 < parts.count, parts[arrow + 1].hasPrefix("/") else { return nil }
            let path = String(parts[arrow + 1])
            return path.hasPrefix("/opt/") || path.contains("/swift/") ? nil : path
        }
        #expect(libraries.contains { $0.contains("libpango-1.0.so") } && libraries.contains { $0.contains("libcurl.so") })
        // dpkg knows a file by the path its package installed it at: /lib or /usr/lib (merged).
        let candidates = libraries.flatMap { path -> [String] in
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            return [path, resolved].flatMap { [$0, $0.hasPrefix("/usr/") ? String($0.dropFirst(4)) : "/usr" + $0] }
        }
        let owners = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/dpkg"), ["-S"] + candidates, in: Self.root)
        var packageOf: [String: String] = [:]
        for line in owners.standardOutput.split(separator: "\n") {
            guard let separator = line.range(of: ": ") else { continue }
            let package = line[..<separator.lowerBound].split(separator: ":").first.map(String.init) ?? ""
            packageOf[String(line[separator.upperBound...])] = package
        }
        let needed = Set(try libraries.map { path in
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            let variants = [path, resolved].flatMap { [$0, $0.hasPrefix("/usr/") ? String($0.dropFirst(4)) : "/usr" + $0] }
            return try #require(variants.compactMap { packageOf[$0] }.first, "no Debian package owns \(path)")
        })
        #expect(needed.isSuperset(of: ["libpango-1.0-0", "libcairo2", "libcurl4", "libssl3", "libdeflate0"]), "\(needed.sorted())")

        let actionPackages = try Self.aptPackages()
        let depends = try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/apt-cache"),
            ["depends", "--recurse", "--no-recommends", "--no-suggests", "--no-conflicts", "--no-breaks", "--no-replaces",
             "--no-enhances"] + actionPackages, in: Self.root)
        #expect(depends.status == 0, "\(depends.standardError)")
        let brought = Set(depends.standardOutput.split(separator: "\n").compactMap { line -> String? in
            line.hasPrefix(" ") ? nil : String(line)
        })
        #expect(brought.isSuperset(of: actionPackages))
        let missing = needed.subtracting(brought).sorted()
        #expect(missing.isEmpty, "the tool loads libraries of \(missing), which the action's packages do not bring")
    }

    /// A step of the action run here as GitHub runs it: its `${{ inputs.… }}` and
    /// `${{ steps.….outputs.… }}` replaced by `values`, its `env` set, in `folder`, with
    /// `RUNNER_TEMP`, `GITHUB_OUTPUT`, `GITHUB_PATH` and `GITHUB_STEP_SUMMARY` in `runner`.
    struct StepRun {
        var outcome: StacksProcess.Outcome
        var outputs: [String: String]
    }

    static func run(_ step: [String: Any], values: [String: String], runner: URL, path: [String] = []) throws -> StepRun {
        func substitute(_ text: String) throws -> String {
            var result = text
            for (name, value) in values {
                result = result.replacingOccurrences(of: "${{ \(name) }}", with: value)
            }
            #expect(!result.contains("${{"), "an expression the test does not know: \(result)")
            return result
        }
        let script = runner.appendingPathComponent("step.sh")
        try Data(try substitute(try #require(step["run"] as? String)).utf8).write(to: script)
        let output = runner.appendingPathComponent("output")
        try Data().write(to: output)
        var environment = try (step["env"] as? [String: String] ?? [:]).mapValues(substitute)
        environment["RUNNER_TEMP"] = runner.appendingPathComponent("temp").path
        environment["GITHUB_OUTPUT"] = output.path
        environment["GITHUB_PATH"] = runner.appendingPathComponent("path").path
        environment["GITHUB_STEP_SUMMARY"] = runner.appendingPathComponent("summary.md").path
        environment["PATH"] = (path + [ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]).joined(separator: ":")
        let outcome = try ChildProcess.run(
            URL(fileURLWithPath: "/bin/bash"), ["--noprofile", "--norc", "-eo", "pipefail", script.path], in: root,
            environment: environment)
        let lines = (try String(contentsOf: output, encoding: .utf8)).split(separator: "\n")
        let outputs = Dictionary(lines.compactMap { line -> (String, String)? in
            guard let equals = line.firstIndex(of: "=") else { return nil }
            return (String(line[..<equals]), String(line[line.index(after: equals)...]))
        }, uniquingKeysWith: { $1 })
        return StepRun(outcome: outcome, outputs: outputs)
    }

    /// A runner's folders, with the release's archive and checksum file where the action's
    /// download step puts them: the archive as the release workflow makes it (scripts/install
    /// into `stacks/`, then tar), with the stacks the tests run.
    static func runnerWithRelease(version: String) throws -> (runner: URL, values: [String: String]) {
        let runner = FileManager.default.temporaryDirectory.appendingPathComponent("stacks-runner-\(UUID().uuidString)")
        let temp = runner.appendingPathComponent("temp")
        let build = runner.appendingPathComponent("build")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        let binary = try #require(StacksProcess.executable)
        let install = try ChildProcess.run(
            URL(fileURLWithPath: "/bin/bash"),
            [root.appendingPathComponent("scripts/install").path, "--binary", binary.path, "--man-prefix", "stacks",
             build.appendingPathComponent("stacks").path], in: root)
        #expect(install.status == 0, "\(install.standardError)")
        let machine = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/uname"), ["-m"], in: root)
            .standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        let archive = "stacks-\(version)-linux-\(machine).tar.gz"
        let folder = temp.appendingPathComponent("stacks-download/\(version)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let tar = try ChildProcess.run(
            URL(fileURLWithPath: "/bin/tar"), ["-C", build.path, "-czf", folder.appendingPathComponent(archive).path, "stacks"], in: root)
        #expect(tar.status == 0, "\(tar.standardError)")
        // The release workflow's checksum file: `sha256sum stacks-*.tar.gz`.
        let sums = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/sha256sum"), [archive], in: folder)
        try Data(sums.standardOutput.utf8).write(to: folder.appendingPathComponent("SHA256SUMS"))
        let values = [
            "inputs.version": version, "inputs.sha256": "", "inputs.sarif": "true", "inputs.category": "stacks-audit",
            "steps.release.outputs.archive": archive, "steps.release.outputs.folder": folder.path,
        ]
        return (runner, values)
    }

    @Test("the action unpacks the archive only when its SHA-256 is the published or the pinned one", .timeLimit(.minutes(5)))
    func theChecksumIsChecked() throws {
        let (runner, values) = try Self.runnerWithRelease(version: "v9.8.7")
        defer { try? FileManager.default.removeItem(at: runner) }
        let unpack = try Self.step(named: "Check the checksum")
        let folder = URL(fileURLWithPath: try #require(values["steps.release.outputs.folder"]))
        let archive = folder.appendingPathComponent(try #require(values["steps.release.outputs.archive"]))

        let good = try Self.run(unpack, values: values, runner: runner)
        #expect(good.outcome.status == 0, "\(good.outcome.standardError)")
        #expect(good.outcome.standardOutput.contains(": OK"))
        let unpacked = runner.appendingPathComponent("temp/stacks/bin")
        #expect(try String(contentsOf: runner.appendingPathComponent("path"), encoding: .utf8) == unpacked.path + "\n")
        // The unpacked tool runs, and prints the version it was built as.
        #expect(good.outcome.standardOutput.hasSuffix(try VersionTests.newestRelease() + "\n"), "\(good.outcome.standardOutput)")

        // A pinned checksum that is the archive's passes too (the published file not read).
        let published = try String(contentsOf: folder.appendingPathComponent("SHA256SUMS"), encoding: .utf8)
        let hash = String(published.prefix(64))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("SHA256SUMS"))
        let pinned = try Self.run(unpack, values: values.merging(["inputs.sha256": hash]) { $1 }, runner: runner)
        #expect(pinned.outcome.status == 0, "\(pinned.outcome.standardError)")

        // Without a checksum to check against, nothing is unpacked.
        try FileManager.default.removeItem(at: runner.appendingPathComponent("temp/stacks"))
        try Data("\(hash)  stacks-v9.8.7-linux-other.tar.gz\n".utf8).write(to: folder.appendingPathComponent("SHA256SUMS"))
        let none = try Self.run(unpack, values: values, runner: runner)
        #expect(none.outcome.status == 1)
        #expect(none.outcome.standardOutput.contains("::error::no SHA-256 for \(archive.lastPathComponent)"))
        #expect(!FileManager.default.fileExists(atPath: unpacked.path))

        // A changed archive (one byte more) is refused, against the published file or the pin.
        try Data(published.utf8).write(to: folder.appendingPathComponent("SHA256SUMS"))
        let handle = try FileHandle(forWritingTo: archive)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data([0]))
        try handle.close()
        for pin in ["", hash] {
            let tampered = try Self.run(unpack, values: values.merging(["inputs.sha256": pin]) { $1 }, runner: runner)
            #expect(tampered.outcome.status == 1, "pin '\(pin)'")
            #expect(tampered.outcome.standardOutput.contains("FAILED"), "\(tampered.outcome.standardOutput)")
            #expect(!FileManager.default.fileExists(atPath: unpacked.path))
        }
    }

    /// The audit step on the documented example (docs/audit-rules.md: `stacks audit
    /// Examples/audit.yaml --width 182,375 --text-metrics fixed` finds 1 error, 0 warnings and 0
    /// notes): the counts as outputs, from its JSON report, the reports' paths, the annotations,
    /// and the audit's exit status (1: an error) as the step's.
    @Test(.timeLimit(.minutes(5))) func theAuditGivesTheCountsAndTheReports() throws {
        let (runner, values) = try Self.runnerWithRelease(version: "v9.8.7")
        defer { try? FileManager.default.removeItem(at: runner) }
        let unpack = try Self.run(try Self.step(named: "Check the checksum"), values: values, runner: runner)
        try #require(unpack.outcome.status == 0, "\(unpack.outcome.standardError)")
        let bin = runner.appendingPathComponent("temp/stacks/bin").path
        let audit = try Self.step(named: "Audit")
        let arguments = ["inputs.arguments": "Examples/audit.yaml --width 182,375 --text-metrics fixed"]

        let run = try Self.run(audit, values: values.merging(arguments) { $1 }, runner: runner, path: [bin])
        #expect(run.outcome.status == 1, "\(run.outcome.standardError)")
        #expect(run.outputs["errors"] == "1" && run.outputs["warnings"] == "0" && run.outputs["notes"] == "0", "\(run.outputs)")
        let reports = runner.appendingPathComponent("temp/stacks-audit/stacks-audit")
        #expect(run.outputs["json"] == reports.appendingPathComponent("report.json").path)
        #expect(run.outputs["sarif"] == reports.appendingPathComponent("report.sarif").path)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: reports.appendingPathComponent("report.json"))) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.map { $0["ruleId"] as? String } == ["title-truncated"])
        let sarif = try String(contentsOf: reports.appendingPathComponent("report.sarif"), encoding: .utf8)
        #expect(sarif.contains("\"ruleId\" : \"title-truncated\"") || sarif.contains("\"ruleId\":\"title-truncated\""), "\(sarif.prefix(300))")
        // The annotation, at the button's line, and the job summary.
        #expect(run.outcome.standardOutput.contains("::error file=Examples/audit.yaml,line=15,"), "\(run.outcome.standardOutput)")
        #expect(try String(contentsOf: runner.appendingPathComponent("summary.md"), encoding: .utf8).contains("title-truncated"))

        // Without SARIF: no SARIF output, so neither upload runs; the counts are the same.
        let plain = try Self.run(
            audit, values: values.merging(arguments) { $1 }.merging(["inputs.sarif": "false", "inputs.category": "plain"]) { $1 },
            runner: runner, path: [bin])
        #expect(plain.outcome.status == 1)
        #expect(plain.outputs["sarif"] == nil && plain.outputs["errors"] == "1")

        // A document that does not exist: exit 3 (the run failed, not findings), with the
        // reason and an error annotation; no counts to give.
        let missing = try Self.run(
            audit, values: values.merging(["inputs.arguments": "Examples/nothing-here.yaml", "inputs.category": "missing"]) { $1 },
            runner: runner, path: [bin])
        #expect(missing.outcome.status == 3)
        #expect(missing.outcome.standardError.contains("nothing-here.yaml"), "\(missing.outcome.standardError)")
        #expect(missing.outcome.standardOutput.contains("::error title=stacks audit::the audit could not run (exit status 3)"))
        #expect(missing.outputs["errors"] == nil)
    }

    /// The upload to code scanning is skipped for a read-only token and may fail without failing
    /// the job; the SARIF is then kept as an artifact named after the category.
    @Test func aReadOnlyTokenKeepsTheSARIFAsAnArtifact() throws {
        let upload = try Self.step(named: "Upload to code scanning")
        let condition = try #require(upload["if"] as? String)
        #expect(condition.contains("github.event.pull_request.head.repo.full_name != github.repository"))
        #expect(condition.contains("github.event_name == 'pull_request'") && condition.contains("always()"))
        #expect(upload["continue-on-error"] as? Bool == true)
        #expect((upload["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif@") == true)
        let keep = try Self.step(named: "Keep the SARIF")
        #expect((keep["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true)
        #expect((keep["if"] as? String)?.contains("steps.upload.outcome != 'success'") == true)
        let with = try #require(keep["with"] as? [String: String])
        #expect(with["name"] == "${{ inputs.category }}-sarif" && with["path"] == "${{ steps.audit.outputs.sarif }}")
        // The outputs are the audit step's.
        let outputs = try #require(try Self.action()["outputs"] as? [String: [String: String]])
        for name in ["errors", "warnings", "notes", "json", "sarif"] {
            #expect(outputs[name]?["value"] == "${{ steps.audit.outputs.\(name) }}", "\(name)")
        }
        // The archive comes from the cache when it is there.
        let cache = try Self.step(named: "The archive from the cache")
        #expect((cache["uses"] as? String)?.hasPrefix("actions/cache@") == true)
        #expect((try Self.step(named: "Download")["if"] as? String) == "steps.cache.outputs.cache-hit != 'true'")
    }

    @Test func theActionInstallsTheNewestReleaseByDefault() throws {
        let version = try VersionTests.newestRelease()
        let inputs = try #require(try Self.action()["inputs"] as? [String: [String: Any]])
        #expect(inputs["version"]?["default"] as? String == "v\(version)")
        for page in ["README.md", "docs/audit-rules.md", "action.yml"] {
            let quoted = try Self.text(page).components(separatedBy: "dynamicstacks/DynamicStacks@").dropFirst()
                .map { $0.prefix { !$0.isWhitespace && $0 != "`" } }
            #expect(!quoted.isEmpty && quoted.allSatisfy { $0 == "v\(version)" }, "\(page): \(quoted)")
        }
    }

    /// The names the release publishes are the ones the action downloads: the archive per
    /// machine (`uname -m` on the runner is the matrix's architecture) and the checksum file.
    @Test func theReleasePublishesWhatTheActionDownloads() throws {
        let text = try Self.text(".github/workflows/release.yml")
        let workflow = try #require(try Yams.load(yaml: text) as? [String: Any])
        let on = try #require(workflow["on"] as? [String: Any])
        #expect((on["push"] as? [String: [String]])?["tags"] == ["v*"])
        let jobs = try #require(workflow["jobs"] as? [String: [String: Any]])
        #expect(jobs.keys.sorted() == ["linux", "publish"])
        let matrix = try #require((jobs["linux"]?["strategy"] as? [String: Any])?["matrix"] as? [String: Any])
        let include = try #require(matrix["include"] as? [[String: String]])
        #expect(include.map { $0["arch"] } == ["x86_64", "aarch64"])
        // Built and laid out by scripts/install (man page, completions, resources, gallery),
        // stripped, checked to print the tag's version.
        #expect(text.contains("scripts/setup --tool") && text.contains("scripts/install --man-prefix stacks dist/stacks"))
        #expect(text.contains("strip dist/stacks/bin/stacks"))
        #expect(text.contains("test \"$(dist/stacks/bin/stacks --version)\" = \"${GITHUB_REF_NAME#v}\""))
        #expect(text.contains("archive=\"stacks-${GITHUB_REF_NAME}-linux-${{ matrix.arch }}.tar.gz\""))
        #expect(text.contains("sha256sum stacks-*.tar.gz > \"stacks-${GITHUB_REF_NAME}-SHA256SUMS\""))
        let action = try Self.text("action.yml")
        #expect(action.contains("archive=\"stacks-$VERSION-linux-$(uname -m).tar.gz\""))
        #expect(action.contains("\"$base/stacks-$VERSION-SHA256SUMS\""))
        // The publishing job alone may write to the repository.
        #expect((workflow["permissions"] as? [String: String]) == ["contents": "read"])
        #expect((jobs["publish"]?["permissions"] as? [String: String]) == ["contents": "write"])
    }
}
