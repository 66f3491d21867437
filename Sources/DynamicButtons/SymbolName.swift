/// The icon names buttons take: SF Symbols names, as `UIImage(systemName:)` and
/// `Image(systemName:)` take them, the same list in the Swift API and in documents. On Linux the
/// tools draw each as a look-alike glyph of Google's Material Icons (the map is
/// `Tools/Sources/StackRender/Resources/sf-symbols.tsv`, one row per name here).
///
/// SF Symbols names are matched exactly, as Apple's functions match them. The six names documents
/// used before SF Symbols names keep working in any case (`Share`, `paperPlane`): `share` stands
/// for `square.and.arrow.up`, `compass` for `safari`, and `trash`, `paperplane`, `star` and
/// `plus` are SF Symbols names themselves.
public enum SymbolName {
    /// Every SF Symbols name the project knows, sorted.
    public static let all: [String] = [
        "airplane", "airplane.arrival", "airplane.departure", "airplayvideo", "alarm",
        "antenna.radiowaves.left.and.right", "applewatch", "archivebox", "archivebox.fill", "arrow.2.circlepath",
        "arrow.backward", "arrow.backward.circle", "arrow.backward.circle.fill", "arrow.clockwise",
        "arrow.counterclockwise", "arrow.down", "arrow.down.circle", "arrow.down.circle.fill",
        "arrow.down.right.and.arrow.up.left", "arrow.down.to.line", "arrow.forward", "arrow.forward.circle",
        "arrow.forward.circle.fill", "arrow.left", "arrow.left.arrow.right", "arrow.left.circle",
        "arrow.left.circle.fill", "arrow.right", "arrow.right.circle", "arrow.right.circle.fill",
        "arrow.triangle.2.circlepath", "arrow.up", "arrow.up.arrow.down", "arrow.up.circle", "arrow.up.circle.fill",
        "arrow.up.left.and.arrow.down.right", "arrow.up.right", "arrow.up.right.square", "arrow.up.to.line",
        "arrow.uturn.backward", "arrow.uturn.forward", "arrow.uturn.left", "arrow.uturn.right",
        "arrowshape.turn.up.backward", "arrowshape.turn.up.backward.2", "arrowshape.turn.up.backward.fill",
        "arrowshape.turn.up.forward", "arrowshape.turn.up.forward.fill", "arrowshape.turn.up.left",
        "arrowshape.turn.up.left.2", "arrowshape.turn.up.left.2.fill", "arrowshape.turn.up.left.fill",
        "arrowshape.turn.up.right", "arrowshape.turn.up.right.fill", "at", "backward", "backward.end",
        "backward.end.fill", "backward.fill", "bag", "bag.badge.plus", "bag.fill", "bandage", "banknote", "barcode",
        "barcode.viewfinder", "basket", "battery.100", "bed.double", "bell", "bell.badge", "bell.fill", "bell.slash",
        "bicycle", "bin.xmark", "birthday.cake", "bold", "bolt", "bolt.car", "bolt.fill", "bolt.slash", "book",
        "book.closed", "book.fill", "bookmark", "bookmark.fill", "books.vertical", "box.truck", "bubble.left",
        "bubble.left.and.bubble.right", "bubble.left.fill", "bubble.right", "bubble.right.fill", "building",
        "building.2", "building.columns", "bus", "bus.fill", "calendar", "camera", "camera.fill", "camera.rotate",
        "captions.bubble", "car", "car.fill", "cart", "cart.badge.minus", "cart.badge.plus", "cart.fill", "chart.bar",
        "chart.bar.fill", "chart.pie", "chart.pie.fill", "chart.xyaxis.line", "checklist", "checkmark",
        "checkmark.circle", "checkmark.circle.fill", "checkmark.seal", "checkmark.seal.fill", "checkmark.shield",
        "checkmark.shield.fill", "checkmark.square", "checkmark.square.fill", "chevron.backward", "chevron.down",
        "chevron.down.circle", "chevron.down.circle.fill", "chevron.forward", "chevron.left", "chevron.left.2",
        "chevron.right", "chevron.right.2", "chevron.up", "chevron.up.chevron.down", "circle", "circle.fill",
        "clipboard", "clock", "clock.arrow.circlepath", "clock.fill", "cloud", "cloud.fill", "compass.drawing",
        "computermouse", "cpu", "creditcard", "creditcard.fill", "crop", "crop.rotate", "cross.case",
        "cup.and.saucer", "decrease.indent", "delete.backward", "delete.left", "desktopcomputer", "dice", "display",
        "doc", "doc.badge.plus", "doc.fill", "doc.on.clipboard", "doc.on.doc", "doc.on.doc.fill", "doc.text",
        "doc.text.fill", "doc.text.magnifyingglass", "doc.viewfinder", "dollarsign", "dollarsign.circle",
        "dollarsign.circle.fill", "drop", "dumbbell", "ellipsis", "ellipsis.circle", "ellipsis.circle.fill",
        "envelope", "envelope.badge", "envelope.fill", "envelope.open", "exclamationmark", "exclamationmark.bubble",
        "exclamationmark.circle", "exclamationmark.circle.fill", "exclamationmark.octagon", "exclamationmark.shield",
        "exclamationmark.triangle", "exclamationmark.triangle.fill", "externaldrive", "eye", "eye.fill", "eye.slash",
        "eye.slash.fill", "eyedropper", "ferry", "figure.run", "figure.walk", "film", "flag", "flag.checkered",
        "flag.circle", "flag.circle.fill", "flag.fill", "flame", "folder", "folder.badge.person.crop",
        "folder.badge.plus", "folder.fill", "fork.knife", "forward", "forward.end", "forward.end.fill",
        "forward.fill", "fuelpump", "function", "gamecontroller", "gamecontroller.fill", "gear", "gearshape",
        "gearshape.fill", "gift", "gift.fill", "globe", "globe.americas", "gobackward.10", "goforward.10",
        "graduationcap", "hand.raised", "hand.raised.fill", "hand.tap", "hand.thumbsdown", "hand.thumbsdown.fill",
        "hand.thumbsup", "hand.thumbsup.fill", "hand.wave", "headphones", "heart", "heart.circle",
        "heart.circle.fill", "heart.fill", "highlighter", "hourglass", "house", "house.fill", "icloud",
        "icloud.and.arrow.down", "icloud.and.arrow.up", "increase.indent", "info.circle", "info.circle.fill", "ipad",
        "iphone", "italic", "key", "key.fill", "keyboard", "laptopcomputer", "leaf", "lightbulb", "lightbulb.fill",
        "line.3.horizontal", "line.3.horizontal.decrease", "line.3.horizontal.decrease.circle", "line.horizontal.3",
        "link", "link.badge.plus", "list.bullet", "list.bullet.rectangle", "list.dash", "list.number", "location",
        "location.fill", "location.north", "location.slash", "lock", "lock.fill", "lock.open", "lock.open.fill",
        "lock.shield", "magnifyingglass", "map", "map.fill", "mappin", "mappin.and.ellipse", "mappin.circle", "medal",
        "megaphone", "message", "message.fill", "mic", "mic.fill", "mic.slash", "mic.slash.fill", "minus",
        "minus.circle", "minus.circle.fill", "minus.magnifyingglass", "moon", "moon.fill", "music.mic", "music.note",
        "music.note.list", "network", "newspaper", "nosign", "number", "paintbrush", "paintpalette", "paperclip",
        "paperplane", "paperplane.fill", "parkingsign", "party.popper", "pause", "pause.circle", "pause.circle.fill",
        "pause.fill", "pawprint", "pencil", "percent", "person", "person.2", "person.2.fill", "person.3",
        "person.3.fill", "person.badge.minus", "person.badge.plus", "person.circle", "person.crop.circle",
        "person.crop.circle.badge.plus", "person.crop.circle.fill", "person.crop.square", "person.fill",
        "person.fill.checkmark", "person.text.rectangle", "personalhotspot", "phone", "phone.arrow.up.right",
        "phone.down", "phone.fill", "photo", "photo.badge.plus", "photo.fill", "photo.on.rectangle", "pills", "pin",
        "pin.fill", "pip", "play", "play.circle", "play.circle.fill", "play.fill", "plus", "plus.bubble",
        "plus.circle", "plus.circle.fill", "plus.magnifyingglass", "plus.square", "plus.square.fill", "power",
        "printer", "printer.fill", "puzzlepiece", "qrcode", "qrcode.viewfinder", "questionmark",
        "questionmark.circle", "questionmark.circle.fill", "radio", "rectangle.and.pencil.and.ellipsis",
        "rectangle.grid.1x2", "rectangle.portrait.and.arrow.right", "repeat", "repeat.1", "return", "rosette",
        "rotate.left", "rotate.right", "safari", "safari.fill", "scanner", "scissors", "scooter", "scope", "scribble",
        "server.rack", "shield", "shuffle", "slider.horizontal.3", "snowflake", "sparkles", "speaker", "speaker.fill",
        "speaker.slash", "speaker.slash.fill", "speaker.wave.1", "speaker.wave.2", "speaker.wave.2.fill",
        "speaker.wave.3", "speaker.wave.3.fill", "square", "square.and.arrow.down", "square.and.arrow.down.fill",
        "square.and.arrow.down.on.square", "square.and.arrow.up", "square.and.arrow.up.fill",
        "square.and.arrow.up.on.square", "square.and.pencil", "square.grid.2x2", "square.grid.3x3",
        "square.on.square", "square.stack.3d.up", "star", "star.circle", "star.circle.fill", "star.fill",
        "star.leadinghalf.filled", "stop", "stop.circle", "stop.fill", "stopwatch", "storefront", "strikethrough",
        "sun.max", "sun.max.fill", "tag", "tag.fill", "text.aligncenter", "text.alignleft", "text.alignright",
        "text.bubble", "text.justify", "textformat", "textformat.size", "ticket", "timer", "touchid", "tram",
        "tram.fill", "trash", "trash.fill", "trash.slash", "tray", "tray.and.arrow.down", "tray.and.arrow.up",
        "tray.fill", "tray.full", "trophy", "tv", "umbrella", "underline", "video", "video.badge.plus", "video.fill",
        "video.slash", "viewfinder", "wallet.pass", "wand.and.stars", "waveform", "wifi", "wifi.slash", "wineglass",
        "xmark", "xmark.bin", "xmark.circle", "xmark.circle.fill"
    ]

    /// The six names documents used before SF Symbols names (matched in any case), and the SF
    /// Symbols name each stands for.
    public static let aliases: [String: String] = [
        "share": "square.and.arrow.up", "compass": "safari", "trash": "trash", "paperplane": "paperplane", "star": "star",
        "plus": "plus",
    ]

    private static let known = Set(all)

    /// The SF Symbols name `name` stands for: itself, when it is one; the name an alias stands
    /// for (the alias in any case); `nil` when it is neither.
    public static func systemName(for name: String) -> String? {
        if known.contains(name) { return name }
        return aliases[name.lowercased()]
    }
}
