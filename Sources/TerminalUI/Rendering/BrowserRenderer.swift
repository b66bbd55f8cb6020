import Coordination
import KanjiScreens

/// Renders the top screen of a `KanjiBrowser`, its header and footer, and any overlay, into a grid.
///
/// Pure apart from telling view models how many rows they have (so paging moves by a screenful):
/// the same call produces the golden grids in tests and the frames the terminal shows.
public enum BrowserRenderer {
    /// Below this size the layout cannot work; a notice is shown until the terminal grows.
    public static let minimumSize = TerminalSize(rows: 10, columns: 40)

    /// - Parameter overlayLine: the first line of the overlay shown, when it is taller than the screen.
    public static func render(_ browser: KanjiBrowser, size: TerminalSize, overlay: Overlay? = nil, overlayLine: Int = 0) -> Frame {
        var grid = CellGrid(width: max(1, size.columns), height: max(1, size.rows))
        guard size.rows >= minimumSize.rows, size.columns >= minimumSize.columns else {
            drawTooSmall(into: &grid, size: size)
            return Frame(grid: grid)
        }
        var clickTargets: [ClickTarget] = []
        let top = browser.stack.top
        let isRoot = browser.stack.screens.count == 1
        switch top {
        case let list as KanjiListViewModel:
            clickTargets = KanjiListRenderer.draw(list, into: &grid, top: 1)
            let status = [list.refinementText, list.positionText].filter { !$0.isEmpty }.joined(separator: "  ")
            ScreenChrome.drawHeader(into: &grid, breadcrumb: browser.breadcrumb, status: status)
        case let detail as KanjiDetailViewModel:
            clickTargets = KanjiDetailRenderer.draw(detail, into: &grid, top: 1)
            ScreenChrome.drawHeader(into: &grid, breadcrumb: browser.breadcrumb, status: "")
        case let picker as RadicalPickerViewModel:
            clickTargets = RadicalPickerRenderer.draw(picker, into: &grid, top: 1)
            ScreenChrome.drawHeader(into: &grid, breadcrumb: browser.breadcrumb, status: picker.statusText)
        case let form as FilterFormViewModel:
            clickTargets = FilterFormRenderer.draw(form, into: &grid, top: 1)
            ScreenChrome.drawHeader(into: &grid, breadcrumb: browser.breadcrumb, status: "\(form.matchCount) kanji")
        case let page as TextPageViewModel:
            TextPageRenderer.draw(page, into: &grid, top: 2)
            ScreenChrome.drawHeader(into: &grid, breadcrumb: browser.breadcrumb, status: page.positionText)
        default:
            ScreenChrome.drawHeader(into: &grid, breadcrumb: browser.breadcrumb, status: "")
        }
        if let list = top as? KanjiListViewModel, let search = list.search, search.isEditing {
            SearchLineRenderer.draw(search, matchCount: list.kanji.count, into: &grid)
        } else {
            ScreenChrome.drawFooter(into: &grid, keys: footerKeys(for: top, isRoot: isRoot))
        }
        var shownOverlayLine = 0
        switch overlay {
        case .help?:
            shownOverlayLine = OverlayRenderer.drawBox(title: HelpText.title, lines: HelpText.lines, firstLine: overlayLine, into: &grid)
        case .coordinatorTree?:
            shownOverlayLine = OverlayRenderer.drawBox(title: "Coordinators and stack (t closes)", lines: browser.inspect().lines,
                                                       firstLine: overlayLine, into: &grid)
        case nil:
            break
        }
        return Frame(grid: grid, clickTargets: clickTargets, overlayLine: shownOverlayLine)
    }

    /// The keys that do something on `screen`, most useful first: the footer truncates from the right,
    /// so help and quit come before the extras.
    static func footerKeys(for screen: any Screen, isRoot: Bool) -> [(key: String, action: String)] {
        var keys: [(key: String, action: String)] = []
        switch screen {
        case is KanjiDetailViewModel: keys = [("Enter", "word's kanji"), ("j/k", "move")]
        case is TextPageViewModel: keys = [("j/k", "scroll")]
        case is FilterFormViewModel: keys = [("Enter", "toggle"), ("+/-", "strokes"), ("c", "clear")]
        case let picker as RadicalPickerViewModel:
            keys = picker.pane == .components
                ? [("Enter", "choose"), ("j/k", "move"), ("PgDn/PgUp", "strokes"), ("Tab", "matches")]
                : [("Enter", "open"), ("j/k", "move"), ("Tab", "components")]
        default: keys = [("Enter", "open"), ("/", "search"), ("f", "filter"), ("s", "sort")]
        }
        if !isRoot { keys.append(("h", "back")) }
        keys += [("?", "help"), ("q", "quit")]
        if screen.coordinator is KanjiCoordinator { keys.append(("r", "radicals")) }
        keys.append(("i", "about"))
        return keys
    }

    private static func drawTooSmall(into grid: inout CellGrid, size: TerminalSize) {
        let lines = [
            "Terminal too small",
            "\(size.columns)×\(size.rows), needs \(minimumSize.columns)×\(minimumSize.rows)",
            "q quits",
        ]
        let top = max(0, (grid.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let column = max(0, (grid.width - line.displayWidth) / 2)
            grid.put(line, row: top + offset, column: column, style: offset == 0 ? .accent : .plain)
        }
    }
}
