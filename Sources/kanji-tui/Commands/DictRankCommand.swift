import ArgumentParser
import YomitanDictionaries

/// `kanji-tui dict rank TITLE`: words are ranked by a frequency dictionary the learner chose (JPDB's, Innocent
/// Corpus); `dict rank --off` goes back to the built-in ranking. Kept in the dictionaries' manifest.
struct DictRankCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rank",
        abstract: "Rank words by an installed frequency dictionary (--off: the built-in ranking).",
        discussion: DictCommand.howToBring + "\n\n" + """
            With a frequency dictionary chosen, 'words' and the Words tab order each tier of their results (the \
            words the query writes or reads, the inflected ones, the prefixes, the glosses) by its frequencies, \
            and 'analyze --unknown' its unknown words, commonest first; the words it lacks come after those it \
            has, in their built-in order. A dictionary whose index says "frequencyMode": "occurrence-based" counts \
            (higher is commoner); any other gives ranks (lower is commoner). It ranks whether or not it is enabled \
            for lookups; removing it goes back to the built-in ranking. 'dict list' marks it [ranks words]. Exit \
            status: 0; 1 when no dictionary has that title.
            """)

    @Argument(help: ArgumentHelp("The frequency dictionary's title, as 'dict list' shows it.", valueName: "title"))
    var title: String?

    @Flag(help: "Go back to the built-in ranking (JMdict's priorities and wordfreq).")
    var off = false

    @OptionGroup var options: DictionaryLibraryOptions

    func validate() throws {
        switch (title, off) {
        case (nil, false): throw ValidationError("'dict rank' needs a title, e.g. 'kanji-tui dict rank JPDB', or --off.")
        case (.some, true): throw ValidationError("'dict rank' takes a title or --off, not both.")
        case (.some, false), (nil, true): break
        }
    }

    func run() throws {
        let library = try options.library()
        let chosen = try DictionaryLibraryOptions.onError { () throws(LibraryError) in try library.setRanking(title: off ? nil : title) }
        guard let chosen else { return try TextOutput.standardOutput.write("words are ranked by the built-in ranking\n") }
        let listing = try DictionaryLibraryOptions.onStorageError { () throws(StorageError) in try library.list() }.first { $0.dictionary.title == chosen }
        try TextOutput.standardOutput.write("words are ranked by \(chosen)\n")
        if let listing, listing.dictionary.termMeta == 0 {
            TextOutput.standardError.write("kanji-tui: note: \(chosen) holds no term frequencies, so no word is ranked by it\n")
        }
    }
}
