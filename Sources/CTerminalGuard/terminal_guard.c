// SA_ONSTACK, pipe2 and friends are XSI / GNU; say so, whatever language mode the compiler defaults to.
#define _GNU_SOURCE

#include "terminal_guard.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <termios.h>
#include <unistd.h>

// MARK: - Which signals

/// Signals that end the process and that others may handle first: requests to end, and the traps
/// raised by Swift's runtime (SIGILL, SIGTRAP) or by faults, which Swift's crash handler reports.
/// They are guarded unless ignored, and the handler found there is still called.
static const int chained_signals[] = {
    SIGTERM, SIGHUP, SIGINT, SIGQUIT,
    SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE,
};

/// The other signals whose default action ends the process (signal(7)); the real-time signals
/// SIGRTMIN…SIGRTMAX are added in the loop. They are guarded only while that default is in force:
/// a signal someone handles or ignores does not end the process, so the terminal must stay as it is.
static const int default_fatal_signals[] = {
    SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
    SIGPOLL, SIGPWR, SIGSYS, SIGSTKFLT,
};

#define COUNT(array) (sizeof array / sizeof array[0])

// MARK: - State (written before the handlers are installed, read by them)

/// Indexed by signal number: the action found before ours, and whether ours is installed.
static struct sigaction previous_action[NSIG];
static volatile sig_atomic_t guarded[NSIG];
static struct sigaction previous_resize;
static struct sigaction previous_continue;
static struct termios saved_modes;
static int terminal_fd = -1;
static int wake_pipe[2] = {-1, -1};
/// Whether Swift's crash report may wait for a key: only when the user asked for it in
/// SWIFT_BACKTRACE (see `quiet_crash_prompt`).
static int keep_crash_prompt;
static char restore_sequence[256];
static volatile sig_atomic_t restore_length;
static volatile sig_atomic_t installed;
static volatile sig_atomic_t restored;
static volatile sig_atomic_t resized;
static volatile sig_atomic_t continued;
/// Set by another thread with news for the key loop (`terminal_guard_wake_for_news`).
static volatile sig_atomic_t news;
/// While the screen is up, what the process writes to standard error (Swift's "Fatal error: …" before a trap,
/// a library's warning) goes to this in-memory file instead of the terminal, where the alternate screen would
/// erase it; `give_back_standard_error` writes it out once the terminal is restored. -1 when not captured.
static int captured_error_fd = -1;
/// The terminal's standard error, kept while fd 2 points at `captured_error_fd`.
static int original_error_fd = -1;

// MARK: - Async-signal-safe helpers

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

/// Swift's crash handler starts `swift-backtrace`, which on a terminal prints the report and then
/// waits up to 30 s for a key ("Press space to interact …"), eating the user's next keystroke. Its
/// settings are fixed when the runtime starts (from SWIFT_BACKTRACE, before any code of ours runs in
/// a dynamically linked build), so instead its standard input becomes a pipe holding one newline:
/// the prompt reads that at once, and the process dies with its report printed.
static void quiet_crash_prompt(void) {
    if (keep_crash_prompt) return;
    int answer[2];
    if (pipe(answer) != 0) return;
    write_all(answer[1], "\n", 1);
    close(answer[1]);
    dup2(answer[0], STDIN_FILENO);
    close(answer[0]);
}

/// Puts standard error back on the terminal and writes there what was captured while the screen was up.
/// Async-signal-safe (dup2, pread, write, close), so a fatal signal's handler may call it.
static void give_back_standard_error(void) {
    if (original_error_fd < 0) return;
    dup2(original_error_fd, STDERR_FILENO);
    char chunk[4096];
    off_t offset = 0;
    for (;;) {
        ssize_t count = pread(captured_error_fd, chunk, sizeof chunk, offset);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) break;
        write_all(STDERR_FILENO, chunk, (size_t)count);
        offset += count;
    }
    close(captured_error_fd);
    close(original_error_fd);
    captured_error_fd = original_error_fd = -1;
}

/// Sends standard error to an in-memory file while the screen is up, when it is a terminal (a redirected
/// standard error already keeps what is written to it).
static void capture_standard_error(void) {
    if (!isatty(STDERR_FILENO)) return;
    int captured = memfd_create("kanji-tui-stderr", MFD_CLOEXEC);
    if (captured < 0) return;
    int original = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3);
    if (original < 0 || dup2(captured, STDERR_FILENO) < 0) {
        close(captured);
        if (original >= 0) close(original);
        return;
    }
    captured_error_fd = captured;
    original_error_fd = original;
}

static void wake(void) {
    int saved_errno = errno;
    if (wake_pipe[1] >= 0) (void)write(wake_pipe[1], "!", 1);
    errno = saved_errno;
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
        give_back_standard_error();
    }
    struct sigaction *previous = &previous_action[signal_number];
    if (previous->sa_flags & SA_SIGINFO) {
        quiet_crash_prompt();
        previous->sa_sigaction(signal_number, info, context);
    } else if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN) {
        quiet_crash_prompt();
        previous->sa_handler(signal_number);
    }
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(signal_number, &default_action, NULL);
    // Blocked while this handler runs: delivered, with its default (fatal) action, on return.
    raise(signal_number);
}

/// The terminal changed size: only recorded (the main loop asks for the new size and repaints).
static void on_resize(int signal_number) {
    (void)signal_number;
    resized = 1;
    wake();
}

/// The process was resumed after a stop: the main loop repaints everything.
static void on_continue(int signal_number) {
    (void)signal_number;
    continued = 1;
    wake();
}

// MARK: - Installing

static void guard_signal(int signal_number, const struct sigaction *action, int only_over_default) {
    struct sigaction *previous = &previous_action[signal_number];
    if (sigaction(signal_number, NULL, previous) != 0) return;
    // An ignored signal (SIGHUP under nohup) stays ignored, and one with a handler of someone
    // else's stays theirs unless it is one of the chained signals.
    if (previous->sa_handler == SIG_IGN) return;
    if (only_over_default && previous->sa_handler != SIG_DFL) return;
    if (sigaction(signal_number, action, NULL) == 0) guarded[signal_number] = 1;
}

static void install_flag_handler(int signal_number, void (*handler)(int), struct sigaction *previous) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    // SA_RESTART: a read ncurses is in the middle of carries on; the pipe wakes the key loop's poll.
    action.sa_flags = SA_RESTART;
    action.sa_handler = handler;
    sigaction(signal_number, &action, previous);
}

// MARK: - Public API

int terminal_guard_install(int fd) {
    if (installed) return 0;
    if (tcgetattr(fd, &saved_modes) != 0) return -1;
    if (pipe2(wake_pipe, O_CLOEXEC | O_NONBLOCK) != 0) return -1;
    terminal_fd = fd;
    restore_length = 0;
    restored = 0;
    resized = 0;
    continued = 0;
    const char *backtrace_settings = getenv("SWIFT_BACKTRACE");
    keep_crash_prompt = backtrace_settings != NULL && strstr(backtrace_settings, "interactive=") != NULL;

    struct sigaction action;
    memset(&action, 0, sizeof action);
    // Every guarded signal is blocked while one is handled, so two cannot restore (or die) at once.
    sigemptyset(&action.sa_mask);
    for (size_t index = 0; index < COUNT(chained_signals); index++) sigaddset(&action.sa_mask, chained_signals[index]);
    for (size_t index = 0; index < COUNT(default_fatal_signals); index++) sigaddset(&action.sa_mask, default_fatal_signals[index]);
    // SA_ONSTACK: a stack overflow can only be handled on the alternate stack Swift's runtime sets up.
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    action.sa_sigaction = on_fatal_signal;
    for (size_t index = 0; index < COUNT(chained_signals); index++) guard_signal(chained_signals[index], &action, 0);
    for (size_t index = 0; index < COUNT(default_fatal_signals); index++) guard_signal(default_fatal_signals[index], &action, 1);
    for (int number = SIGRTMIN; number <= SIGRTMAX; number++) guard_signal(number, &action, 1);

    install_flag_handler(SIGWINCH, on_resize, &previous_resize);
    install_flag_handler(SIGCONT, on_continue, &previous_continue);
    capture_standard_error();
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
    give_back_standard_error();
    for (int number = 1; number < NSIG; number++) {
        if (!guarded[number]) continue;
        sigaction(number, &previous_action[number], NULL);
        guarded[number] = 0;
    }
    sigaction(SIGWINCH, &previous_resize, NULL);
    sigaction(SIGCONT, &previous_continue, NULL);
    close(wake_pipe[0]);
    close(wake_pipe[1]);
    wake_pipe[0] = wake_pipe[1] = -1;
    installed = 0;
}

int terminal_guard_wake_descriptor(void) {
    return wake_pipe[0];
}

void terminal_guard_drain_wake(void) {
    char bytes[64];
    if (wake_pipe[0] < 0) return;
    while (read(wake_pipe[0], bytes, sizeof bytes) > 0) {}
}

int terminal_guard_take_resized(void) {
    return __atomic_exchange_n(&resized, 0, __ATOMIC_SEQ_CST) ? 1 : 0;
}

int terminal_guard_take_continued(void) {
    return __atomic_exchange_n(&continued, 0, __ATOMIC_SEQ_CST) ? 1 : 0;
}

void terminal_guard_wake_for_news(void) {
    __atomic_store_n(&news, 1, __ATOMIC_SEQ_CST);
    wake();
}

int terminal_guard_take_news(void) {
    return __atomic_exchange_n(&news, 0, __ATOMIC_SEQ_CST) ? 1 : 0;
}
