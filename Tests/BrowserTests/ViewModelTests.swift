import KanjiKit
import Testing
@testable import Browser

@Suite struct ViewModelTests {
    private let store = Dataset.fullStore()

    @Test func the_list_reports_the_chosen_kanji_and_nothing_else() throws {
        let list = KanjiListViewModel(title: "Kanji", kanji: try store.allKanji(), search: try store.kanjiSearch(), coordinator: nil)
        var chosen: [String] = []
        list.onOutput = { if case .kanjiChosen(let kanji) = $0 { chosen.append(kanji.character) } }
        list.handle(.down)
        #expect(chosen.isEmpty)
        #expect(list.positionText == "2/10361")
        list.handle(.select)
        #expect(chosen == ["一"])
    }

    @Test func the_list_can_be_positioned_on_a_kanji() throws {
        let list = KanjiListViewModel(title: "Kanji", kanji: try store.allKanji(), search: try store.kanjiSearch(), coordinator: nil)
        list.moveCursor(to: "本")
        #expect(list.selectedKanji?.character == "本")
        #expect(list.positionText == "10/10361")
    }

    @Test func the_detail_shows_labelled_facts_with_provenance() throws {
        let sun = try #require(try store.kanji(for: "日"))
        let words = try Dataset.words.kanjiWords(of: "日", limit: 50)
        let detail = KanjiDetailViewModel(kanji: sun, words: KanjiWordList(groups: [KanjiWordGroup(reading: nil, words: words)]), coordinator: nil)
        #expect(detail.title == "日")
        #expect(detail.headline == "day; sun; Japan; counter for days")
        #expect(detail.facts.map(\.label) == ["On", "Kun", "Strokes", "Grade", "JLPT", "Nanori", "Frequency", "Radical", "Components"])
        #expect(detail.facts.first { $0.label == "JLPT" }?.value == "N5 (unofficial list) · old level 4 (before 2010)")
        #expect(detail.wordsPositionText == "Words 1/6 · w: all 50 with 日")
    }

    @Test func the_detail_reports_the_chosen_word() throws {
        let sun = try #require(try store.kanji(for: "日"))
        let words = try Dataset.words.kanjiWords(of: "日", limit: 50)
        let detail = KanjiDetailViewModel(kanji: sun, words: KanjiWordList(groups: [KanjiWordGroup(reading: "ニチ", words: words)]),
                                          coordinator: nil)
        var chosen: [KanjiWordRow] = []
        detail.onOutput = { if case .wordChosen(let word) = $0 { chosen.append(word) } }
        detail.handle(.down)
        detail.handle(.select)
        #expect(chosen == [KanjiWordRow(words[1])])
    }

    @Test func a_word_list_subtitle_reads_reading_then_gloss() throws {
        #expect(WordLabels.readingAndGloss(of: try Dataset.entry("日本")) == "にほん — Japan")
        #expect(WordLabels.readingAndGloss(of: try Dataset.entry("ゲーム")) == "game")
    }
}
