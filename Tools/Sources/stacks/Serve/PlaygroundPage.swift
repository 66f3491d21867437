import FileAccess
import Foundation

/// The playground's page, its script and its style (the files in `Playground/`), compiled into
/// the tool (SwiftPM's `embedInCode`) so that `stacks serve` needs no files beside it and
/// fetches nothing from anywhere at run time.
///
/// The script asks the server for everything it shows (`/state`, `/render.svg`, `/frames`,
/// `/explain`, `/audit`) and listens to `/events`; an edit of the document fetches new pictures
/// and swaps each in only once it has arrived, so the page never reloads, and a document with an
/// error leaves the last good pictures where they are under the error.
enum PlaygroundPage {
    /// `Playground/playground.html`.
    static let html = String(decoding: PackageResources.playground_html, as: UTF8.self)
    /// `Playground/playground.css`.
    static let style = String(decoding: PackageResources.playground_css, as: UTF8.self)
    /// `Playground/playground.js`.
    static let script = String(decoding: PackageResources.playground_js, as: UTF8.self)
}

extension PlaygroundPage {
    /// `stacks serve FOLDER`'s first page: the folder's documents, each a link to its own
    /// playground (`/d/NAME/`). Written here rather than by the script, so it is whole without it;
    /// every name is escaped, as text and in its link.
    static func folderIndex(folder: String, documents: [String]) -> String {
        let items = documents.map { name in
            "  <li><a href=\"\(documentPath(name))\">\(MarkupText.escaped(name))</a></li>"
        }
        let list =
            documents.isEmpty
            ? "<p>No documents below this folder yet (files ending in .yaml, .yml or .json); reload this page once there are.</p>"
            : "<ul class=\"documents\">\n\(items.joined(separator: "\n"))\n</ul>"
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>stacks serve \(MarkupText.escaped(folder))</title>
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <link rel="stylesheet" href="/playground.css">
            <link rel="icon" href="data:,">
            </head>
            <body>
            <header><h1>stacks serve <span id="folder-name">\(MarkupText.escaped(folder))</span></h1></header>
            <main>
            <h2>\(documents.count == 1 ? "1 document" : "\(documents.count) documents")</h2>
            \(list)
            </main>
            </body>
            </html>

            """
    }

    /// The path of a document's playground: `/d/` and its name, each segment percent-encoded
    /// (only letters, digits and `-._~` left as they are), and a final slash, so the page's
    /// relative requests land below it.
    static func documentPath(_ name: String) -> String {
        var unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        unreserved.insert(charactersIn: "-._~")
        let segments = name.split(separator: "/", omittingEmptySubsequences: false).map {
            $0.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
        }
        return "/d/" + segments.joined(separator: "/") + "/"
    }
}
