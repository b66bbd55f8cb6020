#include "stop_signals.h"

#include <signal.h>
#include <stddef.h>
#include <string.h>

static const int stop_signals[] = {SIGINT, SIGTERM, SIGHUP};
#define STOP_SIGNAL_COUNT (sizeof stop_signals / sizeof stop_signals[0])

/// The first stop signal received, 0 before any: written by the handler, read by the command's thread.
static int received;

/// Records the first signal only: a second Ctrl-C while the import winds down changes nothing it says.
static void on_stop_signal(int signal_number) {
    int none = 0;
    __atomic_compare_exchange_n(&received, &none, signal_number, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

void stop_signals_install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_stop_signal;
    sigemptyset(&action.sa_mask);
    for (size_t index = 0; index < STOP_SIGNAL_COUNT; index++) sigaddset(&action.sa_mask, stop_signals[index]);
    // No SA_RESTART: a blocking read (the import's question on the terminal) returns EINTR.
    action.sa_flags = 0;
    for (size_t index = 0; index < STOP_SIGNAL_COUNT; index++) {
        struct sigaction previous;
        if (sigaction(stop_signals[index], NULL, &previous) != 0) continue;
        if (stop_signals[index] == SIGHUP && !(previous.sa_flags & SA_SIGINFO) && previous.sa_handler == SIG_IGN) continue;
        sigaction(stop_signals[index], &action, NULL);
    }
}

int stop_signals_received(void) {
    return __atomic_load_n(&received, __ATOMIC_SEQ_CST);
}
