import ArgumentParser
import Testing

@testable import stacks

/// The quick reading of `stacks frames` command lines against ArgumentParser's: what the quick
/// path accepts, it reads as ArgumentParser does, and everything else it leaves to
/// ArgumentParser.
@Suite struct FramesQuickArgumentsTests {
    /// The settings ArgumentParser reads from `arguments`, through the root command as the tool
    /// does.
    static func parsed(_ arguments: [String]) throws -> LayoutSettings? {
        (try StacksCommand.parseAsRoot(arguments) as? FramesCommand)?.options.settings
    }

    @Test func everyOptionInBothSpellings() throws {
        var expected = LayoutSettings(document: "doc.yaml")
        expected.stringFiles.files = ["a.xcstrings", "de=b.strings"]
        expected.width = 375.5
        expected.height = 800
        expected.contentSize = .accessibilityExtraExtraExtraLarge
        expected.direction = .rightToLeft
        expected.scale = 0
        expected.locale = "de_DE"
        expected.fonts = "fonts/fonts.conf"
        expected.textMetrics = .fixed
        let spaced = [
            "frames", "doc.yaml", "--width", "375.5", "--height", "800", "--content-size", "accessibilityXXXLarge",
            "--direction", "rtl", "--scale", "0", "--locale", "de_DE", "--fonts", "fonts/fonts.conf",
            "--text-metrics", "fixed", "--strings", "a.xcstrings", "--strings", "de=b.strings",
        ]
        let joined = [
            "frames", "--width=375.5", "--height=800", "--content-size=accessibilityXXXLarge", "--direction=rtl",
            "--scale=0", "--locale=de_DE", "--fonts=fonts/fonts.conf", "--text-metrics=fixed",
            "--strings=a.xcstrings", "--strings=de=b.strings", "doc.yaml",
        ]
        for arguments in [spaced, joined] {
            #expect(FramesQuickArguments.settings(arguments) == expected)
            #expect(try Self.parsed(arguments) == expected)
        }
    }

    @Test func defaults() throws {
        // Only the document: Pango metrics, no strings, nothing overridden.
        let settings = FramesQuickArguments.settings(["frames", "-"])
        #expect(settings == LayoutSettings(document: "-", textMetrics: .pango))
        #expect(settings?.stringFiles.files == [])
        #expect(settings?.width == nil)
    }

    @Test(arguments: [
        ["frames", "one-box.json", "--text-metrics", "fixed"],
        ["frames", "-", "--width", "100"],
        ["frames", "--width", "320", "doc.json"],
        // Repeated options: the last value wins; --strings collects.
        ["frames", "doc.json", "--width", "10", "--width=20", "--direction", "rtl", "--direction=ltr"],
        ["frames", "doc.json", "--text-metrics=fixed", "--text-metrics", "pango", "--locale", "ar", "--locale", "de"],
        ["frames", "doc.json", "--strings", "b.strings", "--strings", "a.strings", "--strings", "b.strings"],
        // `--` ends the options: what follows is the document, even when it starts with `-`.
        ["frames", "--width", "10", "--", "-odd.yaml"],
        ["frames", "--", "doc.json"],
        ["frames", "doc.json", "--"],
        // A document named like a command, a value with `=` in it, numbers in other spellings.
        ["frames", "render", "--width", "5"],
        ["frames", "doc.json", "--locale", "de=DE", "--fonts", "a=b.conf"],
        ["frames", "doc.json", "--width", "1e3", "--height", ".5", "--scale", "+2"],
        ["frames", "doc.json", "--width", "0x10"],
        ["frames", "doc.json", "--content-size", "xSmall", "--locale", "pseudo-rtl"],
        ["frames", "doc.json", "--content-size=LARGE"],
    ])
    func readsAsArgumentParserDoes(arguments: [String]) throws {
        let quick = try #require(FramesQuickArguments.settings(arguments))
        #expect(try Self.parsed(arguments) == quick)
    }

    @Test func repeatedOptionsAndTheTerminator() {
        let repeated = FramesQuickArguments.settings(["frames", "doc.json", "--width", "10", "--width=20", "--strings", "b", "--strings", "a"])
        #expect(repeated?.width == 20)
        #expect(repeated?.stringFiles.files == ["b", "a"])
        #expect(FramesQuickArguments.settings(["frames", "--width", "10", "--", "-odd.yaml"])?.document == "-odd.yaml")
    }

    @Test(arguments: [
        // Not frames.
        [], ["--version"], ["render", "doc.json", "--width", "5"], ["explain", "doc.json", "--width", "5"],
        ["help", "frames"],
        // Help, version and the other flags ArgumentParser answers itself.
        ["frames"], ["frames", "doc.json", "--help"], ["frames", "-h", "doc.json"], ["frames", "doc.json", "--version"],
        ["frames", "doc.json", "--help-hidden"], ["frames", "doc.json", "--experimental-dump-help"],
        ["frames", "doc.json", "--generate-completion-script", "bash"], ["frames", "doc.json", "--generate-completion-script=zsh"],
        ["frames", "---completion", "--", "positional@0", "0", "0"],
        // Unknown or misspelt options, short flags, a single-dash long name.
        ["frames", "doc.json", "--widht", "5"], ["frames", "doc.json", "-w", "5"], ["frames", "doc.json", "-width", "5"],
        ["frames", "doc.json", "--Width", "5"],
        // Missing, empty or option-like values.
        ["frames", "doc.json", "--width"], ["frames", "doc.json", "--width", "--scale", "2"], ["frames", "doc.json", "--width="],
        ["frames", "doc.json", "--locale", ""], ["frames", "doc.json", "--fonts", "-"], ["frames", ""],
        // Values ArgumentParser refuses.
        ["frames", "doc.json", "--width", "wide"], ["frames", "doc.json", "--width", " 5"], ["frames", "doc.json", "--direction", "up"],
        ["frames", "doc.json", "--content-size", "huge"], ["frames", "doc.json", "--text-metrics", "exact"],
        // Values that fail validation.
        ["frames", "doc.json", "--width=-5"], ["frames", "doc.json", "--scale", "inf"], ["frames", "doc.json", "--height", "nan"],
        ["frames", "doc.json", "--width", "1e300"], ["frames", "doc.json", "--locale", "all"],
        // No document, or two.
        ["frames", "--width", "5"], ["frames", "a.json", "b.json"], ["frames", "doc.json", "--", "--width", "5"],
        ["frames", "--", "doc.json", "--"],
    ])
    func leavesTheUnusualToArgumentParser(arguments: [String]) {
        #expect(FramesQuickArguments.settings(arguments) == nil)
    }
}
