import Testing
@testable import KanjiKit

/// The ranking the Words tab and `kanji-tui words` share (issue 32), on the committed JMdict: the reading a learner
/// spelled before the long-vowel reading they may have meant, a form of する, 来る or an adjective before a noun that
/// merely sounds like it.
@Suite struct WordSearchOrderTests {
    private static let dictionary = try! WordDictionary(directory: Fixtures.resources)

    /// 自称 じしょう outranks 辞書 じしょ, 通り とおり outranks 鳥 とり, 空気 くうき outranks 茎 くき (all common, read so
    /// by their first reading): the reading the romaji spells comes first, the long-vowel one after it.
    @Test(arguments: [("jisho", "辞書", "自称"), ("tori", "鳥", "通り"), ("kuki", "茎", "空気")])
    func the_reading_as_spelled_comes_before_its_long_vowel_variant(query: String, exact: String, variant: String) throws {
        let found = try Self.dictionary.search(query, limit: 20).map(\.entry.headword)
        #expect(found.first == exact, "\(query): \(found.prefix(5))")
        let variantPosition = try #require(found.firstIndex(of: variant), "\(query): \(variant) not in \(found)")
        #expect(variantPosition < 10, "\(query): the long-vowel word is still near the top: \(found)")
    }

    /// 学校 がっこう is a common word found by its first reading; がっこ is an untagged dialect word: the form's class
    /// decides before the spelling does, so "gakko" still finds 学校 first.
    @Test func a_common_long_vowel_word_still_beats_a_rare_exact_one() throws {
        let found = try Self.dictionary.search("gakko", limit: 5).map(\.entry.headword)
        #expect(found.first == "学校", "\(found)")
        #expect(found.contains("がっこ"), "\(found)")
    }

    /// したい is 死体 and 肢体, しない 市内, した 下, きた 北: nouns that sound like a form of する or 来る, all of them
    /// rarer than the verb; the typed form is inflected, so the verb comes first.
    @Test(arguments: [("したい", "する", "死体"), ("しない", "する", "市内"), ("した", "する", "下"), ("shitai", "する", "死体"),
                      ("きた", "来る", "北")])
    func an_inflected_verb_comes_before_a_rarer_noun_that_sounds_like_it(query: String, verb: String, noun: String) throws {
        let matches = try Self.dictionary.search(query, limit: 20)
        #expect(matches.first?.entry.headword == verb, "\(query): \(matches.prefix(5).map(\.entry.headword))")
        #expect(matches.first?.kind == .inflected)
        #expect(matches.contains { $0.entry.headword == noun }, "\(query): the noun is still found")
    }

    /// 近く and 高さ are the adjectives' own derived nouns, written with the same kanji, not homographs: they keep
    /// their place before the adjective; 資格 しかく outranks 四角い, whose adverbial form it sounds like; the adverb
    /// よく is no noun, and stays before いい.
    @Test(arguments: [("ちかく", "近く"), ("たかさ", "高さ"), ("しかく", "資格"), ("よく", "よく")])
    func a_derived_or_more_common_noun_keeps_its_place(query: String, noun: String) throws {
        let found = try Self.dictionary.search(query, limit: 20).map(\.entry.headword)
        #expect(found.first == noun, "\(query): \(found.prefix(5))")
    }
}
