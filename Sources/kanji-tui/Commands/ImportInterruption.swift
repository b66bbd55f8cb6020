import ArgumentParser
import CStopSignals
@preconcurrency import Glibc
import UserData

/// How `study import` stops on Ctrl-C (SIGINT), SIGTERM or SIGHUP: not by dying half-way, which left the unpacked
/// collection in TMPDIR, but as a refusal does. The signal only sets a flag (`CStopSignals`); the unpacking, the reading
/// of the collection, the matching and the transaction look at it between their steps and stop, the transaction rolls
/// back, the temporary folder goes as on any other way out, and the command says nothing was imported and exits with
/// the shell's status for the signal: 130, 143 or 129.
///
/// A signal that arrives once the transaction has committed comes too late to undo it: the import is whole and is
/// reported as done.
enum ImportInterruption {
    /// Turns the stop signals into the flag for the rest of the process (the command ends soon after).
    static func watch() {
        stop_signals_install()
    }

    /// Whether a stop signal arrived: one atomic load, cheap enough to ask at every row of a review log.
    static func isRequested() -> Bool {
        stop_signals_received() != 0
    }

    /// When a stop signal arrived: says on stderr that nothing from `name` was imported, and exits with its status.
    static func exitIfRequested(_ name: String) throws {
        let signal = stop_signals_received()
        guard signal != 0 else { return }
        TextOutput.standardError.write("kanji-tui: \(name): stopped by \(Self.name(of: signal)); nothing imported\n")
        throw status(for: signal)
    }

    /// `UserDataExit.onError` for a step a stop signal ends (`UserDataError.Problem.stopped`): reported as stopped.
    static func onUserDataError<Value>(_ name: String, _ body: () throws(UserDataError) -> Value) throws -> Value {
        do {
            return try body()
        } catch {
            try exitIfRequested(name)
            return try UserDataExit.onError { () throws(UserDataError) in throw error }
        }
    }

    /// 128 + the signal's number, as a shell reports a command the signal ended.
    static func status(for signal: Int32) -> ExitCode {
        switch signal {
        case SIGHUP: ExitCode(129)
        case SIGTERM: ExitCode(143)
        default: ExitCode(130)
        }
    }

    static func name(of signal: Int32) -> String {
        switch signal {
        case SIGHUP: "SIGHUP"
        case SIGTERM: "SIGTERM"
        default: "SIGINT (Ctrl-C)"
        }
    }
}
