import ArgumentParser
import StackDocument

/// `--strings FILE` (repeatable), which every command that lays a document out takes: files of
/// translations laid over the document's own `strings:` tables.
struct StringFileOptions: ParsableArguments {
    @Option(
        name: .customLong("strings"),
        help: ArgumentHelp(
            """
            A file of translations: a String Catalog (.xcstrings) or a .strings file (its locale \
            from the xx.lproj folder it is in, or given: de=FILE). Repeatable; later files win, \
            and all of them over the document's own strings.
            """,
            valueName: "[locale=]file"))
    var files: [String] = []

    /// The tables of every file, each laid over the ones before; empty without `--strings`.
    func tables() throws(CommandFailure) -> StringTables {
        var tables = StringTables()
        for argument in files {
            do {
                tables = tables.merging(try StringTableFile(argument: argument).read())
            } catch {
                throw CommandFailure(status: .runFailed, message: "\(error.message("error")) (--strings)")
            }
        }
        return tables
    }

    /// `document` with the files' tables laid over its own.
    func apply(_ tables: StringTables, to document: StackDocument) -> StackDocument {
        guard !files.isEmpty else { return document }
        var document = document
        document.strings = document.strings.merging(tables)
        return document
    }

    /// The document `input` names, with the files' tables laid over its own.
    ///
    /// A path that names nothing fails the run (exit 3), as a missing path does in `stacks
    /// audit`; a document that is there but cannot be read or is invalid is a problem of the
    /// input (exit 1).
    func read(_ input: DocumentInput) throws(CommandFailure) -> StackDocument {
        let tables = try tables()
        do {
            return apply(tables, to: try input.read())
        } catch {
            var failure = CommandFailure(invalidDocument: error, name: input.displayName)
            if input.namesNothing { failure.status = .runFailed }
            throw failure
        }
    }
}
