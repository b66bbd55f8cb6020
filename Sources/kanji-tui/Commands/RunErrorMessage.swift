import ArgumentParser

/// The message for an error a command's `run()` threw, ending, for a usage error, with that command's own usage line
/// and help hint, as one from its `validate()` or its parsing does.
///
/// Why: swift-argument-parser names the command of a parsing or `validate()` error (it knows the command stack then),
/// but an error `run()` throws reaches `main` bare, and `KanjiTUI.fullMessage(for:)` ends it with the root's usage,
/// "Usage: kanji-tui <subcommand>", as `say` did for 1,001 characters. Every command's `run()` errors pass here.
enum RunErrorMessage {
    /// The full message for `error`, thrown by the `run()` of `command` (a command of ``KanjiTUI``'s tree).
    static func text(for error: Error, thrownBy command: ParsableCommand.Type) -> String {
        guard let validation = error as? ValidationError, let path = names(to: command, under: KanjiTUI.self) else {
            return KanjiTUI.fullMessage(for: error)
        }
        // swift-argument-parser's layout: a usage that wraps is indented under its first line.
        let usage = KanjiTUI.usageString(for: command).split(separator: "\n", omittingEmptySubsequences: false)
            .joined(separator: "\n       ")
        return "Error: \(validation.message)\nUsage: \(usage)\n  See '\(path.joined(separator: " ")) --help' for more information."
    }

    /// The names from `root` down to `command` ("kanji-tui", "study", "add"), or nil when it is not in the tree.
    static func names(to command: ParsableCommand.Type, under root: ParsableCommand.Type) -> [String]? {
        let name = root._commandName
        if ObjectIdentifier(root) == ObjectIdentifier(command) { return [name] }
        for child in root.configuration.subcommands {
            if let below = names(to: command, under: child) { return [name] + below }
        }
        return nil
    }
}
