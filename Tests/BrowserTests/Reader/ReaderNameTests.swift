import Testing
import Browser
import KanjiKit
import Segmentation
import TestResources
import TestSupport

/// Issue 32 §2 in the reader's view model: a name is a word `w` stops on, drawn plain (no knowledge: no vocabulary
/// to learn), with no JMdict entry and no study state, and `a` on it keeps nothing.
@Suite struct ReaderNameTests {
    private func reader(_ study: InMemoryStudyDeck, text: String = "田中さんは東京に住んでいます。") throws -> ReaderViewModel {
        try ReaderFixture.pasted(text, study: study).reader
    }

    @Test func a_name_is_a_word_drawn_plain_with_no_entry_and_no_study_state() throws {
        let reader = try reader(InMemoryStudyDeck())
        let name = try #require(reader.selectedWord)
        #expect(name.headword == "田中" && name.isName)
        #expect(reader.selectedName?.readings.first?.kana == "たなか")
        #expect(reader.selectedEntry == nil && reader.selectedKnowledge == nil && reader.selectedCandidates.isEmpty)
        let pieces = try #require(reader.visibleLines.first).pieces
        let drawn = try #require(pieces.first { $0.isCursor })
        #expect(String(drawn.characters) == "田中" && drawn.knowledge == nil, "a name is drawn plain, not as a word to learn")
        #expect(pieces.contains { String($0.characters) == "東京" && $0.knowledge != nil })
        reader.handle(.nextWord)
        #expect(reader.selectedWord?.headword == "さん" && reader.selectedName == nil, "the title after the name is a word of its own")
        reader.handle(.nextWord)
        #expect(reader.selectedWord?.headword == "東京" && reader.selectedName == nil)
        reader.handle(.previousWord)
        reader.handle(.previousWord)
        #expect(reader.selectedWord?.headword == "田中", "b stops on the name too")
    }

    @Test func keeping_a_name_writes_nothing() throws {
        let study = InMemoryStudyDeck()
        let reader = try reader(study)
        reader.handle(.keep)
        #expect(study.count() == 0)
        #expect(reader.statusText == "田中 is a name: names are not kept for study")
    }
}
