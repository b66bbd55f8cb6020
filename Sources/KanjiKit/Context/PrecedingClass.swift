/// The kind of token before a kanji homograph, the context `context.bin` counts its readings by: 後 after the past
/// tense is あと (確認した後), あの方 is かた. A small closed set, so the counts stay dense on a small corpus.
///
/// `tools/generate_context.py` (`preceding_class`) classifies UniDic's tokens by the same rules as
/// `init(surface:partOfSpeech:conjugationType:)` classifies IPAdic's: both dictionaries name their top-level parts
/// of speech alike (名詞, 動詞, 助詞 …), and where they differ (UniDic's 代名詞, 接尾辞, 補助記号) both names are
/// listed.
public enum PrecedingClass: Sendable, Hashable, CaseIterable {
    /// Nothing before it in the sentence, or punctuation, a bracket, a space.
    case start
    /// The past tense た, or だ after a sound change (読んだ).
    case pastTense
    /// この, その, あの or どの, whatever part of speech the dictionary gives it (UniDic calls あの a filler).
    case demonstrative
    /// The particle の (紙の表).
    case genitive
    /// Another verb, adjective or auxiliary (食べる方).
    case predicate
    /// A noun, pronoun, number or suffix (四月一日: 月).
    case noun
    /// Another particle (他に, カレーは).
    case particle
    /// Anything else: an adverb, a prefix, an interjection, a conjunction, an adjectival noun.
    case other

    /// The letter the file spends on the class (`PRECEDING_CLASSES` in tools/generate_context.py).
    var letter: UInt8 {
        switch self {
        case .start: UInt8(ascii: "s")
        case .pastTense: UInt8(ascii: "t")
        case .demonstrative: UInt8(ascii: "d")
        case .genitive: UInt8(ascii: "g")
        case .predicate: UInt8(ascii: "p")
        case .noun: UInt8(ascii: "n")
        case .particle: UInt8(ascii: "k")
        case .other: UInt8(ascii: "o")
        }
    }

    /// The class a letter of the file stands for; nil for one no class has.
    init?(letter: UInt8) {
        guard let found = Self.allCases.first(where: { $0.letter == letter }) else { return nil }
        self = found
    }

    /// The class of a token before the homograph, from the analyzer's features: its surface, its top-level part of
    /// speech (IPAdic's or UniDic's first field) and its conjugation type (IPAdic's 特殊・タ, UniDic's 助動詞-タ for
    /// the past tense; "*" or empty when it has none). The start of a sentence has no token: use `.start`.
    public init(surface: String, partOfSpeech: String, conjugationType: String) {
        if Self.punctuation.contains(partOfSpeech) {
            self = .start
        } else if partOfSpeech == "助動詞" && Self.pastTenseConjugations.contains(conjugationType) {
            self = .pastTense
        } else if Self.demonstratives.contains(surface) {
            self = .demonstrative
        } else if partOfSpeech == "助詞" && surface == "の" {
            self = .genitive
        } else if Self.predicates.contains(partOfSpeech) {
            self = .predicate
        } else if Self.nouns.contains(partOfSpeech) {
            self = .noun
        } else if partOfSpeech == "助詞" {
            self = .particle
        } else {
            self = .other
        }
    }

    /// Punctuation, brackets and spaces: IPAdic's 記号, UniDic's 補助記号, 記号 and 空白.
    static let punctuation: Set<String> = ["記号", "補助記号", "空白"]
    /// The past tense's conjugation type in UniDic and in IPAdic (`PAST_TENSE_CONJUGATIONS` in the generator).
    static let pastTenseConjugations: Set<String> = ["助動詞-タ", "特殊・タ"]
    /// この, その, あの, どの (`DEMONSTRATIVES` in the generator).
    static let demonstratives: Set<String> = ["この", "その", "あの", "どの"]
    /// Verbs, adjectives and auxiliaries.
    static let predicates: Set<String> = ["動詞", "形容詞", "助動詞"]
    /// Nouns, with UniDic's pronouns and suffixes (IPAdic counts both among its 名詞).
    static let nouns: Set<String> = ["名詞", "代名詞", "接尾辞"]
}
