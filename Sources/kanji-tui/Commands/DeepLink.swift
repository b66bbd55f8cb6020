import ArgumentParser
import KanjiKit
import Browser

/// Where `kanji-tui 日` or `kanji-tui --word 日本` should open, checked before the screen is touched
/// so a mistake is reported on a normal terminal with exit status 1.
enum DeepLink {
    /// - Returns: nil when neither was given.
    /// - Throws: `ExitCode(1)` after saying what is unknown; `ExitCode(2)` for bad data.
    /// - Parameter words: the word dictionary, or why it could not be opened (reported when a word is asked for).
    static func resolve(kanji character: String?, word written: String?, in store: KanjiStore,
                        words: Result<WordDictionary, DatasetError>) throws -> AppLink? {
        if let character {
            guard let kanji = try BadData.exitOnError({ () throws(DatasetError) in try store.kanji(for: character) }) else {
                TextOutput.standardError.write("kanji-tui: \(character) is not a kanji in the dataset (KANJIDIC2 characters with English meanings).\n")
                throw ExitCode(1)
            }
            return AppLink(tab: .kanji, routes: [.kanjiDetail(kanji.character)])
        }
        guard let written else { return nil }
        let entries = try BadData.exitOnError { () throws(DatasetError) in try words.get().entries(headword: written) }
        // The entry written so, before one that only reads so (かみ is 紙 before 神 by rank, but 上 has no かみ form).
        guard let entry = entries.first(where: { $0.isKeyed(by: written) }) ?? entries.first else {
            TextOutput.standardError.write("kanji-tui: \(ArgumentText.quoted(written)) is not a word in JMdict; 'kanji-tui words \(written)' searches for it.\n")
            throw ExitCode(1)
        }
        return AppLink(tab: .words, routes: [.wordDetail(rank: entry.rank)])
    }
}
