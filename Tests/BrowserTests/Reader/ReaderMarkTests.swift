import Testing
import Browser
import Segmentation
import TestSupport

/// Issue 47: `K` marks the word under the cursor known and `I` ignores it, without studying it; the word's state and
/// the header's share follow at once, the mark is written to the store, again takes it off, and `u` takes it back.
@MainActor
@Suite struct ReaderMarkTests {
    static let text = "彼は本を見ていた。"

    /// The reader on ``text`` with the cursor on 彼, its words counted, over `marks`.
    private func reader(marks: InMemoryWordMarks) throws -> ReaderViewModel {
        let reader = try ReaderFixture.pasted(Self.text, wordMarks: marks).reader
        while !reader.isCounted { reader.tick() }
        return reader
    }

    /// The header's share once the notice a key left is gone (the next move clears it) and the count is done.
    private func share(_ reader: ReaderViewModel) -> String {
        reader.handle(.nextWord)
        reader.handle(.previousWord)
        while !reader.isCounted { reader.tick() }
        return reader.statusText
    }

    @Test func k_marks_the_word_known_and_the_header_counts_it() throws {
        let marks = InMemoryWordMarks()
        let reader = try reader(marks: marks)
        #expect(reader.statusText.contains("known 0% of words, 0% distinct"), "\(reader.statusText)")
        reader.handle(.markKnown)
        #expect(marks.mark(headword: "彼", reading: "かれ") == .known)
        #expect(reader.selectedKnowledge == .markedKnown)
        #expect(reader.statusText.contains("彼 marked known"), "\(reader.statusText)")
        // 彼 of 彼, 本 and 見る known: a third of the words.
        #expect(share(reader).contains("known 33% of words, 33% distinct"), "\(reader.statusText)")
    }

    @Test func k_again_unmarks_and_u_takes_a_mark_back() throws {
        let marks = InMemoryWordMarks()
        let reader = try reader(marks: marks)
        reader.handle(.markKnown)
        reader.handle(.markKnown)
        #expect(marks.mark(headword: "彼", reading: "かれ") == nil)
        #expect(reader.selectedKnowledge == .unknown)
        reader.handle(.undo)
        #expect(marks.mark(headword: "彼", reading: "かれ") == .known, "u puts back the mark the second K took off")
        #expect(reader.selectedKnowledge == .markedKnown)
    }

    @Test func i_ignores_the_word_which_leaves_the_counts() throws {
        let marks = InMemoryWordMarks()
        let reader = try reader(marks: marks)
        reader.handle(.markIgnored)
        #expect(marks.mark(headword: "彼", reading: "かれ") == .ignored)
        #expect(reader.selectedKnowledge == .ignored)
        // 彼 out of the count: 本 and 見る are left, neither known.
        #expect(reader.statusText.contains("彼 ignored"), "\(reader.statusText)")
        #expect(share(reader).contains("known 0% of words, 0% distinct"), "\(reader.statusText)")
        // Marked known, 本 of the two words left counted is half of them: 彼 is out of the count.
        reader.handle(.nextWord)
        reader.handle(.markKnown)
        #expect(share(reader).contains("known 50% of words, 50% distinct"), "\(reader.statusText)")
        // u takes back the last mark only, 本's: 彼 stays ignored.
        reader.handle(.undo)
        #expect(marks.mark(headword: "本", reading: "ほん") == nil)
        #expect(marks.mark(headword: "彼", reading: "かれ") == .ignored)
    }
}
