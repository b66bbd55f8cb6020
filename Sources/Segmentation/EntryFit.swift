import KanjiKit

/// How well one JMdict entry fits a token of a text: what ranks the entries that share its form, lower first
/// (issue 32 §1). Compared as a whole, in this order:
///
/// 1. ``partOfSpeechFits``: MeCab's part of speech and conjugation agree with the entry's (a godan token is a godan
///    verb, a pronoun a pronoun, an adverb an adverb — or an adjective's adverbial form: 正しく, which IPAdic reads as
///    the adverb まさしく, is 正しい). Where IPAdic takes a noun for a verb's stem (だれ as だれる's, うみ as うむ's), the
///    stem standing before a particle or です is weighed as a noun (`WordSegmenter.isNominalized`).
/// 2. ``formClass``: how usual the entry's form *as the text writes it* is — JMdict's priority of that very kanji form
///    (`ke_pri`) or reading (`re_pri`), not the entry's best. あなた written in kana is 貴方's common reading, only a
///    rare one of 彼方 (かなた); 値 is a common spelling of あたい, an untagged one of ね. A form matched only across
///    scripts comes after every form matched as written (バグ in katakana is the loanword バグ, not 馬具 ばぐ). Whether the entry is
///    "usually written in kana" does not count: beginners' text writes 書く and 学校 in kana too.
/// 3. ``readingFits``: MeCab's reading is one of the entry's (生物 せいぶつ or なまもの).
/// 4. ``jlptLevel``: a word of the JLPT lists, the easier level first — the basic word a learner means (成る at N5,
///    生る at N2, both usually なる and both tagged common; 書く before 掻く for かく).
/// 5. the entry's rank.
///
/// Among entries equal in the first two, the segmenter puts first one whose meaning relates to the word before
/// (``GlossContext``): 傘をさす is 差す.
struct EntryFit: Comparable {
    let formClass: Int
    let partOfSpeechFits: Bool
    let readingFits: Bool
    /// 5 for N5 … 1 for N1, 0 off the lists.
    let jlptLevel: Int
    let number: Int

    /// Whether the two are equally plausible before reading, level and rank: the same form class and part-of-speech fit.
    func ties(with other: EntryFit) -> Bool {
        formClass == other.formClass && partOfSpeechFits == other.partOfSpeechFits
    }

    static func < (left: EntryFit, right: EntryFit) -> Bool {
        (left.partOfSpeechFits ? 0 : 1, left.formClass, left.readingFits ? 0 : 1, -left.jlptLevel, left.number)
            < (right.partOfSpeechFits ? 0 : 1, right.formClass, right.readingFits ? 0 : 1, -right.jlptLevel, right.number)
    }

    /// The classes of a form, from JMdict's own tags on it.
    enum FormClass {
        static let common = 0
        static let lessCommon = 1
        static let untagged = 2
        static let unusual = 3
        /// Added for a form matched only after folding katakana to hiragana (or the other way): more than the classes
        /// span, so a form written as the text writes it always comes first (メモリ is メモリー's, not 目盛り めもり's).
        static let otherScript = 4
        /// The class of an entry with no form written so at all (found through a deinflection or an expression).
        static let none = 8
    }

    /// How usual `entry`'s form `written` is (see ``formClass``).
    static func formClass(of entry: DictionaryEntry, written: String) -> Int {
        if let kanji = entry.kanjiForms.first(where: { $0.text == written }) {
            return classOf(tags: kanji.tags, priorities: kanji.priorities)
        }
        if let reading = entry.readings.first(where: { $0.text == written }) {
            return classOf(tags: reading.tags, priorities: reading.priorities)
        }
        let folded = TokenReading.hiragana(written)
        if let reading = entry.readings.first(where: { TokenReading.hiragana($0.text) == folded }) {
            return classOf(tags: reading.tags, priorities: reading.priorities) + FormClass.otherScript
        }
        if let kanji = entry.kanjiForms.first(where: { TokenReading.hiragana($0.text) == folded }) {
            return classOf(tags: kanji.tags, priorities: kanji.priorities) + FormClass.otherScript
        }
        return FormClass.none
    }

    private static func classOf(tags: [String], priorities: [String]) -> Int {
        if Priority.isUnusual(tags) { return FormClass.unusual }
        if Priority.isCommon(priorities) { return FormClass.common }
        return priorities.isEmpty ? FormClass.untagged : FormClass.lessCommon
    }
}
