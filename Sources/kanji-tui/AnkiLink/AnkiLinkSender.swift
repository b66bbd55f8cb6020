import AnkiConnect
import FSRS
import Foundation
import Speech
import StudyExchange
import UserData

/// Sends the notes waiting in the user database's queue to the running Anki, oldest first, and marks each one that
/// arrived — so however often it runs (after each keep, at the browser's start, `anki send`) a note is added once.
///
/// A note Anki already has (its duplicate check on the note type's first field, in the deck) is marked
/// ``AnkiDelivery/present``, not added again: a keep of a word kept before, or a note sent just before a crash that
/// left it marked waiting. When Anki does not answer, sending stops there and everything left waits.
struct AnkiLinkSender: Sendable {
    /// Strong: the user database the queue is in (thread-safe: its own connections).
    let database: UserDatabase
    let client: AnkiConnectClient
    /// Makes a word's sound (Open JTalk); `nil` where there is no speech, and notes then go without it.
    let synthesizer: OpenJTalk?

    /// What became of one note.
    enum Outcome: Equatable {
        case added(Int64)
        case present
        /// Anki said no (a note type or deck gone, a field renamed): it waits, with this message.
        case refused(String)
    }

    /// What one run did.
    struct Report {
        var sent: [(label: String, outcome: Outcome)] = []
        /// Why sending stopped before the end of the queue, Anki not answering (its message); `nil` when it did not.
        var unreachable: AnkiConnectError?
        /// How many notes still wait.
        var waiting = 0
    }

    /// Sends every waiting note it can.
    /// - Throws: the database's error when the queue cannot be read or written.
    func sendWaiting(now: () -> Timestamp) throws(UserDataError) -> Report {
        var report = Report()
        queue: for row in try database.waitingAnkiNotes() {
            let note: AnkiLinkNote
            do {
                note = try JSONDecoder().decode(AnkiLinkNote.self, from: Data(row.note.utf8))
            } catch {
                let message = "the queued note does not read (\(error))"
                try database.noteAnkiFailure(row.id, message: message)
                report.sent.append((row.label, .refused(message)))
                continue
            }
            let outcome: Outcome
            do {
                outcome = try send(note)
            } catch {
                if error.isUnreachable {
                    report.unreachable = error
                    break queue
                }
                outcome = .refused(error.message)
            }
            switch outcome {
            case .added(let id): try database.markAnkiNoteDelivered(row.id, as: .added, ankiNoteID: id, at: now())
            case .present: try database.markAnkiNoteDelivered(row.id, as: .present, ankiNoteID: nil, at: now())
            case .refused(let message): try database.noteAnkiFailure(row.id, message: message)
            }
            report.sent.append((row.label, outcome))
        }
        report.waiting = try database.waitingAnkiNoteCount()
        return report
    }

    /// One note: its sound stored first, then the note, unless Anki has it.
    private func send(_ queued: AnkiLinkNote) throws(AnkiConnectError) -> Outcome {
        var note = queued.note
        if let audio = queued.audio {
            if let synthesizer, let bytes = sound(audio, synthesizer: synthesizer) {
                _ = try client.perform(.storeMediaFile(named: audio.filename, contents: bytes))
            } else {
                // No speech here: the note goes without its sound rather than with a tag that plays nothing.
                note.fields = note.fields.mapValues { $0.replacingOccurrences(of: "[sound:\(audio.filename)]", with: "") }
            }
        }
        // Asked first, not left to addNote: the add-on's addNote refuses a duplicate, but anki-connect-server's
        // adds it regardless (its canAddNotes… still checks), and a note must never arrive twice.
        switch try canAdd(note) {
        case .some(let reason) where reason.localizedCaseInsensitiveContains("duplicate"): return .present
        case .some(let reason): return .refused(reason)
        case nil: break
        }
        do {
            return .added(try client.perform(.addNote(note)))
        } catch .refused(_, let reason) where reason.localizedCaseInsensitiveContains("duplicate") {
            return .present
        }
    }

    /// Why Anki cannot add `note` (a duplicate in the deck, a deck or note type gone); `nil` when it can. An add-on older
    /// than `canAddNotesWithErrorDetail` answers with `canAddNotes`, whose `false`, for a note whose first field is the
    /// word, is a duplicate.
    private func canAdd(_ note: AnkiConnectNote) throws(AnkiConnectError) -> String? {
        do throws(AnkiConnectError) {
            let answer = try client.perform(.canAddNotesWithErrorDetail([note]))
            guard let first = answer.first else { throw .badAnswer("canAddNotesWithErrorDetail gave no answer") }
            return first.canAdd ? nil : (first.error ?? "cannot create note because it is a duplicate")
        } catch .refused(_, let reason) where reason.localizedCaseInsensitiveContains("unsupported action") {
            return try client.perform(.canAddNotes([note])).first == false ? "cannot create note because it is a duplicate" : nil
        }
    }

    /// The sound of `audio`'s text, through the speech cache when there is one.
    private func sound(_ audio: AnkiLinkNote.Audio, synthesizer: OpenJTalk) -> [UInt8]? {
        guard let text = try? SpeechText(audio.text) else { return nil }
        let cache = SpeechCache.directory(environment: ProcessInfo.processInfo.environment).map { SpeechCache(directory: $0) }
        guard let cache, let path = try? cache.audio(for: text, synthesizer: synthesizer) else { return nil }
        return FileManager.default.contents(atPath: path).map { Array($0) }
    }
}
