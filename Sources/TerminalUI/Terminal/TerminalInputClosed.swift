/// The terminal's input ended before the person quit: it hung up (a closed window, a dropped ssh connection with
/// SIGHUP ignored) or reached its end. No key will ever come, so the browser ends — with a message and a status
/// that say it did not end by a quit (a script that started it can tell).
public struct TerminalInputClosed: Error, Equatable, CustomStringConvertible {
    public init() {}

    public var description: String {
        "the terminal's input ended (hung up or closed) before q; everything kept so far is saved"
    }
}
