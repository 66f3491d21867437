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

    /// The files as a plain value.
    var list: StringFileList { StringFileList(files: files) }

    /// The tables of every file, each laid over the ones before; empty without `--strings`.
    func tables() throws(CommandFailure) -> StringTables { try list.tables() }

    /// `document` with the files' tables laid over its own.
    func apply(_ tables: StringTables, to document: StackDocument) -> StackDocument { list.apply(tables, to: document) }
}
