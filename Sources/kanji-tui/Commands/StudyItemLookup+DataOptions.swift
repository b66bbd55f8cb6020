import KanjiKit
import StudyExchange

extension StudyItemLookup {
    /// The lookup on the data the command's options name; data that cannot be opened is reported and ends the command
    /// (exit status 2), as for every command that needs it.
    init(data: DataOptions) throws {
        let store = try data.openStore()
        let directory = try data.dataDirectory()
        let dictionary = try BadData.exitOnError { () throws(DatasetError) in try WordDictionary(directory: directory) }
        self.init(store: store, dictionary: dictionary)
    }

    /// The lookup with the pitch accents too, for the Anki exports: a missing or damaged `pitch.bin` is said once on
    /// standard error and the words go without their accent, as `word` prints them, rather than no export at all.
    init(exportingFrom data: DataOptions) throws {
        let plain = try StudyItemLookup(data: data)
        let directory = try data.dataDirectory()
        var pitch: PitchDictionary?
        do {
            pitch = try PitchDictionary(directory: directory)
        } catch {
            TextOutput.standardError.write("kanji-tui: \(error); words are exported without their pitch accent\n")
        }
        self.init(store: plain.store, dictionary: plain.dictionary, pitch: pitch)
    }

    /// The data when it can be opened, else nil and nothing said: for output that is only better with meanings
    /// (`study list`), which must not fail for want of the dictionary.
    init?(ifAvailable data: DataOptions) {
        guard let directory = try? DataLocation.directory(explicit: data.directory),
              let store = try? KanjiStore(directory: directory, edictPath: data.edictPath),
              let dictionary = try? WordDictionary(directory: directory) else { return nil }
        self.init(store: store, dictionary: dictionary)
    }
}
