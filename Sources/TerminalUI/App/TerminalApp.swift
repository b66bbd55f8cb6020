import KanjiScreens

/// The interactive browser: reads keys from the terminal, feeds the headless app, draws its top screen.
///
/// A keystroke's path (design.md §4): `get_wch` → `Key` (TerminalSession) → `UserAction` (KeyMap) →
/// `KanjiBrowser` → the top screen's view model → its coordinator → the stack → `BrowserRenderer` →
/// only the changed cells are written (TerminalSession.draw).
public final class TerminalApp {
    private let browser: KanjiBrowser
    private var overlay: Overlay?
    /// How far the open overlay is scrolled; back to the top whenever an overlay opens.
    private var overlayLine = 0
    /// The last frame drawn, to map mouse rows to items.
    private var frame: Frame?

    public init(browser: KanjiBrowser) {
        self.browser = browser
    }

    /// Runs until the person quits, restoring the terminal however it ends.
    ///
    /// A browser started with the first screenful of kanji only gets the rest right after the first
    /// frame: the person sees the list while it loads, and no key is read before it has loaded.
    /// - Parameter stopAfterFirstFrame: return once the first frame is drawn (the start-up benchmark).
    /// - Throws: `TerminalSessionError` when there is no usable terminal, before anything is drawn;
    ///   `DatasetError` when the rest of the kanji file turns out broken (the terminal is restored first).
    public func run(stopAfterFirstFrame: Bool = false) throws {
        let session = try TerminalSession()
        defer { session.end() }
        draw(on: session)
        if stopAfterFirstFrame { return }
        try browser.loadAllKanji()
        draw(on: session)
        while browser.isRunning {
            guard let key = session.readKey() else { continue }
            let editingText = (browser.stack.top as? any InteractiveScreen)?.isEditingText ?? false
            perform(KeyMap.action(for: key, overlay: overlay, editingText: editingText), session: session)
            if browser.isRunning { draw(on: session) }
        }
    }

    /// Applies one action; public so tests and benchmarks can drive the app without a terminal.
    public func perform(_ action: UserAction, session: TerminalSession? = nil) {
        switch action {
        case .app(let command): browser.handle(command)
        case .toggle(let toggled):
            overlay = overlay == toggled ? nil : toggled
            overlayLine = 0
        case .closeOverlay: overlay = nil
        case .scrollOverlay(let lines): overlayLine = max(0, overlayLine + lines)
        case .suspend: session?.suspend()
        case .redraw, .ignore: break
        case .click(let row, let column):
            if let target = frame?.clickTargets.first(where: { $0.row == row && $0.columns.contains(column) }) {
                browser.handle(.screen(target.command))
            }
        }
    }

    /// Renders the current state at `size` and remembers it for mouse mapping.
    public func render(size: TerminalSize) -> Frame {
        let rendered = BrowserRenderer.render(browser, size: size, overlay: overlay, overlayLine: overlayLine)
        frame = rendered
        overlayLine = rendered.overlayLine
        return rendered
    }

    private func draw(on session: TerminalSession) {
        session.draw(render(size: session.size).grid)
    }
}
