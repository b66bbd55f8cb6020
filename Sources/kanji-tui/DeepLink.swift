import ArgumentParser
import KanjiKit
import KanjiScreens

/// Where `kanji-tui 日` or `kanji-tui --word 日本` should open, checked before the screen is touched
/// so a mistake is reported on a normal terminal with exit status 1.
enum DeepLink {
    case kanji(Kanji)
    case word(Word)

    /// - Returns: nil when neither was given.
    /// - Throws: `ExitCode(1)` after saying what is unknown; `ExitCode(2)` for bad data.
    static func resolve(kanji character: String?, word written: String?, in store: KanjiStore) throws -> DeepLink? {
        if let character {
            guard let kanji = try BadData.exitOnError({ () throws(DatasetError) in try store.kanji(for: character) }) else {
                TextOutput.standardError.write("kanji-tui: \(character) is not a kanji in the dataset (KANJIDIC2 characters with English meanings).\n")
                throw ExitCode(1)
            }
            return .kanji(kanji)
        }
        guard let written else { return nil }
        let (entries, kanji) = try BadData.exitOnError { () throws(DatasetError) in
            (try store.entries(for: written), try store.kanji(in: written))
        }
        guard !kanji.isEmpty else {
            TextOutput.standardError.write("kanji-tui: \"\(written)\" contains no kanji the dataset knows.\n")
            throw ExitCode(1)
        }
        return .word(entries.first ?? Word(headword: written, reading: written, glosses: ["(not in the word list)"], isCommon: false))
    }

    @MainActor
    func open(in browser: KanjiBrowser) {
        switch self {
        case .kanji(let kanji): browser.application.openDetail(of: kanji)
        case .word(let word): browser.application.openKanji(of: word)
        }
    }
}
