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
