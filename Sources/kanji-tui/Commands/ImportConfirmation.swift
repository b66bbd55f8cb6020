import ArgumentParser
@preconcurrency import Glibc
import KanjiKit

/// `study import`'s question before it adds more than a handful of cards: an import of a whole Anki collection, a
/// JLPT level or a long text is asked about once, on a terminal, with how many cards it adds; `--yes` answers for
/// a script. Without a terminal to ask on and without `--yes`, nothing is imported (exit status 2).
enum ImportConfirmation {
    /// Imports that add at most this many cards go ahead without a question.
    static let threshold = 20

    /// Asks whether to add `count` new cards from `name` (when more than `threshold` and not `yes`): on stdin when it
    /// is a terminal (and not the import's own input), else on `/dev/tty`.
    /// - Throws: exit status 1 when the answer is not yes, 2 when there is no terminal to ask on, the signal's when
    ///   Ctrl-C (or another stop signal) interrupts the question.
    static func confirm(adding count: Int, importing name: String, to path: String, yes: Bool, stdinIsInput: Bool) throws {
        guard count > threshold, !yes else { return }
        let question = "kanji-tui: add \(count) new cards to the study list (\(path))? [y/N] "
        let answer: String?
        if !stdinIsInput && isatty(STDIN_FILENO) == 1 {
            TextOutput.standardError.write(question)
            answer = readLine()
        } else {
            let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
            guard terminal >= 0 else {
                TextOutput.standardError.write("kanji-tui: this import would add \(count) new cards to the study list (more than "
                    + "\(threshold)), and there is no terminal to ask on; pass --yes to import them (nothing imported)\n")
                throw ExitCode(2)
            }
            defer { close(terminal) }
            answer = ask(question, on: terminal)
        }
        guard let answer, ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else {
            try ImportInterruption.exitIfRequested(name)
            TextOutput.standardError.write("kanji-tui: nothing imported\n")
            throw ExitCode(1)
        }
    }

    /// Writes `question` to the terminal `descriptor` and reads one line from it (`nil` at its end).
    private static func ask(_ question: String, on descriptor: Int32) -> String? {
        let prompt = Array(TextSanitizer.sanitize(question).utf8)
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
