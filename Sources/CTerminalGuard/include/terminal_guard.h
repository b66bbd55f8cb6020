// Signal guard: puts the terminal back the way the shell left it when the process dies by a
// signal, and turns the signals the screen must answer (SIGWINCH, SIGCONT) into flags plus a byte
// on a wake-up pipe, so the key loop sees them even when they arrive between two reads.
//
// ncurses restores the terminal only on SIGINT and SIGTERM, and does it from a handler that is not
// async-signal-safe and then `_exit(1)`s. SIGHUP, SIGPIPE, SIGUSR1, SIGALRM ... and Swift's runtime
// traps (SIGILL, SIGTRAP, ...) would leave the shell raw, in the alternate screen, with the cursor
// hidden and mouse reports on.
#ifndef KANJI_TUI_TERMINAL_GUARD_H
#define KANJI_TUI_TERMINAL_GUARD_H

/// Saves the modes of the terminal on `fd` and installs the handlers. While installed, what is written to a
/// standard error that is a terminal is kept in memory and written out when the terminal is given back (on
/// uninstall or a fatal signal), so a crash's message is not erased with the alternate screen.
///
/// Call before curses initialises: ncurses then sees handlers of ours on SIGINT, SIGTERM and
/// SIGWINCH and leaves them alone (it installs its own only over SIG_DFL), while it still handles
/// SIGTSTP. Returns 0, or -1 when `fd` is not a terminal or the wake-up pipe cannot be made
/// (nothing is installed then).
int terminal_guard_install(int fd);

/// Sets the bytes written to the terminal on a fatal signal, before its modes are restored
/// (leave the alternate screen, show the cursor, stop mouse reporting). Call once curses knows
/// them, and again when they change; at most 255 bytes are kept.
void terminal_guard_set_restore_sequence(const char *bytes);

/// Puts back the handlers that were there before `terminal_guard_install` and closes the pipe.
void terminal_guard_uninstall(void);

/// The read end of the wake-up pipe (non-blocking): readable after SIGWINCH or SIGCONT, so a
/// `poll` on it and on the terminal returns for either. -1 when not installed.
int terminal_guard_wake_descriptor(void);

/// Empties the wake-up pipe; call before looking at the flags below.
void terminal_guard_drain_wake(void);

/// Returns 1 if SIGWINCH arrived since the last call, and 0 otherwise.
int terminal_guard_take_resized(void);

/// Returns 1 if SIGCONT arrived since the last call, and 0 otherwise.
int terminal_guard_take_continued(void);

/// Another thread has news for the key loop (a followed text's new line): records it and wakes the
/// loop's `poll` through the wake-up pipe. Safe from any thread; does nothing before `terminal_guard_install`.
void terminal_guard_wake_for_news(void);

/// Returns 1 if `terminal_guard_wake_for_news` was called since the last call, and 0 otherwise.
int terminal_guard_take_news(void);

#endif
