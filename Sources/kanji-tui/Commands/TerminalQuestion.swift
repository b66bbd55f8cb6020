@preconcurrency import Glibc
import KanjiKit

/// A question a command asks the person at the terminal before it writes (`study import`'s "add 900 new cards?",
/// `study add 水`'s "the word or the kanji?"): on stdin when it is a terminal and not the command's own input, else
/// on `/dev/tty`, so a pipe into the command does not answer it.
enum TerminalQuestion {
    /// What the terminal said.
    enum Answer {
        /// The line typed (without its line break); `nil` when the input ended first.
        case line(String?)
        /// No terminal to ask on: a script, a cron job, a test in a session of its own.
        case noTerminal
    }

    /// Asks `question` (its lines as they are, no line break added after the last) and reads one line.
    /// - Parameter stdinIsInput: standard input is the command's input (a file read from `-`), never the answer.
    static func ask(_ question: String, stdinIsInput: Bool) -> Answer {
        if !stdinIsInput && isatty(STDIN_FILENO) == 1 {
            TextOutput.standardError.write(question)
            return .line(readLine())
        }
        let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard terminal >= 0 else { return .noTerminal }
        defer { close(terminal) }
        return .line(ask(question, on: terminal))
    }

    /// Writes `question` to the terminal `descriptor` and reads one line from it (`nil` at its end).
    private static func ask(_ question: String, on descriptor: Int32) -> String? {
        let prompt = Array(TextSanitizer.sanitizeKeepingLayout(question).utf8)
        _ = prompt.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count < 0 && errno == EINTR && !ImportInterruption.isRequested() { continue }
            guard count == 1 else { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
    }
}
