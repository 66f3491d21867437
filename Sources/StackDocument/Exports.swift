// Placeholder; replaced by the document reader.
@_exported import StackLayout
