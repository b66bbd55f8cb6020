import ArgumentParser
import KanjiKit

/// `study import`'s question before it adds more than a handful of cards: an import of a whole Anki collection, a
/// JLPT level or a long text is asked about once, on a terminal, with how many cards it adds; `--yes` answers for
/// a script. Without a terminal to ask on and without `--yes`, nothing is imported (exit status 2).
enum ImportConfirmation {
    /// Imports that add at most this many cards go ahead without a question.
    static let threshold = 20

    /// Asks whether to add `count` new cards from `name` (when more than `threshold` and not `yes`), on the terminal
    /// (`TerminalQuestion`).
    /// - Throws: exit status 1 when the answer is not yes, 2 when there is no terminal to ask on, the signal's when
    ///   Ctrl-C (or another stop signal) interrupts the question.
    static func confirm(adding count: Int, importing name: String, to path: String, yes: Bool, stdinIsInput: Bool) throws {
        guard count > threshold, !yes else { return }
        let question = "kanji-tui: add \(count) new cards to the study list (\(path))? [y/N] "
        let answer: String?
        switch TerminalQuestion.ask(question, stdinIsInput: stdinIsInput) {
        case .line(let line):
            answer = line
        case .noTerminal:
            TextOutput.standardError.write("kanji-tui: this import would add \(count) new cards to the study list (more than "
                + "\(threshold)), and there is no terminal to ask on; pass --yes to import them (nothing imported)\n")
            throw ExitCode(2)
        }
        guard let answer, ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else {
            try ImportInterruption.exitIfRequested(name)
            TextOutput.standardError.write("kanji-tui: nothing imported\n")
            throw ExitCode(1)
        }
    }
}
