import StackDocument

/// The files of translations `--strings` names (repeatable), as a plain value: what
/// ``StringFileOptions`` reads from the command line, and what ``LayoutSettings`` carries.
struct StringFileList: Equatable, Sendable {
    /// The arguments as given: `FILE` or `locale=FILE`, later ones winning.
    var files: [String]

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
}
