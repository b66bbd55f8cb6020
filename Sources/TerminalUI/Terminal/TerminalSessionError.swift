/// Why a `TerminalSession` could not start. Each is checked before the screen is touched, so the
/// message lands on a terminal still in its normal state.
public enum TerminalSessionError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe, a file, `/dev/null`).
    case notATerminal
    /// `TERM` is unset or empty; `initscr` would exit the process here.
    case terminalTypeUnset
    /// `TERM` names a type the terminfo database does not know.
    case unknownTerminalType(String)
    /// `TERM` names a terminal that cannot move its cursor to a given cell (`dumb`, a hardcopy or
    /// glass terminal): ncurses would draw it as one scrolling line.
    case cannotAddressCursor(String)
    /// Neither the environment's locale nor `C.UTF-8` uses UTF-8.
    case noUTF8Locale(codeset: String)

    public var description: String {
        switch self {
        case .notATerminal:
            "standard input and output must be a terminal"
        case .terminalTypeUnset:
            "TERM is not set; set it to your terminal's type, e.g. TERM=xterm-256color"
        case let .unknownTerminalType(name):
            "unknown terminal type \"\(name)\" (not in the terminfo database); try TERM=xterm-256color"
        case let .cannotAddressCursor(name):
            "terminal type \"\(name)\" cannot move the cursor, which the full-screen browser needs; try TERM=xterm-256color"
        case let .noUTF8Locale(codeset):
            "no UTF-8 locale available (the current codeset is \(codeset)); set LANG to a UTF-8 locale"
        }
    }
}
