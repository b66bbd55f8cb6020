import AnkiConnect
import AnkiPackage
import KanjiKit
import UserData

/// Fills the learner's note type for one kept item by their templates (``AnkiLinkSettings/fields``): each
/// ``AnkiLinkMarker`` replaced by the part of the word it names, the rest of the template kept. The readings the
/// dictionary cannot give alone (which kanji each part of a reading stands over, the sentence's) come from the
/// caller's segmenter as ``RubyText``.
public struct AnkiLinkNoteMaker {
    /// Strong: the kanji data, word dictionary and accents the fields are written from.
    public let lookup: StudyItemLookup
    public let settings: AnkiLinkSettings

    public init(lookup: StudyItemLookup, settings: AnkiLinkSettings) {
        self.lookup = lookup
        self.settings = settings
    }

    /// What the caller knows of a keep beyond the item: the sentence, readings from its segmenter, the sound's name.
    public struct Keep: Sendable {
        public let item: RecordedItem
        public let sentence: StudySentence?
        /// The word with its reading over its kanji; `nil` for a kanji, or a word the segmenter could not read.
        public let wordRuby: RubyText?
        /// The sentence in three parts (before the word, the word, after it) with readings.
        public let sentenceRuby: (before: RubyText, word: RubyText, after: RubyText)?
        /// The file name the word's sound is stored under, and the text said; `nil` where there is no speech.
        public let audio: AnkiLinkNote.Audio?

        public init(item: RecordedItem, sentence: StudySentence?, wordRuby: RubyText?,
                    sentenceRuby: (before: RubyText, word: RubyText, after: RubyText)?, audio: AnkiLinkNote.Audio?) {
            self.item = item
            self.sentence = sentence
            self.wordRuby = wordRuby
            self.sentenceRuby = sentenceRuby
            self.audio = audio
        }
    }

    /// The note for `keep`.
    public func note(for keep: Keep) throws(DatasetError) -> AnkiLinkNote {
        let parts = try Parts(keep: keep, lookup: lookup)
        let tags = settings.tags + parts.tags.filter { !settings.tags.contains($0) }
        var fields: [String: String] = [:]
        var usesAudio = false
        for field in settings.fields {
            var value = field.template
            for marker in AnkiLinkMarker.used(in: field.template) {
                if marker == .audio { usesAudio = usesAudio || keep.audio != nil }
                value = value.replacingOccurrences(of: marker.written, with: parts.value(of: marker, tags: tags))
            }
            fields[field.name] = value
        }
        let label = keep.item.reading.map { "\(keep.item.key) (\($0))" } ?? keep.item.key
        return AnkiLinkNote(label: label,
                            note: AnkiConnectNote(deckName: settings.deck, modelName: settings.noteType, fields: fields, tags: tags),
                            audio: usesAudio ? keep.audio : nil)
    }

    /// The first field's value alone, for asking Anki whether it has the word (``AnkiLinkQuery``) without making the
    /// whole note.
    public func firstField(for item: RecordedItem) throws(DatasetError) -> (name: String, value: String)? {
        guard let first = settings.fields.first else { return nil }
        let parts = try Parts(keep: Keep(item: item, sentence: nil, wordRuby: nil, sentenceRuby: nil, audio: nil), lookup: lookup)
        var value = first.template
        for marker in AnkiLinkMarker.used(in: first.template) {
            value = value.replacingOccurrences(of: marker.written, with: parts.value(of: marker, tags: []))
        }
        return (first.name, value)
    }

    /// Every part of one item a marker can name, looked up once.
    private struct Parts {
        let keep: Keep
        let kanji: Kanji?
        let entry: DictionaryEntry?
        let pitch: ReadingPitch?
        let frequency: Int?
        let tags: [String]
        /// The learner's chosen dictionary's definitions of the word (`AnkiLinkSettings.glossaryDictionary`); none
        /// for a kanji, without a chosen dictionary, or when it lacks the word (JMdict's senses are used then).
        let chosen: [[String]]

        init(keep: Keep, lookup: StudyItemLookup) throws(DatasetError) {
            self.keep = keep
            switch keep.item.kind {
            case .kanji:
                kanji = try lookup.store.kanji(for: keep.item.key)
                entry = nil
                pitch = nil
                tags = AnkiNotes.tags(of: kanji)
            case .word:
                kanji = nil
                entry = try lookup.entry(of: keep.item)
                pitch = try lookup.pitch(of: keep.item, entry: entry)
                tags = AnkiNotes.tags(of: entry)
            }
            frequency = try lookup.frequencyRank(of: keep.item)
            chosen = lookup.chosenDefinitions(of: keep.item, entry: entry)
        }

        func value(of marker: AnkiLinkMarker, tags: [String]) -> String {
            let item = keep.item
            let reading = item.reading ?? entry?.reading ?? ""
            switch marker {
            case .expression: return AnkiHTML.escape(item.key)
            case .reading:
                if let kanji {
                    return AnkiHTML.escape((kanji.onReadings + kanji.kunReadings).joined(separator: "、"))
                }
                return AnkiHTML.escape(reading)
            case .furigana: return keep.wordRuby?.html ?? RubyText([.init(item.key, reading: reading.isEmpty || reading == item.key ? nil : reading)]).html
            case .furiganaPlain: return keep.wordRuby?.bracketed ?? RubyText([.init(item.key, reading: reading.isEmpty || reading == item.key ? nil : reading)]).bracketed
            case .glossary:
                if let kanji { return "<ol>" + kanji.meanings.map { "<li>\(AnkiHTML.escape($0))</li>" }.joined() + "</ol>" }
                if !chosen.isEmpty { return ChosenGlossary.html(chosen) }
                guard let entry else { return "" }
                // Parts of speech where they change, as JMdict's own pages print them: once over a verb's senses.
                var previous: [String] = []
                return "<ol>" + entry.senses.map { sense in
                    defer { previous = sense.partsOfSpeech }
                    let kinds = sense.partsOfSpeech.isEmpty || sense.partsOfSpeech == previous
                        ? "" : "<i>(\(AnkiHTML.escape(sense.partsOfSpeech.joined(separator: ", "))))</i> "
                    return "<li>\(kinds)\(AnkiHTML.escape(sense.glosses.joined(separator: "; ")))</li>"
                }.joined() + "</ol>"
            case .glossaryBrief:
                if let kanji { return AnkiHTML.escape(kanji.meanings.joined(separator: "; ")) }
                if !chosen.isEmpty { return ChosenGlossary.brief(chosen) }
                return AnkiHTML.escape(entry?.senses.first?.glosses.joined(separator: "; ") ?? "")
            case .sentence: return keep.sentence.map(AnkiStudyPackage.html) ?? ""
            case .sentenceFurigana:
                guard let ruby = keep.sentenceRuby else { return keep.sentence.map(AnkiStudyPackage.html) ?? "" }
                return ruby.before.html + "<b>" + ruby.word.html + "</b>" + ruby.after.html
            case .source: return AnkiHTML.escape(keep.sentence?.source ?? "")
            case .pitchAccents: return pitch.map(PitchHTML.html) ?? ""
            case .audio: return keep.audio.map { "[sound:\($0.filename)]" } ?? ""
            case .frequency: return frequency.map(String.init) ?? ""
            case .jlpt:
                if let kanji { return kanji.modernJLPTLevel.map { "N\($0)" } ?? "" }
                return entry?.shownJLPTLevel.map { "N\($0)" } ?? ""
            case .tags: return AnkiHTML.escape(tags.joined(separator: " "))
            }
        }
    }
}
