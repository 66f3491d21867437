import ArgumentParser
import Foundation
import StackDocument
import StackJSON

/// `stacks frames`: lays a document out and prints every node's frame as JSON.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print the frame of every node of a document as JSON.",
        discussion: """
            Output: {"size": {"width", "height"}, "nodes": [{"id", "kind", "frame": {"x", "y", \
            "width", "height"}}, …]}. Frames are in root coordinates, in points; nodes come in \
            document order (pre-order). A node without an id is named by its path (root/2/0: \
            the root's third child's first child). Hidden nodes (and nodes inside hidden stacks) \
            are listed with "hidden": true and a zero-size frame.

            Options override the document's `environment:` settings; the width must come from one \
            of them.

            --locale shows the text translated through the document's string tables and any \
            --strings files (String Catalogs, .xcstrings; .strings files, their locale from their \
            xx.lproj folder or given as de=FILE).

            Text is measured with Pango and real fonts (pin them with --fonts fonts/fonts.conf \
            for reproducible numbers), or with exact fixed metrics (--text-metrics fixed).

            A button stack ("buttons") also reports its "mode" (row-beside, row-above, \
            column-beside, column-above) and "buttons": [{"id", "frame", "image", "title"}] (a \
            loading button adds "spinner", a truncated title "truncated": true; when nothing \
            fits, "overflow": {"width", "height"} in exact points); each button is \
            then listed as a node of its own, kind "button", with what a screen reader says: \
            "accessibility": {"label", "hint"}.

            Exit codes: 0 success; 1 the document cannot be read or is invalid, or the layout \
            failed (the message names the place in the document); 2 bad command-line usage \
            (including no width from either the options or the document).
            """)

    @OptionGroup var options: LayoutOptions

    func run() throws {
        // The bytes as they are (nothing else goes to standard output): converting ten
        // megabytes of frames into a `String` to print it would copy and check them again.
        var bytes = FramesJSON(result: try LoadedLayout(options).result).bytes.bytes
        bytes.append(UInt8(ascii: "\n"))
        FileHandle.standardOutput.write(Data(bytes))
    }
}
