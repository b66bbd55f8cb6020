/// What JMdict's priority tags and form tags say about how usual a form is, as `tools/generate_words.py`
/// reads them (`COMMON_TAGS`, `WEAK_FORM_TAGS`): the generator ranks by the same sets.
public enum Priority {
    /// JMdict's common marker, EDICT's "(P)": news1, ichi1, spec1, spec2 and gai1.
    public static let commonTags: Set<String> = ["news1", "ichi1", "spec1", "spec2", "gai1"]

    /// Form tags of spellings and readings a learner should not meet first (JMdict's ok, ik, io, oK, iK, rK, rk,
    /// sK, sk), as the tags section of `words.bin` spells them.
    public static let unusualFormTags: Set<String> = [
        "out-dated or obsolete kana usage", "rarely-used kana form", "search-only kana form",
        "word containing out-dated kanji or kanji usage", "word containing out-dated kanji", "rarely-used kanji form",
        "search-only kanji form", "word containing irregular kanji usage", "word containing irregular kana usage",
        "irregular okurigana usage",
    ]

    /// JMdict's tag of a reading of the whole written form (今日 きょう, 明日 あした).
    public static let specialReadingTag = "gikun (meaning as reading) or jukujikun (special kanji reading)"

    /// JMdict's sense tag "uk": the word is usually written in kana alone (為る is written する).
    public static let usuallyKanaTag = "word usually written using kana alone"

    /// Whether `priorities` hold a common tag.
    public static func isCommon(_ priorities: [String]) -> Bool {
        priorities.contains(where: commonTags.contains)
    }

    /// Whether a form's `tags` mark it rare, out-dated, irregular or search-only.
    public static func isUnusual(_ tags: [String]) -> Bool {
        tags.contains(where: unusualFormTags.contains)
    }
}
