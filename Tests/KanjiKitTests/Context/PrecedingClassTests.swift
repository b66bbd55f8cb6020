import Testing
@testable import KanjiKit

/// `PrecedingClass` from IPAdic's features and UniDic's, by the rules `preceding_class` in
/// tools/generate_context.py counts the corpus by.
@Suite struct PrecedingClassTests {
    @Test func the_past_tense_is_told_from_the_copula_by_its_conjugation() {
        #expect(PrecedingClass(surface: "た", partOfSpeech: "助動詞", conjugationType: "特殊・タ") == .pastTense)
        #expect(PrecedingClass(surface: "だ", partOfSpeech: "助動詞", conjugationType: "特殊・タ") == .pastTense)
        #expect(PrecedingClass(surface: "た", partOfSpeech: "助動詞", conjugationType: "助動詞-タ") == .pastTense)
        #expect(PrecedingClass(surface: "だ", partOfSpeech: "助動詞", conjugationType: "特殊・ダ") == .predicate)
    }

    @Test func a_demonstrative_is_one_whatever_its_part_of_speech() {
        #expect(PrecedingClass(surface: "あの", partOfSpeech: "連体詞", conjugationType: "*") == .demonstrative)
        #expect(PrecedingClass(surface: "あの", partOfSpeech: "感動詞", conjugationType: "*") == .demonstrative)
        #expect(PrecedingClass(surface: "こんな", partOfSpeech: "連体詞", conjugationType: "*") == .other)
    }

    @Test func punctuation_starts_a_sentence_and_the_rest_go_by_part_of_speech() {
        #expect(PrecedingClass(surface: "、", partOfSpeech: "記号", conjugationType: "*") == .start)
        #expect(PrecedingClass(surface: "「", partOfSpeech: "補助記号", conjugationType: "*") == .start)
        #expect(PrecedingClass(surface: "の", partOfSpeech: "助詞", conjugationType: "*") == .genitive)
        #expect(PrecedingClass(surface: "は", partOfSpeech: "助詞", conjugationType: "*") == .particle)
        #expect(PrecedingClass(surface: "月", partOfSpeech: "名詞", conjugationType: "*") == .noun)
        #expect(PrecedingClass(surface: "食べる", partOfSpeech: "動詞", conjugationType: "一段") == .predicate)
        #expect(PrecedingClass(surface: "とても", partOfSpeech: "副詞", conjugationType: "*") == .other)
    }

    @Test func each_class_has_its_own_letter() {
        let letters = PrecedingClass.allCases.map(\.letter)
        #expect(Set(letters).count == letters.count)
        #expect(PrecedingClass.allCases.allSatisfy { PrecedingClass(letter: $0.letter) == $0 })
        #expect(PrecedingClass(letter: UInt8(ascii: "Z")) == nil)
    }
}
