import Browser
import Glibc
import KanjiKit
import Segmentation

/// The interactive browser: reads keys from the terminal, feeds the headless app, draws its top screen.
///
/// A keystroke's path (docs/design.md, "A keystroke's path"): the terminal's bytes → `Key` (TerminalSession, InputParser) → the ``BindingChain``: the help
/// overlay's table while it is open, else the open prompt's, the top screen's, then the global ones (the first
/// binding that has the key wins; the chain is built when the screen changes, not per key) → the view model → its
/// coordinator → the stack → the frame (`BrowserRenderer.layOut`, `fit`, then `render`): the top screen is laid out
/// once, its view model is given the room the layout leaves it, then the screen is drawn with that layout, reading
/// only → only the changed cells are written (TerminalSession.draw).
public final class TerminalApp {
    /// Strong: the terminal app owns the headless app for as long as it runs.
    let browser: KanjiBrowser
    /// The panel drawn over the screen, if any: terminal-only state.
    public private(set) var overlay: Overlay?
    /// How far the open overlay is scrolled; back to the top whenever an overlay opens.
    private var overlayLine = 0
    /// The last frame laid out, to map mouse rows to items.
    private var frame: Frame?
    /// Whether keys were handled since ``frame`` was laid out: a click then lays the screen out again before it is
    /// mapped, as the keys before it may have changed what is where.
    private var frameIsBehind = false
    /// When the last frame was drawn: while more input keeps coming, a frame is drawn at least this often.
    private var lastDrawn = ContinuousClock.now
    /// The screen on top as the last key or frame found it; holds it weakly.
    private var presented: PresentedScreen?
    /// How a screen that comes on top is presented: ``PresentedScreen/init(_:)``; a test swaps in a renderer that
    /// counts its layouts. Captures nothing (the screen is handed to it), so it holds nothing alive.
    var present: @MainActor (AppScreen) -> PresentedScreen = { PresentedScreen($0) }
    /// The chain keys are looked up in, with what it was built for; `nil` until the first key and whenever another
    /// screen comes on top (``presentedScreen()``). Its tables hold the screen and the app weakly.
    private var chain: (chain: BindingChain, occasion: BindingChain.Occasion)?
    /// How many binding chains were built: a test holds that a key which leaves the screen as it was builds none.
    private(set) var bindingChainBuilds = 0
    /// The terminal while `run` runs, for Ctrl-Z, the mouse switch and the clipboard. Weak: `run` owns the session.
    private weak var session: TerminalSession?
    /// Whether the mouse is captured (clicks and the wheel reach the app) or left to the terminal's own
    /// selection: `--no-mouse` starts with it off, `m` switches. Terminal-only state, like the overlay.
    public private(set) var capturesMouse: Bool
    /// One line about the last app-wide key (`m`, `y`), or about the start, in the header's right-hand side,
    /// until the next key.
    public private(set) var notice: String?
    /// Whether the left button went down on a canvas and has not been let go: its drags and release are the pen's,
    /// wherever they are.
    private var penIsDown = false
    /// The browser's tab bar, or a popup's bare screen (`kanji-tui popup`).
    public let chrome: FrameChrome
    /// In a popup, how deep the stack was when it opened: Back there closes the popup rather than leave its text.
    private var popupDepth = 1

    /// - Parameters:
    ///   - capturesMouse: whether to ask the terminal for mouse reports at start (`--no-mouse` says no).
    ///   - notice: a line for the first frame's header, until the first key (why nothing is recorded).
    ///   - chrome: the tab bar (the browser), or a popup's bare screen whose Esc closes it (``PopupBindings``).
    public init(browser: KanjiBrowser, capturesMouse: Bool = true, notice: String? = nil, chrome: FrameChrome = .tabBar) {
        self.browser = browser
        self.chrome = chrome
        popupDepth = browser.stack.depth
        browser.effectsWaitForFrame = true
        self.capturesMouse = capturesMouse
        self.notice = notice
    }

    /// When ``run(stop:)`` returns without the person quitting, for the benchmarks.
    public enum Stop: Sendable {
        /// Only when the person quits.
        case onQuit
        /// Once the first frame is drawn: the start-up's cost (`--exit-after-first-frame`).
        case afterFirstFrame
        /// Once the screen on top has no more work between keys (the reader has laid out the lines around the
        /// screen and counted every word of its text): the most memory a text costs (`read --exit-when-idle`).
        case whenIdle
    }

    /// Runs until the person quits, restoring the terminal however it ends.
    ///
    /// A browser started with the first screenful of kanji only gets the rest right after the first
    /// frame: the person sees the list while it loads, and no key is read before it has loaded.
    /// - Parameter stop: when to return besides the person quitting (the benchmarks' runs).
    /// - Throws: `TerminalSessionError` when there is no usable terminal, before anything is drawn;
    ///   `DatasetError` when the rest of the kanji file turns out broken (the terminal is restored first);
    ///   ``TerminalInputClosed`` when the terminal hung up or its input ended before the person quit.
    public func run(stop: Stop = .onQuit) throws {
        let session = try TerminalSession(mouse: capturesMouse)
        self.session = session
        defer { session.end() }
        _ = browser.followedText.takeArrivals()  // lines that came before the terminal was taken
        draw(on: session)
        if stop == .afterFirstFrame { return }
        try browser.loadAllKanji()
        _ = session.catchUpWithTerminalSize()
        draw(on: session)
        var ticks = TickSchedule()
        while browser.isRunning {
            if stop == .whenIdle && browser.stack.top.interactive.tickInterval == nil { return }
            // Behind, the keys already waiting are taken without waiting for more: what looked like a key may have
            // been a terminal's answer, and the frame must not wait for the next key.
            guard let key = session.readKey(timeout: frameIsBehind ? .zero : timeout(&ticks)) else {
                if session.isInputClosed { throw TerminalInputClosed() }  // no key will ever come
                if frameIsBehind {
                    draw(on: session)
                    continue
                }
                if let failure = browser.speech.takeLateFailure() {  // a sound that could not be played after all
                    notice = failure
                    draw(on: session)
                }
                // A note sent or queued, or Anki's answer about a word, drawn when it came.
                if browser.anki.takeChange() {
                    if let report = browser.anki.takeLateReport() { notice = report }
                    draw(on: session)
                }
                // A followed text's new lines (its feed woke the wait), shown as they come.
                if browser.followedText.takeArrivals() { draw(on: session) }
                if ticks.takeDue() {  // an animation's next frame
                    browser.stack.top.interactive.tick()
                    draw(on: session)
                }
                continue
            }
            handle(key)
            frameIsBehind = true
            // On a large screen, keys already waiting are handled before the frame that answers them, at most
            // ``longestWithoutFrame`` apart: a frame of a 500×1000 terminal costs tens of milliseconds, and drawn after
            // each byte of a burst of input it held the keys behind it for seconds (issue 44's stalls). A long drag
            // never falls behind. On an ordinary screen every key gets its frame, each step shown: a terminal that
            // draws a joined emoji (👩‍💻) wider than it says then has its cursor put right by the next frame's moves.
            let isDrag = if case .mouse(let event) = key { event.kind == .drag } else { false }
            let isLarge = session.size.rows * session.size.columns >= TerminalSession.largeScreenCells
            if (isDrag || isLarge) && session.hasInputWaiting && ContinuousClock.now - lastDrawn < Self.longestWithoutFrame { continue }
            if browser.isRunning { draw(on: session) }
        }
        // The quit key's own writes (a reader's position): no frame follows it to run them after. A failure is said on
        // standard error, which the terminal guard shows once the terminal is given back.
        for failure in browser.performEffects() {
            let line = Array("kanji-tui: \(TextSanitizer.sanitize(failure))\n".utf8)
            _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        }
    }

    /// How long to wait for a key: until the top screen's next tick, and at most ``speechCheck`` while a sound is
    /// being made or played, or a note or question is on its way to Anki, so what comes after the key (the player
    /// failed, Anki answered) is shown without one.
    private func timeout(_ ticks: inout TickSchedule) -> Duration? {
        let tick = ticks.timeout(interval: browser.stack.top.interactive.tickInterval)
        guard browser.speech.isBusy || browser.anki.isBusy else { return tick }
        return min(tick ?? Self.speechCheck, Self.speechCheck)
    }

    /// How often the key loop looks for a late speech failure while a sound is on its way.
    private static let speechCheck: Duration = .milliseconds(50)

    /// The longest the screen goes without a frame while input keeps arriving: what a person typing or pasting into
    /// a busy terminal sees as the screen keeping up.
    static let longestWithoutFrame: Duration = .milliseconds(100)

    // MARK: Keys

    /// Gives one key its meaning through the binding chain; public so tests and benchmarks can drive the app
    /// without a terminal. A resize is no key: the next frame is laid out at the new size. A mouse event is
    /// the mouse's, unless the help is open, whose table takes every key.
    public func handle(_ key: Key) {
        if key == .resize { return }
        notice = nil
        if overlay != .help, case .mouse(let event) = key { return handle(event) }
        bindingChain().perform(key) { browser.handle(.follow($0)) }
        guard let pasted = key.pasted, notice == nil else { return }
        if pasted.wasCut {
            notice = "the paste was cut at \(TextFile.limitDescription), the most a text may be"
        } else if pasted.replacements > 0 {
            notice = "the paste had \(pasted.replacements) \(pasted.replacements == 1 ? "part" : "parts") that \(pasted.replacements == 1 ? "is" : "are") not UTF-8, shown as \u{FFFD}"
        }
    }

    /// The tables a key is looked up in now: the help's alone while it is open; else the open prompt's, the top
    /// screen's, then the global ones. Built when one of these changes — another screen on top (another tab, a push,
    /// a pop), the help opened or closed, a prompt opened or closed — and kept for the keys in between.
    func bindingChain() -> BindingChain {
        let screen = presentedScreen()
        let occasion = BindingChain.Occasion(isHelpOpen: overlay == .help, hasPrompt: browser.stack.top.interactive.prompt != nil)
        if let chain, chain.occasion == occasion { return chain.chain }
        let built: BindingChain
        if occasion.isHelpOpen {
            built = BindingChain(tables: [helpTable])
        } else {
            let popup: [BindingChain.Table] = switch chrome {
            case .tabBar: []
            case .popup: [popupTable]
            }
            built = BindingChain(tables: (occasion.hasPrompt ? [promptTable] : []) + [screen.table] + popup + [globalTable])
        }
        chain = (built, occasion)
        bindingChainBuilds += 1
        return built
    }

    /// The global bindings, bound to this app (weakly), once.
    private(set) lazy var globalTable = BindingChain.Table(GlobalBindings.name, GlobalBindings.all, on: self)
    /// The help overlay's bindings, bound to this app (weakly), once.
    private lazy var helpTable = BindingChain.Table(HelpBindings.name, HelpBindings.all, on: self, isModal: true)
    /// An open prompt's bindings, bound to this app (weakly), once.
    private lazy var promptTable = BindingChain.Table(PromptBindings.name, PromptBindings.all, on: self, isModal: true)
    /// A popup's bindings, bound to this app (weakly), once.
    private lazy var popupTable = BindingChain.Table(PopupBindings.name, PopupBindings.all, on: self)

    /// A click on a grid cell, mapped to an item through the last frame drawn.
    public func click(row: Int, column: Int) {
        frame?.clickTargets.first { $0.row == row && $0.columns.contains(column) }?.perform()
    }

    // MARK: Drawing

    /// Lays the top screen out at `size` (once), gives it the room the layout leaves it, then renders the current
    /// state with that layout (which only reads it), and remembers the frame for the mouse.
    public func render(size: TerminalSize) -> Frame {
        let layout = BrowserRenderer.layOut(screen: presentedScreen(), size: size, chrome: chrome)
        BrowserRenderer.fit(layout)
        let rendered = BrowserRenderer.render(browser, layout: layout, overlay: overlay, overlayLine: overlayLine, notice: notice)
        frame = rendered
        frameIsBehind = false
        overlayLine = rendered.overlayLine
        return rendered
    }

    /// The top screen's renderer and bindings: looked up once per screen shown, and again only when another
    /// screen comes on top, so a key and the frame it causes share one. Another screen on top is the signal that
    /// the binding chain is out of date.
    private func presentedScreen() -> PresentedScreen {
        let top = browser.stack.top
        if let presented, presented.presents(top) { return presented }
        let screen = present(top)
        presented = screen
        chain = nil
        return screen
    }

    // MARK: Actions of the bindings

    /// Scrolls the open overlay by `lines` (negative is up), never above its first line.
    func scrollOverlay(by lines: Int) {
        overlayLine = max(0, overlayLine + lines)
    }

    /// Closes the open overlay.
    func closeOverlay() {
        overlay = nil
    }

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

    /// A paste where nothing takes one: said, so the person knows where a paste is read.
    func refusePaste() {
        notice = "paste into the Read tab (6) to read a text"
    }

    /// Esc in a popup: closes it on the screen it opened on; on a page opened from there, goes back one screen.
    func closePopupOrGoBack() {
        browser.handle(browser.stack.depth <= popupDepth ? .quit : .back)
    }

    /// `H` in a popup: back to the screen it opened on (its text), not to the tab's first screen it never showed.
    func backToPopupText() {
        while browser.stack.depth > popupDepth {
            let depth = browser.stack.depth
            browser.handle(.back)
            if browser.stack.depth == depth { return }  // the screen asked something first (keep the word?)
        }
    }

    /// A tab's key in a popup, which has no tabs: said, so the key does not seem lost.
    func refuseTabInPopup() {
        notice = "the popup has no tabs: kanji-tui read opens the full reader"
    }

    /// Ctrl-Z: gives the terminal back to the shell until `fg`.
    func suspend() {
        session?.suspend()
    }

    // MARK: Private

    /// The mouse: a press on a canvas starts a stroke that its drags and release continue; a click elsewhere goes
    /// to what was drawn there; the wheel scrolls.
    private func handle(_ event: MouseEvent) {
        switch event.kind {
        case .click:
            if frameIsBehind, let session { _ = render(size: session.size) }
            if let canvas = frame?.canvas, canvas.contains(row: event.row, column: event.column) {
                penIsDown = true
                canvas.perform(.down, at: event)
            } else {
                penIsDown = false
                click(row: event.row, column: event.column)
            }
        case .drag:
            if penIsDown { frame?.canvas?.perform(.move, at: event) }
        case .release:
            if penIsDown { frame?.canvas?.perform(.up, at: event) }
            penIsDown = false
        case .wheelUp: browser.handle(.cursor(.scroll(lines: -Self.wheelLines)))
        case .wheelDown: browser.handle(.cursor(.scroll(lines: Self.wheelLines)))
        }
    }

    /// Lines the mouse wheel moves per notch.
    static let wheelLines = 3

    /// Draws the frame, then runs what its key scheduled for after it (the history's write): the person sees the
    /// answer before the disk is touched. A failed write is said in the header at once.
    private func draw(on session: TerminalSession) {
        let frame = render(size: session.size)
        lastDrawn = .now
        session.setPointerMotion(frame.canvas != nil)
        session.draw(frame.grid)
        let failures = browser.performEffects()
        guard !failures.isEmpty else { return }
        notice = failures.joined(separator: "; ")
        session.draw(render(size: session.size).grid)
    }
}
