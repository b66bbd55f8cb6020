// Stop signals: turns SIGINT, SIGTERM and SIGHUP into a flag that a long command (`study import`) reads between its
// steps, so it can roll back, remove what it made and exit with 128 + the signal's number instead of dying half-way.
//
// The handler only records the signal's number (an atomic store), which is async-signal-safe; everything else —
// rolling back, removing files, printing — happens in the command, outside the handler, when it next looks.
#ifndef KANJI_TUI_STOP_SIGNALS_H
#define KANJI_TUI_STOP_SIGNALS_H

/// Installs the handler for SIGINT and SIGTERM, whatever their disposition was (a job a non-interactive shell starts in
/// the background inherits SIGINT ignored, and Ctrl-C must still stop the import), and for SIGHUP unless it was
/// ignored (`nohup` asks that a hang-up not stop the command). The handler does not restart system calls, so a read
/// waiting for the terminal returns EINTR and the command sees the flag. They stay installed until the process ends:
/// a signal after the command's last look at the flag (its transaction committed) changes nothing.
void stop_signals_install(void);

/// 0, or the number of the first of those signals received since `stop_signals_install`.
int stop_signals_received(void);

#endif
