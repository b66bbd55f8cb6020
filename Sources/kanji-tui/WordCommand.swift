import ArgumentParser
import KanjiKit

/// `kanji-tui word 日本`: a word's dictionary entries and the kanji it is written with.
struct WordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "word",
        abstract: "Print a word's readings and glosses and the kanji in it with their meanings."
    )

    @Argument(help: "The word as written, e.g. 日本.")
    var word: String

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @OptionGroup var data: DataOptions

    func run() throws {
        let store = try data.openStore()
        let (entries, kanji) = try BadData.exitOnError { () throws(DatasetError) in
            (try store.entries(for: word), try store.kanji(in: word))
        }
        guard !kanji.isEmpty else {
            TextOutput.standardError.write("kanji-tui: \"\(word)\" contains no kanji the dataset knows.\n")
            throw ExitCode(1)
        }
        if json {
            try JSONOutput.print(WordReport(word: word, entries: entries, kanji: kanji))
        } else {
            TextOutput.standardOutput.write(PlainText.word(word, entries: entries, kanji: kanji))
        }
    }
}

/// The JSON shape of `word`.
struct WordReport: Encodable {
    let word: String
    let entries: [Word]
    let kanji: [Kanji]
}
