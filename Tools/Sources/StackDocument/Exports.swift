// Documents describe `StackLayout` trees, so every client of the reader needs the engine's
// types too; re-exporting spares them a second import.
@_exported import StackLayout
