import KanjiKit
import UserData

extension StudyItemLookup {
    /// The words a kanji writes on its own (水: みず), the commonest first: what a one-kanji note of a vocabulary deck
    /// and `study add 水 --word` name. The entries JMdict heads with the kanji come first (else every entry written
    /// so: 河 is a spelling of 川's かわ), in the dictionary's order, but a word that stands alone goes before one that
    /// only follows or precedes another (人: ひと before the suffix じん and the counter にん, which rank higher).
    public func loneKanjiWords(_ kanji: String) throws(DatasetError) -> [DictionaryEntry] {
        let entries = try dictionary.entries(headword: kanji)
        let headed = entries.filter { $0.headword == kanji }
        let written = headed.isEmpty ? entries : headed
        return written.filter { !Self.onlyAttaches($0) } + written.filter(Self.onlyAttaches)
    }

    /// The word `study add` and an Anki import keep for `entry` read as it is first read.
    public func item(of entry: DictionaryEntry) throws(DatasetError) -> RecordedItem {
        .word(try dictionary.studySpelling(of: entry, readAs: entry.reading), reading: entry.reading)
    }

    /// JMdict's parts of speech of a word that attaches to another: a suffix, a prefix, a counter.
    static let attachingPartsOfSpeech: Set = ["suffix", "prefix", "counter", "noun, used as a suffix", "noun, used as a prefix"]

    /// Whether the word's first sense only attaches to another word (人's じん, "-ian"), so it is not what a kanji
    /// written alone means.
    private static func onlyAttaches(_ entry: DictionaryEntry) -> Bool {
        guard let first = entry.senses.first, !first.partsOfSpeech.isEmpty else { return false }
        return first.partsOfSpeech.allSatisfy(attachingPartsOfSpeech.contains)
    }
}

extension StudyItemLookup {
    /// The common words `text` writes on its own, commonest first, when it is a kanji typed alone (no reading in
    /// brackets): `study add 水` may mean the word みず or the kanji 水, and asks. Empty for anything else, and for a
    /// kanji whose words so written are all rare, which is the kanji.
    public func commonLoneKanjiWords(typed text: String) throws(DatasetError) -> [DictionaryEntry] {
        guard text.count == 1, try store.kanji(for: text) != nil else { return [] }
        return try loneKanjiWords(text).filter { $0.isCommon(written: text) }
    }
}
