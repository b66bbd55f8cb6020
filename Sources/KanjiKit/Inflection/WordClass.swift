/// The conjugation classes a Japanese word may belong to, as JMdict's parts of speech name them, and the
/// inflected forms that conjugate further (a te-form takes いる, a negative conjugates as an い-adjective).
///
/// A deinflection step goes from a form of one class to the dictionary form of another, and a chain is accepted
/// only when the word found in the dictionary has a part of speech of the class the chain ends in.
public struct WordClass: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Ichidan verbs (食べる, 見る), くれる among them.
    public static let ichidan = WordClass(rawValue: 1 << 0)
    /// Godan verbs of every ending (書く, 話す, 買う, 待つ, 死ぬ, 遊ぶ, 読む, 泳ぐ, 帰る).
    public static let godan = WordClass(rawValue: 1 << 1)
    /// 行く and 逝く: te-form 行って, past 行った.
    public static let godanIku = WordClass(rawValue: 1 << 2)
    /// ある: its negative is ない, not あらない.
    public static let godanAru = WordClass(rawValue: 1 << 3)
    /// The honorific -aru verbs (くださる, いらっしゃる, おっしゃる, なさる, ござる): ください, いらっしゃいます.
    public static let godanHonorific = WordClass(rawValue: 1 << 4)
    /// 問う and 請う: te-form 問うて.
    public static let godanUSpecial = WordClass(rawValue: 1 << 5)
    /// 来る (くる).
    public static let kuru = WordClass(rawValue: 1 << 6)
    /// する, and a noun that takes する (勉強 → 勉強する).
    public static let suru = WordClass(rawValue: 1 << 7)
    /// The special する verbs (愛する → 愛さない).
    public static let suruSpecial = WordClass(rawValue: 1 << 8)
    /// い-adjectives (美しい), and what conjugates like one (書かない, 飲みたい).
    public static let iAdjective = WordClass(rawValue: 1 << 9)
    /// いい and the -いい compounds (かっこいい → かっこよかった).
    public static let iAdjectiveIi = WordClass(rawValue: 1 << 10)
    /// な-adjectives (静か), inflected through the copula.
    public static let naAdjective = WordClass(rawValue: 1 << 11)
    /// A te-form, which takes いる, しまう, おく, ください (食べて → 食べている).
    public static let teForm = WordClass(rawValue: 1 << 12)

    /// Every class a dictionary word can have (the te-form is only ever a step).
    public static let dictionaryClasses: WordClass = [
        .ichidan, .godan, .godanIku, .godanAru, .godanHonorific, .godanUSpecial, .kuru, .suru, .suruSpecial,
        .iAdjective, .iAdjectiveIi, .naAdjective,
    ]

    /// The classes of a JMdict part of speech (its long form, as words.bin stores it); empty when it does not
    /// conjugate (nouns, adverbs, the archaic classes).
    public init(partOfSpeech: String) {
        switch partOfSpeech {
        case "Ichidan verb", "Ichidan verb - kureru special class": self = .ichidan
        case "Godan verb - Iku/Yuku special class": self = [.godan, .godanIku]
        case "Godan verb with 'ru' ending (irregular verb)": self = [.godan, .godanAru]
        case "Godan verb - -aru special class": self = [.godan, .godanHonorific]
        case "Godan verb with 'u' ending (special class)": self = [.godan, .godanUSpecial]
        case "Kuru verb - special class": self = .kuru
        case "suru verb - included", "noun or participle which takes the aux. verb suru": self = .suru
        case "suru verb - special class": self = [.suru, .suruSpecial]
        case "adjective (keiyoushi)": self = .iAdjective
        case "adjective (keiyoushi) - yoi/ii class": self = [.iAdjective, .iAdjectiveIi]
        case "adjectival nouns or quasi-adjectives (keiyodoshi)": self = .naAdjective
        default:
            self = partOfSpeech.hasPrefix("Godan verb with '") ? .godan : []
        }
    }
}
