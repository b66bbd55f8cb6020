import KanjiKit
import Speech
import StudyExchange
import UserData

/// The note a keep sends to the running Anki, made at the keep: the learner's templates filled from the data
/// (``AnkiLinkNoteMaker``), the readings from the segmenter (``AnkiLinkReadings``), and the name the word's sound will
/// be stored under, as `study export --with-audio` names it (so the same word's sound is one file in Anki's media).
struct AnkiLinkNotes {
    let maker: AnkiLinkNoteMaker
    let readings: AnkiLinkReadings
    /// The voice the sound is said in, which names its file.
    let voice: SpeechVoice

    /// The note for `item`, kept with `sentence`.
    func note(for item: RecordedItem, sentence: StudySentence?) throws(DatasetError) -> AnkiLinkNote {
        var wordRuby: RubyText?
        var audio: AnkiLinkNote.Audio?
        if item.kind == .word {
            let entry = try maker.lookup.entry(of: item)
            let reading = item.reading ?? entry?.reading ?? item.key
            wordRuby = readings.ruby(of: item.key, reading: reading)
            if let text = try? SpeechText(item.key) {
                audio = AnkiLinkNote.Audio(filename: "kanji-tui-" + SpeechCacheKey(text: text, voice: voice).hex + ".wav", text: item.key)
            }
        }
        return try maker.note(for: AnkiLinkNoteMaker.Keep(item: item, sentence: sentence, wordRuby: wordRuby,
                                                          sentenceRuby: sentence.flatMap(readings.ruby(of:)), audio: audio))
    }
}
