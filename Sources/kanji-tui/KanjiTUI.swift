import ArgumentParser
import KanjiKit
import KanjiScreens
import TerminalUI

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

    /// For `make bench`: draw the first frame, restore the terminal and exit (time to first frame).
    @Flag(help: .hidden)
    var exitAfterFirstFrame = false

    mutating func run() throws {
        let store = try data.openStore()
        let attribution = (try? DataFile(contentsOf: data.dataDirectory() + "/ATTRIBUTION.md"))
            .map { String(decoding: $0.bytes, as: UTF8.self) } ?? "ATTRIBUTION.md is missing beside the data; see the README."
        let browser = try BadData.exitOnError { () throws(DatasetError) in try KanjiBrowser(store: store, attribution: attribution) }
        do {
            try TerminalApp(browser: browser).run(stopAfterFirstFrame: exitAfterFirstFrame)
        } catch let error as TerminalSessionError {
            StandardError.write("kanji-tui: \(error)\n")
            if error == .notATerminal {
                StandardError.write("For plain output use 'kanji-tui show 日' or 'kanji-tui word 日本' (see --help).\n")
            }
            throw ExitCode(2)
        }
    }
}
