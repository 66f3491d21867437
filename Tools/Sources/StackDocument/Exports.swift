// Documents describe `StackLayout` trees, so every client of the reader needs the engine's
// types too; re-exporting spares them a second import.
@_exported import StackLayout
// Documents carry their string tables and are laid out in locales: those types are part of
// the reader's API.
@_exported import StackStrings
// Errors name places in documents (`DocumentError`, `DocumentPath`, `DocumentPlace`): the text
// layer documents are read with is part of the reader's API.
@_exported import DocumentSyntax
