import Segmentation
import Testing

/// Issue 32 §2: grammar patterns and formal nouns are words the reader shows, marked as grammar, and counted apart
/// from the vocabulary.
@Suite struct GrammarWordTests {
    /// The words of `text` as "form" or "form (grammar)".
    private func marked(_ text: String) throws -> [String] {
        try SegmenterFixture.segmenter().words(in: text).map { $0.dictionaryForm + ($0.isGrammar ? " (grammar)" : "") }
    }

    @Test(arguments: [
        ("日本語を読むことができる。", ["日本語", "読む", "ことができる (grammar)"]),
        ("彼について話します。", ["彼", "について (grammar)", "話す"]),
        ("明日は雨かもしれません。", ["明日", "雨", "かもしれません (grammar)"]),
        ("学生として働く。", ["学生", "として (grammar)", "働く"]),
        ("読めるようになった。", ["読む", "ようになる (grammar)"]),
    ])
    func a_grammar_pattern_is_a_word_marked_as_grammar(text: String, words: [String]) throws {
        #expect(try marked(text) == words)
    }

    /// こと, ため, つもり, はず name no thing: IPAdic's dependent nouns, once left out, are grammar words now.
    @Test(arguments: [
        ("なんでそんなこと言うの？", ["なんで", "そんな", "こと (grammar)", "言う"]),
        ("勉強するために来た。", ["勉強", "する", "ため (grammar)", "来る"]),
        ("行くつもりです。", ["行く", "つもり (grammar)"]),
        ("知っているはずだ。", ["知る", "はず (grammar)"]),
    ])
    func a_formal_noun_is_a_grammar_word(text: String, words: [String]) throws {
        #expect(try marked(text) == words)
    }

    /// A kanji-written 物 is the thing itself, vocabulary; もの in kana is the formal noun.
    @Test func a_formal_noun_written_in_kanji_is_vocabulary() throws {
        let segmenter = try SegmenterFixture.segmenter()
        #expect(segmenter.words(in: "物を大切にする。").contains { $0.dictionaryForm == "物" && !$0.isGrammar })
        #expect(segmenter.words(in: "大切なものを忘れた。").contains { $0.dictionaryForm == "もの" && $0.isGrammar })
    }

    /// IPAdic calls 以上, 以外, 際 dependent nouns too, but written in kanji they mean something a learner looks up:
    /// vocabulary words, once left out with the formal nouns.
    @Test(arguments: [
        ("これ以上は無理だ。", "以上"),
        ("日本以外の国へ行く。", "以外"),
        ("出発の際に連絡する。", "際"),
    ])
    func a_dependent_noun_written_in_kanji_is_vocabulary(text: String, word: String) throws {
        let words = try SegmenterFixture.segmenter().words(in: text)
        #expect(words.contains { $0.dictionaryForm == word && !$0.isGrammar }, "\(words.map(\.dictionaryForm))")
    }

    /// The analysis counts grammar apart: neither in the words nor in their number, so the shares known are of
    /// the vocabulary.
    @Test func the_analysis_counts_grammar_apart_from_the_vocabulary() throws {
        let text = ReadingText("彼について話します。彼女についても話します。本を読むことができる。", format: .plain)
        let analysis = TextAnalysis(text, segmenter: try SegmenterFixture.segmenter())
        #expect(analysis.words.map(\.dictionaryForm).sorted() == ["彼", "彼女", "本", "話す", "読む"].sorted())
        #expect(analysis.tokenCount == 6)
        #expect(analysis.grammar.map(\.dictionaryForm) == ["について", "ことができる"])
        #expect(analysis.grammar.map(\.count) == [2, 1])
        #expect(analysis.grammarTokenCount == 3)
    }
}
