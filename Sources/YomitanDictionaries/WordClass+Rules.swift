import KanjiKit

extension WordClass {
    /// The classes a term's Yomitan deinflection rules name (`DictionaryTerm.rules`), as KanjiKit's deinflector
    /// tells them: `v1` ichidan (and its `v1d`, `v1p` kinds), `v5` godan (and `v5k-s` for 行く, `v5r-i` for ある,
    /// `v5aru`, `v5u-s`, Yomitan's older `v5d`, `v5s`, `v5ss`, `v5sp`), `vk` 来る, `vs` する (`vs-s` the special
    /// ones), `adj-i` い-adjectives. A rule kanji-tui's grammar does not conjugate (`vz`, `iku`, Yomitan's own `te`
    /// and `adv`) names no class, so the term is found only as written.
    public init(yomitanRules rules: [String]) {
        var classes: WordClass = []
        for rule in rules {
            switch rule {
            case "v1", "v1d", "v1p", "v1-s": classes.formUnion(.ichidan)
            case "v5k-s", "iku": classes.formUnion([.godan, .godanIku])
            case "v5r-i": classes.formUnion([.godan, .godanAru])
            case "v5aru": classes.formUnion([.godan, .godanHonorific])
            case "v5u-s": classes.formUnion([.godan, .godanUSpecial])
            case "vk": classes.formUnion(.kuru)
            case "vs", "vs-i": classes.formUnion(.suru)
            case "vs-s": classes.formUnion([.suru, .suruSpecial])
            case "adj-i": classes.formUnion(.iAdjective)
            case "adj-ix": classes.formUnion([.iAdjective, .iAdjectiveIi])
            default:
                if rule.hasPrefix("v5") { classes.formUnion(.godan) }
            }
        }
        self = classes
    }
}
