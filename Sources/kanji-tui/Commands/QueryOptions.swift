import ArgumentParser

/// A command that finds things by a free query, best first (`search` its kanji, `words` its words): what
/// `QueryOptions` needs to say in that command's words.
protocol QueryCommand: ParsableCommand {
    /// How the command prints what it found: `--text` (the default), `--json` or `--tsv`.
    associatedtype Format: EnumerableFlag

    /// How the command speaks of its query in its help and in the line an empty query gets.
    static var queryWords: QueryWords { get }
    /// The format without a flag: text, for reading.
    static var textFormat: Format { get }
}

/// The query, format, `--limit` and data options `search` and `words` take alike, and their checks: one
/// declaration, so the two commands cannot drift apart in what they accept or how they refuse it.
struct QueryOptions<Command: QueryCommand>: ParsableArguments {
    @Argument(help: Command.queryWords.queryHelp)
    var query: [String]

    @Flag var format: Command.Format = Command.textFormat

    @Option(parsing: .unconditional, help: Command.queryWords.limitHelp)
    var limit = 20

    @OptionGroup var data: DataOptions

    func validate() throws {
        let name = Command.configuration.commandName ?? ""
        guard query.contains(where: { $0.contains { !$0.isWhitespace } }) else {
            throw ValidationError("'\(name)' needs something to look for, e.g. 'kanji-tui \(name) \(Command.queryWords.example)'.")
        }
        guard limit >= 0 else { throw ValidationError("--limit must be 0 (all) or more, not \(limit).") }
    }

    /// The query's words as one text: `search water fall` looks for "water fall".
    var text: String { query.joined(separator: " ") }

    /// How many results to print; nil for all (`--limit 0`).
    var count: Int? { limit == 0 ? nil : limit }

    /// `found`, unless it is empty: then one line on standard error, "kanji-tui: no kanji match 'x'.", and exit
    /// status 1, which scripts tell from an error (2).
    /// - Parameter nothing: what the line says of the query, "no kanji match".
    func nonEmpty<Found>(_ found: [Found], nothing: String) throws -> [Found] {
        guard !found.isEmpty else {
            TextOutput.standardError.write("kanji-tui: \(nothing) \(ArgumentText.quoted(text)).\n")
            throw ExitCode(1)
        }
        return found
    }
}

/// How a `QueryCommand` speaks of its query, in its own words.
struct QueryWords {
    /// The query argument's help, with examples of what the command finds things by.
    let queryHelp: ArgumentHelp
    /// A query that finds something, for the line an empty query gets: 'kanji-tui search water'.
    let example: String
    /// `--limit`'s help: what is counted, and what 0 does.
    let limitHelp: ArgumentHelp
}
