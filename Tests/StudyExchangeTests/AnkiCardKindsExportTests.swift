import AnkiPackage
import FSRS
import KanjiKit
import StudyExchange
import Testing
import TestResources
import UserData

/// Card kinds in the Anki exports: the package's note per item with a card per kind, each card its template's
/// (`CardKind.templateOrder`), scheduled and set aside on its own, the note's flag fields saying which it has; the
/// text export's one note per item however many cards it has. (tools/tests/test_anki_import.py imports them into
/// the real Anki.)
@Suite struct AnkiCardKindsExportTests {
    let lookup: StudyItemLookup
    let now = Timestamp(secondsSince1970: 1_764_000_000)

    init() throws {
        lookup = StudyItemLookup(store: try KanjiStore(directory: Checkout.resources),
                                 dictionary: try WordDictionary(directory: Checkout.resources))
    }

    /// A card of `item` asked as `kind`, reviewed (due in `dueInDays`) when `reviewed`.
    func row(_ item: RecordedItem, _ kind: CardKind, id: Int64, reviewed: Bool = false, setAside: StudySetAside = .none,
             sentence: StudySentence? = nil) -> StudyRow {
        let card = reviewed
            ? Card(id: id, state: .review, step: nil, stability: 9.5, difficulty: 6.25, due: now.advanced(byDays: 3), lastReview: now.advanced(byDays: -6))
            : Card.new(id: id, due: now)
        return StudyRow(item: item, card: card, addedAt: now.advanced(bySeconds: id), sentence: sentence, setAside: setAside, cardKind: kind)
    }

    @Test func the_note_types_have_a_template_per_card_kind_in_its_template_order() {
        let flags: [(CardKind, String)] = [(.production, "Production card"), (.reading, "Reading card"), (.writing, "Writing card")]
        for (type, kinds) in [(AnkiStudyPackage.kanjiType, CardKind.allCases), (AnkiStudyPackage.wordType, [.recognition, .production, .reading])] {
            #expect(type.templates.indices.map { CardKind(templateOrder: $0) } == kinds)
            // Renamed by the learner and given another id, the type's templates still say their kinds by their names.
            let renamed = AnkiStoredNoteType(id: 5, name: "My words", fields: type.fields, templates: type.templates.map(\.name))
            #expect(type.templates.indices.map { AnkiTemplateKind.kind(ordinal: $0, of: renamed) } == kinds)
            // A card of a kind after recognition shows nothing unless its flag is filled in: Anki makes no card of it then.
            for (kind, field) in flags where kinds.contains(kind) {
                #expect(type.fields.contains(field))
                let front = type.templates[kind.templateOrder].front
                #expect(front.hasPrefix("{{#\(field)}}") && front.hasSuffix("{{/\(field)}}"), "\(type.name) \(kind)")
            }
        }
        #expect(AnkiStudyPackage.kanjiType.templates[0].front == #"<div class="kanji">{{Kanji}}</div>"#, "as every earlier export's")
        #expect(AnkiStudyPackage.wordType.templates[0].name == "Word → reading and meaning")
        #expect(!AnkiStudyPackage.wordType.templates[1].front.contains("{{Sentence}}"), "the sentence would give the word away")
    }

    /// The note's field named `name`.
    func field(_ name: String, of note: AnkiNote) -> String? {
        note.type.fields.firstIndex(of: name).map { note.fields[$0] }
    }

    @Test func an_item_is_one_note_with_a_card_per_kind_each_scheduled_and_set_aside_on_its_own() throws {
        let bridge = RecordedItem.word("橋", reading: "はし"), day = RecordedItem.kanji("日")
        let sentence = StudySentence(text: "橋を渡る", markStart: 0, markLength: 1, source: nil)
        let rows = [row(bridge, .production, id: 2, reviewed: true, setAside: StudySetAside(isSuspended: true, isLeech: true)),
                    row(day, .recognition, id: 3),
                    row(bridge, .recognition, id: 1, reviewed: true, sentence: sentence),
                    row(bridge, .reading, id: 4, setAside: StudySetAside(buriedUntil: now.advanced(byDays: 1)))]
        let log = (0..<3).map { index in
            StudyReviewRow(id: Int64(index), log: ReviewLog(cardID: 2, rating: index == 1 ? .again : .good, reviewedAt: now.advanced(byDays: -9 + index),
                                                            stateBefore: index == 0 ? .new : .review, stateAfter: .review),
                           before: Card.new(id: 2, due: now))
        }
        let package = try AnkiStudyPackage(lookup: lookup, settings: StudySettings())
            .package(deck: "d", rows: rows, log: log, withScheduling: true, now: now)
        #expect(package.notes.map(\.guid) == [bridge.ankiGUID, day.ankiGUID], "in the order of each item's first card")
        let note = package.notes[0]
        #expect(note.cards.map(\.templateOrder) == [0, 1, 2])
        #expect(note.cards.map(\.setAside) == [.none, .suspended, .buried])
        #expect(note.cards.map(\.addedAt) == [1, 2, 4].map { now.secondsSince1970 + $0 } && note.addedAt == now.secondsSince1970 + 1)
        guard case .review(_, _, let history) = note.cards[1].card else {
            Issue.record("the production card is a review card")
            return
        }
        #expect(history.reviews == 3 && history.lapses == 1, "its own reviews, not the item's")
        guard case .review(_, _, let recognition) = note.cards[0].card else {
            Issue.record("the recognition card is a review card")
            return
        }
        #expect(recognition.reviews == 0)
        #expect(note.cards[2].card == .new)
        #expect(note.tags.last == "leech", "a leech card makes its note Anki's leech")
        #expect(field("Production card", of: note) == "y" && field("Reading card", of: note) == "y" && field("Sentence", of: note) == "<b>橋</b>を渡る")
        #expect(["Production card", "Reading card", "Writing card"].map { field($0, of: package.notes[1]) } == ["", "", ""])
        #expect(!package.notes[1].tags.contains("leech"))
        #expect(package.notes[1].cards.map(\.templateOrder) == [0])
        let plain = try AnkiStudyPackage(lookup: lookup, settings: StudySettings())
            .package(deck: "d", rows: rows, log: log, withScheduling: false, now: now)
        #expect(plain.notes[0].cards.map(\.card) == [.new, .new, .new] && plain.notes[0].cards[1].setAside == .suspended)
    }

    @Test func the_text_export_has_each_item_once_with_the_sentence_of_any_of_its_cards() throws {
        let bridge = RecordedItem.word("橋", reading: "はし")
        let sentence = StudySentence(text: "橋を渡る", markStart: 0, markLength: 1, source: nil)
        let file = try AnkiNotes(lookup: lookup).file(deck: "d", rows: [row(bridge, .production, id: 2), row(.kanji("日"), .recognition, id: 3),
                                                                        row(bridge, .recognition, id: 1, sentence: sentence)])
        let notes = file.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(notes.count == 2 && notes[0].hasPrefix(bridge.ankiGUID + "\t橋\t") && notes[1].hasPrefix(RecordedItem.kanji("日").ankiGUID))
        #expect(notes[0].contains("Sentence: [橋]を渡る"))
    }
}
