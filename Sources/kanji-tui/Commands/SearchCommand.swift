import ArgumentParser
import KanjiKit

/// `kanji-tui search nichi`: the kanji a learner means by a meaning, a reading or the character, best first.
struct SearchCommand: QueryCommand {
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

    static let queryWords = QueryWords(
        queryHelp: "What to look for, e.g. water, みず, mizu or 水; several words must all match one meaning.",
        example: "water", limitHelp: "How many kanji to print as text; 0 prints all.")
    static let textFormat = KanjiListFormat.text

    @OptionGroup var lookup: QueryOptions<SearchCommand>

    func run() throws {
        let store = try lookup.data.openStore()
        let found = try BadData.exitOnError { () throws(DatasetError) in try store.searchKanji(lookup.text).map(\.kanji) }
        try lookup.format.print(lookup.nonEmpty(found, nothing: "no kanji match"), textLimit: lookup.count)
    }
}
