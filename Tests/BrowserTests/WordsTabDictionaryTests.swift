import Coordination
import KanjiKit
import TestSupport
import Testing
import YomitanDictionaries
@testable import Browser

/// The Words tab with the learner's own dictionaries (issue 49): a term JMdict lacks is listed with its dictionary's
/// title, found through its own deinflection rules, and opens its glossary on a page of its own route; a chosen
/// frequency dictionary ranks the results.
@Suite struct WordsTabDictionaryTests {
    static let slang = #"""
        [["推し活","おしかつ","n","",5,["supporting one's favourite idol"],1,""],
         ["ぴえんする","","vs","vs",1,[{"type":"structured-content","content":{"tag":"ul","content":[{"tag":"li","content":"to be sad"},{"tag":"li","content":"to cry"}]}}],2,"slang"],
         ["食べる","たべる","v1","v1",0,["to eat (JMdict has it)"],3,""]]
        """#
    static let tags = #"[["slang","style",0,"slang word",0]]"#
    static let frequencies = #"[["二本","freq",5],["日本","freq",{"reading":"にほん","frequency":900}]]"#

    private func browser(rankingBy title: String? = nil) throws -> KanjiBrowser {
        let library = try LearnerDictionaryFixture.library([
            (title: "Slang", banks: [("term_bank_1.json", Self.slang), ("tag_bank_1.json", Self.tags)]),
            (title: "Freq", banks: [("term_meta_bank_1.json", Self.frequencies)]),
        ])
        if let title { try library.setRanking(title: title) }
        return try KanjiBrowser.inMemory(store: Dataset.fullStore(), words: .success(Dataset.words),
                                         dictionaries: LearnerDictionaries(library: library))
    }

    private func imported(_ result: WordSearchResult?) -> ImportedTermMatch? {
        if case .imported(let match)? = result { match } else { nil }
    }

    @Test func a_term_jmdict_lacks_is_listed_with_its_dictionary() throws {
        let browser = try browser()
        for query in ["推し活", "oshikatsu"] {
            browser.searchWords(query)
            let found = imported(browser.topWordSearch?.results.first)
            #expect(found?.dictionary == "Slang", "\(query)")
            #expect(found?.term.expression == "推し活")
            #expect(browser.topWordSearch?.results.count == 1)
        }
        browser.searchWords("ぴえんしました")
        #expect(imported(browser.topWordSearch?.results.first)?.inflection == [.politePast])
        #expect(ImportedTermLabels.resultGloss(of: try #require(imported(browser.topWordSearch?.results.first))) == "(polite past) • to be sad")
    }

    @Test func a_term_jmdict_has_is_not_listed_twice() throws {
        let browser = try browser()
        browser.searchWords("食べる")
        let results = try #require(browser.topWordSearch?.results)
        #expect(results.first?.builtIn?.entry.headword == "食べる")
        #expect(!results.contains { imported($0) != nil })
    }

    @Test func enter_opens_its_glossary_on_its_own_route_and_back_returns() throws {
        let browser = try browser()
        browser.searchWords("ぴえんした")
        browser.handle(.prompt(.accept))
        let route = AppRoute.importedTerm(dictionary: "Slang", expression: "ぴえんする", reading: "ぴえんする")
        #expect(browser.location == AppLink(tab: .words, routes: [route]))
        guard case .textPage(let page) = browser.stack.top else { Issue.record("no page on top"); return }
        #expect(page.title == "ぴえんする · Slang")
        #expect(page.lines == ["ぴえんする  — Slang", "vs · slang: slang word", "", "1. • to be sad", "   • to cry"])
        browser.handle(.back)
        #expect(browser.topWordSearch?.query == "ぴえんした")
    }

    @Test func a_term_of_a_dictionary_since_removed_says_so() throws {
        let browser = try browser()
        browser.application.follow(AppLink(tab: .words, routes: [.importedTerm(dictionary: "Gone", expression: "推し活", reading: "おしかつ")]))
        guard case .textPage(let page) = browser.stack.top else { Issue.record("no page on top"); return }
        #expect(page.lines.first?.hasPrefix("Gone has no entry 推し活【おしかつ】 now") == true)
    }

    @Test func keeping_an_imported_term_says_only_jmdict_words_are_kept() throws {
        let browser = try browser()
        browser.searchWords("推し活")
        browser.handle(.prompt(.cancel))
        browser.topWordSearch?.handle(.toggleKept)
        #expect(browser.topWordSearch?.notice == "推し活 is Slang's, not JMdict's: only JMdict's words are kept for study")
    }

    @Test func a_chosen_frequency_dictionary_ranks_the_results() throws {
        browserRanks(try browser(), first: "日本")
        browserRanks(try browser(rankingBy: "Freq"), first: "二本")
    }

    private func browserRanks(_ browser: KanjiBrowser, first: String) {
        browser.searchWords("nihon")
        #expect(browser.topWordSearch?.results.first?.word.expression == first)
    }
}
