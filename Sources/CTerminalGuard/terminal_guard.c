// SA_ONSTACK and friends are XSI; say so, whatever language mode the compiler defaults to.
#define _XOPEN_SOURCE 700

#include "terminal_guard.h"

#include <errno.h>
#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

// MARK: - State (written before the handlers are installed, read by them)

/// The signals after which the process is about to die: requests to end, and the traps raised by
/// Swift's runtime (SIGILL, SIGTRAP) or by faults.
static const int fatal_signals[] = {
    SIGTERM, SIGHUP, SIGINT, SIGQUIT,
    SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE,
};
enum { fatal_signal_count = sizeof fatal_signals / sizeof fatal_signals[0] };

static struct sigaction previous_fatal[fatal_signal_count];
static struct sigaction previous_continue;
static struct termios saved_modes;
static int terminal_fd = -1;
static char restore_sequence[256];
static volatile sig_atomic_t restore_length;
static volatile sig_atomic_t installed;
static volatile sig_atomic_t restored;
static volatile sig_atomic_t continued;

// MARK: - Async-signal-safe restoration

static void write_all(int fd, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, bytes, length);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return;
        bytes += written;
        length -= (size_t)written;
    }
}

static void restore_terminal(void) {
    write_all(terminal_fd, restore_sequence, (size_t)restore_length);
    tcsetattr(terminal_fd, TCSAFLUSH, &saved_modes);
}

// MARK: - Handlers

/// Restores the terminal once, then lets whoever handled the signal before (Swift's backtracer for
/// traps and faults) run, and dies by the signal, so the shell sees why.
///
/// The previous handler is called directly rather than re-raised to: Swift's backtracer returns
/// after printing, which for a signal sent by `kill` would let the process carry on in a terminal
/// that is no longer in curses mode.
static void on_fatal_signal(int signal_number, siginfo_t *info, void *context) {
    if (!restored) {
        restored = 1;
        restore_terminal();
    }
    for (int index = 0; index < fatal_signal_count; index++) {
        if (fatal_signals[index] != signal_number) continue;
        struct sigaction *previous = &previous_fatal[index];
        if (previous->sa_flags & SA_SIGINFO) {
            previous->sa_sigaction(signal_number, info, context);
        } else if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN) {
            previous->sa_handler(signal_number);
        }
    }
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(signal_number, &default_action, NULL);
    // Blocked while this handler runs: delivered, with its default (fatal) action, on return.
    raise(signal_number);
}

/// Only records the event: the terminal is repainted from the main loop. SA_RESTART is left off
/// so a blocked read returns and the repaint happens without waiting for a key.
static void on_continue(int signal_number) {
    (void)signal_number;
    continued = 1;
}

// MARK: - Public API

int terminal_guard_install(int fd) {
    if (installed) return 0;
    if (tcgetattr(fd, &saved_modes) != 0) return -1;
    terminal_fd = fd;
    restore_length = 0;
    restored = 0;
    continued = 0;

    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    // SA_ONSTACK: a stack overflow can only be handled on the alternate stack Swift's runtime sets up.
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    action.sa_sigaction = on_fatal_signal;
    for (int index = 0; index < fatal_signal_count; index++) {
        sigaction(fatal_signals[index], NULL, &previous_fatal[index]);
        // An ignored signal (SIGHUP under nohup) stays ignored.
        if (previous_fatal[index].sa_handler != SIG_IGN) {
            sigaction(fatal_signals[index], &action, NULL);
        }
    }
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = on_continue;
    sigaction(SIGCONT, &action, &previous_continue);
    installed = 1;
    return 0;
}

void terminal_guard_set_restore_sequence(const char *bytes) {
    size_t length = strlen(bytes);
    if (length >= sizeof restore_sequence) length = sizeof restore_sequence - 1;
    restore_length = 0;
    memcpy(restore_sequence, bytes, length);
    restore_length = (sig_atomic_t)length;
}

void terminal_guard_uninstall(void) {
    if (!installed) return;
    for (int index = 0; index < fatal_signal_count; index++) {
        sigaction(fatal_signals[index], &previous_fatal[index], NULL);
    }
    sigaction(SIGCONT, &previous_continue, NULL);
    installed = 0;
}

int terminal_guard_take_continued(void) {
    return __atomic_exchange_n(&continued, 0, __ATOMIC_SEQ_CST) ? 1 : 0;
}
