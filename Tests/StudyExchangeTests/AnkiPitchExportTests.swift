import AnkiPackage
import FSRS
import KanjiKit
import StudyExchange
import Testing
import TestResources
import UserData

/// The word's pitch accent in both Anki exports (issue 36 §1): the package's Pitch field drawn by `PitchHTML`, after
/// the fields before it in kanji-tui's word note type and shown on the back; the text export's Back marked in plain text, as it is
/// `#html:false`. Without `pitch.bin` both go without it.
@Suite struct AnkiPitchExportTests {
    let lookup: StudyItemLookup
    let now = Timestamp(secondsSince1970: 1_764_000_000)

    init() throws {
        lookup = StudyItemLookup(store: try KanjiStore(directory: Checkout.resources),
                                 dictionary: try WordDictionary(directory: Checkout.resources),
                                 pitch: try PitchDictionary(directory: Checkout.resources))
    }

    private func row(_ item: RecordedItem) -> StudyRow {
        StudyRow(item: item, card: Card.new(id: 1, due: now), addedAt: now)
    }

    @Test func the_package_draws_each_words_accent_in_its_pitch_field() throws {
        #expect(AnkiStudyPackage.wordType.fields[6] == "Pitch", "after the fields of exports before it")
        #expect(AnkiStudyPackage.wordType.templates[0].back.contains("{{#Pitch}}<div class=\"pitch\">{{Pitch}}</div>{{/Pitch}}"))
        let package = try AnkiStudyPackage(lookup: lookup, settings: StudySettings())
            .package(deck: "d", rows: [row(.word("箸", reading: "はし")), row(.word("橋", reading: "はし")), row(.kanji("橋"))],
                     log: [], withScheduling: false, now: now)
        let chopsticks = try #require(try lookup.pitch(of: .word("箸", reading: "はし"), entry: lookup.entry(of: .word("箸", reading: "はし"))))
        #expect(package.notes[0].fields.count == AnkiStudyPackage.wordType.fields.count)
        #expect(package.notes[0].fields[6] == PitchHTML.html(of: chopsticks))
        #expect(package.notes[0].fields[6].hasPrefix("<span class=\"pitch\" data-downstep=\"1\"><span style=\"border-top:"))
        #expect(package.notes[1].fields[6].contains("data-downstep=\"2\""))
        #expect(package.notes[2].fields.count == AnkiStudyPackage.kanjiType.fields.count)
    }

    @Test func the_text_export_marks_the_accent_on_the_reading_in_the_back() throws {
        let notes = AnkiNotes(lookup: lookup)
        #expect(try notes.note(for: row(.word("箸", reading: "はし")))[1].hasPrefix("はし | Pitch: は＼し | 1. "))
        #expect(try notes.note(for: row(.word("橋", reading: "はし")))[1].hasPrefix("はし | Pitch: はし＼ | 1. "))
    }

    @Test func without_pitch_bin_the_words_go_without_their_accent() throws {
        let plain = StudyItemLookup(store: lookup.store, dictionary: lookup.dictionary)
        let package = try AnkiStudyPackage(lookup: plain, settings: StudySettings())
            .package(deck: "d", rows: [row(.word("箸", reading: "はし"))], log: [], withScheduling: false, now: now)
        #expect(package.notes[0].fields[6] == "")
        #expect(try !AnkiNotes(lookup: plain).note(for: row(.word("箸", reading: "はし")))[1].contains("Pitch"))
    }
}
