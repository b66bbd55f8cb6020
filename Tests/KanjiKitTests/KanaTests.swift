import Testing
@testable import KanjiKit

@Suite struct KanaTests {
    /// The key as text, so expectations read as kana.
    private func key(_ text: String) -> String {
        String(decoding: Kana.keyBytes(text.unicodeScalars), as: UTF8.self)
    }

    private func readingKeys(_ reading: String) -> [String] {
        Kana.readingKeys(reading).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func katakana_folds_to_hiragana_and_the_long_mark_stays() {
        #expect(key("ニチ") == "にち")
        #expect(key("ラーメン") == "らーめん")
        #expect(key("ヴァヵヶヽヾ") == "ゔぁゕゖゝゞ")
        #expect(key("ホン") == key("ほん"))
    }

    @Test func a_kun_reading_can_be_typed_whole_or_as_its_stem_without_marks() {
        #expect(readingKeys("まな.ぶ") == ["まなぶ", "まな"])
        #expect(readingKeys("-び") == ["び"])
        #expect(readingKeys("みず-") == ["みず"])
        #expect(readingKeys("-い.る") == ["いる", "い"])
        #expect(readingKeys("ニチ") == ["にち"])
    }

    @Test func every_spelling_of_a_long_o_or_u_has_one_key() {
        for spelling in ["こう", "こお", "こー", "コウ", "コオ", "コー"] {
            #expect(key(spelling) == "こー", "\(spelling)")
        }
        #expect(key("きょう") == "きょー")
        #expect(key("くう") == "くー")
        #expect(key("とおい") == key("とうい"))
    }

    @Test func other_vowel_pairs_keep_their_spelling() {
        #expect(key("かう") == "かう")
        #expect(key("くお") == "くお")
        #expect(key("せい") == "せい")
        #expect(key("おおう") == "おーう")
    }
}
