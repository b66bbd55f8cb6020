import ArgumentParser
import UserData

/// Where the user's own data (the history and the study list) lives: `--user-data PATH`, then `$KANJI_TUI_USER_DATA`, then
/// `$XDG_DATA_HOME/kanji-tui/user.sqlite`, then `~/.local/share/kanji-tui/user.sqlite`. The browser,
/// `history` and `study` take it.
struct UserDataOptions: ParsableArguments {
    @Option(name: .customLong("user-data"), help: ArgumentHelp(
        "The user database file (default: $KANJI_TUI_USER_DATA, then $XDG_DATA_HOME/kanji-tui/user.sqlite, then ~/.local/share/kanji-tui/user.sqlite).",
        valueName: "path"), completion: .file())
    var path: String?

    /// The database file these options name.
    func location() throws(UserDataError) -> String {
        try UserDataLocation.path(explicit: path)
    }

    /// Opens the database, creating it (and its directory) when missing: the browser's way. When it
    /// throws, the browser shows the error's `message` and runs without recording.
    func open() throws(UserDataError) -> UserDatabase {
        try UserDatabase.open(at: location())
    }
}
