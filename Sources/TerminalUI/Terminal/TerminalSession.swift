import CNcursesw
import CTerminalGuard
import Glibc
import KanjiKit

/// The full-screen terminal: the only type that calls ncurses.
///
/// Starting a session checks everything that would otherwise fail halfway through `initscr` (no
/// tty, no `TERM`, a terminal that cannot move its cursor, no UTF-8 locale), then enters curses
/// mode: raw input (so Ctrl-C and Ctrl-Z arrive as keys), no echo, keypad mode (the terminal sends the keys
/// terminfo names, which the session decodes itself: see ``InputParser``), a 25 ms Esc delay, hidden cursor, mouse clicks and wheel, bracketed paste, colours unless `NO_COLOR` is set, synchronized
/// updates where the terminal has them. A C signal guard restores the terminal if the process dies
/// by a signal, and reports resizes to the key loop. `end()` (or deinit) restores it on the normal
/// path.
///
/// Not thread-safe: use it from the thread that runs the main loop.
///
/// `@MainActor` is the module's default; it is spelled out because the session's deinit is isolated, and a
/// client module built with whole-module optimization (the release build) otherwise sees the class as
/// nonisolated and rejects the isolated deinit (Swift 6.3.1).
@MainActor
public final class TerminalSession {
    /// Whether colour roles are drawn; attributes are drawn either way.
    public let hasColors: Bool
    /// Whether clicks and wheel steps are reported as `Key.mouse` (see `setMouseCapture`).
    public internal(set) var hasMouse: Bool
    /// Whether pastes come bracketed, as `Key.paste` (see `enableBracketedPaste`).
    private(set) var hasBracketedPaste: Bool
    /// True once the terminal is gone (hung up, its input at an end): no key will ever come, and the program
    /// should end rather than ask again. `readKey` returns `nil` from then on.
    public internal(set) var isInputClosed = false

    let window: UnsafeMutablePointer<WINDOW>
    /// The frame on screen, or `nil` when the next `draw` must write every cell.
    var shownGrid: CellGrid?
    private let screen: OpaquePointer
    /// The files an offscreen session's ncurses writes to and reads from (both `/dev/null`), closed by `end()`;
    /// none for a terminal's session, whose are the process's standard output and input.
    private var offscreenFiles: [UnsafeMutablePointer<FILE>] = []
    /// False once `end()` ran: ncurses' window is gone, and using the session is a programming error.
    private(set) var isActive = true
    /// The markers around each frame, once the terminal is known to understand them.
    var synchronizedUpdate: SynchronizedUpdate?
    /// Whether the terminal still has to be asked about synchronized updates, or its answer is awaited.
    var synchronizedUpdateQuestion: SynchronizedUpdateQuestion
    /// The terminal's bytes on their way to keys: decoded, its answers taken out, pastes collected.
    var input: InputParser
    /// Keys, reports and pastes parsed, not yet returned or acted on.
    var parsedInputs: [ReplyFilter.Output] = []
    /// When the last bytes came: what is held waits for its rest from then on, whatever wakes the wait meanwhile.
    var lastInputTime = ContinuousClock.now
    /// Whether motion with a button held is asked for (the Draw screen's canvas; `setPointerMotion`).
    var pointerMotion = false
    /// Where the question about pixel reports (mode 1016) stands: asked the first time motion is wanted.
    var pixelReportsQuestion = PixelReportsQuestion.notAsked
    /// The cell's size in pixels while reports come in pixels (mode 1016 on), else nil: reports are in cells.
    var pixelCellSize: PixelCellSize?

    // MARK: Lifecycle

    /// Whether standard input and output are both terminals: checked before anything slow, so a
    /// pipe or `/dev/null` is told at once that the browser needs a terminal.
    public nonisolated static var hasTerminal: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Enters full-screen mode.
    ///
    /// - Parameter mouse: whether to ask the terminal for mouse reports (which takes plain
    ///   click-and-drag selection away from the user's terminal).
    /// - Throws: `TerminalSessionError`, with the terminal untouched.
    public convenience init(mouse: Bool = true) throws {
        guard TerminalSession.hasTerminal else {
            throw TerminalSessionError.notATerminal
        }
        guard let type = getenv("TERM").map({ String(cString: $0) }), !type.isEmpty else {
            throw TerminalSessionError.terminalTypeUnset
        }
        guard ProcessLocale.isUTF8 else {
            throw TerminalSessionError.noUTF8Locale(codeset: ProcessLocale.codeset)
        }
        switch shim_terminal_addresses_cursor(type, STDOUT_FILENO) {
        case -1: throw TerminalSessionError.unknownTerminalType(type)
        case 0: throw TerminalSessionError.cannotAddressCursor(type)
        default: break
        }
        terminal_guard_install(STDOUT_FILENO)
        guard let screen = newterm(nil, shim_stdout(), shim_stdin()) else {
            terminal_guard_uninstall()
            throw TerminalSessionError.unknownTerminalType(type)
        }
        self.init(screen: screen)
        raw()
        noecho()
        nonl()
        keypad(window, true)
        curs_set(0)
        leaveok(window, true)
        hasMouse = mouse && Self.enableMouse()
        hasBracketedPaste = Self.enableBracketedPaste()
        synchronizedUpdate = .fromTerminfo
        synchronizedUpdateQuestion = Self.initialSynchronizedUpdateQuestion(known: synchronizedUpdate)
        updateRestoreSequence()
    }

    /// A session drawing into a file (`/dev/null` unless told) as a terminal of `type` and `size` would be drawn:
    /// what ncurses does with a frame (its copy of the screen, its diff, its output), measured without a terminal
    /// (kanji-bench), and what it sends, read back by a test. It asks nothing, reads no key and leaves the process's
    /// terminal alone.
    /// - Throws: ``TerminalSessionError/unknownTerminalType(_:)`` when terminfo has no `type`;
    ///   ``OffscreenOutputUnwritable`` when `path` cannot be opened for writing.
    public convenience init(offscreen size: TerminalSize, type: String = "xterm-256color", output path: String = "/dev/null") throws {
        guard let output = fopen(path, "w") else {
            throw OffscreenOutputUnwritable(path: path, reason: String(cString: strerror(errno)))
        }
        guard let input = fopen("/dev/null", "r") else {
            fclose(output)
            throw OffscreenOutputUnwritable(path: "/dev/null", reason: String(cString: strerror(errno)))
        }
        guard let screen = newterm(type, output, input) else {
            fclose(output)
            fclose(input)
            throw TerminalSessionError.unknownTerminalType(type)
        }
        self.init(screen: screen)
        offscreenFiles = [output, input]
        resizeterm(Int32(size.rows), Int32(size.columns))
        leaveok(window, true)
    }

    /// The state of a session on `screen`, ncurses' current screen: colours started unless `NO_COLOR` is set; no
    /// mouse, paste or synchronized updates until the terminal is asked for them.
    private init(screen: OpaquePointer) {
        self.screen = screen
        window = shim_stdscr()
        input = InputParser(keys: .ofTerminal)
        hasMouse = false
        hasBracketedPaste = false
        hasColors = !Self.noColorRequested && Self.startColors()
        synchronizedUpdate = nil
        synchronizedUpdateQuestion = .settled
    }

    /// Isolated: the session is a main-actor object (the module's default), and `end()` talks to ncurses, which must
    /// hear from the one thread that runs the key loop.
    isolated deinit {
        end()
    }

    /// Wakes the key loop's wait for a key from another thread (a followed text's feed has lines), so what came is
    /// shown at once: ``readKey(timeout:)`` then returns `nil`, as at its timeout. Does nothing while no session runs.
    nonisolated public static func wakeKeyLoop() {
        terminal_guard_wake_for_news()
    }

    /// Leaves full-screen mode and gives the terminal back as it was. Safe to call twice.
    public func end() {
        guard isActive else { return }
        isActive = false
        discardAnswerStillDue()
        if hasMouse { Self.writeToTerminal(Self.mouseOff) }
        if hasBracketedPaste { Self.writeToTerminal(Self.bracketedPasteOff) }
        endwin()
        delscreen(screen)
        for file in offscreenFiles { fclose(file) }
        terminal_guard_uninstall()
    }

    // MARK: State

    /// The current size of the terminal; read it again after `Key.resize`.
    public var size: TerminalSize {
        precondition(isActive, "TerminalSession used after end()")
        return TerminalSize(rows: Int(getmaxy(window)), columns: Int(getmaxx(window)))
    }

    /// Stops the process the way Ctrl-Z does in a cooked terminal. Raw mode delivers Ctrl-Z as
    /// `.control("z")`, so the app calls this on it.
    ///
    /// ncurses' SIGTSTP handler leaves curses mode, stops the process and, on `fg`, restores the
    /// modes and repaints. The next `readKey` also returns `.resize` (SIGCONT was seen), so the app
    /// redraws at the size the terminal has now. Does nothing where the shell has no job control.
    /// Mouse reports and bracketed paste are off while stopped, or the shell would get them as typing.
    public func suspend() {
        precondition(isActive, "TerminalSession used after end()")
        if hasMouse { Self.writeToTerminal(Self.mouseOff) }
        if hasBracketedPaste { Self.writeToTerminal(Self.bracketedPasteOff) }
        raise(SIGTSTP)
        if hasBracketedPaste { Self.writeToTerminal(Self.bracketedPasteOn) }
        if hasMouse { Self.writeToTerminal(Self.mouseOn) }
        if hasMouse && pointerMotion { writePointerMotionOn() }
        invalidate()
    }

    /// Makes the next `draw` clear the screen and write every cell.
    func invalidate() {
        shownGrid = nil
        clearok(window, true)
    }

    // MARK: Start-up helpers

    private static var noColorRequested: Bool {
        guard let value = getenv("NO_COLOR") else { return false }
        return value.pointee != 0
    }

    /// Tells the signal guard what to write if the process dies: end a synchronized update (in case
    /// it died in the middle of a frame), stop mouse reports and bracketed paste, reset attributes, show the cursor, leave
    /// keypad mode and the alternate screen (from terminfo). Called again once synchronized updates
    /// are known to be on.
    func updateRestoreSequence() {
        let endUpdate = synchronizedUpdate?.end ?? ""
        let mouseOff = hasMouse ? Self.mouseOff : ""
        let pasteOff = hasBracketedPaste ? Self.bracketedPasteOff : ""
        let names: [String] = ["sgr0", "cnorm", "rmkx", "rmcup"]
        let capabilities = names.compactMap { name in
            shim_terminfo_string(name).map { String(cString: $0) }
        }
        terminal_guard_set_restore_sequence(endUpdate + mouseOff + pasteOff + capabilities.joined())
    }
}
