/// A word before its inflection, as ``WordSegmenter`` finds it: the token after its last token of meaning, its JMdict
/// entry and the form it is found under (見 of 見ていた is found under 見る), the entries it may be otherwise (empty:
/// those sharing the form), the sense the sentence means, and whether it is grammar whatever its form.
struct WordCore {
    let end: Int
    let number: Int
    let form: String
    var candidates: [Int] = []
    /// The index of the sense the sentence means in the entry's senses (``TextWord/senseIndex``).
    var senseIndex = 0
    /// Whether the word is grammar though its form is a word's (くれる after a te-form: ``TextWord/isGrammar``).
    var isGrammar = false
    /// The reading the text gives the word where it is the entry's own but not its first (四 read よん, not し: a
    /// number is read as the text reads it); nil for the entry's reading of the form.
    var reading: String? = nil
}
