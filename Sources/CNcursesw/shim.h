// Shim over <ncurses.h> for Swift: the wide-character API, and functions standing in for the
// macros Swift cannot import. Only TerminalUI imports this module.
#ifndef KANJI_TUI_CNCURSESW_SHIM_H
#define KANJI_TUI_CNCURSESW_SHIM_H

// SwiftPM drops pkg-config's `-D_XOPEN_SOURCE=600`; without this get_wch, cchar_t and
// setcchar are not declared.
#define NCURSES_WIDECHAR 1

#include <locale.h>
// malloc_trim: the session gives a large screen's freed memory back to the system; Swift's Glibc module leaves
// <malloc.h> out.
#include <malloc.h>
#include <stdio.h>
#include <wchar.h>
#include <ncurses.h>
#include <term.h>

// MARK: - Process globals that Swift 6 rejects as shared mutable state

/// The standard window of the current screen (the `stdscr` global).
static inline WINDOW *shim_stdscr(void) { return stdscr; }

/// The number of colours the terminal has (the `COLORS` global), valid after `start_color`.
static inline int shim_colors(void) { return COLORS; }

/// C's `stdin` and `stdout`, handed to `newterm`.
static inline FILE *shim_stdin(void) { return stdin; }
static inline FILE *shim_stdout(void) { return stdout; }

// MARK: - Attributes (function-like macros in <ncurses.h>)

static inline attr_t shim_a_normal(void) { return A_NORMAL; }
static inline attr_t shim_a_bold(void) { return A_BOLD; }
static inline attr_t shim_a_reverse(void) { return A_REVERSE; }
static inline attr_t shim_a_dim(void) { return A_DIM; }
static inline attr_t shim_a_underline(void) { return A_UNDERLINE; }

// MARK: - Terminfo

/// A terminfo string capability, or NULL when the terminal lacks it (tigetstr's
/// `(char *)-1` "not a string capability" is folded into NULL).
static inline const char *shim_terminfo_string(const char *name) {
    char *value = tigetstr(name);
    return value == (char *)-1 ? NULL : value;
}

/// A terminfo string capability with one numeric parameter filled in (`tiparm` is variadic, which
/// Swift cannot call), e.g. the extended `Sync` capability with 1 to begin an update and 2 to end it.
static inline const char *shim_terminfo_with_parameter(const char *capability, int parameter) {
    return tiparm(capability, parameter);
}

/// Whether a terminal of type `type` on `fd` can move its cursor to any cell (has `cup`), which a
/// full-screen program needs: 1 if it can, 0 if not (`dumb`, hardcopy and glass terminals), -1 if
/// the terminfo database does not know the type. Leaves no terminal set up behind it.
static inline int shim_terminal_addresses_cursor(const char *type, int fd) {
    int status = 0;
    if (setupterm(type, fd, &status) != OK) return -1;
    int addressable = shim_terminfo_string("cup") != NULL;
    del_curterm(cur_term);
    return addressable;
}

#endif
