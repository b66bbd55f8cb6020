import KanjiKit
import StudyExchange
import Testing
import TestResources
import UserData

/// What the person types, turned into items the study list keeps, on the committed data: a kanji the dataset has,
/// a word by its form, a word chosen by its reading.
@Suite struct StudyItemLookupTests {
    let lookup: StudyItemLookup

    init() throws {
        lookup = StudyItemLookup(store: try KanjiStore(directory: Checkout.resources),
                                 dictionary: try WordDictionary(directory: Checkout.resources))
    }

    @Test func a_single_kanji_is_that_kanji_and_a_form_with_a_reading_chooses_the_entry() throws {
        #expect(try lookup.item(for: "日") == .kanji("日"))
        #expect(try lookup.item(for: "生物[なまもの]")?.reading == "なまもの")
        #expect(try lookup.item(for: "生物[せいぶつ]")?.reading == "せいぶつ")
    }

    @Test func text_the_data_lacks_is_no_item() throws {
        #expect(try lookup.item(for: "xyzzy") == nil)
        #expect(try lookup.item(for: "[なまもの]") == nil)
    }

    @Test func a_reading_in_brackets_is_split_from_its_form() {
        #expect(StudyItemLookup.split("生物[なまもの]") == ("生物", "なまもの"))
        #expect(StudyItemLookup.split("日本") == ("日本", nil))
        #expect(StudyItemLookup.split("日本[]") == ("日本", nil))
    }
}
