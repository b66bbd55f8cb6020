import ArgumentParser

/// `kanji-tui`: the interactive browser by default (`browse`), plain lookups for scripts as subcommands.
@main
struct KanjiTUI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kanji-tui",
        abstract: "Browse every kanji of KANJIDIC2 in the terminal, with readings, meanings and common words.",
        discussion: """
            Run without a subcommand (or with a kanji, or --word) to open the full-screen browser. Data: KANJIDIC2, EDICT and \
            KRADFILE by the Electronic Dictionary Research and Development Group (CC BY-SA); \
            JLPT N-levels from the unofficial tanos.co.uk lists. See 'kanji-tui about'.
            """,
        version: KanjiTUIVersion.current,
        subcommands: [BrowseCommand.self, ShowCommand.self, WordCommand.self, SearchCommand.self, ListCommand.self, AboutCommand.self],
        defaultSubcommand: BrowseCommand.self
    )
}
