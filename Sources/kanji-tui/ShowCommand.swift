import ArgumentParser
import KanjiKit

/// `kanji-tui show 日`: everything about one kanji, as text or JSON.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        _superCommandName: CommandRouting.toolName,
        abstract: "Print the full detail of one kanji and the common words that use it."
    )

    @Argument(help: "The kanji, e.g. 日.")
    var character: String

    @Flag(help: "Print JSON (all words) instead of text.")
    var json = false

    @Option(parsing: .unconditional, help: "How many words to print as text; 0 prints all.")
    var limit = 12

    @OptionGroup var data: DataOptions

    func validate() throws {
        guard character.count == 1 else {
            throw ValidationError("'show' takes one kanji, not \"\(character)\"; for a word use 'kanji-tui word \(character)'.")
        }
        guard limit >= 0 else { throw ValidationError("--limit must be 0 (all) or more, not \(limit).") }
    }

    func run() throws {
        let store = try data.openStore()
        let kanji = try BadData.exitOnError { () throws(DatasetError) in try store.kanji(for: character) }
        guard let kanji else {
            TextOutput.standardError.write("kanji-tui: \(character) is not a kanji in the dataset (KANJIDIC2 characters with English meanings).\n")
            throw ExitCode(1)
        }
        let words = try BadData.exitOnError { () throws(DatasetError) in try store.words(containing: kanji) }
        if json {
            try JSONOutput.print(KanjiReport(kanji: kanji, words: words))
        } else {
            TextOutput.standardOutput.write(PlainText.detail(of: kanji, words: words, limit: limit == 0 ? nil : limit))
        }
    }
}

/// The JSON shape of `show`.
struct KanjiReport: Encodable {
    let kanji: Kanji
    let words: [Word]
}
