import Coordination
import Browser

/// Renders the top screen of a `KanjiBrowser`, its header and footer (or its open prompt), and any overlay,
/// into a grid.
///
/// The same calls produce the golden grids in tests and the frames the terminal shows, in three steps over one
/// ``FrameLayout``: ``layOut(_:size:)`` lays the top screen out at the terminal's size (pure, once a frame);
/// ``fit(_:)`` tells its view model the room that layout leaves its items (the one input a view model has from the
/// terminal, given before a frame as any other command is); then ``render(_:layout:overlay:overlayLine:notice:)``
/// only reads: it draws with the layout, so drawing the same state twice draws the same frame and changes nothing.
public enum BrowserRenderer {
    /// Below this size the layout cannot work; a notice is shown until the terminal grows.
    public static let minimumSize = TerminalSize(rows: 10, columns: 40)
    /// A popup's smallest: the header, a row of text, the pane's rule and word, a sense, and the footer.
    nonisolated public static let minimumPopupSize = TerminalSize(rows: 6, columns: 24)

    /// The room a screen gets: everything below the tab bar (all of a popup).
    private static func screenSize(_ size: TerminalSize, chrome: FrameChrome) -> TerminalSize {
        TerminalSize(rows: size.rows - chrome.topRows, columns: size.columns)
    }

    /// Lays the top screen out at `size`, reading it only: the one layout of a frame.
    public static func layOut(_ browser: KanjiBrowser, size: TerminalSize, chrome: FrameChrome = .tabBar) -> FrameLayout {
        layOut(screen: PresentedScreen(browser.stack.top), size: size, chrome: chrome)
    }

    /// ``layOut(_:size:chrome:)`` with the top screen already looked up.
    static func layOut(screen: PresentedScreen, size: TerminalSize, chrome: FrameChrome = .tabBar) -> FrameLayout {
        FrameLayout(size: size, screen: screen, body: isLarge(size, chrome: chrome) ? screen.layOut(screenSize(size, chrome: chrome)) : nil,
                    chrome: chrome)
    }

    /// Tells the laid-out screen's view model the room `layout` leaves its items (the rows of its cursor's window).
    /// Call before ``render(_:layout:overlay:overlayLine:notice:)`` whenever the size or the screen may have changed:
    /// the app does before every frame.
    public static func fit(_ layout: FrameLayout) {
        layout.body?.resizeModel()
    }

    /// Lays the top screen out at `size` and gives its view model its room: ``layOut(_:size:)`` then ``fit(_:)``.
    /// - Returns: the layout, to draw the frame with.
    @discardableResult
    public static func fit(_ browser: KanjiBrowser, size: TerminalSize, chrome: FrameChrome = .tabBar) -> FrameLayout {
        let layout = layOut(browser, size: size, chrome: chrome)
        fit(layout)
        return layout
    }

    /// Lays out and draws the current state at `size` without giving the view model its room: a look at another
    /// size (a golden test's second look) that changes nothing.
    public static func render(_ browser: KanjiBrowser, size: TerminalSize, overlay: Overlay? = nil, overlayLine: Int = 0,
                              notice: String? = nil) -> Frame {
        render(browser, layout: layOut(browser, size: size), overlay: overlay, overlayLine: overlayLine, notice: notice)
    }

    /// Draws the current state with `layout`, reading it only (``fit(_:)`` gave the view model its room before).
    /// - Parameters:
    ///   - overlayLine: the first line of the overlay shown, when it is taller than the screen.
    ///   - notice: the terminal app's own message ("copied 日"), shown instead of the screen's status.
    public static func render(_ browser: KanjiBrowser, layout: FrameLayout, overlay: Overlay? = nil, overlayLine: Int = 0,
                              notice: String? = nil) -> Frame {
        let size = layout.size
        var grid = CellGrid(width: max(1, size.columns), height: max(1, size.rows))
        guard let laidOut = layout.body else {
            drawTooSmall(into: &grid, size: size, minimum: minimum(layout.chrome))
            return Frame(grid: grid)
        }
        let top = layout.chrome.topRows
        let tabTargets: [ClickTarget] = switch layout.chrome {
        case .tabBar: TabBarRenderer.draw(browser, into: &grid)
        case .popup: []
        }
        let drawn = renderScreen(browser, screen: layout.screen, laidOut: laidOut, size: screenSize(size, chrome: layout.chrome), overlay: overlay,
                                 overlayLine: overlayLine, notice: notice, chrome: layout.chrome)
        grid.paste(drawn.grid, atRow: top)
        let shifted = drawn.clickTargets.map { $0.moved(byRows: top) }
        // No canvas under an overlay: the pen would draw on what cannot be seen.
        return Frame(grid: grid, clickTargets: tabTargets + shifted, overlayLine: drawn.overlayLine,
                     canvas: overlay == nil ? laidOut.canvas?.moved(byRows: top) : nil)
    }

    /// The shown tab's top screen with its header, footer or prompt, and the overlay, at `size` (below the tab bar).
    private static func renderScreen(_ browser: KanjiBrowser, screen: PresentedScreen, laidOut: LaidOutScreen, size: TerminalSize,
                                     overlay: Overlay?, overlayLine: Int, notice: String?, chrome: FrameChrome) -> Frame {
        var grid = CellGrid(width: size.columns, height: size.rows)
        let top = browser.stack.top
        let clickTargets = laidOut.draw(&grid, 1)
        ScreenChrome.drawHeader(into: &grid, breadcrumb: browser.breadcrumb, status: notice ?? screen.status())
        if let prompt = top.interactive.prompt {
            PromptLineRenderer.draw(prompt, screen: top, into: &grid)
        } else {
            ScreenChrome.drawFooter(into: &grid, keys: footerKeys(for: screen, isRoot: browser.stack.depth == 1, chrome: chrome))
        }
        var shownOverlayLine = 0
        switch overlay {
        case .help?:
            shownOverlayLine = OverlayRenderer.drawBox(title: HelpBindings.title, lines: KeyHelp.overlayLines(for: screen, chrome: chrome), firstLine: overlayLine,
                                                       into: &grid)
        case .coordinatorTree?:
            shownOverlayLine = OverlayRenderer.drawBox(title: "Coordinators and stack (t closes)", lines: browser.inspect().lines,
                                                       firstLine: overlayLine, into: &grid)
        case nil:
            break
        }
        return Frame(grid: grid, clickTargets: clickTargets, overlayLine: shownOverlayLine)
    }

    /// The footer: the screen's hints that apply now (a card's "Space answer" until it is shown), then Back (not at
    /// the root, where it does nothing) and the global ones. The footer truncates from the right, so the screen's
    /// own keys come first.
    /// In a popup, the popup's own keys (Esc closes) come first and the help takes the global ones' place.
    static func footerKeys(for screen: PresentedScreen, isRoot: Bool, chrome: FrameChrome = .tabBar) -> [(key: String, action: String)] {
        let own = screen.table.bindings.filter { $0.applies(()) }.compactMap(\.footerEntry)
        switch chrome {
        case .tabBar:
            let global = GlobalBindings.all.filter { !isRoot || $0.keys != GlobalBindings.back.keys }
            return own + global.compactMap(\.footerEntry)
        case .popup:
            // Esc first: a popup is narrow, and how to close it must not be cut off.
            return PopupBindings.all.compactMap(\.footerEntry) + own + [GlobalBindings.help].compactMap(\.footerEntry)
        }
    }

    private static func minimum(_ chrome: FrameChrome) -> TerminalSize {
        switch chrome {
        case .tabBar: minimumSize
        case .popup: minimumPopupSize
        }
    }

    private static func isLarge(_ size: TerminalSize, chrome: FrameChrome) -> Bool {
        let minimum = minimum(chrome)
        return size.rows >= minimum.rows && size.columns >= minimum.columns
    }

    private static func drawTooSmall(into grid: inout CellGrid, size: TerminalSize, minimum: TerminalSize) {
        let lines = [
            "Terminal too small",
            "\(size.columns)×\(size.rows), needs \(minimum.columns)×\(minimum.rows)",
            "q quits",
        ]
        let top = max(0, (grid.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let column = max(0, (grid.width - line.displayWidth) / 2)
            grid.put(line, row: top + offset, column: column, style: offset == 0 ? .accent : .plain)
        }
    }
}
