import AnkiConnect
import Browser
import Dispatch
import FSRS
import Foundation
import KanjiKit
import Segmentation
import Speech
import StudyExchange
import UserData
import UserDataStores
import YomitanDictionaries

/// The browser's link to the running Anki (``AnkiLink``) on AnkiConnect: a keep's note is made on the key (from the
/// data and the reader's segmenter), queued in the user database before the key returns, and sent on a thread of the
/// link's own by ``AnkiLinkSender``, which every other sender shares (`anki send`, `study add --anki`); the pane's
/// "Anki:" line asks `findNotes` on that thread too. Nothing here ever waits for Anki on the key path.
final class AnkiConnectLink: AnkiLink {
    let settings: AnkiLinkSettings
    /// Strong: the user database the queue is in.
    private let database: UserDatabase
    private let sender: AnkiLinkSender
    /// Strong: the data and dictionary notes are written from.
    private let maker: AnkiLinkNoteMaker
    private let voice: SpeechVoice
    /// Strong: the browser's one segmenter (``share(_:)``), which reads the sentences' furigana; it refers to no
    /// screen. `nil` until shared: notes then go without them.
    private var segmenter: SegmenterSource?
    /// Strong: what the link's thread learnt, shared with it.
    private let mailbox = AnkiLinkMailbox()
    /// Strong: the link's one thread, sends and questions in the order asked, never two at once; its work holds the
    /// sender and the mailbox, never this object.
    private let queue = DispatchQueue(label: "kanji-tui.anki")

    /// The link the saved settings describe, or `nil` when they say off (or were never saved, or cannot be read).
    init?(database: UserDatabase, store: KanjiStore, words: WordDictionary, pitch: PitchDictionary?, dataDirectory: String,
          environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let json = try? database.ankiLinkSettings(), let settings = try? AnkiLinkSettings(json: json), settings.isOn else { return nil }
        let text = environment["KANJI_TUI_ANKI_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? settings.address
        guard let address = try? AnkiConnectClient.address(parsing: text) else { return nil }
        self.settings = settings
        self.database = database
        voice = SpeechVoice(dataDirectory: dataDirectory)
        // The learner's chosen glossary (`anki setup --glossary-dictionary`), beside the user database; JMdict's when it
        // is gone or cannot be opened.
        let glossary = settings.glossaryDictionary.flatMap { title in
            try? LearnerDictionaryFiles.glossary(titled: title, in: DictionaryLibrary(besideUserDatabase: database.path))
        }
        maker = AnkiLinkNoteMaker(lookup: StudyItemLookup(store: store, dictionary: words, pitch: pitch, glossary: glossary), settings: settings)
        sender = AnkiLinkSender(database: database, client: AnkiConnectClient(address: address, key: settings.key, timeout: 3),
                                synthesizer: try? OpenJTalk(voice: voice))
    }

    /// Reads sentences with the browser's own segmenter (opened when the Read tab first needs it), not a second MeCab.
    func share(_ segmenter: SegmenterSource) {
        self.segmenter = segmenter
    }

    var isOn: Bool { true }

    var keepsInStudyList: Bool { settings.destination == .both }

    /// Sends what waited from an earlier session (Anki was closed then): the browser's start.
    func sendWaiting() {
        guard (try? database.waitingAnkiNoteCount()) ?? 0 > 0 else { return }
        run { sender, mailbox throws(UserDataError) in
            let report = try sender.sendWaiting(now: Self.now)
            let sent = report.sent.filter { if case .refused = $0.outcome { false } else { true } }.count
            if sent > 0 { mailbox.post("\(sent) note\(sent == 1 ? "" : "s") that waited went to Anki") }
            if let line = Self.trouble(in: report) { mailbox.post(line) }
        }
    }

    func send(_ item: LookupItem, context: StudyContext?) {
        let recorded = RecordedItem(item)
        let readings = AnkiLinkReadings(segmenter: try? segmenter?.segmenter.get())
        let made = Result { () throws(DatasetError) in
            try AnkiLinkNotes(maker: maker, readings: readings, voice: voice)
                .note(for: recorded, sentence: context.map(StudySentence.init))
        }
        let note: AnkiLinkNote
        switch made {
        case .success(let made): note = made
        case .failure(let error):
            mailbox.post("\(recorded.displayName) not sent to Anki: \(error.description)")
            return
        }
        do {
            try database.queueAnkiNote(note.jsonText, label: note.label, at: Self.now())
        } catch {
            mailbox.post("\(recorded.displayName) not sent to Anki: \(error.message)")
            return
        }
        mailbox.setPresence(.asking, of: recorded)
        let deck = settings.deck
        run { sender, mailbox throws(UserDataError) in
            let report = try sender.sendWaiting(now: Self.now)
            for (label, outcome) in report.sent where label == note.label {
                switch outcome {
                case .added: mailbox.post("\(label) added to Anki (\(deck))"); mailbox.setPresence(.present(notes: 1), of: recorded)
                case .present: mailbox.post("\(label) is in Anki already (\(deck))"); mailbox.setPresence(nil, of: recorded)
                case .refused(let reason): mailbox.post("Anki refused \(label): \(reason)"); mailbox.setPresence(nil, of: recorded)
                }
            }
            if let line = Self.trouble(in: report) {
                mailbox.post(line)
                mailbox.setPresence(nil, of: recorded)
            }
        }
    }

    func presence(of item: LookupItem) -> AnkiPresence {
        let item = RecordedItem(item)
        if let known = mailbox.presence(of: item) { return known }
        guard let query = try? query(for: item) else { return .off }
        mailbox.setPresence(.asking, of: item)
        run { sender, mailbox in
            do throws(AnkiConnectError) {
                let notes = try sender.client.perform(.findNotes(query))
                mailbox.setPresence(notes.isEmpty ? .absent : .present(notes: notes.count), of: item)
            } catch {
                mailbox.setPresence(.unreachable(error.isUnreachable ? "not answering at \(sender.client.address.absoluteString)" : error.message), of: item)
            }
        }
        return .asking
    }

    func browse(_ item: LookupItem) -> String? {
        let item = RecordedItem(item)
        if case .absent = mailbox.presence(of: item) { return "Anki has no note of \(item.displayName) yet · a sends it" }
        guard let query = try? query(for: item) else { return "\(item.displayName) cannot be looked for in Anki" }
        run { sender, mailbox in
            do throws(AnkiConnectError) {
                _ = try sender.client.perform(.guiBrowse(query))
            } catch {
                mailbox.post("Anki's browser did not open: \(error.message)")
            }
        }
        return nil
    }

    func takeLateReport() -> String? { mailbox.takeReport() }

    func takeChange() -> Bool { mailbox.takeChange() }

    var isBusy: Bool { mailbox.isBusy }

    /// The search for `item`'s notes: the note type's first field as the note would fill it, in the deck — what
    /// Anki's own duplicate check compares.
    private func query(for item: RecordedItem) throws(DatasetError) -> String? {
        guard let first = try maker.firstField(for: item) else { return nil }
        return "\(AnkiSearch.quoted("deck:" + settings.deck)) \(AnkiSearch.quoted(first.name + ":" + first.value))"
    }

    /// Runs `work` on the link's thread, counted while it runs; a database failure there is said as a line.
    private func run(_ work: @escaping @Sendable (AnkiLinkSender, AnkiLinkMailbox) throws(UserDataError) -> Void) {
        let sender = sender
        let mailbox = mailbox
        mailbox.start()
        queue.async {
            defer { mailbox.finish() }
            do throws(UserDataError) {
                try work(sender, mailbox)
            } catch {
                mailbox.post("The notes for Anki cannot be read or marked: \(error.message)")
            }
        }
    }

    /// The one line a run's trouble makes, short enough for the header: Anki not answering at the address tried, and
    /// how many notes wait.
    private static func trouble(in report: AnkiLinkSender.Report) -> String? {
        guard let unreachable = report.unreachable else { return nil }
        let address = if case .unreachable(let url, _) = unreachable { url.absoluteString } else { "" }
        let notes = report.waiting == 1 ? "1 note waits" : "\(report.waiting) notes wait"
        return "Anki is not answering at \(address): \(notes) (sent at the next start, or kanji-tui anki send)"
    }

    @Sendable private static func now() -> Timestamp { Timestamp(secondsSince1970: Int64(Date().timeIntervalSince1970)) }
}
