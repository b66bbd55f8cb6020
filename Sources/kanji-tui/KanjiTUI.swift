import ArgumentParser

/// `kanji-tui`: the interactive browser when run alone, plain lookups for scripts as subcommands.
@main
struct KanjiTUI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kanji-tui",
        abstract: "Browse every kanji of KANJIDIC2 in the terminal, with readings, meanings and common words.",
        discussion: """
            Run without a subcommand to open the full-screen browser. Data: KANJIDIC2, EDICT and \
            KRADFILE by the Electronic Dictionary Research and Development Group (CC BY-SA); \
            JLPT N-levels from the unofficial tanos.co.uk lists. See 'kanji-tui about'.
            """,
        version: KanjiTUIVersion.current,
        subcommands: [ShowCommand.self, WordCommand.self, AboutCommand.self]
    )

    @OptionGroup var data: DataOptions

    mutating func run() throws {
        StandardError.write("kanji-tui: the interactive browser is not built yet; try 'kanji-tui show 日' or 'kanji-tui word 日本'.\n")
        throw ExitCode(2)
    }
}
