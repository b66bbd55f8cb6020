import KanjiKit
import Segmentation
import StudyExchange
import UserData

/// The readings a note for Anki shows over its kanji (`{furigana}`, `{sentence-furigana}`), from the reader's own
/// segmenter and furigana: the word's reading aligned over its kanji, and every word of the sentence read as the
/// reader reads it.
struct AnkiLinkReadings {
    /// Strong: the segmenter the sentence is read with; `nil` when MeCab or its dictionary is missing, and then a
    /// sentence has no readings (the note still goes, with `{sentence-furigana}` as the plain sentence).
    let segmenter: WordSegmenter?

    /// `headword` with `reading` over its kanji: 食べる たべる → 食[た]べる.
    func ruby(of headword: String, reading: String) -> RubyText {
        let word = TextWord(byteRange: 0..<headword.utf8.count, surface: headword, dictionaryForm: headword, entryNumber: 0,
                            headword: headword, reading: reading, inflection: [])
        return Self.ruby(of: headword, spans: Furigana.spans(of: word).map { ($0.characters, $0.reading) })
    }

    /// The sentence in three parts around its marked word, each with the readings of its kanji.
    func ruby(of sentence: StudySentence) -> (before: RubyText, word: RubyText, after: RubyText)? {
        guard let segmenter else { return nil }
        let text = sentence.text
        let spans: [Reading] = Furigana.spans(ofLine: text, words: segmenter.words(in: text)).map { ($0.characters, $0.reading) }
        let count = text.count
        let mark = max(0, sentence.markStart)..<min(count, sentence.markStart + sentence.markLength)
        let characters = Array(text)
        func part(_ range: Range<Int>) -> RubyText {
            Self.ruby(of: String(characters[range]), spans: spans.compactMap { span in
                guard span.characters.lowerBound >= range.lowerBound, span.characters.upperBound <= range.upperBound else { return nil }
                return ((span.characters.lowerBound - range.lowerBound)..<(span.characters.upperBound - range.lowerBound), span.reading)
            })
        }
        return (part(0..<mark.lowerBound), part(mark), part(mark.upperBound..<count))
    }

    /// A reading over characters of a text, by index among its characters.
    typealias Reading = (characters: Range<Int>, reading: String)

    /// `text` cut into runs at `spans`, each span's characters read as it says.
    static func ruby(of text: String, spans: [Reading]) -> RubyText {
        let characters = Array(text)
        var runs: [RubyText.Run] = []
        var next = 0
        for span in spans.sorted(by: { $0.characters.lowerBound < $1.characters.lowerBound })
        where span.characters.lowerBound >= next && span.characters.upperBound <= characters.count {
            if span.characters.lowerBound > next { runs.append(RubyText.Run(String(characters[next..<span.characters.lowerBound]))) }
            runs.append(RubyText.Run(String(characters[span.characters]), reading: span.reading))
            next = span.characters.upperBound
        }
        if next < characters.count { runs.append(RubyText.Run(String(characters[next...]))) }
        return RubyText(runs)
    }
}
