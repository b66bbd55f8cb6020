/// A token's part of speech as IPAdic names it (the first fields of MeCab's feature CSV), reduced to what the
/// reader needs: whether the token is a word a learner looks up, the grammar around one, or neither.
public enum PartOfSpeech: Sendable, Hashable {
    /// 名詞 — with what the second and third fields say (a number, a name, a suffix, a dependent noun).
    case noun(NounKind)
    /// 動詞: `independent` false for the helpers after a te-form or stem (いる, しまう, れる).
    case verb(independent: Bool)
    /// 形容詞: `independent` false for ない after a stem and the like.
    case adjective(independent: Bool)
    case adverb
    /// 連体詞 (この, 大きな).
    case adnominal
    case conjunction
    case interjection
    /// 助詞, with its kind's name (格助詞, 接続助詞 …).
    case particle(String)
    /// 助動詞 (た, ない, ます, です).
    case auxiliary
    /// 接頭詞 (お, ご, 再).
    case prefix
    /// 記号: punctuation, brackets, signs.
    case symbol
    /// フィラー (えーと) and anything IPAdic calls other.
    case other

    /// What a noun is, from IPAdic's subcategories.
    public enum NounKind: Sendable, Hashable {
        case common
        /// 形容動詞語幹: a な-adjective (静か).
        case adjectival
        /// 数: digits and numerals.
        case number
        /// 固有名詞 of a person: a name JMnedict may have, never vocabulary.
        case name
        /// 固有名詞 of a place, an organisation or anything else (日本, 東京, 国連, 気象庁): a word when the dictionary
        /// has it — a learner keeps 国連 and 気象庁 as vocabulary, as jisho.org lists them —, else a name JMnedict may have.
        case properNoun
        /// 接尾: counters and suffixes (的, 人, 歳).
        case suffix
        /// 接尾,人名: a title after a person's name (さん, 様, 氏, 君): what marks the word before as a name.
        case title
        /// 非自立 (こと, もの, の).
        case dependent
        /// 代名詞 (私, これ).
        case pronoun
    }

    /// Reads IPAdic's first three fields: 品詞, 品詞細分類1, 品詞細分類2.
    public init(_ fields: [Substring]) {
        let field = { (index: Int) -> Substring in index < fields.count ? fields[index] : "" }
        switch field(0) {
        case "名詞": self = .noun(Self.nounKind(field(1), field(2)))
        case "動詞": self = .verb(independent: field(1) == "自立")
        case "形容詞": self = .adjective(independent: field(1) == "自立")
        case "副詞": self = .adverb
        case "連体詞": self = .adnominal
        case "接続詞": self = .conjunction
        case "感動詞": self = .interjection
        case "助詞": self = .particle(String(field(1)))
        case "助動詞": self = .auxiliary
        case "接頭詞": self = .prefix
        case "記号": self = .symbol
        default: self = .other
        }
    }

    private static func nounKind(_ first: Substring, _ second: Substring) -> NounKind {
        switch first {
        case "形容動詞語幹": .adjectival
        case "数": .number
        case "固有名詞": second == "人名" ? .name : .properNoun
        case "接尾": second == "人名" ? .title : .suffix
        case "非自立": .dependent
        case "代名詞": .pronoun
        default: .common
        }
    }

    /// Whether a token of this part of speech carries meaning of its own: a verb, adjective, noun (not a
    /// number, name or suffix), adverb … — what a multi-token expression must contain to be one (気を付ける,
    /// に対して), so that grammar alone (ている, では) is never taken for a word.
    public var isContent: Bool {
        switch self {
        case .noun(let kind):
            switch kind {
            case .common, .adjectival, .properNoun, .pronoun: true
            case .number, .name, .suffix, .title, .dependent: false
            }
        case .verb(let independent), .adjective(let independent): independent
        case .adverb, .adnominal, .conjunction, .interjection: true
        case .particle, .auxiliary, .prefix, .symbol, .other: false
        }
    }

    /// Whether the token can end a word as its inflection: an auxiliary (た, ない, ます), a conjunctive
    /// particle (て, で, ば), a helper verb or adjective (いる, しまう, れる, ない). 見ていた is one word, 見る.
    public var isInflectionTail: Bool {
        switch self {
        case .auxiliary: true
        case .particle(let kind): kind == "接続助詞"
        case .verb(let independent), .adjective(let independent): !independent
        case .noun, .adverb, .adnominal, .conjunction, .interjection, .prefix, .symbol, .other: false
        }
    }

    /// Whether a token of this part of speech conjugates, so that it may take an inflection tail.
    public var conjugates: Bool {
        switch self {
        case .verb, .adjective, .auxiliary: true
        case .noun(let kind): kind == .adjectival
        case .adverb, .adnominal, .conjunction, .interjection, .particle, .prefix, .symbol, .other: false
        }
    }
}
