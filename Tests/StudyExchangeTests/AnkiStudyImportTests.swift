import AnkiPackage
import FSRS
import Foundation
import KanjiKit
import StudyExchange
import Testing
import TestResources
import UserData

/// An Anki collection's notes, cards and review log as kanji-tui cards (`AnkiStudyImport`), on collections made here
/// value by value: which note becomes which item, each card's schedule and memory state, its review log lines, and what
/// the report lists. Then the merge into a user database (`UserDatabase.importStudy`): all or nothing, a second import
/// changes nothing, a later one adds only the new reviews.
@Suite final class AnkiStudyImportTests {
    let lookup: StudyItemLookup
    let folder: URL
    let utc = TimeZone(identifier: "UTC")!
    /// The collection's creation: 2026-01-01 04:00 UTC, in a time zone of its own (offset 0).
    let days = AnkiDayNumbers(creation: 1_767_240_000, creationOffsetMinutesWest: 0, rolloverHour: 4)
    let now = Timestamp(secondsSince1970: 1_790_000_000)
    let basic = AnkiStoredNoteType(id: 1, name: "Basic", fields: ["Front", "Back"])
    let japanese = AnkiStoredNoteType(id: 2, name: "Japanese", fields: ["Expression", "Reading", "Meaning"])

    init() throws {
        lookup = StudyItemLookup(store: try KanjiStore(directory: Checkout.resources),
                                 dictionary: try WordDictionary(directory: Checkout.resources))
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("AnkiStudyImportTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    var importer: AnkiStudyImport { AnkiStudyImport(lookup: lookup, scheduler: Scheduler(), timeZone: utc) }

    func contents(_ notes: [AnkiStoredNote], _ cards: [AnkiStoredCard], _ revlog: [AnkiRevlogEntry] = [],
                  decks: [Int64: String] = [1: "Default"]) -> AnkiCollectionContents {
        AnkiCollectionContents(schemaVersion: 18, days: days, noteTypes: [1: basic, 2: japanese], decks: decks, notes: notes,
                               cards: cards, revlog: revlog.sorted { $0.id < $1.id })
    }

    static func note(_ id: Int64, _ type: Int64, _ fields: [String], guid: String = "") -> AnkiStoredNote {
        AnkiStoredNote(id: id, guid: guid.isEmpty ? "g\(id)" : guid, typeID: type, fields: fields, tags: [])
    }

    static func card(_ id: Int64, note: Int64, ordinal: Int = 0, type: Int, queue: Int? = nil, due: Int64, interval: Int = 0,
                     left: Int = 0, memory: AnkiMemoryState? = nil, deck: Int64 = 1) -> AnkiStoredCard {
        AnkiStoredCard(id: id, noteID: note, deckID: deck, ordinal: ordinal, type: type, queue: queue ?? (type == 3 ? 1 : type),
                       due: due, interval: interval, factor: 2500, reviews: 0, lapses: 0, stepsLeft: left, memory: memory)
    }

    /// A review log row at `seconds`.
    static func answer(_ card: Int64, at seconds: Int64, ease: Int, interval: Int64, type: Int) -> AnkiRevlogEntry {
        AnkiRevlogEntry(id: seconds * 1000 + 123, cardID: card, ease: ease, interval: interval, lastInterval: 0, factor: 2500,
                        time: 5000, type: type)
    }

    /// 食べる's history: two learning steps, a review, a lapse and its relearning step, a review; last on `last`.
    func history(_ card: Int64, last: Int64) -> [AnkiRevlogEntry] {
        [Self.answer(card, at: last - 60 * 86_400, ease: 3, interval: -600, type: 0),
         Self.answer(card, at: last - 60 * 86_400 + 600, ease: 3, interval: 1, type: 0),
         Self.answer(card, at: last - 50 * 86_400, ease: 3, interval: 20, type: 1),
         Self.answer(card, at: last - 20 * 86_400, ease: 1, interval: -600, type: 1),
         Self.answer(card, at: last - 20 * 86_400 + 600, ease: 3, interval: 5, type: 2),
         Self.answer(card, at: last, ease: 3, interval: 12, type: 1)]
    }

    // MARK: - One card

    @Test func a_review_card_keeps_its_due_day_interval_memory_state_and_every_answer() throws {
        let last = now.secondsSince1970 - 3 * 86_400
        let dueDay = days.day(of: last + 12 * 86_400, in: utc)
        let memory = AnkiMemoryState(stability: 14.5, difficulty: 6.125, desiredRetention: 0.9, lastReviewAt: last)
        let plan = try importer.plan(contents([Self.note(10, 2, ["食[た]べる", "", "to eat"])],
                                              [Self.card(100, note: 10, type: 2, due: dueDay, interval: 12, memory: memory)],
                                              history(100, last: last)), options: AnkiImportOptions(), now: now)
        let card = try #require(plan.cards.first)
        #expect(card.item == .word("食べる", reading: "たべる"))
        #expect(card.card.state == .review && card.card.step == nil)
        #expect(card.card.due == Timestamp(secondsSince1970: last).advanced(byDays: 12), "its interval, ending on its due day")
        #expect(card.card.lastReview == Timestamp(secondsSince1970: last))
        #expect(card.card.stability == 14.5 && card.card.difficulty == 6.125, "Anki's FSRS memory state, as it is")
        #expect(card.addedAt == Timestamp(secondsSince1970: 10 / 1000))
        #expect(card.reviews.map(\.reviewedAt.secondsSince1970) == history(100, last: last).map { $0.id / 1000 })
        #expect(card.reviews.map(\.rating) == [.good, .good, .good, .again, .good, .good])
        #expect(card.reviews.map(\.before.state) == [.new, .learning, .review, .review, .relearning, .review])
        #expect(card.reviews.map(\.stateAfter) == [.learning, .review, .review, .relearning, .review, .review])
        #expect(card.reviews[2].before.due == Timestamp(secondsSince1970: last - 60 * 86_400 + 600).advanced(byDays: 1),
                "due as the answer before scheduled it")
        #expect(card.reviews[0].before.stability == nil && card.reviews[1].before.stability != nil)
        #expect((plan.memoryFromAnki, plan.memoryReplayed, plan.memoryFromInterval, plan.reviews) == (1, 0, 0, 6))
    }

    @Test func review_log_rows_with_an_impossible_time_are_passed_over_and_counted() throws {
        // Issue 44: a row with id -1 was imported as a review on 1969-12-31.
        let last = now.secondsSince1970 - 3 * 86_400
        let impossible = [AnkiRevlogEntry(id: -1, cardID: 100, ease: 3, interval: 1, lastInterval: 0, factor: 2500, time: 5000, type: 1),
                          AnkiRevlogEntry(id: 0, cardID: 100, ease: 1, interval: -600, lastInterval: 0, factor: 2500, time: 5000, type: 1),
                          Self.answer(100, at: 1_000_000_000, ease: 3, interval: 4, type: 1),          // 2001, before Anki
                          Self.answer(100, at: now.secondsSince1970 + 30 * 86_400, ease: 4, interval: 30, type: 1)]
        let plan = try importer.plan(contents([Self.note(10, 1, ["日本", "Japan"])],
                                              [Self.card(100, note: 10, type: 2, due: days.day(of: last + 12 * 86_400, in: utc), interval: 12)],
                                              history(100, last: last) + impossible), options: AnkiImportOptions(), now: now)
        let card = try #require(plan.cards.first)
        #expect(card.reviews.map(\.reviewedAt.secondsSince1970) == history(100, last: last).map { $0.id / 1000 })
        #expect(card.card.lastReview == Timestamp(secondsSince1970: last))
        #expect((plan.reviews, plan.impossibleRevlogRows) == (6, 4))
        #expect(AnkiImportReport.planLines(plan)[1]
            == "reviews: 6; 4 rows with an impossible time passed over (an id before 2006, when Anki began, or after today)")
    }

    @Test func without_anki_s_memory_state_the_answers_are_replayed_with_kanji_tuis_fsrs() throws {
        let last = now.secondsSince1970 - 3 * 86_400
        let rows = history(100, last: last)
        let plan = try importer.plan(contents([Self.note(10, 1, ["日本", "Japan"])],
                                              [Self.card(100, note: 10, type: 2, due: days.day(of: last + 12 * 86_400, in: utc), interval: 12)],
                                              rows), options: AnkiImportOptions(), now: now)
        let replayed = Scheduler().reschedule(Card.new(id: 0, due: Timestamp(secondsSince1970: 0)), logs: rows.map {
            ReviewLog(cardID: 0, rating: Rating(rawValue: $0.ease)!, reviewedAt: Timestamp(secondsSince1970: $0.id / 1000),
                      stateBefore: .review, stateAfter: .review)
        })
        let card = try #require(plan.cards.first)
        #expect(card.item == .word("日本", reading: "にほん"))
        #expect(card.card.stability == replayed.stability && card.card.difficulty == replayed.difficulty)
        #expect((plan.memoryFromAnki, plan.memoryReplayed) == (0, 1))
    }

    @Test func rows_that_are_no_answer_are_passed_over_and_a_reset_starts_the_replay_afresh() throws {
        let last = now.secondsSince1970 - 86_400
        var rows = history(100, last: last - 10 * 86_400)
        // Forget (ease 0, no interval, factor 0), then learned again; a due date set by hand (ease 0, factor 2500).
        rows.append(AnkiRevlogEntry(id: (last - 5 * 86_400) * 1000, cardID: 100, ease: 0, interval: 0, lastInterval: 12, factor: 0,
                                    time: 0, type: 4))
        rows.append(Self.answer(100, at: last - 600, ease: 3, interval: -600, type: 0))
        rows.append(Self.answer(100, at: last, ease: 3, interval: 1, type: 0))
        rows.append(AnkiRevlogEntry(id: (last + 60) * 1000, cardID: 100, ease: 0, interval: 4, lastInterval: 1, factor: 2500,
                                    time: 0, type: 4))
        let plan = try importer.plan(contents([Self.note(10, 1, ["日本", ""])],
                                              [Self.card(100, note: 10, type: 2, due: days.day(of: last + 4 * 86_400, in: utc), interval: 1)],
                                              rows), options: AnkiImportOptions(), now: now)
        let card = try #require(plan.cards.first)
        #expect(plan.skippedRevlogRows == 2 && card.reviews.count == 8)
        #expect(card.reviews[5].stateAfter == .review, "the answer before the reset: its interval in days")
        #expect(card.reviews[6].before.state == .new && card.reviews[6].before.stability == nil, "new again after the reset")
        let afresh = Scheduler().review(Scheduler().review(Card.new(id: 0, due: now), rating: .good,
                                                           at: Timestamp(secondsSince1970: last - 600)).card,
                                        rating: .good, at: Timestamp(secondsSince1970: last)).card
        #expect(card.card.stability == afresh.stability && card.card.difficulty == afresh.difficulty)
        let dueStart = days.start(ofDay: days.day(of: last + 4 * 86_400, in: utc), in: utc)
        #expect(card.card.due == Timestamp(secondsSince1970: dueStart), "a due date set by hand: the start of that day")
    }

    @Test func learning_cards_keep_their_moment_and_step_and_a_day_learning_card_its_day() throws {
        let memory = AnkiMemoryState(stability: 0.5, difficulty: 5, desiredRetention: nil, lastReviewAt: nil)
        let notes = [Self.note(10, 1, ["日本"]), Self.note(11, 1, ["学校"]), Self.note(12, 1, ["先生"])]
        let cards = [Self.card(100, note: 10, type: 1, due: now.secondsSince1970 + 300, left: 1, memory: memory),
                     Self.card(101, note: 11, type: 3, due: now.secondsSince1970 + 60, interval: 4, left: 1, memory: memory),
                     Self.card(102, note: 12, type: 1, queue: 3, due: days.day(of: now.secondsSince1970, in: utc) + 1, left: 1, memory: memory)]
        let plan = try importer.plan(contents(notes, cards), options: AnkiImportOptions(), now: now)
        let byKey = Dictionary(uniqueKeysWithValues: plan.cards.map { ($0.item.key, $0.card) })
        #expect(byKey["日本"]?.state == .learning && byKey["日本"]?.step == 1 && byKey["日本"]?.due.secondsSince1970 == now.secondsSince1970 + 300)
        #expect(byKey["学校"]?.state == .relearning && byKey["学校"]?.step == 0)
        #expect(byKey["先生"]?.due.secondsSince1970 == days.start(ofDay: days.day(of: now.secondsSince1970, in: utc) + 1, in: utc))
        #expect(plan.states[.learning] == 2 && plan.states[.relearning] == 1)
    }

    @Test func suspended_buried_and_leech_cards_come_set_aside_as_anki_has_them() throws {
        let dueDay = days.day(of: now.secondsSince1970, in: utc) + 9
        let notes = [Self.note(10, 1, ["日本"]), Self.note(11, 1, ["学校"]), AnkiStoredNote(id: 12, guid: "g12", typeID: 1, fields: ["先生"],
                                                                                   tags: ["N5", "Leech"])]
        let cards = [Self.card(100, note: 10, type: 2, queue: -1, due: dueDay, interval: 30),
                     Self.card(110, note: 11, type: 2, queue: -3, due: dueDay, interval: 30),
                     Self.card(120, note: 12, type: 2, queue: -1, due: dueDay, interval: 30)]
        let plan = try importer.plan(contents(notes, cards), options: AnkiImportOptions(), now: now)
        let byKey = Dictionary(uniqueKeysWithValues: plan.cards.map { ($0.item.key, $0.setAside) })
        // 1,790,000,000 is 2026-09-21 14:13 UTC: the next study day starts at 04:00 on the 22nd.
        let tomorrow = Timestamp(secondsSince1970: 1_790_049_600)
        #expect(byKey["日本"] == StudySetAside(isSuspended: true))
        #expect(byKey["学校"] == StudySetAside(buriedUntil: tomorrow))
        #expect(byKey["先生"] == StudySetAside(isSuspended: true, isLeech: true))
        #expect((plan.suspended, plan.buried, plan.leeches) == (2, 1, 1))
        #expect(AnkiImportReport.planLines(plan).first
            == "cards: 3 (3 review); 2 suspended, 1 buried (until the next study day) and 1 leech as in Anki")
        let database = try database()
        try database.importStudy(plan.cards)
        let stored = Dictionary(uniqueKeysWithValues: try database.studyRows().map { ($0.item.key, $0.setAside) })
        #expect(stored == byKey)
    }

    @Test func a_studied_card_with_neither_memory_nor_history_takes_its_interval() throws {
        let plan = try importer.plan(contents([Self.note(10, 1, ["日本"])],
                                              [Self.card(100, note: 10, type: 2, due: days.day(of: now.secondsSince1970, in: utc) + 9, interval: 30)]),
                                     options: AnkiImportOptions(), now: now)
        let card = try #require(plan.cards.first?.card)
        #expect(card.stability == 30 && card.difficulty == 5 && plan.memoryFromInterval == 1)
        #expect(card.lastReview?.secondsSince1970 == days.start(ofDay: days.day(of: now.secondsSince1970, in: utc) + 9, in: utc) - 30 * 86_400)
    }

    // MARK: - Which notes, which cards

    @Test func of_two_notes_the_more_reviewed_card_wins_and_what_is_not_matched_is_listed() throws {
        let last = now.secondsSince1970 - 86_400
        let notes = [Self.note(10, 2, ["日本", "にほん", "Japan"]), Self.note(11, 1, ["日本", "Japan"]),
                     Self.note(12, 1, ["Hello world", ""]), Self.note(13, 2, ["生物", "ナマモノ", "raw food"]),
                     Self.note(14, 1, ["hola"])]
        let dueDay = days.day(of: last + 12 * 86_400, in: utc)
        let cards = [Self.card(100, note: 10, type: 0, due: 1), Self.card(101, note: 10, ordinal: 1, type: 2, due: dueDay, interval: 12),
                     Self.card(110, note: 11, type: 2, due: dueDay, interval: 12), Self.card(120, note: 12, type: 0, due: 2),
                     Self.card(130, note: 13, type: 0, due: 3), Self.card(140, note: 14, type: 0, due: 4, deck: 2)]
        let all = contents(notes, cards, history(110, last: last) + history(101, last: last), decks: [1: "Japanese", 2: "Spanish"])
        let plan = try importer.plan(all, options: AnkiImportOptions(), now: now)
        #expect(plan.cards.map(\.item) == [.word("日本", reading: "にほん"), .word("生物", reading: "なまもの")],
                "reviewed cards first, then new ones in Anki's order")
        #expect(plan.cards[0].reviews.count == 6, "the Basic note's card, reviewed, wins over the Japanese note's new first card")
        #expect(plan.duplicates == [AnkiDuplicateNote(item: .word("日本", reading: "にほん"), cardKind: .recognition, noteID: 10, keptNoteID: 11)])
        #expect(plan.leftOut == [AnkiLeftOutTemplate(noteType: "Japanese", template: "card 2", reason: .unknownKind): 1] && plan.reviews == 6,
                "the Japanese note's second card, of a template nothing names, is not imported")
        #expect(plan.matches.unmatched.map(\.text) == ["Hello world", "hola"])
        let lines = AnkiImportReport.problemLines(plan, matches: plan.matches)
        #expect(lines == ["kanji-tui: 2 notes name no kanji or word of the data (not imported):", "  Basic · Front: Hello world",
                          "  Basic · Front: hola",
                          "kanji-tui: cards of these templates are not imported (a template of kanji-tui's own note types, or one "
                            + "named Production, Recall, Reading or Writing, says its kind):",
                          "  Japanese · card 2: 1 card, its name says no kind of card (recognition, production, reading, writing)",
                          "kanji-tui: 1 card of an item another note has a card of the same kind of; the card with more reviews is imported, "
                            + "the other left out:",
                          "  日本 (にほん), recognition card: note 10's left out, note 11's imported"])
        let japaneseOnly = try importer.plan(all, options: AnkiImportOptions(decks: ["japanese"]), now: now)
        #expect(japaneseOnly.matches.unmatched.map(\.text) == ["Hello world"] && japaneseOnly.decks.map(\.name) == ["Japanese"])
        #expect(throws: AnkiImportFailure.self) { try self.importer.plan(all, options: AnkiImportOptions(decks: ["Korean"]), now: self.now) }
    }

    @Test func named_fields_are_taken_and_a_type_without_them_is_refused() throws {
        let notes = [Self.note(10, 2, ["食べる", "たべる", "to eat"]), Self.note(11, 1, ["飲む", "to drink"])]
        let cards = [Self.card(100, note: 10, type: 0, due: 1), Self.card(110, note: 11, type: 0, due: 2)]
        let plan = try importer.plan(contents(notes, cards), options: AnkiImportOptions(wordFields: ["Expression", "Front"]), now: now)
        #expect(plan.cards.map(\.item) == [.word("食べる", reading: "たべる"), .word("飲む", reading: "のむ")])
        #expect(AnkiImportReport.noteTypeLines(plan.matches) == [
            "  Basic: 1 note, the word from Front, no reading field (furigana in the field give one); 1 matched",
            "  Japanese: 1 note, the word from Expression, its reading from Reading (guessed; --reading-field to choose); 1 matched",
        ])
        do {
            _ = try importer.plan(contents(notes, cards), options: AnkiImportOptions(wordFields: ["Expression"]), now: now)
            Issue.record("Basic has no Expression")
        } catch {
            #expect(error.description == "note type \"Basic\" has no field named \"Expression\" (its fields: Front, Back); "
                + "name its field with --field (repeat --field for several note types)")
        }
    }

    @Test func kanji_tuis_own_notes_are_known_by_their_guids() throws {
        let kanji = RecordedItem.kanji("橋"), word = RecordedItem.word("橋", reading: "はし")
        let own = AnkiStoredNoteType(id: 9, name: "renamed by the learner", fields: ["Word", "Reading", "Senses"])
        let notes = [AnkiStoredNote(id: 10, guid: kanji.ankiGUID, typeID: 1, fields: ["橋", "bridge | On: キョウ"], tags: []),
                     AnkiStoredNote(id: 11, guid: word.ankiGUID, typeID: 9, fields: ["橋", "はし", "bridge"], tags: []),
                     // The text export's Basic note of a word: its reading is the Back's first part.
                     AnkiStoredNote(id: 12, guid: RecordedItem.word("箸", reading: "はし").ankiGUID, typeID: 1,
                                    fields: ["箸", "はし | 1. chopsticks"], tags: [])]
        let all = AnkiCollectionContents(schemaVersion: 11, days: days, noteTypes: [1: basic, 9: own], decks: [1: "Default"],
                                         notes: notes, cards: (0..<3).map { Self.card(100 + Int64($0), note: 10 + Int64($0), type: 0, due: Int64($0)) },
                                         revlog: [])
        let plan = try importer.plan(all, options: AnkiImportOptions(wordFields: ["Nothing"]), now: now)
        #expect(plan.cards.map(\.item) == [kanji, word, .word("箸", reading: "はし")], "no field needed, --field or not")
        #expect(plan.matches.noteTypes.values.map(\.byGUID).reduce(0, +) == 3)
    }

    // MARK: - Card kinds

    /// A "Japanese" type whose templates say their kinds, and a third that says none.
    let namedTemplates = AnkiStoredNoteType(id: 3, name: "Japanese (three cards)", fields: ["Expression", "Reading", "Meaning"],
                                            templates: ["Recognition", "Recall: meaning → word", "Card 3"])

    func kindsContents(_ revlog: [AnkiRevlogEntry]) -> AnkiCollectionContents {
        let last = now.secondsSince1970 - 3 * 86_400
        let dueDay = days.day(of: last + 12 * 86_400, in: utc)
        let word = RecordedItem.word("橋", reading: "はし"), kanji = RecordedItem.kanji("日")
        let wordType = AnkiStoredNoteType(id: AnkiStudyPackage.wordType.id, name: "kanji-tui Word", fields: AnkiStudyPackage.wordType.fields,
                                          templates: AnkiStudyPackage.wordType.templates.map(\.name))
        let notes = [Self.note(10, 3, ["食べる", "たべる", "to eat"]),
                     AnkiStoredNote(id: 11, guid: word.ankiGUID, typeID: wordType.id, fields: ["橋", "はし", "bridge"], tags: []),
                     AnkiStoredNote(id: 12, guid: kanji.ankiGUID, typeID: 1, fields: ["日", "day"], tags: [])]
        let cards = [Self.card(100, note: 10, type: 2, due: dueDay, interval: 12), Self.card(101, note: 10, ordinal: 1, type: 0, due: 1),
                     Self.card(102, note: 10, ordinal: 2, type: 0, due: 1),
                     Self.card(110, note: 11, type: 0, due: 2), Self.card(111, note: 11, ordinal: 1, type: 2, queue: -1, due: dueDay, interval: 12),
                     Self.card(112, note: 11, ordinal: 2, type: 2, due: dueDay, interval: 12),
                     Self.card(120, note: 12, type: 0, due: 3)]
        return AnkiCollectionContents(schemaVersion: 18, days: days, noteTypes: [1: basic, 3: namedTemplates, wordType.id: wordType],
                                      decks: [1: "Default"], notes: notes, cards: cards, revlog: revlog.sorted { $0.id < $1.id })
    }

    @Test func each_card_of_a_note_is_the_card_of_its_kind_with_its_own_schedule_and_reviews() throws {
        let last = now.secondsSince1970 - 3 * 86_400
        let plan = try importer.plan(kindsContents(history(100, last: last) + history(111, last: last) + Array(history(112, last: last).suffix(2))),
                                     options: AnkiImportOptions(), now: now)
        let byCard = Dictionary(uniqueKeysWithValues: plan.cards.map { ("\($0.item.key) \($0.cardKind.rawValue)", $0) })
        #expect(Set(byCard.keys) == ["食べる recognition", "食べる production", "橋 recognition", "橋 production", "橋 reading", "日 recognition"])
        #expect(byCard["食べる recognition"]?.reviews.count == 6 && byCard["食べる production"]?.reviews.isEmpty == true)
        #expect(byCard["食べる production"]?.card.state == .new && byCard["食べる recognition"]?.card.state == .review)
        #expect(byCard["橋 production"]?.reviews.count == 6 && byCard["橋 production"]?.setAside.isSuspended == true)
        #expect(byCard["橋 reading"]?.reviews.count == 2 && byCard["橋 reading"]?.setAside.isSuspended == false)
        #expect(byCard["橋 recognition"]?.card.state == .new, "kanji-tui's own type: each ord is its CardKind")
        #expect(plan.kinds == [.recognition: 3, .production: 2, .reading: 1])
        #expect(plan.leftOut == [AnkiLeftOutTemplate(noteType: "Japanese (three cards)", template: "Card 3", reason: .unknownKind): 1])
        #expect(AnkiImportReport.planLines(plan).first == "cards: 6 (3 review, 3 new); 1 suspended, 0 buried (until the next study day) "
            + "and 0 leeches as in Anki; by kind: 3 recognition, 2 production, 1 reading; 1 card left out (their templates are "
            + "listed on stderr)")
        let lines = AnkiImportReport.noteTypeLines(plan.matches)
        #expect(lines.contains("    cards: Recognition → recognition, Recall: meaning → word → production, Card 3 → not imported"))
        #expect(lines.contains("    cards: Word → reading and meaning → recognition, Meaning and reading → word (production) → production, "
            + "Word → reading → reading"))
    }

    @Test func a_leech_note_makes_its_most_lapsed_card_the_leech() throws {
        let dueDay = days.day(of: now.secondsSince1970, in: utc) + 9
        let note = AnkiStoredNote(id: 10, guid: "g10", typeID: 3, fields: ["食べる", "たべる", "to eat"], tags: ["leech"])
        func card(_ id: Int64, ordinal: Int, lapses: Int) -> AnkiStoredCard {
            AnkiStoredCard(id: id, noteID: 10, deckID: 1, ordinal: ordinal, type: 2, queue: lapses > 7 ? -1 : 2, due: dueDay, interval: 3,
                           factor: 2500, reviews: 20, lapses: lapses, stepsLeft: 0, memory: nil)
        }
        let contents = AnkiCollectionContents(schemaVersion: 18, days: days, noteTypes: [3: namedTemplates], decks: [1: "Default"],
                                              notes: [note], cards: [card(100, ordinal: 0, lapses: 1), card(101, ordinal: 1, lapses: 8)],
                                              revlog: [])
        let plan = try importer.plan(contents, options: AnkiImportOptions(), now: now)
        #expect(plan.cards.map { "\($0.cardKind.rawValue) \($0.setAside.isLeech)" }.sorted() == ["production true", "recognition false"])
        #expect(plan.leeches == 1)
    }

    @Test func a_card_of_a_kind_the_item_cannot_have_is_listed_not_imported() throws {
        let writing = AnkiStoredNoteType(id: 4, name: "Writing", fields: ["Front", "Back"], templates: ["Recognition", "Writing", "Reading"])
        let notes = [Self.note(10, 4, ["日", "day"]), Self.note(11, 4, ["食べる", "to eat"]), Self.note(12, 4, ["カメラ", "camera"])]
        var cards: [AnkiStoredCard] = []
        for note: Int64 in 10...12 {
            for ordinal in 0..<3 { cards.append(Self.card(note * 10 + Int64(ordinal), note: note, ordinal: ordinal, type: 0, due: 1)) }
        }
        let contents = AnkiCollectionContents(schemaVersion: 18, days: days, noteTypes: [4: writing], decks: [1: "Default"], notes: notes,
                                              cards: cards, revlog: [])
        let plan = try importer.plan(contents, options: AnkiImportOptions(), now: now)
        #expect(plan.cards.map { "\($0.item.key) \($0.cardKind.rawValue)" }.sorted()
            == ["カメラ recognition", "日 reading", "日 recognition", "日 writing", "食べる reading", "食べる recognition"])
        #expect(plan.leftOut == [AnkiLeftOutTemplate(noteType: "Writing", template: "Writing", reason: .doesNotFit(.writing)): 2,
                                 AnkiLeftOutTemplate(noteType: "Writing", template: "Reading", reason: .doesNotFit(.reading)): 1])
        #expect(AnkiImportReport.problemLines(plan, matches: plan.matches).suffix(2) == [
            "  Writing · Reading: 1 card, reading cards of words written in kana alone, which have nothing to read",
            "  Writing · Writing: 2 cards, writing cards of words (kanji-tui's writing cards are a kanji's)"])
    }

    @Test func template_names_say_a_kind_only_when_they_clearly_do() {
        let type = { (names: [String]) in AnkiStoredNoteType(id: 5, name: "Mine", fields: ["Front"], templates: names) }
        let kinds = (0..<7).map { AnkiTemplateKind.kind(ordinal: $0, of: type(["Card 1", "Production", "Reading", "Meaning → Word",
                                                                                "Card 2", "Kanji -> reading", "Kanji writing"])) }
        #expect(kinds == [.recognition, .production, .reading, .production, nil, .reading, .writing])
        #expect(AnkiTemplateKind.kind(ordinal: 7, of: type(["Card 1"])) == nil, "a card of a template the type does not list")
        #expect(AnkiTemplateKind.kind(ordinal: 2, of: AnkiStoredNoteType(id: AnkiStudyPackage.kanjiType.id, name: "renamed", fields: [])) == .reading)
    }

    @Test func cards_of_several_kinds_import_once_and_a_later_package_adds_each_cards_new_reviews() throws {
        let database = try database()
        let last = now.secondsSince1970 - 5 * 86_400
        try database.keepForStudy([.word("橋", reading: "はし")], at: now)
        let first = try importer.plan(kindsContents(history(100, last: last) + history(111, last: last)), options: AnkiImportOptions(), now: now)
        let outcome = try database.importStudy(first.cards)
        #expect(outcome.added.count == 5 && outcome.unchanged == 1 && outcome.reviewsAdded == 12, "橋's recognition card was kept already")
        let rows = try database.studyRows()
        #expect(Dictionary(grouping: rows, by: \.item.key).mapValues { $0.map(\.cardKind).sorted() }
            == ["食べる": [.recognition, .production], "橋": [.recognition, .production, .reading], "日": [.recognition]])
        let log = try database.reviewLog()
        let again = try database.importStudy(first.cards)
        #expect(!again.changesAnything && again.unchanged == 6)
        #expect(try database.studyRows() == rows && database.reviewLog() == log)
        // Anki reviewed 橋's production card twice more: only that card gains them, and takes Anki's schedule.
        var later = history(111, last: last)
        later.append(Self.answer(111, at: last + 86_400, ease: 3, interval: 14, type: 1))
        later.append(Self.answer(111, at: last + 2 * 86_400, ease: 3, interval: 14, type: 1))
        let next = try importer.plan(kindsContents(history(100, last: last) + later), options: AnkiImportOptions(), now: now)
        let added = try database.importStudy(next.cards)
        #expect(added.reviewsAdded == 2 && added.rescheduled == 1 && added.unchanged == 5)
        let production = try #require(try database.studyRows(of: .word("橋", reading: "はし")).first { $0.cardKind == .production })
        #expect(production.card.lastReview == Timestamp(secondsSince1970: last + 2 * 86_400))
        #expect(try database.reviewLog().filter { $0.log.cardID == production.card.id }.count == 8)
    }

    /// `study import` on Ctrl-C (issue 44): the planning stops at the next note, and the merge at the next card, with the
    /// transaction rolled back: the cards merged before the stop are not kept either.
    @Test func an_import_stopped_half_way_writes_nothing() throws {
        let database = try database()
        try database.keepForStudy([.word("橋", reading: "はし")], at: now)
        let rows = try database.studyRows(), log = try database.reviewLog()
        let contents = kindsContents(history(100, last: now.secondsSince1970 - 86_400))
        let planning = #expect(throws: AnkiImportFailure.self) {
            try self.importer.plan(contents, options: AnkiImportOptions(), now: self.now, stopRequested: { true })
        }
        #expect(planning?.description == AnkiImportFailure.stopped.description)
        let plan = try importer.plan(contents, options: AnkiImportOptions(), now: now)
        #expect(plan.cards.count > 3)
        var asked = 0
        let stopAtTheThirdCard = { () -> Bool in
            asked += 1
            return asked > 3
        }
        let merging = #expect(throws: UserDataError.self) { try database.importStudy(plan.cards, stopRequested: stopAtTheThirdCard) }
        #expect(merging?.problem == .stopped)
        #expect(try database.studyRows() == rows && database.reviewLog() == log, "the two cards merged before the stop are rolled back")
    }

    // MARK: - Text files in Anki's format

    @Test func an_anki_text_file_is_its_headers_and_rows() throws {
        let file = try #require(AnkiTextFile.parse(#"""
            #separator:tab
            #html:false
            #notetype:Basic
            #deck:kanji-tui
            #guid column:1
            #columns:GUID\#tFront\#tBack\#tTags
            #tags column:4
            kt0001\#t日本\#t"にほん | 1. ""Japan"""\#tkanji-tui word
            kt0002\#t日\#tday\#tkanji-tui kanji

            """#))
        #expect(file.noteType == AnkiStoredNoteType(id: 0, name: "Basic", fields: ["Front", "Back"]))
        #expect(file.notes.map(\.guid) == ["kt0001", "kt0002"])
        #expect(file.notes[0].fields == ["日本", "にほん | 1. \"Japan\""] && file.notes[0].tags == ["kanji-tui", "word"])
        #expect(AnkiTextFile.parse("日本\n#separator:tab\n") == nil, "headers only at the top")
        #expect(AnkiTextFile.parse("#hello\n日本\n") == nil, "a comment is not a header")
        let csv = try #require(AnkiTextFile.parse("#columns:Expression;Reading\n食べる;たべる\n\"a;b\";\"line\nbreak\"\n"))
        #expect(csv.notes.map(\.fields) == [["食べる", "たべる"], ["a;b", "line\nbreak"]], "the separator guessed from the rows")
    }

    // MARK: - Field text

    @Test func field_html_and_furigana_are_read_as_a_person_reads_them() {
        #expect(AnkiFieldText.plain("<div><b>食べる</b></div>&nbsp;[sound:taberu.mp3]") == "食べる")
        #expect(AnkiFieldText.plain("a&amp;b &lt;c&gt; &#26085;&#x672C;<br>x") == "a&b <c> 日本 x")
        #expect(AnkiFieldText.furigana("食[た]べる") == ("食べる", "たべる"))
        #expect(AnkiFieldText.furigana("日本[にほん]語[ご]") == ("日本語", "にほんご"))
        #expect(AnkiFieldText.furigana("お 茶[ちゃ]") == ("お茶", "おちゃ"))
        #expect(AnkiFieldText.furigana("日本") == ("日本", nil))
    }

    @Test func the_field_guess_takes_the_names_decks_use() {
        func guess(_ fields: [String], name: String = "Deck") -> AnkiFieldChoice? {
            AnkiFieldChoice.choose(for: AnkiStoredNoteType(id: 1, name: name, fields: fields), wordFields: [], readingFields: [])
        }
        #expect(guess(["Meaning", "Expression", "Reading"])?.word == 1 && guess(["Meaning", "Expression", "Reading"])?.reading == 2)
        let core = guess(["Vocabulary-Kanji", "Vocabulary-Kana", "Vocabulary-English"])
        #expect(core?.word == 0 && core?.reading == 1 && core?.wordHow == .guessed)
        let plain = guess(["Question", "Answer"])
        #expect(plain?.word == 0 && plain?.wordHow == .first && plain?.reading == nil)
    }

    // MARK: - Into the user database

    func database() throws -> UserDatabase {
        try UserDatabase.open(at: folder.appendingPathComponent("user-\(UUID().uuidString).sqlite").path)
    }

    func planned(lastAnswer last: Int64, extra: Int = 0) throws -> [StudyImportCard] {
        var rows = history(100, last: last)
        for index in 0..<extra {
            rows.append(Self.answer(100, at: last + Int64(index + 1) * 86_400, ease: 3, interval: 14, type: 1))
        }
        let dueDay = days.day(of: (rows.last!.id / 1000) + 12 * 86_400, in: utc)
        return try importer.plan(contents([Self.note(10, 1, ["日本"]), Self.note(11, 1, ["学校"])],
                                          [Self.card(100, note: 10, type: 2, due: dueDay, interval: 12),
                                           Self.card(110, note: 11, type: 0, due: 1)], rows),
                                 options: AnkiImportOptions(), now: now).cards
    }

    @Test func an_import_adds_cards_and_reviews_and_a_second_changes_nothing() throws {
        let database = try database()
        let cards = try planned(lastAnswer: now.secondsSince1970 - 2 * 86_400)
        #expect(try database.previewStudyImport(cards).added.count == 2, "a preview writes nothing")
        #expect(try database.studyRows().isEmpty)
        let first = try database.importStudy(cards)
        #expect(first.added == [.word("日本", reading: "にほん"), .word("学校", reading: "がっこう")] && first.reviewsAdded == 6)
        let rows = try database.studyRows()
        let log = try database.reviewLog()
        let japan = try #require(rows.first { $0.item.key == "日本" })
        #expect(japan.card.state == cards[0].card.state && japan.card.due == cards[0].card.due && japan.card.stability == cards[0].card.stability)
        #expect(log.map(\.log.reviewedAt) == cards[0].reviews.map(\.reviewedAt) && log.map(\.before.state) == cards[0].reviews.map(\.before.state))
        #expect(rows.first { $0.item.key == "学校" }?.card.state == .new)
        let second = try database.importStudy(cards)
        #expect(second.added.isEmpty && second.reviewsAdded == 0 && second.unchanged == 2 && second.reviewsAlreadyThere == 6)
        #expect(!second.changesAnything)
        #expect(try database.studyRows() == rows && database.reviewLog() == log)
    }

    @Test func a_later_import_adds_only_the_new_reviews_and_takes_the_schedule() throws {
        let database = try database()
        let last = now.secondsSince1970 - 5 * 86_400
        try database.importStudy(try planned(lastAnswer: last))
        let later = try planned(lastAnswer: last, extra: 2)
        let outcome = try database.importStudy(later)
        #expect(outcome.added.isEmpty && outcome.reviewsAdded == 2 && outcome.rescheduled == 1 && outcome.unchanged == 1)
        let japan = try #require(try database.studyRows().first { $0.item.key == "日本" })
        #expect(japan.card.lastReview == later[0].card.lastReview && japan.card.due == later[0].card.due)
        #expect(try database.reviewLog().count == 8)
    }

    @Test func a_card_reviewed_here_since_keeps_its_schedule_and_gains_the_reviews() throws {
        let database = try database()
        let last = now.secondsSince1970 - 5 * 86_400
        try database.importStudy(try planned(lastAnswer: last))
        let row = try #require(try database.studyRows().first { $0.item.key == "日本" })
        let scheduler = Scheduler()
        let graded = Timestamp(secondsSince1970: last + 4 * 86_400)
        _ = try database.review(cardID: row.card.id) { scheduler.review($0, rating: .easy, at: graded) }
        let mine = try #require(try database.studyRows().first { $0.item.key == "日本" })
        let outcome = try database.importStudy(try planned(lastAnswer: last, extra: 1))   // Anki's extra review: a day after `last`
        #expect(outcome.keptTheirSchedule == 1 && outcome.reviewsAdded == 1)
        #expect(try database.studyRows().first { $0.item.key == "日本" } == mine)
        #expect(try database.reviewLog().count == 8)
    }

    @Test func an_import_is_one_transaction() throws {
        let database = try database()
        var cards = try planned(lastAnswer: now.secondsSince1970 - 2 * 86_400)
        // The last card breaks a CHECK of the file (a frequency rank of 0), after the others are written: none stay.
        cards.append(StudyImportCard(item: .kanji("日"), card: cards[1].card, addedAt: now, frequencyRank: 0, reviews: []))
        #expect(throws: UserDataError.self) { try database.importStudy(cards) }
        #expect(try database.studyRows().isEmpty && database.reviewLog().isEmpty)
        cards.removeLast()
        cards.append(StudyImportCard(item: .word(""), card: cards[1].card, addedAt: now, frequencyRank: nil, reviews: []))
        #expect(throws: UserDataError.self) { try database.importStudy(cards) }
        #expect(try database.studyRows().isEmpty)
    }
}
