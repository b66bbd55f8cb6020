import ArgumentParser
import KanjiKit
import StudyExchange
import YomitanDictionaries

/// The learner's Yomitan dictionaries as the commands that search or rank words open them: beside the user database
/// when a place for it is known, else none (a search works without them). A damaged manifest or dictionary is
/// exit status 2, with its message.
enum LearnerDictionaryFiles {
    /// The library beside the user database `userData` names, or nil when no place for it is known.
    static func library(beside userData: UserDataOptions) -> DictionaryLibrary? {
        (try? userData.location()).map(DictionaryLibrary.init(besideUserDatabase:))
    }

    /// JMdict and the enabled dictionaries, ranked by the chosen frequency list.
    static func search(words: WordDictionary, beside userData: UserDataOptions) throws -> CombinedWordSearch {
        let library = library(beside: userData)
        return try DictionaryLibraryOptions.onStorageError { () throws(StorageError) in
            CombinedWordSearch(words: words, dictionaries: try library.map(InstalledDictionaries.init(library:)),
                               ranking: try library.flatMap(FrequencyRanking.init(library:)))
        }
    }

    /// The frequency list the learner ranks words by (`dict rank`), or nil.
    static func ranking(beside userData: UserDataOptions) throws -> FrequencyRanking? {
        let library = library(beside: userData)
        return try DictionaryLibraryOptions.onStorageError { () throws(StorageError) in try library.flatMap(FrequencyRanking.init(library:)) }
    }

    /// The glossary of the dictionary titled `title` in `library` for the Anki notes and exports, enabled or not;
    /// nil when it is no longer installed (JMdict's senses are used). A record that cannot be read gives no
    /// definitions, so that word keeps JMdict's senses too: a note is never lost to a damaged dictionary.
    /// - Throws: `StorageError` when the manifest or the dictionary's files cannot be opened (said by the caller: a
    ///   command's line and exit status 2, or nothing in the browser, whose notes then take JMdict's senses).
    static func glossary(titled title: String, in library: DictionaryLibrary) throws(StorageError) -> ChosenGlossary? {
        let dictionaries = try InstalledDictionaries(library: library, only: title)
        guard !dictionaries.titles.isEmpty else { return nil }
        return ChosenGlossary(dictionary: title) { expression, reading in
            let terms = (try? dictionaries.terms(for: expression)) ?? []
            return terms.filter { $0.value.expression == expression && ($0.value.reading.isEmpty || $0.value.reading == reading) }
                .flatMap { GlossaryRenderer.definitions(of: $0.value.glossary) }
        }
    }

    /// `--glossary-dictionary TITLE`: the installed title it names (exactly or ignoring case), or exit status 1 naming
    /// the installed ones.
    static func installedTitle(_ title: String, beside userData: UserDataOptions) throws -> (title: String, library: DictionaryLibrary) {
        guard let library = library(beside: userData) else {
            TextOutput.standardError.write("kanji-tui: no dictionary '\(title)' is installed (no place for user data is known)\n")
            throw ExitCode(1)
        }
        return (try DictionaryLibraryOptions.onError { () throws(LibraryError) in try library.installedTitle(title) }, library)
    }
}
