import KanjiKit
import StudyExchange
import Testing
import TestResources

/// The pieces of the Anki exports that no data decides: the text file's headers, a field as Anki's reader takes it,
/// a stability as whole days.
@Suite struct AnkiNotesTests {
    @Test func an_empty_list_is_the_headers_anki_needs_and_nothing_else() throws {
        let lookup = StudyItemLookup(store: try KanjiStore(directory: Checkout.resources),
                                     dictionary: try WordDictionary(directory: Checkout.resources))
        #expect(try AnkiNotes(lookup: lookup).file(deck: "kanji-tui", rows: []) == """
            #separator:tab
            #html:false
            #notetype:Basic
            #deck:kanji-tui
            #guid column:1
            #columns:GUID\tFront\tBack\tTags
            #tags column:4

            """)
    }

    /// Issue 47: a word is tagged with the JLPT level its page shows, never with one the lists do not agree on.
    @Test func a_word_is_tagged_only_with_the_jlpt_level_it_is_shown_at() throws {
        let dictionary = try WordDictionary(directory: Checkout.resources)
        let taberu = try #require(try dictionary.entries(headword: "食べる").first)
        #expect(AnkiNotes.tags(of: taberu) == ["kanji-tui", "word", "common", "JLPT::N5"])
        let nihon = try #require(try dictionary.entries(headword: "日本").first)
        #expect(nihon.jlptLevel == 3 && nihon.shownJLPTLevel == nil)
        #expect(AnkiNotes.tags(of: nihon) == ["kanji-tui", "word", "common"])
    }

    @Test func a_field_loses_its_tabs_and_line_breaks_and_a_quote_is_quoted_and_doubled() {
        #expect(AnkiNotes.field("a\tb\nc") == "a b c")
        #expect(AnkiNotes.field(#"say "hi""#) == #""say ""hi""""#)
        #expect(AnkiNotes.field("日本") == "日本")
    }

    @Test func a_stability_is_held_to_one_day_up_to_the_maximum_before_it_is_converted() {
        #expect(AnkiStudyPackage.wholeDays(0.2, atMost: 36_500) == 1)
        #expect(AnkiStudyPackage.wholeDays(12.6, atMost: 36_500) == 13)
        #expect(AnkiStudyPackage.wholeDays(1e300, atMost: 36_500) == 36_500)
        #expect(AnkiStudyPackage.wholeDays(.nan, atMost: 36_500) == 1)
    }
}
