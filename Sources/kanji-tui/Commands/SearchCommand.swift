import ArgumentParser
import KanjiKit

/// `kanji-tui search nichi`: the kanji a learner means by a meaning, a reading or the character, best first.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        _superCommandName: CommandRouting.toolName,
        abstract: "Find kanji by English meaning, reading (kana or romaji) or the characters themselves.",
        discussion: """
            Matches, best first: the kanji in the query itself (paste 語 or 日本語); a reading equal to the \
            query (ニチ, にち and nichi all find 日; kō, kou and koo are the same); meanings holding each query \
            word as a whole word (car finds 車 before "carry"); meanings with a word starting with each query \
            word (wat finds 水 by "water"); readings starting with the query. Within \
            each, the most frequent kanji come first.

            --tsv columns: \(KanjiTSV.header.split(separator: "\t").joined(separator: ", ")). \
            Readings are joined by ",", meanings by "|"; unknown values are empty.
            """
    )

    @Argument(help: "What to look for, e.g. water, みず, mizu or 水; several words must all match one meaning.")
    var query: [String]

    @Flag var format = KanjiListFormat.text

    @Option(parsing: .unconditional, help: "How many kanji to print as text; 0 prints all.")
    var limit = 20

    @OptionGroup var data: DataOptions

    func validate() throws {
        guard query.contains(where: { $0.contains { !$0.isWhitespace } }) else {
            throw ValidationError("'search' needs something to look for, e.g. 'kanji-tui search water'.")
        }
        guard limit >= 0 else { throw ValidationError("--limit must be 0 (all) or more, not \(limit).") }
    }

    func run() throws {
        let store = try data.openStore()
        let text = query.joined(separator: " ")
        let found = try BadData.exitOnError { () throws(DatasetError) in try store.searchKanji(text).map(\.kanji) }
        guard !found.isEmpty else {
            TextOutput.standardError.write("kanji-tui: no kanji match \(ArgumentText.quoted(text)).\n")
            throw ExitCode(1)
        }
        try format.print(found, textLimit: limit == 0 ? nil : limit)
    }
}
