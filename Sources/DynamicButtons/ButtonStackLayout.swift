import StackLayout

/// The button stack algorithm for one layout (the stack's container cache): measures titles
/// once through the context's measurer, checks the four arrangements and places the chosen one.
///
/// Arithmetic, with insets `t, l, b, r`, icon `iw × ih` (resolved at the content size category:
/// 24 pt scaled with the title's style unless the item gives a size), gap `g`, one-line title `tw × th`,
/// `n` buttons, spacing `s`, width `W`:
/// - row, icon beside title: the smallest share of `W − (n−1)s` the row gives (`⌊P / n⌋` of its
///   `P` whole device pixels: `RowShares`) must hold every button's `l + iw + g + tw + r`; height
///   `max(44, t + max(ih, th) + b)`;
/// - row, icon above title: that share must hold every `l + max(iw, tw) + r`; icons on one top line,
///   titles on one baseline: height `max(44, t + max ih + max g + max ascent + max descent + b)`;
/// - column, icon beside title: `W` must hold `l + max iw + max g + tw + r` (shared icon column
///   and title edge); each button `max(44, t + max(ih, th) + b)` tall;
/// - column, icon above title: titles wrap at `W − l − r`, between words only (`W` must hold
///   `l + widest word + r`); each button `max(44, t + ih + g + wrapped height + b)` tall.
/// Column heights add up with spacing between buttons. Every arrangement needs buttons at least
/// 44 pt wide. Every need grows or stays as `W` shrinks, so whether an arrangement fits is
/// monotone in the width.
public struct ButtonStackLayout {
    let stack: ButtonStack
    let context: LayoutContext
    let titles: [ButtonTitleMetrics]
    /// Each button's icon in points at the environment's content size category.
    let icons: [Size]
    /// Measures every button shares (column-beside's icon column and title edge, row-above's
    /// rhythm), found once here: each button's need and frame reads them, and finding them
    /// per button would make a stack's layout grow with the square of its buttons.
    private let maxIconWidth: Double
    private let maxGap: Double
    /// Row, icon above title: (top of the title block's shared baseline, content height).
    private let rowAboveRhythm: (baseline: Double, content: Double)

    private static let minimum = ButtonStack.minimumButtonSize
    private static let tolerance = RowShares.tolerance

    init(_ stack: ButtonStack, context: LayoutContext) {
        self.stack = stack
        self.context = context
        icons = stack.items.map { $0.resolvedIconSize(for: context.environment.contentSizeCategory) }
        titles = stack.items.map { item in
            let font = item.font.resolved(for: context.environment.contentSizeCategory)
            guard item.showsTitle else {
                return ButtonTitleMetrics(font: font, gap: 0, width: 0, height: 0, firstBaseline: 0, isShown: false)
            }
            let metrics = context.measurer.measure(
                TextMeasurementRequest(string: item.title, font: font, maximumLines: 1, wrapWidth: nil))
            return ButtonTitleMetrics(
                font: font, gap: font.size * ButtonStack.iconTitleGapPerPoint,
                width: metrics.size.width, height: metrics.size.height, firstBaseline: metrics.firstBaseline, isShown: true)
        }
        maxIconWidth = icons.map(\.width).max() ?? 0
        maxGap = titles.map(\.gap).max() ?? 0
        let ascent = titles.map(\.firstBaseline).max() ?? 0
        let descent = titles.map { $0.height - $0.firstBaseline }.max() ?? 0
        let baseline = (icons.map(\.height).max() ?? 0) + maxGap + ascent
        rowAboveRhythm = (baseline, baseline + descent)
    }

    private var insets: DirectionalInsets { stack.insets }
    private var count: Int { stack.items.count }

    // MARK: Shared measures

    private func rowShares(_ width: Double) -> [(x: Double, width: Double)] {
        RowShares.shares(width: width, count: count, spacing: stack.spacing, scale: context.environment.scale)
    }

    private func fittingShare(_ width: Double) -> Double {
        RowShares.fittingShare(width: width, count: count, spacing: stack.spacing, scale: context.environment.scale)
    }

    /// What button `index` needs across in `arrangement`: its one-line content, at least 44 pt.
    private func need(_ index: Int, _ arrangement: ButtonArrangement) -> Double {
        max(Self.minimum, neededWidth(index, arrangement))
    }

    /// The narrowest whole-pixel width at which row-beside (the most compact) fits.
    var naturalWidth: Double {
        RowShares.narrowestWidth(
            holding: (0..<count).map { need($0, .rowBeside) }, spacing: stack.spacing, scale: context.environment.scale)
    }

    /// The width button `index` needs in `arrangement`: its content's, but column-beside's
    /// shared icon column, and only the icon for a title that wraps in column-above.
    private func neededWidth(_ index: Int, _ arrangement: ButtonArrangement) -> Double {
        switch arrangement {
        case .columnBeside where titles[index].isShown:
            return insets.leading + maxIconWidth + maxGap + titles[index].width + insets.trailing
        case .columnAbove where wraps(index):
            return insets.leading + icons[index].width + insets.trailing
        default:
            return contentWidth(index, arrangement)
        }
    }

    /// The width button `index`'s content needs in `arrangement`, its title on one line.
    private func contentWidth(_ index: Int, _ arrangement: ButtonArrangement) -> Double {
        let icon = icons[index]
        let title = titles[index]
        guard title.isShown else { return insets.leading + icon.width + insets.trailing }
        return arrangement.isIconBesideTitle
            ? insets.leading + icon.width + title.gap + title.width + insets.trailing
            : insets.leading + max(icon.width, title.width) + insets.trailing
    }

    /// Whether the title of button `index` wraps in the column-above arrangement.
    private func wraps(_ index: Int) -> Bool { titles[index].isShown && !stack.items[index].hugsContent }

    private func wrapWidth(_ width: Double) -> Double { max(0, width - insets.leading - insets.trailing) }

    private func wrappedTitle(_ index: Int, width: Double) -> TextMetrics {
        context.measurer.measure(TextMeasurementRequest(
            string: stack.items[index].title, font: titles[index].font, maximumLines: 0, wrapWidth: wrapWidth(width)))
    }

    /// The widest word of title `index` on one line (split at white space): what a column-above
    /// button needs across so that its title breaks between words only.
    private func widestWord(_ index: Int) -> Double {
        stack.items[index].title.split(whereSeparator: \.isWhitespace).map(String.init).map { word in
            context.measurer.measure(TextMeasurementRequest(string: word, font: titles[index].font, maximumLines: 1, wrapWidth: nil))
                .size.width
        }.max() ?? 0
    }

    // MARK: Heights

    private var rowBesideHeight: Double {
        var content = 0.0
        for (icon, title) in zip(icons, titles) { content = max(content, icon.height, title.height) }
        return max(Self.minimum, insets.top + content + insets.bottom)
    }

    private var rowAboveHeight: Double {
        max(Self.minimum, insets.top + rowAboveRhythm.content + insets.bottom)
    }

    private func columnBesideHeight(_ index: Int) -> Double {
        max(Self.minimum, insets.top + max(icons[index].height, titles[index].height) + insets.bottom)
    }

    /// The height of the title under the icon in column-above.
    private func columnAboveTitleHeight(_ index: Int, width: Double) -> Double {
        guard titles[index].isShown else { return 0 }
        return wraps(index) ? wrappedTitle(index, width: width).size.height : titles[index].height
    }

    private func columnAboveHeight(_ index: Int, width: Double) -> Double {
        max(Self.minimum, insets.top + icons[index].height + titles[index].gap
            + columnAboveTitleHeight(index, width: width) + insets.bottom)
    }

    private func columnHeight(_ heights: [Double]) -> Double {
        heights.reduce(0, +) + Double(max(0, heights.count - 1)) * stack.spacing
    }

    // MARK: Checking

    /// Whether `arrangement` fits `width` (and `heightLimit`), and its height.
    func check(_ arrangement: ButtonArrangement, width: Double, heightLimit: Double?) -> ArrangementCheck {
        var shortfalls: [ButtonShortfall] = []
        // The room each button is judged at: the smallest share of a row, or the whole width.
        let rooms: [Double]
        let height: Double
        switch arrangement {
        case .rowBeside, .rowAbove:
            rooms = Array(repeating: fittingShare(width), count: count)
            height = count == 0 ? 0 : arrangement == .rowBeside ? rowBesideHeight : rowAboveHeight
        case .columnBeside:
            rooms = Array(repeating: width, count: count)
            height = columnHeight((0..<count).map(columnBesideHeight))
        case .columnAbove:
            rooms = Array(repeating: width, count: count)
            height = columnHeight((0..<count).map { columnAboveHeight($0, width: width) })
        }
        for index in 0..<count {
            let needs = need(index, arrangement)
            if !RowShares.holds(rooms[index], needs) {
                shortfalls.append(ButtonShortfall(
                    buttonIndex: index, title: stack.items[index].title, dimension: .width, needs: needs, has: rooms[index]))
            } else if arrangement == .columnAbove, wraps(index), wrappedTitle(index, width: width).breaksWithinWord {
                // A title broken inside a word does not show in full.
                shortfalls.append(ButtonShortfall(
                    buttonIndex: index, title: stack.items[index].title, dimension: .width,
                    needs: max(needs, insets.leading + widestWord(index) + insets.trailing), has: width, isWordBroken: true))
            }
        }
        if let heightLimit, height > heightLimit + Self.tolerance {
            shortfalls.append(ButtonShortfall(buttonIndex: nil, title: nil, dimension: .height, needs: height, has: heightLimit))
        }
        return ArrangementCheck(arrangement: arrangement, height: height, shortfalls: shortfalls)
    }

    /// All four checks, in measuring order.
    func checks(width: Double, heightLimit: Double?) -> [ArrangementCheck] {
        ButtonArrangement.measuringOrder.map { check($0, width: width, heightLimit: heightLimit) }
    }

    /// The least tall arrangement that fits (the first of equally tall ones); when none does, the
    /// least tall that fits the width (else column-above, which wraps), with its overflow.
    func measure(width: Double, heightLimit: Double?) -> ButtonStackMeasurement {
        choose(from: checks(width: width, heightLimit: heightLimit), width: width, heightLimit: heightLimit)
    }

    private func choose(from checks: [ArrangementCheck], width: Double, heightLimit: Double?) -> ButtonStackMeasurement {
        // `min(by:)` keeps the first of equal elements: ties go to the more compact arrangement.
        if let fitting = checks.filter(\.fits).min(by: { $0.height < $1.height }) {
            return ButtonStackMeasurement(arrangement: fitting.arrangement, size: Size(width: width, height: fitting.height), overflow: .zero)
        }
        let widthFitting = checks.filter(\.fitsWidth)
        let fallback = widthFitting.min { $0.height < $1.height } ?? checks.last!
        let widthOverflow = fallback.shortfalls.filter { $0.dimension == .width }.map { $0.needs - $0.has }.max() ?? 0
        let heightOverflow = heightLimit.map { max(0, fallback.height - $0) } ?? 0
        return ButtonStackMeasurement(
            arrangement: fallback.arrangement, size: Size(width: width, height: fallback.height),
            overflow: Size(width: widthOverflow, height: heightOverflow))
    }

    /// The arrangements roomy bounds may be filled with: only rows for a directional group.
    var expansionOrder: [ButtonArrangement] {
        guard stack.expandsIntoRoom else { return [] }
        if DirectionalNavigation.isDirectionalGroup(stack.items) { return ButtonArrangement.fillingOrder.filter(\.isRow) }
        return ButtonArrangement.fillingOrder
    }

    /// The measured arrangement for `size`, or with room to spare the first of ``expansionOrder`` that fits.
    func arrangement(for size: Size) -> ButtonStackMeasurement {
        let limit = min(size.height, stack.heightLimit ?? .infinity)
        let all = checks(width: size.width, heightLimit: limit)
        let measured = choose(from: all, width: size.width, heightLimit: limit)
        guard measured.overflow == .zero, size.height > measured.size.height + Self.tolerance else { return measured }
        for arrangement in expansionOrder {
            let check = all.first { $0.arrangement == arrangement }!
            if check.fits {
                return ButtonStackMeasurement(arrangement: arrangement, size: Size(width: size.width, height: check.height), overflow: .zero)
            }
        }
        return measured
    }

    // MARK: Placing

    /// Places every button for bounds of `size` (left to right, relative to the stack).
    func place(in size: Size) -> ButtonStackPlacement {
        let chosen = arrangement(for: size)
        let buttons: [PlacedButton]
        switch chosen.arrangement {
        case .rowBeside, .rowAbove: buttons = placeRow(chosen.arrangement, width: size.width)
        case .columnBeside, .columnAbove: buttons = placeColumn(chosen.arrangement, width: size.width)
        }
        return ButtonStackPlacement(
            arrangement: chosen.arrangement, size: size,
            buttons: buttons.indices.map { drawn(buttons[$0], index: $0, chosen.arrangement) }, overflow: chosen.overflow)
    }

    /// `button` with what is drawn in its frames: the icon's name, the title's text as it is
    /// measured (wrapped in column-above, else one line, cut when truncated), or a loading
    /// button's spinner in place of its title (or of an icon-only button's icon).
    private func drawn(_ button: PlacedButton, index: Int, _ arrangement: ButtonArrangement) -> PlacedButton {
        let item = stack.items[index]
        var button = button
        let loading = item.state == .loading
        button.iconName = loading && !item.showsTitle ? nil : item.iconName
        button.wrapsTitle = arrangement == .columnAbove && wraps(index)
        if item.showsTitle && !loading {
            button.titleText = TextMeasurementRequest(
                string: item.title, font: titles[index].font, maximumLines: button.wrapsTitle ? 0 : 1,
                wrapWidth: button.wrapsTitle || button.isTitleTruncated ? button.title.width : nil)
        }
        if loading {
            let replaced = item.showsTitle ? button.title : button.image
            let side = max(0, min(item.font.resolved(for: context.environment.contentSizeCategory).size, replaced.width, replaced.height))
            button.spinner = Rect(x: replaced.midX - side / 2, y: replaced.midY - side / 2, width: side, height: side)
        }
        return button
    }

    private func placeRow(_ arrangement: ButtonArrangement, width: Double) -> [PlacedButton] {
        let shares = rowShares(width)
        let height = arrangement == .rowBeside ? rowBesideHeight : rowAboveHeight
        return (0..<count).map { index in
            let slot = Rect(x: shares[index].x, y: 0, width: shares[index].width, height: height)
            return placeButton(index, arrangement, in: slot)
        }
    }

    private func placeColumn(_ arrangement: ButtonArrangement, width: Double) -> [PlacedButton] {
        var y = 0.0
        var placed: [PlacedButton] = []
        for index in 0..<count {
            let height = arrangement == .columnBeside ? columnBesideHeight(index) : columnAboveHeight(index, width: width)
            let button = placeButton(index, arrangement, in: Rect(x: 0, y: y, width: width, height: height))
            placed.append(button)
            y += height + stack.spacing
        }
        return placed
    }

    /// Places button `index` in its slot (a hugging button at its content width, centred).
    private func placeButton(_ index: Int, _ arrangement: ButtonArrangement, in slot: Rect) -> PlacedButton {
        let item = stack.items[index]
        let title = titles[index]
        let icon = icons[index]
        var button = slot
        if item.hugsContent {
            let width = min(slot.width, max(Self.minimum, contentWidth(index, arrangement)))
            button = Rect(x: slot.minX + (slot.width - width) / 2, y: slot.minY, width: width, height: slot.height)
        }
        // Column-beside's shared icon column and title edge hold for full-width buttons only.
        let sharedColumn = arrangement == .columnBeside && !item.hugsContent
        guard title.isShown else {
            let image = Rect(x: button.midX - icon.width / 2, y: button.midY - icon.height / 2, width: icon.width, height: icon.height)
            return PlacedButton(id: item.id, frame: button, image: image, title: Rect(x: button.midX, y: button.midY, width: 0, height: 0))
        }
        if arrangement == .columnAbove && wraps(index) {
            let metrics = wrappedTitle(index, width: button.width)
            let wrapped = metrics.size
            let content = icon.height + title.gap + wrapped.height
            let top = button.minY + (button.height - content) / 2
            return PlacedButton(
                id: item.id, frame: button,
                image: Rect(x: button.midX - icon.width / 2, y: top, width: icon.width, height: icon.height),
                title: Rect(x: button.midX - wrapped.width / 2, y: top + icon.height + title.gap, width: wrapped.width, height: wrapped.height),
                isTitleWordBroken: metrics.breaksWithinWord)
        }
        // One-line titles: truncated at the end when the button has less room than they need.
        let room: Double
        if sharedColumn {
            room = button.width - insets.leading - maxIconWidth - maxGap - insets.trailing
        } else if arrangement.isIconBesideTitle {
            room = button.width - insets.leading - icon.width - title.gap - insets.trailing
        } else {
            room = button.width - insets.leading - insets.trailing
        }
        let truncated = title.width > room + Self.tolerance
        let shown = truncated ? max(0, room) : title.width
        let image: Rect
        let text: Rect
        switch arrangement {
        case .rowBeside, .columnBeside:
            // Shared icon centres and title edge in a full-width column, else one centred group.
            let x = sharedColumn ? button.minX + insets.leading + (maxIconWidth - icon.width) / 2
                : button.minX + (button.width - (icon.width + title.gap + shown)) / 2
            let titleX = sharedColumn ? button.minX + insets.leading + maxIconWidth + maxGap : x + icon.width + title.gap
            image = Rect(x: x, y: button.minY + (button.height - icon.height) / 2, width: icon.width, height: icon.height)
            text = Rect(x: titleX, y: button.minY + (button.height - title.height) / 2, width: shown, height: title.height)
        case .rowAbove:
            // Icons share a top line and titles a baseline; the block is centred vertically.
            let rhythm = rowAboveRhythm
            let top = button.minY + (button.height - rhythm.content) / 2
            image = Rect(x: button.midX - icon.width / 2, y: top, width: icon.width, height: icon.height)
            text = Rect(x: button.midX - shown / 2, y: top + rhythm.baseline - title.firstBaseline, width: shown, height: title.height)
        case .columnAbove:
            // A hugging title on one line under its icon.
            let content = icon.height + title.gap + title.height
            let top = button.minY + (button.height - content) / 2
            image = Rect(x: button.midX - icon.width / 2, y: top, width: icon.width, height: icon.height)
            text = Rect(x: button.midX - shown / 2, y: top + icon.height + title.gap, width: shown, height: title.height)
        }
        return PlacedButton(id: item.id, frame: button, image: image, title: text, isTitleTruncated: truncated)
    }
}
