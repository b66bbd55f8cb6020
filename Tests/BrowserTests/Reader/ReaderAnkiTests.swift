import Browser
import Testing
import TestSupport

/// Issue 48: with the link to the running Anki on, a new keep in the reader sends the word with its sentence; a word
/// kept before sends nothing; the pane says what Anki has of the word; `O` opens its notes there.
@MainActor
@Suite struct ReaderAnkiTests {
    static let text = "彼は本を見ていた。"
    static let kare = LookupItem.word(headword: "彼", reading: "かれ")

    @Test func a_new_keep_sends_the_word_with_its_sentence_and_a_second_keep_sends_nothing() throws {
        let anki = RecordingAnkiLink()
        let reader = try ReaderFixture.pasted(Self.text, anki: anki).reader
        reader.handle(.keep)
        #expect(anki.sent.map(\.item) == [Self.kare])
        #expect(anki.sent.first?.context?.sentence == Self.text)
        #expect(anki.sent.first?.context?.mark == 0..<1)
        reader.handle(.undo)
        reader.handle(.keep)
        #expect(anki.sent.count == 2, "kept again after u: a new keep, which Anki's duplicate check answers")
    }

    @Test func with_anki_only_the_word_is_sent_and_the_study_list_left_alone() throws {
        let anki = RecordingAnkiLink()
        anki.keepsInStudyList = false
        let study = InMemoryStudyDeck()
        let reader = try ReaderFixture.pasted(Self.text, study: study, anki: anki).reader
        reader.handle(.keep)
        #expect(anki.sent.map(\.item) == [Self.kare])
        #expect(!study.contains(Self.kare))
        #expect(reader.statusText.contains("彼 かれ on its way to Anki (Anki only: not kept here)"), "\(reader.statusText)")
    }

    @Test func with_the_link_off_nothing_is_sent_and_the_pane_says_nothing_of_anki() throws {
        let reader = try ReaderFixture.pasted(Self.text).reader
        reader.handle(.keep)
        #expect(reader.selectedAnkiLine == nil)
    }

    @Test func the_pane_says_what_anki_has_and_o_opens_it() throws {
        let anki = RecordingAnkiLink()
        let reader = try ReaderFixture.pasted(Self.text, anki: anki).reader
        #expect(reader.selectedAnkiLine == "Anki: not there yet · a sends it")
        anki.presence[Self.kare] = .present(notes: 2)
        #expect(reader.selectedAnkiLine == "Anki: has it (2 notes) · O opens it")
        anki.presence[Self.kare] = .unreachable("not answering at http://127.0.0.1:8765")
        #expect(reader.selectedAnkiLine == "Anki: not answering at http://127.0.0.1:8765")
        reader.openSelectedInAnki()
        #expect(anki.browsed == [Self.kare])
    }
}
