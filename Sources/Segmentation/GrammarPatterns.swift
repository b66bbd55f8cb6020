/// Which words of a text are grammar rather than vocabulary: the compound particles, the patterns of modality
/// and the formal nouns a learner studies as grammar points (について, かもしれない, ことができる, こと, もの), not
/// as words to keep. The reader shows them with their meaning, marked as grammar; `analyze`, the coverage figures
/// and the unknown-word list count them apart from the vocabulary.
///
/// JMdict has no mark for grammar (its "expressions" include 気を付ける and 一生懸命 as well), so the patterns are
/// listed: those of the JLPT grammar lists that JMdict has as entries, each under the dictionary forms a text writes
/// it in (kana, and the kanji spellings still met: かも知れない, 事ができる, 為に).
public enum GrammarPatterns {
    /// The dictionary forms of the grammar patterns, as ``TextWord/dictionaryForm`` gives them.
    private static let forms: Set<String> = [
        // Compound particles.
        "について", "に就いて", "として", "に対して", "に対する", "によって", "に依って", "に因って", "による", "に依る", "によると",
        "によれば", "にとって", "において", "に於いて", "における", "に於ける", "に関して", "に関する", "に従って", "につれて",
        "に基づいて", "とともに", "と共に", "にかけて", "にわたって", "に渡って", "を通じて", "を通して", "にもかかわらず",
        "にかかわらず", "に関わらず", "という", "と言う", "といった", "と言った", "というのは", "とは", "ものの", "ながらも",
        "ばかりでなく", "だけでなく", "のみならず", "ばかりか",
        // Ability, decision, change, obligation, permission, advice.
        "ことができる", "ことが出来る", "事ができる", "事が出来る", "ことにする", "ことになる", "ことはない", "ことがある",
        "ようにする", "ようになる", "様にする", "様になる", "なければならない", "なければいけない", "なければなりません",
        "なくてはならない", "なくてはいけない", "なくてもいい", "てもいい", "ていい", "ほうがいい", "方がいい",
        // Conjecture, hearsay, likeness, purpose.
        "かもしれない", "かも知れない", "かもしれません", "かも知れません", "に違いない", "にちがいない", "はずがない", "はずだ",
        "はずです", "わけではない", "わけにはいかない", "わけがない", "ではないか", "じゃないか", "でしょう", "だろう",
        "ように", "ような", "ようだ", "様に", "様な", "様だ", "みたい", "らしい", "そうだ", "ために", "為に", "べき",
    ]

    /// The formal nouns: a noun that names no thing but makes a clause a noun (読むこと, 行くところ, 会うため). IPAdic
    /// calls them dependent nouns (非自立); written in kana, as the official rules for modern writing (公用文) have
    /// formal nouns, and 事, 為, 筈, 訳, 様 their old spellings; a kanji-written 物, 所, 方 or 時 is never taken
    /// for one: it is the content word ("thing", "place", "side", "time").
    private static let formalNouns: Set<String> = [
        "こと", "事", "もの", "ところ", "ため", "為", "はず", "筈", "わけ", "訳", "つもり", "よう", "様", "まま", "ほう", "とおり", "ほど",
        "とき", "うち", "たび",
    ]

    /// The two lists by their texts' bytes: asked for every word and at every step of an expression, where `String`
    /// would normalize each text to hash it (``ExactText``).
    private static let exactForms = Set(forms.map(ExactText.init))
    private static let exactFormalNouns = Set(formalNouns.map(ExactText.init))

    /// Whether `form` is the dictionary form of a grammar pattern (かもしれない, について, べき).
    static func isPattern(_ form: String) -> Bool {
        exactForms.contains(ExactText(form))
    }

    /// Whether `text` is written as a formal noun (こと, ほど), whatever IPAdic tags it.
    static func isFormalNoun(written text: String) -> Bool {
        exactFormalNouns.contains(ExactText(text))
    }

    /// Whether a word written in the dictionary form `form` is a grammar pattern or a formal noun.
    public static func isGrammar(dictionaryForm form: some StringProtocol) -> Bool {
        let text = String(form)
        return isPattern(text) || isFormalNoun(written: text)
    }

    /// Whether `token` is a formal noun: no content word, so not looked up as one, but a grammar word of its own.
    static func isFormalNoun(_ token: Token) -> Bool {
        token.partOfSpeech == .noun(.dependent) && isFormalNoun(written: token.surface)
    }
}
