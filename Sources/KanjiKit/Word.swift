/// One EDICT entry: a headword written with kanji or kana, its reading and its English glosses.
public struct Word: Sendable, Hashable, Codable {
    /// The written form, e.g. "日本".
    public let headword: String
    /// The kana reading; equal to the headword for kana-only entries.
    public let reading: String
    /// Glosses in EDICT's order, with part-of-speech and usage tags removed.
    public let glosses: [String]
    /// EDICT's "(P)" mark: the word is among the common (priority) entries.
    public let isCommon: Bool

    public init(headword: String, reading: String, glosses: [String], isCommon: Bool) {
        self.headword = headword
        self.reading = reading
        self.glosses = glosses
        self.isCommon = isCommon
    }
}
