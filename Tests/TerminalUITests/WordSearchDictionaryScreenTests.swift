import TestResources
import TestSupport
import KanjiKit
import Browser
import Testing
import YomitanDictionaries
@testable import TerminalUI

/// The Words tab drawing a term of the learner's dictionaries (issue 49): its dictionary's title where a JMdict word
/// has its JLPT level, and its page's glossary lines.
@Suite struct WordSearchDictionaryScreenTests {
    static let slang = #"""
        [["ぴえんする","","vs","vs",1,[{"type":"structured-content","content":{"tag":"ul","content":[{"tag":"li","content":"to be sad"},{"tag":"li","content":"to cry"}]}}],2,""],
         ["ぴえん","","int","",1,["boo hoo (crying)"],1,""]]
        """#

    private func browser() throws -> KanjiBrowser {
        let library = try LearnerDictionaryFixture.library([(title: "Slang", banks: [("term_bank_1.json", Self.slang)])])
        return try KanjiBrowser.inMemory(store: KanjiStore(directory: Checkout.resources), dictionaries: LearnerDictionaries(library: library))
    }

    @Test func an_imported_term_s_row_names_its_dictionary() throws {
        let browser = try browser()
        browser.searchWords("ぴえんした")
        let lines = GoldenGrid.lines(GoldenGrid.render(browser, size: TerminalSize(rows: 24, columns: 80)))
        #expect(lines.contains { $0.contains("ぴえんする") && $0.contains("[Slang] (past) • to be sad") }, "\(lines)")
    }

    @Test func its_page_shows_the_glossary_s_list() throws {
        let browser = try browser()
        browser.searchWords("ぴえんした")
        browser.handle(.prompt(.accept))
        let lines = GoldenGrid.lines(GoldenGrid.render(browser, size: TerminalSize(rows: 24, columns: 80)))
        #expect(lines.contains { $0.contains("ぴえんする · Slang") }, "the title: \(lines)")
        #expect(lines.contains { $0.hasSuffix("1. • to be sad") } && lines.contains { $0.hasSuffix("   • to cry") }, "\(lines)")
    }
}
