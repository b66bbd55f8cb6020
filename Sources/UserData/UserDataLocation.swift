import Foundation

/// Where the user database lives: the explicit path (`--user-data`), then `$KANJI_TUI_USER_DATA`, then
/// `$XDG_DATA_HOME/kanji-tui/user.sqlite`, then `~/.local/share/kanji-tui/user.sqlite` (the XDG default).
public enum UserDataLocation {
    public static let environmentVariable = "KANJI_TUI_USER_DATA"
    public static let fileName = "user.sqlite"
    static let directoryName = "kanji-tui"

    /// The path of the user database file.
    /// - Parameters:
    ///   - explicit: the `--user-data` flag, which wins over everything.
    ///   - environment: the process environment (a parameter so tests can pass their own).
    /// - Throws: `.noLocation` when nothing names a place (no flag, no variables, no `$HOME`).
    public static func path(
        explicit: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(UserDataError) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let override = environment[environmentVariable], !override.isEmpty { return override }
        // XDG: a relative $XDG_DATA_HOME is invalid and is ignored, like an empty one.
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return dataHome + "/\(directoryName)/\(fileName)"
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return home + "/.local/share/\(directoryName)/\(fileName)"
        }
        throw UserDataError(.noLocation, path: "",
            "nowhere to keep user data: $HOME and $XDG_DATA_HOME are unset (use --user-data PATH or $\(environmentVariable))")
    }
}
