import Foundation
import Testing
import Browser
import KanjiKit
import Segmentation
import TestSupport
import YomitanDictionaries

/// Issue 49: the learner's own dictionaries where the learner looks — under JMdict's entry on the word page (their
/// definitions, frequencies and accents), in the reader's pane (`d` steps through those that have the word), and on
/// the kanji page (the kanji dictionaries' facts) — read from the hand-written samples, imported as `dict import` does.
@MainActor
@Suite struct LearnerDictionariesScreenTests {
    let samples: SampleDictionaries
    var dictionaries: LearnerDictionaries { samples.dictionaries }

    init() throws {
        samples = try SampleDictionaries()
    }

    private func browser() throws -> KanjiBrowser {
        try KanjiBrowser.inMemory(store: Dataset.fullStore(), dictionaries: dictionaries)
    }

    @Test func the_word_page_shows_each_dictionary_under_jmdict_with_its_frequency_and_accent() throws {
        let browser = try browser()
        browser.application.follow(AppLink(tab: .words, routes: [.wordDetail(rank: try Dataset.entry("犬").rank)]))
        guard case .wordDetail(let page) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        let lines = page.lines
        #expect(lines.contains { $0.label == "Freq." && $0.text == "Sample Frequency 1234㋕" })
        #expect(lines.contains { $0.kind == .detail && $0.text == "— Sample Pitch" })
        let heading = try #require(lines.firstIndex { $0.kind == .heading && $0.text == "サンプル国語辞典" })
        let meanings = try #require(lines.firstIndex { $0.kind == .heading && $0.text == "Meanings" })
        #expect(meanings < heading, "JMdict's meanings come first, the learner's dictionaries under them")
        #expect(lines[heading + 1] == .init(.detail, "名 · ★"))
        #expect(lines[heading + 2].kind == .glossary(0))
        #expect(page.learnerGlosses.count == 1)
    }

    @Test func a_word_no_dictionary_has_shows_jmdict_alone() throws {
        let browser = try browser()
        browser.application.follow(AppLink(tab: .words, routes: [.wordDetail(rank: try Dataset.entry("本").rank)]))
        guard case .wordDetail(let page) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        #expect(!page.lines.contains { if case .glossary = $0.kind { true } else { false } })
        #expect(!page.lines.contains { $0.label == "Freq." })
    }

    @Test func d_in_the_reader_steps_through_the_dictionaries_that_have_the_word_and_stays_as_the_cursor_moves() throws {
        let browser = try browser()
        browser.handle(.selectTab(AppTab.read.rawValue))
        guard case .readingList(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        list.paste("犬が犬を見た。")
        guard case .reader(let reader) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        #expect(reader.selectedWord?.headword == "犬")
        #expect(reader.paneDictionaryLine == "JMdict · d: 1 more")
        #expect(reader.selectedLearnerDictionaries.frequencyLine == "Sample Frequency 1234㋕")
        reader.handle(.nextDictionary)
        #expect(reader.shownLearnerDefinitions?.dictionary == "サンプル国語辞典")
        #expect(reader.paneDictionaryLine == "サンプル国語辞典 (2 of 2) · d")
        reader.handle(.nextWord)
        #expect(reader.selectedWord?.headword == "犬")
        #expect(reader.shownLearnerDefinitions?.dictionary == "サンプル国語辞典", "the pane keeps the dictionary for the next word")
        reader.handle(.nextWord)
        #expect(reader.selectedWord?.headword == "見る")
        #expect(reader.shownLearnerDefinitions == nil, "a word the dictionary lacks is JMdict's")
        reader.handle(.nextDictionary)
        #expect(reader.statusText.hasPrefix("no dictionary of yours has 見る"), "\(reader.statusText)")
        reader.handle(.previousWord)
        reader.handle(.nextDictionary)
        #expect(reader.shownLearnerDefinitions == nil, "after the last dictionary, JMdict again")
        #expect(reader.statusText == "犬 in JMdict")
    }

    @Test func the_pane_scans_from_the_word_for_a_longer_term_of_the_learners_dictionaries() throws {
        let browser = try browser()
        browser.handle(.selectTab(AppTab.read.rawValue))
        guard case .readingList(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        // JMdict (2021) has no 推し活: the segmenter reads 推し as 推す and 活 apart, and the scan from 推し finds the term.
        list.paste("推し活をしていた。")
        guard case .reader(let reader) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        #expect(reader.selectedWord?.headword == "推す")
        #expect(reader.paneDictionaryLine == "JMdict · d: 1 more")
        reader.handle(.nextDictionary)
        #expect(reader.shownLearnerDefinitions?.terms.map(\.expression) == ["推し活"])
        reader.handle(.nextWord)
        #expect(reader.selectedWord?.headword == "活")
        #expect(reader.paneDictionaryLine == nil, "from 活 on, no term of the learner's starts there")
    }

    @Test func the_kanji_page_lists_the_kanji_dictionaries_facts_after_kanjidics() throws {
        let browser = try browser()
        browser.application.follow(AppLink(tab: .kanji, routes: [.kanjiDetail("犬")]))
        guard case .kanjiDetail(let page) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        #expect(page.facts.suffix(2) == [
            KanjiFact(label: "Sample Kan…", value: "dog; canine · on ケン · kun いぬ、いぬ- · freq 1326 · grade 1"),
            KanjiFact(label: "Freq.", value: "Sample Kanji 1326"),
        ])
    }

    @Test func a_long_title_is_cut_to_the_label_column() throws {
        let facts = KanjiInLearnerDictionaries.facts(of: "犬", in: dictionaries)
        #expect(facts.allSatisfy { DisplayWidth.of($0.label) <= 11 })
    }
}
