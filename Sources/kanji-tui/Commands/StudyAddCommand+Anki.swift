import ArgumentParser
import FSRS
import Foundation
import KanjiKit
import Segmentation
import Speech
import StudyExchange
import UserData
import YomitanDictionaries

extension StudyAddCommand {
    /// `--anki`: the items kept (or, with the link set to Anki only, the items named) go to the running Anki as `a`
    /// sends them — each note queued in the user database first, then everything waiting sent, one line a note.
    /// - Throws: exit status 69 when Anki does not answer (the notes wait).
    func sendToAnki(_ items: [StudyKeeping], settings: AnkiLinkSettings, database: UserDatabase) throws {
        var lookup = try StudyItemLookup(exportingFrom: data)  // with the accents, for {pitch-accents}
        if let title = settings.glossaryDictionary {
            lookup.glossary = try DictionaryLibraryOptions.onStorageError { () throws(StorageError) in
                try LearnerDictionaryFiles.glossary(titled: title, in: DictionaryLibrary(besideUserDatabase: database.path))
            }
        }
        let client = try AnkiLinkOptions.parse([]).client(saved: settings)
        let dataDirectory = try data.dataDirectory()
        let voice = SpeechVoice(dataDirectory: dataDirectory)
        let notes = AnkiLinkNotes(maker: AnkiLinkNoteMaker(lookup: lookup, settings: settings),
                                  readings: AnkiLinkReadings(segmenter: try? WordSegmenter(dictionary: lookup.dictionary)), voice: voice)
        let now = Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970))
        for keeping in items {
            let note = try BadData.exitOnError { () throws(DatasetError) in try notes.note(for: keeping.item, sentence: keeping.sentence) }
            _ = try UserDataExit.onError { () throws(UserDataError) in try database.queueAnkiNote(note.jsonText, label: note.label, at: now) }
        }
        let sender = AnkiLinkSender(database: database, client: client, synthesizer: try? OpenJTalk(voice: voice))
        let report = try UserDataExit.onError { () throws(UserDataError) in try sender.sendWaiting { now } }
        try TextOutput.standardOutput.write(AnkiSendLines.lines(of: report).map { $0 + "\n" }.joined())
        if let unreachable = report.unreachable {
            TextOutput.standardError.write("kanji-tui: \(unreachable.message); 'kanji-tui anki send' sends what waits\n")
            throw ExitCode(69)
        }
    }

    /// The link's settings for `--anki`.
    /// - Throws: exit status 64 when the link was never set up.
    static func ankiSettings(in database: UserDatabase) throws -> AnkiLinkSettings {
        guard let settings = try SavedAnkiLink.settings(in: database) else {
            TextOutput.standardError.write("kanji-tui: --anki needs the link to Anki: run 'kanji-tui anki setup' first (nothing added)\n")
            throw ExitCode.validationFailure
        }
        return settings
    }
}
