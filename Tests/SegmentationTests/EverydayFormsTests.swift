import Testing
import KanjiKit
@testable import Segmentation

/// Issue 45 on everyday Japanese, the forms the everyday set's last misses were made of: honorific stems, suffixes
/// and dependent adjectives as words, phrases JMdict has whole that end in a particle, the sense an object means, and
/// the cuts IPAdic gets wrong. Each case failed before the change; the guards after each kind hold what must not join.
@Suite struct EverydayFormsTests {
    /// The words of `text` as "headword/reading", grammar marked "(grammar)".
    private func words(_ text: String) throws -> [String] {
        try SegmenterFixture.segmenter().words(in: text).map { word in
            "\(word.headword)/\(word.reading)" + (word.isGrammar ? " (grammar)" : "")
        }
    }

    /// The first gloss of the sense the pane shows first for the word written `form` in `text`.
    private func firstGloss(of form: String, in text: String) throws -> String? {
        let segmenter = try SegmenterFixture.segmenter()
        let word = try #require(segmenter.words(in: text).first { $0.surface.hasPrefix(form) || $0.dictionaryForm == form })
        let entry = try #require(segmenter.entry(word.entryNumber))
        return word.sensesInOrder(of: entry).first?.sense.glosses.first
    }

    // MARK: Honorific forms

    @Test(arguments: [
        ("列に並んでお待ちください。", ["列/れつ", "並ぶ/ならぶ", "お/お", "待つ/まつ", "くださる/くださる (grammar)"]),
        ("お客様にお知らせいたします。", ["お客様/おきゃくさま", "お/お", "知らせる/しらせる", "いたす/いたす (grammar)"]),
        ("最新版をお試しください。", ["最新版/さいしんばん", "お/お", "試す/ためす", "くださる/くださる (grammar)"]),
    ])
    func a_stem_between_o_and_a_helper_is_the_verb(_ text: String, _ expected: [String]) throws {
        #expect(try words(text) == expected)
    }

    @Test func the_humble_potential_after_go_is_itadaku_and_ni_nareru_is_naru() throws {
        #expect(try words("ご利用いただけます。").last == "いただく/いただく (grammar)")
        #expect(try words("ご利用になれません。").last == "なる/なる (grammar)")
        // に慣れる elsewhere stays 慣れる.
        #expect(try words("仕事になれる。").last == "慣れる/なれる")
    }

    /// お願いします is JMdict's expression whole, the prefix split or not.
    @Test func a_fixed_phrase_with_o_stays_whole() throws {
        #expect(try words("お願いします。") == ["お願いします/おねがいします"])
    }

    // MARK: Suffixes and dependent adjectives

    @Test(arguments: [("会社側は", "側/がわ"), ("会場内で", "内/ない"), ("選手たちは", "たち/たち"), ("カウボーイごっこを", "ごっこ/ごっこ")])
    func a_suffix_is_the_entry_jmdict_has_as_a_suffix(_ text: String, _ expected: String) throws {
        let found = try words(text)
        #expect(found.contains(expected), "\(found)")
    }

    @Test func a_suffix_takes_its_suffix_sense_and_reading() throws {
        #expect(try firstGloss(of: "用", in: "システム用の鍵") == "for the use of ...")
        // 点 read テン is てん, though ぽち is a suffix too.
        #expect(try words("三点まで").contains("点/てん"))
        // そう of 大丈夫そう is no word: JMdict's suffix そう is 双's reading.
        #expect(try !words("大丈夫そう？").contains { $0.hasPrefix("双") })
    }

    @Test func a_dependent_adjective_after_a_stem_is_grammar() throws {
        #expect(try words("この階段は滑りやすい。").last == "やすい/やすい (grammar)")
        #expect(try words("聞き取り難い。").last == "難い/にくい (grammar)")
        #expect(try words("かければよい。").last == "良い/よい")
        #expect(try words("ここにすわってもいいですか。") == ["ここ/ここ", "座る/すわる"])
    }

    @Test func an_adjectives_stem_and_sa_is_the_noun() throws {
        #expect(try words("深さを測る。").first == "深さ/ふかさ")
        #expect(try words("うれしそうに笑った。").first == "嬉しい/うれしい")
    }

    @Test func hodo_and_beki_are_grammar() throws {
        #expect(try words("持てば持つほど").last == "ほど/ほど (grammar)")
        #expect(try words("教室では帽子を被るべきではない。").contains("べき/べき (grammar)"))
    }

    @Test func nashi_is_the_word_without() throws {
        #expect(try words("予約なしで").contains("なし/なし"))
    }

    // MARK: Phrases JMdict has whole

    @Test(arguments: [
        ("すぐに立ち直る。", "すぐに/すぐに"), ("何も言わない。", "何も/なにも"), ("なんで怒ってるの？", "なんで/なんで"),
        ("二人ともフリーだ。", "二人とも/ふたりとも"), ("よかったら、帰ろう。", "よかったら/よかったら"), ("いただきます。", "いただきます/いただきます"),
        ("代わる代わる寝た。", "代わる代わる/かわるがわる"), ("電話が混み合っております。", "混み合う/こみあう"),
    ])
    func a_phrase_jmdict_has_whole_is_one_word(_ text: String, _ expected: String) throws {
        let found = try words(text)
        #expect(found.contains(expected), "\(found)")
    }

    @Test func a_topic_or_a_passive_joins_nothing() throws {
        #expect(try words("それは知らなかった。").first == "それ/それ")
        #expect(try words("今晩は雨だ。").first == "今晩/こんばん")
        #expect(try words("来月から施行される。").suffix(2) == ["施行/しこう", "する/する"])
        #expect(try words("宿題、もうやっちゃった。").last == "やる/やる")
    }

    @Test func ni_naru_to_after_a_time_is_naru() throws {
        #expect(try words("朝になると鳥が鳴く。").prefix(2) == ["朝/あさ", "なる/なる"])
        #expect(try words("料理になると夢中だ。").contains("になると/になると"))
    }

    // MARK: What IPAdic cut or read wrong

    @Test func the_sentence_decides_what_ipadic_guessed() throws {
        #expect(try words("新しいくつをはいた。").prefix(2) == ["新しい/あたらしい", "靴/くつ"])
        #expect(try words("まだあいてるかな。").contains("開く/あく"))
        #expect(try words("目的を達した。").last == "達する/たっする")
    }

    /// The noun before を or が chooses the verb's sense when JMdict's first shares nothing with it.
    @Test func the_object_chooses_the_sense() throws {
        #expect(try firstGloss(of: "つけ", in: "電気をつけた。")?.hasPrefix("to turn on") == true)
        #expect(try firstGloss(of: "かけ", in: "電話をかけた。")?.contains("call") == true)
        #expect(try firstGloss(of: "書い", in: "本を書いた。") == "to write")
    }

    /// JMdict's notes on what a sense comes after choose among an expression's senses; a kana word's notes on its
    /// spellings order its senses.
    @Test func notes_choose_the_sense() throws {
        #expect(try firstGloss(of: "とする", in: "知識を前提とする。") == "to take as")
        #expect(try firstGloss(of: "とする", in: "出かけようとする。") == "to try to ...")
        #expect(try firstGloss(of: "ポインタ", in: "マウスのポインタを動かす。") == "(mouse) pointer")
        #expect(try firstGloss(of: "ポインター", in: "ポインターを飼う。") == "pointer (dog breed)")
    }

    // MARK: Found on the vim tutor's recall

    /// A compound particle that is a grammar pattern is a stop, whether or not JMdict marks it common or has it with
    /// its case particle: と共に and を通じて had given nothing.
    @Test(arguments: [("ファイル名 TEST と共に起動する。", "と共に"), ("全てのレッスンを通じて覚える。", "を通じて"),
                      ("法律に従って行動する。", "に従って"), ("一年を通して暑い。", "を通して")])
    func a_compound_particle_is_grammar_never_nothing(_ text: String, _ particle: String) throws {
        let found = try SegmenterFixture.segmenter().words(in: text)
        let word = try #require(found.first { $0.surface == particle }, "\(found.map(\.surface))")
        #expect(word.isGrammar)
        // Read as written, its particle first: を通じて is をつうじて, not 通じて's つうじて.
        #expect(word.reading.hasPrefix(String(particle.prefix(1))), "\(word.reading)")
    }

    /// 略 standing as a noun is りゃく "abbreviation": the sentences' readings choose only among the entries of the
    /// token's part of speech, and ほぼ "almost", which JMdict also writes 略, is an adverb.
    @Test func a_reading_the_sentences_give_keeps_the_tokens_part_of_speech() throws {
        #expect(try words("(Ignore Case の略) を設定します").contains("略/りゃく"))
        #expect(try words("これは略です。").contains("略/りゃく"))
        #expect(try words("ほぼ全てを知る。").contains("ほぼ/ほぼ"))
    }

    /// A suffix does not attach across a space: after a list's number (3. 先ほど), IPAdic's suffix 先 had cut 先ほど
    /// "a moment ago" into 先 and the grammar point ほど.
    @Test func a_suffix_after_a_space_is_the_noun() throws {
        #expect(try words("3. 先ほどの行の番号").contains("先ほど/さきほど"))
        #expect(try words("システム上の問題").contains("上/じょう"))
    }

    /// A kanji stem written right before a loanword is the noun of the compound (置き換えコマンド); before a kanji noun,
    /// or as する's し, it goes on to the next clause and stays the verb.
    @Test func a_stem_before_a_loanword_is_the_noun() throws {
        #expect(try words("レッスン 3.2: 置き換えコマンド").contains("置き換え/おきかえ"))
        #expect(try words("ステップを覚え自信がついた。").contains("覚える/おぼえる"))
        #expect(try !words("行へ移動し挿入モードに入ります。").contains { $0.hasPrefix("詩") })
    }

    /// Kana spaced out letter by letter (よ う こ そ) are no suffixes made nouns.
    @Test func a_kana_after_a_space_is_no_noun() throws {
        #expect(try !words("チュートリアルへ よ う こ そ").contains { $0.hasPrefix("祖") })
    }
}
