import Testing
import KanjiKit
@testable import Segmentation

/// Issue 45's "the sentence decides", for the words whose sense is what the token is or what the clause makes it
/// (``WordSegmenter/senseOfUse(of:at:in:)``), and その様 read whole. Each case failed before the change.
@Suite struct SenseOfUseTests {
    /// The word written `form` in `text`, with the first gloss of the sense the pane shows first.
    private func found(_ form: String, in text: String) throws -> (headword: String, gloss: String?) {
        let segmenter = try SegmenterFixture.segmenter()
        let word = try #require(segmenter.words(in: text).first { $0.surface.hasPrefix(form) })
        let entry = try #require(segmenter.entry(word.entryNumber))
        return (word.headword, word.sensesInOrder(of: entry).first?.sense.glosses.first)
    }

    @Test func de_opening_a_sentence_is_the_conjunction() throws {
        #expect(try found("で", in: "で、これを押すと終わりです。").gloss == "and then")
    }

    @Test(arguments: ["よく聞かれる疑問を集めた。", "よく使われる言葉です。"])
    func yoku_before_a_passive_is_often(_ text: String) throws {
        #expect(try found("よく", in: text).gloss == "frequently")
    }

    @Test func yoku_before_an_active_verb_is_well() throws {
        #expect(try found("よく", in: "よく食べる。").gloss == "nicely")
    }

    @Test(arguments: [("そのようにしています。", "そのよう"), ("このようにすれば良い。", "このよう")])
    func a_demonstrative_and_you_are_one_word(_ text: String, _ headword: String) throws {
        #expect(try found(String(headword.prefix(2)), in: text).headword == headword)
    }

    @Test func you_ni_suru_after_a_verb_stays_the_pattern() throws {
        let words = try SegmenterFixture.segmenter().words(in: "毎日歩くようにしている。")
        #expect(words.contains { $0.dictionaryForm == "ようにする" && $0.isGrammar })
    }
}
