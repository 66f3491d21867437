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
                throw CommandFailure(status: .invalidDocument, message: "error: --strings \(error)")
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
    func read(_ input: DocumentInput) throws(CommandFailure) -> StackDocument {
        let tables = try tables()
        do {
            return apply(tables, to: try input.read())
        } catch {
            throw CommandFailure(invalidDocument: error, name: input.displayName)
        }
    }
}
