import Glibc

/// The process locale, which must use UTF-8: libc's `wcwidth` answers -1 for every kanji under the
/// "C" locale, and ncurses then prints kanji as escaped bytes.
///
/// This machine (and many containers) have only `C`, `C.utf8` and `POSIX`, so an unset or non-UTF-8
/// environment falls back to `C.UTF-8` rather than failing. Beside ``DisplayWidth``, which needs it, so
/// headless code that measures text (the reader's layout, its tests) sets it as the terminal does.
public enum ProcessLocale {
    /// Whether the process now runs under a UTF-8 locale.
    ///
    /// Evaluated once, on first use, by calling `setlocale(LC_ALL, "")` and falling back to
    /// `C.UTF-8`; `DisplayWidth` and the terminal session both read it, so whichever comes first sets
    /// the locale before any width is measured.
    public static let isUTF8: Bool = activateUTF8()

    /// The codeset in force, e.g. "UTF-8" or "ANSI_X3.4-1968"; useful in error messages.
    public static var codeset: String {
        String(cString: nl_langinfo(nl_item(CODESET)))
    }

    private static func activateUTF8() -> Bool {
        let candidates: [String] = ["", "C.UTF-8", "C.utf8"]
        return candidates.contains { name in
            setlocale(LC_ALL, name) != nil && hasUTF8Codeset
        }
    }

    private static var hasUTF8Codeset: Bool {
        let name = codeset.uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
