import ArgumentParser

/// Picks the subcommand of a plain invocation from its first argument, so that `main` can parse that
/// command type alone: the whole tree costs reflection over every command's properties.
///
/// A parse of one command as root would also try the completion-script flags (two more parsers, a
/// quarter of `show 日`'s instructions); the subcommands that scripts call often skip that check by
/// naming `kanji-tui` as their `_superCommandName`, which also makes their usage lines read
/// "kanji-tui show …" when parsed alone. Their configurations do that with `CommandRouting.toolName`.
enum CommandRouting {
    /// The tool's name, as the commands parsed alone name their super-command.
    static let toolName = "kanji-tui"

    /// Arguments that only the whole tree answers: help, completion scripts, the man page's dump.
    private static let treeArguments: Set<String> = ["-h", "--help", "help", "--version"]

    /// The subcommand `arguments` start with and the arguments after its name, or nil when the whole
    /// tree must parse them: no subcommand named first, or an argument asking for help or scripts.
    static func directSubcommand(for arguments: [String], among subcommands: [ParsableCommand.Type]) -> (ParsableCommand.Type, [String])? {
        guard let name = arguments.first,
              let subcommand = subcommands.first(where: { $0.configuration.commandName == name }),
              !asksTheTree(arguments) else {
            return nil
        }
        return (subcommand, Array(arguments.dropFirst()))
    }

    /// Whether `arguments` are a plain invocation of the default subcommand (the browser: nothing, a kanji,
    /// `--word`, options), which `main` then parses alone: the whole tree cost the browser's start 15 M
    /// instructions to reach it, 3.4 M more than parsing the browser's own options alone.
    static func invokesTheDefault(_ arguments: [String], among subcommands: [ParsableCommand.Type]) -> Bool {
        !asksTheTree(arguments) && !subcommands.contains { $0.configuration.commandName == arguments.first }
    }

    private static func asksTheTree(_ arguments: [String]) -> Bool {
        arguments.contains { treeArguments.contains($0) || $0.hasPrefix("--generate-completion-script")
            || $0.hasPrefix("--experimental") || $0.hasPrefix("---") }
    }
}
