import ArgumentParser
import KanjiKit
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
}
