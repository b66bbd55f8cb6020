import KanjiKit
import Segmentation
import Testing

/// Issue 32 §2: names of people, places and organisations come from JMnedict (`names.bin`): words the reader shows,
/// marked as names, never vocabulary; a place JMdict has as a word stays vocabulary.
@Suite struct NameWordTests {
    /// The words of `text` as "form", "form (grammar)" or "form (name たなか)".
    private func marked(_ text: String) throws -> [String] {
        try SegmenterFixture.segmenter().words(in: text).map { word in
            if let name = word.name { return "\(word.surface) (name \(name.readings[0].kana))" }
            return word.dictionaryForm + (word.isGrammar ? " (grammar)" : "")
        }
    }

    @Test func a_surname_is_a_name_and_the_city_and_the_verb_are_words() throws {
        // さん, the title that marks 田中 as a name, is a word of its own ("Mr.; Ms."), as jisho.org lists it.
        #expect(try marked("田中さんは東京に住んでいます。") == ["田中 (name たなか)", "さん", "東京", "住む"])
    }

    @Test func a_name_is_neither_vocabulary_nor_grammar_and_has_no_entry() throws {
        let tanaka = try #require(try SegmenterFixture.segmenter().words(in: "田中さんは東京に住んでいます。").first)
        #expect(tanaka.isName && !tanaka.isVocabulary && !tanaka.isGrammar)
        #expect(tanaka.entryNumber == TextWord.noEntry)
        #expect(tanaka.name?.readings.first?.kinds.contains(.surname) == true)
        #expect(tanaka.name?.readings.first?.gloss == "Tanaka")
        #expect(try SegmenterFixture.segmenter().candidates(of: tanaka).isEmpty)
    }

    @Test func a_full_name_jmnedict_has_is_one_name_and_one_it_lacks_is_its_parts() throws {
        #expect(try marked("田中角栄は首相だった。").first == "田中角栄 (name たなかかくえい)")
        #expect(try marked("山田花子です。").first == "山田花子 (name やまだはなこ)")
        let parts = try marked("佐藤美咲です。")
        #expect(parts.prefix(2) == ["佐藤 (name さとう)", "美咲 (name みさき)"], "\(parts)")
    }

    @Test func a_company_is_a_name() throws {
        #expect(try marked("トヨタの車を買った。").first == "トヨタ (name トヨタ)")
    }

    /// IPAdic cuts モーション (which it lacks) into a surname and a given name, モー and ション; JMdict has the whole,
    /// so it is that word, not two names (the vim tutor's "オペレータとモーション").
    @Test func katakana_cut_into_names_is_the_word_jmdict_has_whole() throws {
        #expect(try marked("オペレータとモーションの組み合わせ").contains("モーション"))
        #expect(try !marked("オペレータとモーションの組み合わせ").contains { $0.contains("name") })
    }

    /// A one-character given name standing alone is MeCab's guess (行 in 行に戻る, "Kou"): no name, no word; beside
    /// a surname or before a title it is a name.
    @Test func a_lone_one_character_name_is_no_name_but_one_beside_a_name_or_a_title_is() throws {
        #expect(try !marked("を押した行に戻っ").contains { $0.hasPrefix("行 (name") })
        #expect(try marked("晋さんが来た。").first == "晋 (name すすむ)")
    }

    /// MeCab tags 国連, 気象庁 and 日本銀行 organisations; JMdict has each as a word a learner keeps (news words), so
    /// they are vocabulary, as 東京 is, and not names.
    @Test func an_organisation_jmdict_has_is_vocabulary() throws {
        #expect(try marked("国連と気象庁と日本銀行が発表した。").prefix(3) == ["国連", "気象庁", "日本銀行"])
    }

    @Test func a_text_counts_its_names_apart_from_its_vocabulary() throws {
        let text = ReadingText("田中さんは東京に住んでいます。\n田中さんは先生です。", format: .plain)
        let analysis = TextAnalysis(text, segmenter: try SegmenterFixture.segmenter())
        #expect(analysis.names.map(\.name.written) == ["田中"])
        #expect(analysis.names.first?.count == 2)
        #expect(analysis.nameTokenCount == 2)
        #expect(!analysis.words.map(\.headword).contains("田中"))
        #expect(analysis.words.map(\.headword).contains("東京"))
    }

    @Test func without_names_bin_a_name_is_no_word_as_before() throws {
        let segmenter = WordSegmenter(tokenizer: try MeCabTokenizer(), dictionary: SegmenterFixture.dictionary)
        #expect(segmenter.words(in: "田中さんは東京に住んでいます。").map(\.dictionaryForm) == ["さん", "東京", "住む"])
    }

    /// Issue 45: IPAdic takes 森, 林 and ミラー for surnames wherever it has no better guess; unmarked by the text, they
    /// are the words JMdict has. Marked by a title or a given name beside them, they stay names.
    @Test(arguments: [("森の中を歩いた。", "森"), ("林の向こうに家がある。", "林"), ("ミラーを見た。", "ミラー"), ("リストを作る。", "リスト")])
    func an_unmarked_surname_jmdict_has_as_a_word_is_that_word(_ text: String, _ word: String) throws {
        let found = try marked(text)
        #expect(found.contains(word), "\(found)")
    }

    @Test func a_surname_marked_by_a_title_stays_a_name() throws {
        #expect(try marked("森さんが来た。").first == "森 (name もり)")
    }
}
