import Foundation
import Testing

/// 0 success, 1 invalid document or failed layout, 2 bad command-line usage, 3 the run itself
/// failed (the table in docs/cli.md, "Exit statuses"; `stacks audit`'s own cases are in
/// `AuditExitStatusTests`).
@Suite struct ExitCodeTests {
    @Test func invalidDocumentExitsOneNamingThePlace() throws {
        let outcome = try StacksProcess.run(
            ["frames", "-", "--width", "100"], input: "root:\n  stack:\n    axis: sideways\n")
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(
            outcome.standardError
                == "<stdin>:3:11: error: root.stack.axis: unknown value \"sideways\"; "
                + "expected one of horizontal, vertical\n")
    }

    @Test func yamlSyntaxErrorExitsOne() throws {
        let outcome = try StacksProcess.run(["frames", "-", "--width", "100"], input: "root: {box: {]\n")
        #expect(outcome.status == 1)
        #expect(outcome.standardError.hasPrefix("<stdin>:1:"))
        #expect(outcome.standardError.contains(": error: document: "))
    }

    @Test(arguments: ["frames", "explain", "render"])
    func missingFileExitsThree(command: String) throws {
        let outcome = try StacksProcess.run([command, "/nonexistent/doc.yaml", "--width", "100"])
        #expect(outcome.status == 3)
        #expect(outcome.standardError.contains("cannot read /nonexistent/doc.yaml"))
    }

    @Test(arguments: ["frames", "explain", "render"])
    func unreadableDocumentExitsOne(command: String) throws {
        // There, but a folder: a document that cannot be read is the input's problem.
        let outcome = try StacksProcess.run([command, "Examples", "--width", "100"])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("cannot read Examples: it is a folder"), "\(outcome.standardError)")
    }

    @Test(arguments: ["frames", "explain", "render"])
    func unreadableStringTableOrFontsExitsThree(command: String) throws {
        let strings = try StacksProcess.run([command, "Examples/buttons.yaml", "--width", "100", "--strings", "de=/nonexistent.strings"])
        #expect(strings.status == 3)
        #expect(strings.standardError.hasPrefix("error: ") && strings.standardError.hasSuffix(" (--strings)\n"), "\(strings.standardError)")
        let fonts = try StacksProcess.run([command, "Examples/buttons.yaml", "--width", "100", "--fonts", "/nonexistent.conf"])
        #expect(fonts.status == 3)
        #expect(fonts.standardError.contains("font configuration /nonexistent.conf: cannot read it: no such file"))
    }

    @Test(arguments: [
        ["frames", "-", "--width", "100", "--bogus"],
        ["frames", "-", "--width", "wide"],
        ["frames", "-", "--width=-5"],
        ["frames", "-", "--width", "100", "--scale=-1"],
        ["frames", "-", "--width", "nan"],
        ["frames", "-", "--width", "100", "--content-size", "huge"],
        ["frames", "-", "--width", "100", "--direction", "up"],
        ["frames"],
        ["frame", "-"],
    ])
    func badUsageExitsTwo(arguments: [String]) throws {
        let outcome = try StacksProcess.run(arguments, input: "root: {box: {}}")
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput.isEmpty)
        #expect(!outcome.standardError.isEmpty)
    }

    @Test func missingWidthExitsTwo() throws {
        let outcome = try StacksProcess.run(["frames", "-"], input: "root: {box: {}}")
        #expect(outcome.status == 2)
        #expect(
            outcome.standardError
                == "error: no width to lay out in: pass --width W or set environment.width in the document\n")
    }

    @Test func helpAndVersionExitZero() throws {
        let help = try StacksProcess.run(["frames", "--help"])
        #expect(help.status == 0)
        for name in [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibilityMedium",
            "accessibilityLarge", "accessibilityXLarge", "accessibilityXXLarge", "accessibilityXXXLarge",
        ] {
            #expect(help.standardOutput.contains(name))
        }
        for option in ["--width", "--height", "--content-size", "--direction", "--scale", "--locale", "fixed metrics"] {
            #expect(help.standardOutput.contains(option))
        }
        let version = try StacksProcess.run(["--version"])
        #expect(version.status == 0)
        #expect(!version.standardOutput.isEmpty)
    }
}
