/// The conjugation grammar as rules, written from the grammar of modern Japanese: the five stems of each godan
/// ending, ichidan, する and 来る, the い- and な-adjectives, and the irregular 行く, ある, くださる, 問う and いい.
/// Rules run backwards to find a dictionary form (`Deinflector`) and forwards for a word's table
/// (`Conjugator`); Yomitan's coverage was the checklist.
public enum InflectionRules {
    /// Every rule; of two rules for the same class and inflection, the usual form comes first (しろ before せよ).
    public static let all: [InflectionRule] =
        godan.flatMap(\.rules) + ichidan + kuru + suru + iAdjective + naAdjective + teFormAuxiliaries + irregular

    // MARK: Godan

    /// A godan ending's stems: the a-, i-, e- and o-stems and the te- and ta-forms (書く: か き け こ いて いた).
    struct GodanRow {
        let ending: String, a: String, i: String, e: String, o: String, te: String, ta: String

        var rules: [InflectionRule] {
            forms(of: .godan, dictionary: ending, a: a, i: i, te: te, ta: ta) + [
                rule(.potential, ending, e + "る", .godan, .ichidan),
                rule(.passive, ending, a + "れる", .godan, .ichidan),
                rule(.causative, ending, a + "せる", .godan, .ichidan),
                rule(.shortCausative, ending, a + "す", .godan, .godan),
                rule(.volitional, ending, o + "う", .godan),
                rule(.imperative, ending, e, .godan),
                rule(.conditionalBa, ending, e + "ば", .godan),
                // 書けば → 書きゃ, 買えば → 買や.
                rule(.contractedBa, ending, ending == "う" ? "や" : i + "ゃ", .godan),
                rule(.zu, ending, a + "ず", .godan),
                rule(.zu, ending, a + "ずに", .godan),
                rule(.nu, ending, a + "ぬ", .godan),
                rule(.n, ending, a + "ん", .godan),
            ]
        }
    }

    static let godan = [
        GodanRow(ending: "う", a: "わ", i: "い", e: "え", o: "お", te: "って", ta: "った"),
        GodanRow(ending: "つ", a: "た", i: "ち", e: "て", o: "と", te: "って", ta: "った"),
        GodanRow(ending: "る", a: "ら", i: "り", e: "れ", o: "ろ", te: "って", ta: "った"),
        GodanRow(ending: "く", a: "か", i: "き", e: "け", o: "こ", te: "いて", ta: "いた"),
        GodanRow(ending: "ぐ", a: "が", i: "ぎ", e: "げ", o: "ご", te: "いで", ta: "いだ"),
        GodanRow(ending: "ぬ", a: "な", i: "に", e: "ね", o: "の", te: "んで", ta: "んだ"),
        GodanRow(ending: "ぶ", a: "ば", i: "び", e: "べ", o: "ぼ", te: "んで", ta: "んだ"),
        GodanRow(ending: "む", a: "ま", i: "み", e: "め", o: "も", te: "んで", ta: "んだ"),
        GodanRow(ending: "す", a: "さ", i: "し", e: "せ", o: "そ", te: "して", ta: "した"),
    ]

    // MARK: Ichidan, 来る, する

    static let ichidan = forms(of: .ichidan, dictionary: "る", a: "", i: "", te: "て", ta: "た") + [
        rule(.potentialOrPassive, "る", "られる", .ichidan, .ichidan),
        rule(.potential, "る", "れる", .ichidan, .ichidan),
        rule(.causative, "る", "させる", .ichidan, .ichidan),
        rule(.shortCausative, "る", "さす", .ichidan, .godan),
        rule(.volitional, "る", "よう", .ichidan),
        rule(.imperative, "る", "ろ", .ichidan),
        rule(.imperative, "る", "よ", .ichidan),
        rule(.conditionalBa, "る", "れば", .ichidan),
        rule(.contractedBa, "る", "りゃ", .ichidan),
        rule(.zu, "る", "ず", .ichidan),
        rule(.zu, "る", "ずに", .ichidan),
        rule(.nu, "る", "ぬ", .ichidan),
        rule(.n, "る", "ん", .ichidan),
    ]

    /// 来る in kana (くる: こない, きます, くれば) and in kanji (来る: 来ない, 来ます, 来れば).
    static let kuru: [InflectionRule] = kuruRules(dictionary: "くる", a: "こ", i: "き", u: "く")
        + kuruRules(dictionary: "来る", a: "来", i: "来", u: "来")

    private static func kuruRules(dictionary: String, a: String, i: String, u: String) -> [InflectionRule] {
        let stemForms: [InflectionRule] = [
            rule(.potentialOrPassive, dictionary, a + "られる", .kuru, .ichidan),
            rule(.potential, dictionary, a + "れる", .kuru, .ichidan),
            rule(.causative, dictionary, a + "させる", .kuru, .ichidan),
            rule(.volitional, dictionary, a + "よう", .kuru),
            rule(.imperative, dictionary, a + "い", .kuru),
            rule(.conditionalBa, dictionary, u + "れば", .kuru),
            rule(.contractedBa, dictionary, u + "りゃ", .kuru),
            rule(.zu, dictionary, a + "ず", .kuru),
            rule(.zu, dictionary, a + "ずに", .kuru),
            rule(.nu, dictionary, a + "ぬ", .kuru),
            rule(.n, dictionary, a + "ん", .kuru),
        ]
        return forms(of: .kuru, dictionary: dictionary, a: a, i: i, te: i + "て", ta: i + "た") + stemForms
    }

    static let suru = forms(of: .suru, dictionary: "する", a: "し", i: "し", te: "して", ta: "した") + [
        rule(.passive, "する", "される", .suru, .ichidan),
        rule(.causative, "する", "させる", .suru, .ichidan),
        rule(.volitional, "する", "しよう", .suru),
        rule(.imperative, "する", "しろ", .suru),
        rule(.imperative, "する", "せよ", .suru),
        rule(.conditionalBa, "する", "すれば", .suru),
        rule(.contractedBa, "する", "すりゃ", .suru),
        rule(.zu, "する", "せず", .suru),
        rule(.zu, "する", "せずに", .suru),
        rule(.nu, "する", "せぬ", .suru),
        rule(.n, "する", "せん", .suru),
    ]

    // MARK: Adjectives

    /// An adjective's te-form takes は like a verb's (なくては, なくちゃ); そう conjugates as a な-adjective (面白そうな);
    /// the polite forms put です after the plain ones (寒かったです).
    static let iAdjective = [
        rule(.negative, "い", "くない", .iAdjective, .iAdjective),
        rule(.past, "い", "かった", .iAdjective),
        rule(.te, "い", "くて", .iAdjective, .teForm),
        rule(.conditionalBa, "い", "ければ", .iAdjective),
        rule(.contractedBa, "い", "きゃ", .iAdjective),
        rule(.contractedBa, "い", "けりゃ", .iAdjective),
        rule(.conditionalTara, "い", "かったら", .iAdjective),
        rule(.tari, "い", "かったり", .iAdjective),
        rule(.adverbial, "い", "く", .iAdjective),
        rule(.noun, "い", "さ", .iAdjective),
        rule(.appearance, "い", "そう", .iAdjective, .naAdjective),
        rule(.appearance, "ない", "なさそう", .iAdjective, .naAdjective),
        rule(.sugiru, "い", "すぎる", .iAdjective, .ichidan),
        rule(.polite, "い", "いです", .iAdjective),
        rule(.politePast, "い", "かったです", .iAdjective),
        rule(.politeVolitional, "い", "いでしょう", .iAdjective),
        rule(.politeNegative, "い", "くありません", .iAdjective),
    ]

    /// な-adjectives take the copula after the word itself (静か → 静かでした).
    static let naAdjective = [
        rule(.copula, "", "だ", .naAdjective),
        rule(.polite, "", "です", .naAdjective),
        rule(.past, "", "だった", .naAdjective),
        rule(.politePast, "", "でした", .naAdjective),
        rule(.negative, "", "じゃない", .naAdjective, .iAdjective),
        rule(.negative, "", "ではない", .naAdjective, .iAdjective),
        rule(.politeNegative, "", "じゃありません", .naAdjective),
        rule(.politeNegative, "", "ではありません", .naAdjective),
        rule(.attributive, "", "な", .naAdjective),
        rule(.adverbial, "", "に", .naAdjective),
        rule(.te, "", "で", .naAdjective),
        rule(.conditionalBa, "", "なら", .naAdjective),
        rule(.politeVolitional, "", "でしょう", .naAdjective),
    ]

    // MARK: After the te-form

    /// ている, てる, てしまう, ちゃう, ちまう, ておく, とく, てください, ては and ちゃ, with their voiced forms after で.
    static let teFormAuxiliaries: [InflectionRule] = auxiliaries(te: "て", cha: "ちゃ", chi: "ち", to: "と")
        + auxiliaries(te: "で", cha: "じゃ", chi: "じ", to: "ど")

    private static func auxiliaries(te: String, cha: String, chi: String, to: String) -> [InflectionRule] {
        [
            rule(.teiru, te, te + "いる", .teForm, .ichidan),
            rule(.teru, te, te + "る", .teForm, .ichidan),
            rule(.shimau, te, te + "しまう", .teForm, .godan),
            rule(.chau, te, cha + "う", .teForm, .godan),
            rule(.chimau, te, chi + "まう", .teForm, .godan),
            rule(.oku, te, te + "おく", .teForm, .godan),
            rule(.oku, te, to + "く", .teForm, .godan),
            rule(.kudasai, te, te + "ください", .teForm),
            rule(.teWa, te, te + "は", .teForm),
            rule(.teWa, te, cha, .teForm),
        ]
    }

    // MARK: Irregular words

    static let irregular = [
        rule(.te, "く", "って", .godanIku, .teForm),
        rule(.past, "く", "った", .godanIku),
        rule(.conditionalTara, "く", "ったら", .godanIku),
        rule(.tari, "く", "ったり", .godanIku),
        rule(.negative, "ある", "ない", .godanAru, .iAdjective),
        rule(.polite, "る", "います", .godanHonorific),
        rule(.politeNegative, "る", "いません", .godanHonorific),
        rule(.politePast, "る", "いました", .godanHonorific),
        rule(.imperative, "る", "い", .godanHonorific),
        rule(.te, "う", "うて", .godanUSpecial, .teForm),
        rule(.past, "う", "うた", .godanUSpecial),
        rule(.tari, "う", "うたり", .godanUSpecial),
        rule(.negative, "する", "さない", .suruSpecial, .iAdjective),
        rule(.negative, "いい", "よくない", .iAdjectiveIi, .iAdjective),
        rule(.past, "いい", "よかった", .iAdjectiveIi),
        rule(.te, "いい", "よくて", .iAdjectiveIi),
        rule(.conditionalBa, "いい", "よければ", .iAdjectiveIi),
        rule(.adverbial, "いい", "よく", .iAdjectiveIi),
        rule(.appearance, "いい", "よさそう", .iAdjectiveIi, .naAdjective),
    ]

    // MARK: Building

    /// The forms every verb class makes alike from its a- and i-stems and its te- and ta-forms: negative, the polite
    /// forms, past, te, たら, たり, たい, なさい, そう (a な-adjective: 降りそうな), すぎる.
    private static func forms(of source: WordClass, dictionary: String, a: String, i: String, te: String, ta: String) -> [InflectionRule] {
        [
            rule(.negative, dictionary, a + "ない", source, .iAdjective),
            rule(.polite, dictionary, i + "ます", source),
            rule(.politeNegative, dictionary, i + "ません", source),
            rule(.politePast, dictionary, i + "ました", source),
            rule(.politeNegativePast, dictionary, i + "ませんでした", source),
            rule(.politeVolitional, dictionary, i + "ましょう", source),
            rule(.past, dictionary, ta, source),
            rule(.te, dictionary, te, source, .teForm),
            rule(.conditionalTara, dictionary, ta + "ら", source),
            rule(.tari, dictionary, ta + "り", source),
            rule(.tai, dictionary, i + "たい", source, .iAdjective),
            rule(.nasai, dictionary, i + "なさい", source),
            rule(.appearance, dictionary, i + "そう", source, .naAdjective),
            rule(.sugiru, dictionary, i + "すぎる", source, .ichidan),
        ]
    }

    private static func rule(_ inflection: Inflection, _ dictionary: String, _ inflected: String,
                             _ source: WordClass, _ produces: WordClass = []) -> InflectionRule {
        InflectionRule(inflection: inflection, dictionaryEnding: dictionary, inflectedEnding: inflected,
                       source: source, produces: produces)
    }
}
