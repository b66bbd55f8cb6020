import AnkiConnect
import Foundation

/// A keep as a note for the running Anki, made at the moment of the keep (so it says what the pane said) and kept in
/// the user database's queue until Anki has it: the note as `addNote` takes it, the sound to store first, and how
/// the pane and `anki send` name it.
public struct AnkiLinkNote: Codable, Sendable, Equatable {
    /// "食べる (たべる)", "日": what a message about this note calls it.
    public let label: String
    public let note: AnkiConnectNote
    /// The word's sound, when a field uses `{audio}`: stored in Anki's media before the note.
    public let audio: Audio?

    /// A sound file to make (Open JTalk says ``text``) and store under ``filename``.
    public struct Audio: Codable, Sendable, Equatable {
        public let filename: String
        public let text: String

        public init(filename: String, text: String) {
            self.filename = filename
            self.text = text
        }
    }

    public init(label: String, note: AnkiConnectNote, audio: Audio?) {
        self.label = label
        self.note = note
        self.audio = audio
    }
}

extension AnkiLinkNote {
    /// The note as the queue stores it (``init(jsonText:)`` reads it back).
    public var jsonText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Every part is a string, a list of strings or a Bool: encoding cannot fail.
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }
}
