/// One component of a kanji as the components screen lists it: the shape as KRADFILE writes it, its stroke count
/// from RADKFILE (`components.tsv`) and its meanings from KANJIDIC2.
///
/// Most of KRADFILE's 253 components are kanji themselves, with KANJIDIC2 meanings of their own. Fourteen are
/// not: radical variants (⺅ is 人 written at the left, 辶 is 辵), strokes (ノ, ｜) and katakana-like shapes (マ, ユ,
/// ヨ). RADKFILE's header says which character each variant stands for; their meanings are that character's.
public struct ComponentDescription: Sendable, Hashable {
    /// As KRADFILE writes it, e.g. "⺅" or "日"; the same strings as `Kanji.components`.
    public let character: String
    public let strokeCount: Int
    /// The character whose meanings the component carries when it is not a kanji itself (人 for ⺅), or `nil`.
    public let standsFor: String?
    /// KANJIDIC2's meanings of the component (or of the character it stands for); empty for a bare shape.
    public let meanings: [String]

    public init(character: String, strokeCount: Int, standsFor: String?, meanings: [String]) {
        self.character = character
        self.strokeCount = strokeCount
        self.standsFor = standsFor
        self.meanings = meanings
    }

    /// The character each non-kanji component stands for, from RADKFILE's notes on the shapes it substitutes;
    /// the katakana-like shapes (マ, ユ, ヨ) stand for no character and have no meaning.
    public static let variants: [String: String] = [
        "ノ": "丿", "｜": "丨", "⺅": "人", "𠆢": "人", "ハ": "八", "⺌": "小", "⺾": "艸", "⻏": "邑", "⻖": "阜",
        "辶": "辵", "⺹": "老",
    ]
}

extension KanjiStore {
    /// The components of `kanji`, in KRADFILE's order, each with its strokes and meanings.
    /// - Throws: `DatasetError` when the components file cannot be read.
    public func componentDescriptions(of kanji: Kanji) throws(DatasetError) -> [ComponentDescription] {
        let strokes = Dictionary(try components().map { ($0.character, $0.strokeCount) }, uniquingKeysWith: { first, _ in first })
        return try kanji.components.map { (component) throws(DatasetError) in try describe(component, strokes: strokes[component]) }
    }

    /// One component, as KRADFILE writes it ("⺅", "日"), with its strokes and meanings: what a route that names a
    /// component by its character shows.
    /// - Throws: `DatasetError` when the components file cannot be read.
    public func componentDescription(of component: String) throws(DatasetError) -> ComponentDescription {
        try describe(component, strokes: try components().first { $0.character == component }?.strokeCount)
    }

    /// `component` with its stroke count from RADKFILE (`strokes`, or the kanji's own when RADKFILE lacks it) and the
    /// meanings of the character it is or stands for.
    private func describe(_ component: String, strokes: Int?) throws(DatasetError) -> ComponentDescription {
        let standsFor = ComponentDescription.variants[component]
        let meaningSource = try kanji(for: standsFor ?? component)
        return ComponentDescription(character: component, strokeCount: strokes ?? meaningSource?.strokeCount ?? 0,
                                    standsFor: standsFor, meanings: meaningSource?.meanings ?? [])
    }
}
