import Browser

/// The interactive browser: reads keys from the terminal, feeds the headless app, draws its top screen.
///
/// A keystroke's path (design.md §4a): `get_wch` → `Key` (TerminalSession) → the open overlay, the open prompt's
/// bindings, the top screen's bindings, then the global ones (the first table that has the key wins) → the view
/// model → its coordinator → the stack → the top screen is given its size (`BrowserRenderer.layOut`) and drawn
/// (`BrowserRenderer.render`) → only the changed cells are written (TerminalSession.draw).
public final class TerminalApp {
    /// Strong: the terminal app owns the headless app for as long as it runs.
    let browser: KanjiBrowser
    /// The panel drawn over the screen, if any: terminal-only state.
    public private(set) var overlay: Overlay?
    /// How far the open overlay is scrolled; back to the top whenever an overlay opens.
    private var overlayLine = 0
    /// The last frame drawn, to map mouse rows to items.
    private var frame: Frame?
    /// The terminal while `run` runs, for Ctrl-Z, the mouse switch and the clipboard. Weak: `run` owns the session.
    private weak var session: TerminalSession?
    /// Whether the mouse is captured (clicks and the wheel reach the app) or left to the terminal's own
    /// selection: `--no-mouse` starts with it off, `m` switches. Terminal-only state, like the overlay.
    public private(set) var capturesMouse: Bool
    /// One line about the last app-wide key (`m`, `y`), or about the start, in the header's right-hand side,
    /// until the next key.
    public private(set) var notice: String?

    /// - Parameters:
    ///   - capturesMouse: whether to ask the terminal for mouse reports at start (`--no-mouse` says no).
    ///   - notice: a line for the first frame's header, until the first key (why nothing is recorded).
    public init(browser: KanjiBrowser, capturesMouse: Bool = true, notice: String? = nil) {
        self.browser = browser
        browser.effectsWaitForFrame = true
        self.capturesMouse = capturesMouse
        self.notice = notice
    }

    /// Runs until the person quits, restoring the terminal however it ends.
    ///
    /// A browser started with the first screenful of kanji only gets the rest right after the first
    /// frame: the person sees the list while it loads, and no key is read before it has loaded.
    /// - Parameter stopAfterFirstFrame: return once the first frame is drawn (the start-up benchmark).
    /// - Throws: `TerminalSessionError` when there is no usable terminal, before anything is drawn;
    ///   `DatasetError` when the rest of the kanji file turns out broken (the terminal is restored first).
    public func run(stopAfterFirstFrame: Bool = false) throws {
        let session = try TerminalSession(mouse: capturesMouse)
        self.session = session
        defer { session.end() }
        draw(on: session)
        if stopAfterFirstFrame { return }
        try browser.loadAllKanji()
        draw(on: session)
        var ticks = TickSchedule()
        while browser.isRunning {
            guard let key = session.readKey(timeout: ticks.timeout(interval: browser.stack.top.interactive.tickInterval)) else {
                if session.isInputClosed { return }  // the terminal is gone: no key will ever come
                if ticks.takeDue() {  // an animation's next frame
                    browser.stack.top.interactive.tick()
                    draw(on: session)
                }
                continue
            }
            handle(key)
            if browser.isRunning { draw(on: session) }
        }
    }

    // MARK: Keys

    /// Gives one key its meaning; public so tests and benchmarks can drive the app without a terminal.
    public func handle(_ key: Key) {
        if key != .resize { notice = nil }
        if overlay == .help { return handleInHelp(key) }
        switch key {
        case .resize: return
        case .mouse(let event): return handle(event)
        default: break
        }
        let top = browser.stack.top
        if top.interactive.prompt != nil,
           top.interactive.promptTakesEveryKey || !PromptBindings.keysBesideAnUnaskedPrompt.contains(key) {
            return handleInPrompt(key)
        }
        if let binding = PresentedScreen(top).bindings.first(where: { $0.matches(key, on: ()) }) {
            return binding.perform(key, on: ())
        }
        GlobalBindings.all.first { $0.matches(key, on: self) }?.perform(key, on: self)
    }

    /// A click on a grid cell, mapped to an item through the last frame drawn.
    public func click(row: Int, column: Int) {
        frame?.clickTargets.first { $0.row == row && $0.columns.contains(column) }?.perform()
    }

    // MARK: Drawing

    /// Gives the top screen its size, then renders the current state at `size` and remembers it for the mouse.
    public func render(size: TerminalSize) -> Frame {
        BrowserRenderer.layOut(browser, size: size)
        let rendered = BrowserRenderer.render(browser, size: size, overlay: overlay, overlayLine: overlayLine, notice: notice)
        frame = rendered
        overlayLine = rendered.overlayLine
        return rendered
    }

    // MARK: Actions of the global bindings

    /// Opens `toggled`, or closes it when it is the one open.
    func toggle(_ toggled: Overlay) {
        overlay = overlay == toggled ? nil : toggled
        overlayLine = 0
    }

    /// `m`: gives click-and-drag to the terminal's own selection, or takes it back, and says which.
    func toggleMouseCapture() {
        capturesMouse.toggle()
        if let session { capturesMouse = session.setMouseCapture(capturesMouse) }
        notice = capturesMouse ? "mouse on: click and wheel (m for the terminal's selection)"
            : "mouse off: the terminal selects text (m turns the mouse back on)"
    }

    /// `y`: copies the kanji or word on screen to the clipboard (OSC 52) and says what it copied.
    func copyCurrentItem() {
        guard let text = browser.stack.top.interactive.currentItemText else {
            notice = "nothing to copy here"
            return
        }
        session?.copyToClipboard(text)
        notice = "copied \(text)"
    }

    /// Ctrl-Z: gives the terminal back to the shell until `fg`.
    func suspend() {
        session?.suspend()
    }

    // MARK: Private

    /// While help is open: j/k scroll it, Ctrl-C still quits, any other key closes it.
    private func handleInHelp(_ key: Key) {
        switch key {
        case .resize: break
        case .control("c"): browser.handle(.quit)
        case .down, .character("j"): overlayLine += 1
        case .up, .character("k"): overlayLine = max(0, overlayLine - 1)
        default: overlay = nil
        }
    }

    /// While a prompt is open: its editing keys, then any printable key is typed; Ctrl-Z and Ctrl-L still work.
    private func handleInPrompt(_ key: Key) {
        if let binding = PromptBindings.all.first(where: { $0.matches(key, on: browser) }) { return binding.perform(key, on: browser) }
        switch key {
        case .character(let character): browser.handle(.prompt(.insert(String(character))))
        case .control("z"): suspend()
        default: break
        }
    }

    /// The mouse: a click goes to what was drawn there, the wheel scrolls.
    private func handle(_ event: MouseEvent) {
        switch event.kind {
        case .click: click(row: event.row, column: event.column)
        case .wheelUp: browser.handle(.cursor(.scroll(lines: -Self.wheelLines)))
        case .wheelDown: browser.handle(.cursor(.scroll(lines: Self.wheelLines)))
        }
    }

    /// Lines the mouse wheel moves per notch.
    static let wheelLines = 3

    /// Draws the frame, then runs what its key scheduled for after it (the history's write): the person sees the
    /// answer before the disk is touched. A failed write is said in the header at once.
    private func draw(on session: TerminalSession) {
        session.draw(render(size: session.size).grid)
        let failures = browser.performEffects()
        guard !failures.isEmpty else { return }
        notice = failures.joined(separator: "; ")
        session.draw(render(size: session.size).grid)
    }
}
