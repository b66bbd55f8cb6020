// Signal guard: puts the terminal back the way the shell left it when the process dies by a
// signal, and records SIGCONT so the screen can be redrawn after `fg`.
//
// ncurses restores the terminal only on SIGINT and SIGTERM, and does it from a handler that is not
// async-signal-safe and then `_exit(1)`s. SIGHUP and Swift's runtime traps (SIGILL, SIGTRAP, ...)
// would leave the shell raw, in the alternate screen, with the cursor hidden.
#ifndef KANJI_TUI_TERMINAL_GUARD_H
#define KANJI_TUI_TERMINAL_GUARD_H

/// Saves the modes of the terminal on `fd` and installs the handlers.
///
/// Call before curses initialises: ncurses then sees handlers of ours on SIGINT and SIGTERM and
/// leaves them alone (it installs its own only over SIG_DFL), while it still handles SIGTSTP and
/// SIGWINCH. Returns 0, or -1 when `fd` is not a terminal (nothing is installed then).
int terminal_guard_install(int fd);

/// Sets the bytes written to the terminal on a fatal signal, before its modes are restored
/// (leave the alternate screen, show the cursor, stop mouse reporting). Call once curses knows
/// them; at most 255 bytes are kept.
void terminal_guard_set_restore_sequence(const char *bytes);

/// Puts back the handlers that were there before `terminal_guard_install`.
void terminal_guard_uninstall(void);

/// Returns 1 if SIGCONT arrived since the last call, and 0 otherwise.
int terminal_guard_take_continued(void);

#endif
