/// One step from a dictionary form to an inflected one (食べる → 食べた is `.past`), named as a learner's
/// grammar names it; a chain of them says how a form was made ("te-form, ている, past" for 見ていた).
public enum Inflection: String, Sendable, Hashable, CaseIterable {
    case negative
    case polite
    case politeNegative
    case politePast
    case politeNegativePast
    case politeVolitional
    case past
    case te
    case conditionalTara
    case conditionalBa
    case potential
    case passive
    case potentialOrPassive
    case causative
    case shortCausative
    case volitional
    case imperative
    case tai
    case nasai
    case appearance
    case zu
    case nu
    case teiru
    case teru
    case shimau
    case chau
    case oku
    case kudasai
    case chimau
    case teWa
    case contractedBa
    case sugiru
    case tari
    case n
    case adverbial
    case noun
    case copula
    case attributive

    /// How the step is shown in a chain ("polite negative", "te-form", "ている").
    public var label: String {
        switch self {
        case .negative: "negative"
        case .polite: "polite"
        case .politeNegative: "polite negative"
        case .politePast: "polite past"
        case .politeNegativePast: "polite negative past"
        case .politeVolitional: "polite volitional"
        case .past: "past"
        case .te: "te-form"
        case .conditionalTara: "conditional (たら)"
        case .conditionalBa: "conditional (ば)"
        case .potential: "potential"
        case .passive: "passive"
        case .potentialOrPassive: "potential or passive"
        case .causative: "causative"
        case .shortCausative: "causative (short)"
        case .volitional: "volitional"
        case .imperative: "imperative"
        case .tai: "want to (たい)"
        case .nasai: "polite command (なさい)"
        case .appearance: "seems (そう)"
        case .zu: "without (ず)"
        case .nu: "negative (ぬ)"
        case .teiru: "ongoing (ている)"
        case .teru: "ongoing (てる)"
        case .shimau: "completely (てしまう)"
        case .chau: "completely (ちゃう)"
        case .oku: "in advance (ておく)"
        case .kudasai: "request (てください)"
        case .chimau: "completely (ちまう)"
        case .teWa: "ては (ちゃ)"
        case .contractedBa: "conditional (ば), contracted (きゃ)"
        case .sugiru: "too much (すぎる)"
        case .tari: "and so on (たり)"
        case .n: "negative (ん)"
        case .adverbial: "adverbial"
        case .noun: "noun (さ)"
        case .copula: "with the copula"
        case .attributive: "attributive (な)"
        }
    }

    /// A chain as one line, dictionary form first: "te-form, ongoing (ている), past".
    public static func label(of chain: [Inflection]) -> String {
        chain.map(\.label).joined(separator: ", ")
    }
}
