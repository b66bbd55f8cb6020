import Testing
import KanjiKit
@testable import Segmentation

/// Issue 45's "nothing vanishes", on the vim tutor's words that did: a noun neither JMdict nor JMnedict has whole is
/// read as the JMdict words it is made of, a verb's stem used as a noun is the noun, and a stem with a suffix is the
/// noun JMdict has. Each case failed before the change; the guards keep what must stay whole.
@Suite struct UnlistedCompoundTests {
    private func words(_ text: String) throws -> [String] {
        try SegmenterFixture.segmenter().words(in: text).map { "\($0.headword)/\($0.reading)" }
    }

    @Test(arguments: [
        ("間違いはバックスペースキーを使って直す。", ["バックスペース/バックスペース", "キー/キー"]),
        ("広範にわたるオンラインヘルプシステムがあります。", ["オンラインヘルプ/オンラインヘルプ", "システム/システム"]),
        ("行内の誤りを全て修正しましょう。", ["行/ぎょう", "内/ない"]),
    ])
    func a_compound_jmdict_lacks_is_its_words(_ text: String, _ parts: [String]) throws {
        let found = try words(text)
        let start = try #require(found.firstIndex(of: parts[0]), "\(found)")
        #expect(Array(found[start..<min(found.count, start + parts.count)]) == parts, "\(found)")
    }

    @Test func the_cover_takes_the_longest_words_that_spell_the_whole() throws {
        let segmenter = try SegmenterFixture.segmenter()
        #expect(segmenter.cover(of: "バックスペースキー") == ["バックスペース", "キー"])
        // The fewest words, the rarest as common as can be: not ファイルク + ローズ, not 空文 + 字.
        #expect(segmenter.cover(of: "ファイルクローズエラー") == ["ファイル", "クローズ", "エラー"])
        #expect(segmenter.cover(of: "空文字") == ["空", "文字"])
        // Kana of two a word JMdict does not mark common are a sound: ユニファイド is no ユニ + ファ + イド.
        #expect(segmenter.cover(of: "ユニファイド") == nil)
        // One katakana is a sound, not a word: ピアース has no cover, and stays what it was.
        #expect(segmenter.cover(of: "ピアース") == nil)
    }

    @Test func a_word_or_name_the_dictionaries_have_whole_stays_whole() throws {
        #expect(try words("オンラインヘルプを使用しましょう。").first == "オンラインヘルプ/オンラインヘルプ")
        #expect(try words("ノーマルモードに戻る。").first == "ノーマルモード/ノーマルモード")
        #expect(try words("田中さんが来た。").first?.hasPrefix("田中") == true)
    }

    @Test(arguments: [("単語の終わりまでを削除します。", "終わり/おわり"), ("話の終わりの部分", "終わり/おわり"),
                      ("手伝いだけでいい。", "手伝い/てつだい")])
    func a_stem_before_a_particle_of_a_noun_is_the_noun(_ text: String, _ expected: String) throws {
        let found = try words(text)
        #expect(found.contains(expected), "\(found)")
    }

    @Test func a_stem_before_a_case_particle_of_a_verb_stays_the_verb() throws {
        // 見に行く is a purpose, and a stem before て or a verb is the verb.
        #expect(try words("映画を見に行く。").contains("見る/みる"))
        #expect(try words("雨が降り続く。").contains { $0.hasPrefix("降り続く") || $0.hasPrefix("降る") })
    }

    @Test(arguments: [("貼り付けコマンド", "貼り付け/はりつけ"), ("漢字の読み方を教えて。", "読み方/よみかた")])
    func a_stem_and_a_suffix_are_the_noun_jmdict_has(_ text: String, _ expected: String) throws {
        let found = try words(text)
        #expect(found.contains(expected), "\(found)")
    }
}
